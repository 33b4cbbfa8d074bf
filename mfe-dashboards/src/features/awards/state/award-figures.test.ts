import type { AwardFilterForm } from '@portal/contracts';
import { formHasResults, levelTally, totalTally, totalTiles, yearsLabel } from './award-figures';

const LEVELS = ['Grand Prix', 'Gold', 'Silver', 'Bronze', 'Shortlist'];

describe('the award figures', () => {
  it('lists the tally in priority order from the total_ keys, levels outside the scheme last', () => {
    expect(
      totalTally({ total_Gold: 3, total_Shortlist: 9, 'total_Special Mention': 1, total_Bronze: 0 }, LEVELS),
    ).toEqual([
      { level: 'Grand Prix', count: 0 },
      { level: 'Gold', count: 3 },
      { level: 'Silver', count: 0 },
      { level: 'Bronze', count: 0 },
      { level: 'Shortlist', count: 9 },
      { level: 'Special Mention', count: 1 },
    ]);
    expect(levelTally({ Silver: 2 }, ['Gold', 'Silver'])).toEqual([
      { level: 'Gold', count: 0 },
      { level: 'Silver', count: 2 },
    ]);
  });

  it('names the totals as the spec counts them', () => {
    const tiles = totalTiles({
      totalNumberAwards: 12,
      totalNumberPoints: 84,
      numberAdvertisers: 7,
      numberAgencies: 5,
      peopleCredits: 40,
      numberShows: 3,
      dynamicAwardTally: {},
    });
    expect(tiles.map((tile) => [tile.label, tile.value])).toEqual([
      ['Awards won', 12],
      ['Points', 84],
      ['Advertisers', 7],
      ['Agencies', 5],
      ['People credited', 40],
      ['Shows', 3],
    ]);
  });

  it('says which years the figures cover', () => {
    expect(yearsLabel(['2025'])).toBe('2025');
    expect(yearsLabel(['2025', '2023', '2024'])).toBe('2023, 2024 and 2025');
    expect(yearsLabel(undefined)).toBe('every year');
  });

  it('tells a site without results by its filter form', () => {
    const form = (count: number): AwardFilterForm => ({
      filterFormName: 'awards',
      filterGroups: [
        {
          groupName: 'Show',
          filterFields: [
            {
              fieldName: 'Year',
              fieldCode: 'year',
              isMultiple: true,
              filterValues: [{ fieldCode: 'year', fieldValue: '2025', fieldValueOrder: 0, count, selected: false }],
            },
          ],
        },
      ],
    });
    expect(formHasResults(form(4))).toBe(true);
    expect(formHasResults(form(0))).toBe(false);
  });
});
