import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMswServer } from '@portal/test-utils';
import { fakeAwardsApi, RESULTS } from '../../../testing/fake-awards-api';
import { openAwardsPage } from '../../../testing/render-awards-page';
import { NO_RESULTS_YET } from './awards-empty-state';
import { giveChartsASize } from '../../../testing/chart-layout';

const server = createMswServer();

giveChartsASize();

const TITLE = 'Cannes Lions Award Advance Analytics Performance Tracker Dashboard';
const figure = (caption: string) => screen.getByRole('figure', { name: caption });

/** The rows of a chart card's table view, as text cells. */
async function tableOf(caption: string, user: ReturnType<typeof userEvent.setup>) {
  await user.click(within(figure(caption)).getByRole('radio', { name: 'Table' }).closest('label')!);
  const table = within(figure(caption)).getByRole('table', { name: caption });
  return within(table)
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
}

describe('the Cannes Lions dashboard', () => {
  it('charts the Cannes Lions results: totals, years, levels, and the top names this year against last', async () => {
    const user = userEvent.setup();
    const fake = fakeAwardsApi(server);
    openAwardsPage('/awards/insights/cannes');
    expect(await screen.findByRole('heading', { level: 2, name: TITLE })).toBeVisible();
    expect(await screen.findByRole('figure', { name: 'Top agencies' })).toBeVisible();
    expect(fake.calls.insights).toEqual([
      {
        deploymentIndexId: 12,
        currentFilterValues: { showName: ['Cannes Lions'] },
        rankings: ['agency', 'advertiser', 'holdingCompany', 'network'],
        top: 10,
      },
    ]);
    const totals = screen.getByRole('list', { name: 'Cannes Lions totals' });
    expect(within(totals).getByText('Awards won').nextElementSibling).toHaveTextContent('3');
    expect(within(totals).getByText('Points').nextElementSibling).toHaveTextContent('21');
    const captions = screen.getAllByRole('figure').map((item) => item.getAttribute('aria-labelledby'));
    expect(captions.map((id) => document.getElementById(id!)!.textContent)).toEqual([
      'Points and wins per year',
      'Results per level',
      'Top agencies',
      'Top advertisers',
      'Holding companies',
      'Networks',
    ]);
    expect(screen.getByRole('heading', { level: 3, name: '2025 against 2024' })).toBeVisible();
    expect(within(figure('Top agencies')).getByRole('img')).toHaveAccessibleName(
      'Top agencies, 2 values, 2025 against 2024: Northwind Media 8 (3), Summit Creative 10 (0).',
    );
    expect(await tableOf('Top agencies', user)).toEqual([
      ['Agency', 'Points 2025', 'Points 2024', 'Points, every year', 'Wins'],
      ['Northwind Media', '8', '3', '11', '2'],
      ['Summit Creative', '10', '0', '10', '1'],
    ]);
    expect(await tableOf('Points and wins per year', user)).toEqual([
      ['Year', 'Points', 'Wins', 'Shortlists'],
      ['2024', '3', '1', '0'],
      ['2025', '18', '2', '1'],
    ]);
  });

  it("applies the user's filters with the show fixed to Cannes Lions, and keeps the show out of the URL", async () => {
    const user = userEvent.setup();
    const fake = fakeAwardsApi(server);
    const { search } = openAwardsPage('/awards/insights/cannes');
    await screen.findByRole('figure', { name: 'Top agencies' });
    expect(screen.getByText('Cannes Lions results only.')).toBeVisible();
    expect(screen.queryByRole('combobox', { name: 'Show' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'More filters' }));
    await user.click(screen.getByRole('combobox', { name: 'Office' }));
    await user.click(await screen.findByTitle('Paris (1)'));
    await waitFor(() => expect(search().getAll('office')).toEqual(['Paris']));
    expect(search().has('showName')).toBe(false);
    // The show is the page's: no chip of it, only the user's choice.
    await waitFor(() =>
      expect(
        within(screen.getByRole('group', { name: 'Current filters' }))
          .getAllByRole('button', { name: /^Remove filter/ })
          .map((chip) => chip.getAttribute('aria-label')),
      ).toEqual(['Remove filter Office: Paris']),
    );
    await waitFor(() =>
      expect(fake.calls.insights.at(-1)?.currentFilterValues).toEqual({
        office: ['Paris'],
        showName: ['Cannes Lions'],
      }),
    );
    await waitFor(() =>
      expect(within(figure('Top agencies')).getByRole('img')).toHaveAccessibleName(
        'Top agencies, 1 value, 2025 against 2024: Summit Creative 10 (0).',
      ),
    );
  });

  it('says when the site has results but none of Cannes Lions', async () => {
    fakeAwardsApi(server, { results: RESULTS.filter((result) => result.showName !== 'Cannes Lions') });
    openAwardsPage('/awards/insights/cannes');
    expect(
      await screen.findByText(
        "No Cannes Lions results yet. This dashboard fills once the site's results file holds Cannes Lions results.",
      ),
    ).toBeVisible();
  });

  it('tells a site without results what will appear here', async () => {
    fakeAwardsApi(server, { results: [] });
    openAwardsPage('/awards/insights/cannes');
    expect(await screen.findByText(NO_RESULTS_YET)).toBeVisible();
  });
});
