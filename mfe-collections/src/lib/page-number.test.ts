import { pageCount, pageOf } from './page-number';

describe('the page helper (spec §5)', () => {
  it('gives the first page for a page of 0 or less, a fraction or text', () => {
    for (const raw of [0, -3, '0', '-1', '1.5', 'two', '', null, undefined])
      expect(pageOf(raw, 30)).toEqual({ page: 1, size: 30, offset: 0 });
  });

  it('keeps a positive whole page and defaults the size to 10', () => {
    expect(pageOf('3')).toEqual({ page: 3, size: 10, offset: 20 });
    expect(pageOf(2, 30)).toEqual({ page: 2, size: 30, offset: 30 });
  });

  it('counts pages as the total over the size rounded up, at least one', () => {
    expect(pageCount(0)).toBe(1);
    expect(pageCount(30)).toBe(1);
    expect(pageCount(31)).toBe(2);
  });
});
