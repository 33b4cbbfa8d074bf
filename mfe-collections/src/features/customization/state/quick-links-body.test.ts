import { toQuickLinksBody } from './quick-links-body';

describe('the quick links of a save (spec §5)', () => {
  it('keeps a quick link only when it has an id or values, in the order given', () => {
    expect(
      toQuickLinksBody([
        { name: 'Empty new one', quickLinkValues: [{ name: ' ', value: '' }] },
        { quickLinkId: 4, name: 'Kept though emptied', quickLinkValues: [] },
        { name: ' Resources ', quickLinkValues: [{ name: 'Brand', value: ' https://brand.example.com ' }] },
      ]),
    ).toEqual([
      { quickLinkId: 4, name: 'Kept though emptied', quickLinkValues: [] },
      { name: 'Resources', quickLinkValues: [{ name: 'Brand', value: 'https://brand.example.com' }] },
    ]);
  });
});
