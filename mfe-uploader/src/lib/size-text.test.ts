import { sizeText } from './size-text';

describe('file sizes', () => {
  it('shows sizes in the JEDEC convention', () => {
    expect(sizeText(1536)).toBe('1.5 KB');
    expect(sizeText(256 * 1024 * 1024)).toBe('256 MB');
  });
});
