import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMswServer } from '@portal/test-utils';
import { giveChartsASize } from '../../../testing/chart-layout';
import { fakeAwardsApi, RANKED_RESULTS } from '../../../testing/fake-awards-api';
import { openAwardsPage } from '../../../testing/render-awards-page';

const server = createMswServer();

giveChartsASize();

/** The rows of a chart card's table view, as text cells, after switching it to Table. */
async function tableOf(caption: string, user: ReturnType<typeof userEvent.setup>) {
  const figure = await screen.findByRole('figure', { name: caption });
  await user.click(within(figure).getByRole('radio', { name: 'Table' }).closest('label')!);
  const table = await within(figure).findByRole('table', { name: caption });
  return within(table)
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
}

describe('the BI dashboards rankings', () => {
  it("ranks the brands by this year's points against last year's, as a chart or a table", async () => {
    const user = userEvent.setup();
    const fake = fakeAwardsApi(server, { results: RANKED_RESULTS });
    openAwardsPage('/bidashboards/brand-rankings');
    expect(await screen.findByRole('heading', { level: 2, name: 'Brand Rankings' })).toBeVisible();
    expect(
      screen.getByText(/^Built-in dashboard of Nordic Insights’ award results: the portal’s own data, not a Power BI/),
    ).toBeVisible();
    const figure = await screen.findByRole('figure', { name: 'Top 6 brands, 2025 against 2024' });
    expect(within(figure).getByRole('img')).toHaveAccessibleName(
      'Top 6 brands, 2025 against 2024, 6 values, 2025 against 2024: ' +
        'Acme 17 (5), Contoso 7 (10), Fabrikam 5 (0), Initech 4 (0), Globex 3 (0), Umbrella 1 (7).',
    );
    expect(fake.calls.insights.at(-1)).toEqual({
      deploymentIndexId: 12,
      currentFilterValues: { year: ['2024', '2025'] },
      rankings: ['advertiser'],
      top: 50,
    });
    expect(await tableOf('Top 6 brands, 2025 against 2024', user)).toEqual([
      ['Rank', 'Advertiser', 'Points 2025', 'Points 2024', 'Change', 'Wins', 'Shortlists'],
      ['1', 'Acme', '17', '5', '+12', '3', '0'],
      ['2', 'Contoso', '7', '10', '−3', '2', '0'],
      ['3', 'Fabrikam', '5', '0', '+5', '1', '0'],
      ['4', 'Initech', '4', '0', '+4', '1', '1'],
      ['5', 'Globex', '3', '0', '+3', '1', '0'],
      ['6', 'Umbrella', '1', '7', '−6', '1', '1'],
    ]);
    await user.click(within(figure).getByRole('radio', { name: 'Chart' }).closest('label')!);
    expect(await within(figure).findByRole('img')).toBeVisible();
    expect(within(figure).queryByRole('table')).toBeNull();
  });

  it('shows another year against the one before it, kept in the URL', async () => {
    const user = userEvent.setup();
    fakeAwardsApi(server, { results: RANKED_RESULTS });
    const { search } = openAwardsPage('/bidashboards/brand-rankings');
    await screen.findByRole('figure', { name: 'Top 6 brands, 2025 against 2024' });
    await user.click(screen.getByRole('combobox', { name: 'Year' }));
    await user.click(await screen.findByTitle('2024'));
    expect((await tableOf('Top 3 brands, 2024 against 2023', user)).slice(0, 3)).toEqual([
      ['Rank', 'Advertiser', 'Points 2024', 'Points 2023', 'Change', 'Wins', 'Shortlists'],
      ['1', 'Contoso', '10', '0', '+10', '1', '0'],
      ['2', 'Umbrella', '7', '0', '+7', '1', '0'],
    ]);
    expect(search().get('year')).toBe('2024');
  });

  it.each([
    ['/bidashboards/holding-companies', 'Holding Companies', 'holdingCompany', 'Holding company', 'Summit Holdings'],
    ['/bidashboards/network-companies', 'Network Companies', 'network', 'Network', 'Summit Worldwide'],
  ])('%s ranks by points and wins', async (path, title, dimension, nameTitle, summit) => {
    const user = userEvent.setup();
    const fake = fakeAwardsApi(server, { results: RANKED_RESULTS });
    openAwardsPage(path);
    expect(await screen.findByRole('heading', { level: 2, name: title })).toBeVisible();
    const caption = `Top 2 ${title.toLowerCase()}, 2025 against 2024`;
    const rows = await tableOf(caption, user);
    expect(rows[0]).toEqual(['Rank', nameTitle, 'Points 2025', 'Points 2024', 'Change', 'Wins', 'Shortlists']);
    expect(rows.slice(1).map((row) => row.slice(1))).toEqual([
      [expect.stringMatching(/^Northwind/), '25', '5', '+20', '5', '0'],
      [summit, '12', '17', '−5', '4', '2'],
    ]);
    expect(fake.calls.insights.at(-1)?.rankings).toEqual([dimension]);
  });

  it('says what will appear and whom to ask while the site has no award results', async () => {
    const user = userEvent.setup();
    fakeAwardsApi(server, { results: [] });
    const { location } = openAwardsPage('/bidashboards/network-companies');
    expect(
      await screen.findByText('Rankings of network companies appear here once the site’s award results are imported.'),
    ).toBeVisible();
    expect(screen.getByText('Ask your site administrator to import them on the Awards overview.')).toBeVisible();
    expect(screen.queryByRole('figure')).toBeNull();
    await user.click(screen.getByRole('link', { name: 'Open the Awards overview' }));
    await waitFor(() => expect(location().pathname).toBe('/sites/12/awards/home'));
  });
});
