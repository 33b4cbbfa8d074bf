import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { LeaderboardRow } from '@portal/contracts';
import { createMswServer } from '@portal/test-utils';
import { fakeAwardsApi } from '../../../testing/fake-awards-api';
import { openAwardsPage } from '../../../testing/render-awards-page';
import { NO_RESULTS_YET } from './awards-empty-state';
import { LEADERBOARD_YEAR_NOTE } from './leaderboard-view';

const server = createMswServer();

/** The ranking as read: each row's cells, the header first. */
async function ranking() {
  const table = await screen.findByRole('table', { name: /^Agencies ranked by points/ });
  return within(table)
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
}

const agency = (rank: number): LeaderboardRow => ({
  agencyName: `Agency ${rank}`,
  network: `Network ${rank}`,
  holdingCompany: 'Northwind Group',
  currentYearPoints: 200 - rank * 10,
  previousYearPoints: 100,
  currentYearLabel: '2025',
  previousYearLabel: '2024',
  currentYearIndex: rank,
  previousYearIndex: rank + 1,
  currentYearAwards: 3,
});

describe('Cadre Rankings', () => {
  it('ranks the agencies by points this year against last year, with the change and the awards', async () => {
    const fake = fakeAwardsApi(server);
    openAwardsPage('/awards/leaderboard');
    expect(await screen.findByRole('heading', { level: 2, name: 'Cadre Rankings' })).toBeVisible();
    expect(await ranking()).toEqual([
      ['Rank', 'Agency', 'Network', 'Holding company', 'Points 2025', 'Points 2024', 'Change', 'Awards'],
      [
        '1',
        'Summit Creative',
        'Summit Worldwide',
        'Northwind Group',
        '10',
        '7',
        '+3 points=same rank as last year',
        '1',
      ],
      [
        '2',
        'Northwind Media',
        'Northwind Media Network',
        'Northwind Group',
        '8',
        '3',
        '+5 points=same rank as last year',
        '1',
      ],
      ['3', 'Pixel & Loom', 'Summit Worldwide', 'Northwind Group', '5', '0', '+5 pointsNew', '1'],
    ]);
    expect(fake.calls.leaderboard).toEqual([{ method: 'GET', query: { deploymentIndexId: '12' } }]);
    // One league only: no switch.
    expect(screen.queryByRole('radiogroup', { name: 'League' })).toBeNull();
  });

  it('switches league by slicing the ranking it has, without asking again, and keeps the league in the URL', async () => {
    const user = userEvent.setup();
    const fake = fakeAwardsApi(server);
    fake.leaderboard = Array.from({ length: 12 }, (_, index) => agency(index + 1));
    const { search } = openAwardsPage('/awards/leaderboard');
    const leagues = await screen.findByRole('radiogroup', { name: 'League' });
    expect(
      within(leagues)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')!.textContent),
    ).toEqual(['Top 5', 'Ranks 6–10', 'Ranks 11–20']);
    expect((await ranking()).slice(1).map((row) => row[0])).toEqual(['1', '2', '3', '4', '5']);

    await user.click(within(leagues).getByRole('radio', { name: 'Ranks 6–10' }).closest('label')!);
    await waitFor(async () =>
      expect((await ranking()).slice(1).map((row) => row[0])).toEqual(['6', '7', '8', '9', '10']),
    );
    expect(search().get('league')).toBe('Ranks 6–10');
    await user.click(within(leagues).getByRole('radio', { name: 'Ranks 11–20' }).closest('label')!);
    await waitFor(async () =>
      expect((await ranking()).slice(1).map((row) => row[1])).toEqual(['Agency 11', 'Agency 12']),
    );
    expect(fake.calls.leaderboard).toHaveLength(1);
    // Points lost and a rank moved up by one, said in words.
    expect((await ranking())[1]![6]).toBe('−10 points1up 1 place');
  });

  it('ranks the year chosen against the year before', async () => {
    const user = userEvent.setup();
    const fake = fakeAwardsApi(server);
    const { search } = openAwardsPage('/awards/leaderboard');
    await ranking();
    expect(screen.getByText(LEADERBOARD_YEAR_NOTE)).toBeVisible();
    await user.click(screen.getByRole('combobox', { name: 'Year' }));
    await user.click(await screen.findByTitle('2024 (2)'));
    await waitFor(() => expect(search().getAll('year')).toEqual(['2024']));
    await waitFor(() =>
      expect(fake.calls.leaderboard.at(-1)).toEqual({
        method: 'POST',
        body: { deploymentIndexId: 12, currentFilterValues: { year: ['2024'] } },
      }),
    );
    await waitFor(async () => expect((await ranking())[0]!.slice(4, 6)).toEqual(['Points 2024', 'Points 2023']));
    expect((await ranking()).slice(1).map((row) => [row[1], row[4]])).toEqual([
      ['Summit Creative', '7'],
      ['Northwind Media', '3'],
      ['Pixel & Loom', '0'],
    ]);
  });

  it('downloads the leaderboard under the filters shown', async () => {
    const user = userEvent.setup();
    const fake = fakeAwardsApi(server);
    URL.createObjectURL = jest.fn(() => 'blob:leaderboard');
    URL.revokeObjectURL = jest.fn();
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    openAwardsPage('/awards/leaderboard?agency=Summit%20Creative');
    await ranking();
    await user.click(screen.getByRole('button', { name: 'Download' }));
    await user.click(await screen.findByRole('menuitem', { name: 'CSV' }));
    expect(await screen.findByText('award-leaderboard-2025.csv is downloaded.')).toBeVisible();
    expect(fake.calls.exports.map((call) => call.body)).toEqual([
      {
        deploymentIndexId: 12,
        report: 'leaderboard',
        format: 'csv',
        currentFilterValues: { agency: ['Summit Creative'] },
      },
    ]);
    click.mockRestore();
  });

  it('tells a site without results what will appear here', async () => {
    fakeAwardsApi(server, { results: [] });
    openAwardsPage('/awards/leaderboard');
    expect(await screen.findByText(NO_RESULTS_YET)).toBeVisible();
    expect(screen.queryByRole('table')).toBeNull();
  });
});
