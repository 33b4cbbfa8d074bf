import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMswServer } from '@portal/test-utils';
import { fakeAwardsApi } from '../../../testing/fake-awards-api';
import { openAwardsPage } from '../../../testing/render-awards-page';
import { NO_RESULTS_YET } from './awards-empty-state';

const server = createMswServer();

/** A tile's number, by what it counts (drawn above it, written after it). */
const tile = (totals: HTMLElement, label: string) => within(totals).getByText(label).nextElementSibling!.textContent;

/** The chips of the award tally, as read: 'Gold1'. */
const tally = () =>
  within(screen.getByRole('list', { name: 'Award tally' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

/** The groups' panels, by their header line. */
const groupHeaders = () =>
  [...document.querySelectorAll('.ant-collapse-header')].map((header) => header.textContent ?? '');

describe('the award result views', () => {
  it.each([
    ['regional-view', 'Award Results - Regional View', 'region', ['EMEA', 'APAC', 'Americas']],
    ['office-view', 'Award Results - Office View', 'office', ['Paris', 'London', 'Singapore', 'New York']],
    ['category-view', 'Award Results - Category View', 'category', ['Outdoor', 'Film', 'Digital']],
    ['winners-list-view', 'Award Results - Winners List View', 'winner', ['Grand Prix', 'Gold', 'Silver', 'Shortlist']],
  ])('%s opens on the latest year under "%s", with its totals, tally and groups', async (view, title, type, groups) => {
    const fake = fakeAwardsApi(server);
    openAwardsPage(`/awards/results/${view}`);
    expect(await screen.findByRole('heading', { level: 2, name: title })).toBeVisible();
    const totals = await screen.findByRole('list', { name: 'Totals, 2025' });
    expect(fake.calls.data).toEqual([{ method: 'GET', query: { deploymentIndexId: '12', awardResultType: type } }]);
    // 2025: a Grand Prix, a Gold, a Silver and a shortlist (not an award won): 10 + 7 + 5 + 1 points.
    expect(tile(totals, 'Awards won')).toBe('3');
    expect(tile(totals, 'Points')).toBe('23');
    expect(tile(totals, 'Advertisers')).toBe('3');
    expect(tile(totals, 'Agencies')).toBe('3');
    expect(tile(totals, 'People credited')).toBe('21');
    expect(tile(totals, 'Shows')).toBe('2');
    expect(tally()).toEqual(['Grand Prix1', 'Gold1', 'Silver1', 'Bronze0', 'Shortlist1']);
    expect(groupHeaders().map((header) => groups.find((name) => header.startsWith(name)))).toEqual(groups);
    expect(screen.getByRole('link', { name: title.replace('Award Results - ', '') })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it("lists the first group's results in the spec's columns; a title or a row opens the award details panel", async () => {
    const user = userEvent.setup();
    fakeAwardsApi(server);
    const { panels } = openAwardsPage('/awards/results/regional-view');
    const table = await screen.findByRole('table', { name: 'Results of EMEA' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(expect.arrayContaining(['Category', 'Title', 'Product', 'Advertiser', 'City', 'Awards', 'Points']));
    expect(groupHeaders()[0]).toBe('EMEA2 awards · 17 points1 Grand Prix · 1 Gold');
    await user.click(within(table).getByRole('button', { name: 'City Lights' }));
    await user.click(within(table).getByText('Ocean Bottle').closest('tr')!.querySelector('td')!);
    expect(panels).toEqual([
      {
        type: 'panel/open',
        key: 'awardDetails',
        props: { siteId: 12, result: expect.objectContaining({ Title: 'City Lights', Awards: 'Grand Prix' }) },
      },
      {
        type: 'panel/open',
        key: 'awardDetails',
        props: { siteId: 12, result: expect.objectContaining({ Title: 'Ocean Bottle', Awards: 'Gold' }) },
      },
    ]);
  });

  it('sends a filter chosen as currentFilterValues, keeps it in the URL and opens on it again', async () => {
    const user = userEvent.setup();
    const fake = fakeAwardsApi(server);
    const { search, unmount } = openAwardsPage('/awards/results/regional-view');
    await screen.findByRole('list', { name: 'Totals, 2025' });

    await user.click(screen.getByRole('combobox', { name: 'Region' }));
    await user.click(await screen.findByTitle('APAC (1)'));

    await waitFor(() => expect(search().getAll('region')).toEqual(['APAC']));
    expect(search().getAll('year')).toEqual(['2025']);
    await waitFor(() =>
      expect(fake.calls.data.at(-1)).toEqual({
        method: 'POST',
        body: {
          deploymentIndexId: 12,
          awardResultType: 'region',
          currentFilterValues: { year: ['2025'], region: ['APAC'] },
        },
      }),
    );
    await waitFor(() => expect(groupHeaders()).toEqual([expect.stringMatching(/^APAC/)]));
    expect(tile(screen.getByRole('list', { name: 'Totals, 2025' }), 'Points')).toBe('5');
    unmount();

    // A reload (or a shared link) asks for the same figures.
    fake.calls.data.length = 0;
    openAwardsPage('/awards/results/office-view?year=2025&region=APAC');
    expect(await screen.findByRole('table', { name: 'Results of Singapore' })).toBeVisible();
    expect(fake.calls.data).toEqual([
      {
        method: 'POST',
        body: {
          deploymentIndexId: 12,
          awardResultType: 'office',
          currentFilterValues: { year: ['2025'], region: ['APAC'] },
        },
      },
    ]);
  });

  it('keeps the filters and the site’s prefix when switching between the views', async () => {
    const user = userEvent.setup();
    fakeAwardsApi(server);
    const { location } = openAwardsPage('/sites/12/awards/results/regional-view?year=2024');
    await screen.findByRole('list', { name: 'Totals, 2024' });
    await user.click(screen.getByRole('link', { name: 'Category View' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Award Results - Category View' })).toBeVisible();
    expect(location().pathname).toBe('/sites/12/awards/results/category-view');
    expect(location().search).toBe('?year=2024');
    expect(await screen.findByRole('table', { name: 'Results of Digital' })).toBeVisible();
  });

  it('clears every filter on purpose: every year is shown, also after a reload', async () => {
    const user = userEvent.setup();
    const fake = fakeAwardsApi(server);
    const { search, unmount } = openAwardsPage('/awards/results/regional-view');
    await screen.findByRole('list', { name: 'Totals, 2025' });
    await user.click(screen.getByRole('button', { name: 'Clear all filters' }));
    const totals = await screen.findByRole('list', { name: 'Totals, every year' });
    expect(search().toString()).toBe('filters=none');
    expect(fake.calls.data.at(-1)).toEqual({
      method: 'POST',
      body: { deploymentIndexId: 12, awardResultType: 'region', currentFilterValues: {} },
    });
    expect(tile(totals, 'Awards won')).toBe('5');
    expect(screen.queryByRole('group', { name: 'Current filters' })).toBeNull();
    unmount();

    fake.calls.data.length = 0;
    openAwardsPage('/awards/results/regional-view?filters=none');
    expect(await screen.findByRole('list', { name: 'Totals, every year' })).toBeVisible();
    expect(fake.calls.data).toEqual([
      { method: 'POST', body: { deploymentIndexId: 12, awardResultType: 'region', currentFilterValues: {} } },
    ]);
  });

  it('keeps the year, the show and the view’s field in the bar, the others under "More filters"', async () => {
    const user = userEvent.setup();
    fakeAwardsApi(server);
    const { search } = openAwardsPage('/awards/results/office-view?year=2025&agency=Summit%20Creative');
    await screen.findByRole('list', { name: 'Totals, 2025' });
    for (const name of ['Year', 'Show', 'Office']) expect(screen.getByRole('combobox', { name })).toBeVisible();
    expect(screen.queryByRole('combobox', { name: 'Agency' })).toBeNull();
    // The folded agency's choice is counted on the button and shown, as every choice, as a chip that removes it.
    const more = screen.getByRole('button', { name: 'More filters (1)' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    const chips = screen.getByRole('group', { name: 'Current filters' });
    expect(within(chips).getByRole('button', { name: 'Remove filter Year: 2025' })).toBeVisible();
    expect(within(chips).getByRole('button', { name: 'Remove filter Agency: Summit Creative' })).toBeVisible();

    await user.click(more);
    expect(more).toHaveAttribute('aria-expanded', 'true');
    const company = screen.getByRole('group', { name: 'Company' });
    expect(within(company).getByRole('combobox', { name: 'Agency' })).toBeVisible();
    expect(screen.getByRole('combobox', { name: 'Region' })).toBeVisible();

    await user.click(within(chips).getByRole('button', { name: 'Remove filter Agency: Summit Creative' }));
    await waitFor(() => expect(search().getAll('agency')).toEqual([]));
    expect(search().getAll('year')).toEqual(['2025']);
    expect(await screen.findByRole('button', { name: 'More filters' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('says when the filters leave nothing, and clears them', async () => {
    const user = userEvent.setup();
    const fake = fakeAwardsApi(server);
    openAwardsPage('/awards/results/regional-view?region=Antarctica');
    expect(await screen.findByText('No results match these filters')).toBeVisible();
    expect(screen.queryByText(NO_RESULTS_YET)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(await screen.findByRole('list', { name: 'Totals, every year' })).toBeVisible();
    expect(fake.calls.data.at(-1)).toMatchObject({ body: { currentFilterValues: {} } });
  });

  it('says how many results are listed when the answer lists fewer than match', async () => {
    const fake = fakeAwardsApi(server);
    fake.listed = 1;
    openAwardsPage('/awards/results/regional-view');
    expect(await screen.findByText(/^Showing 1 of 4 results\./)).toBeVisible();
    expect(screen.getByText('Showing 1 of 2 results of this group.')).toBeVisible();
  });

  it('downloads the results under the filters shown, with the user’s token, under the server’s file name', async () => {
    const user = userEvent.setup();
    const fake = fakeAwardsApi(server);
    const saved: string[] = [];
    URL.createObjectURL = jest.fn(() => 'blob:awards');
    URL.revokeObjectURL = jest.fn();
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });
    openAwardsPage('/awards/results/category-view?year=2025&showName=Cannes%20Lions');
    await screen.findByRole('list', { name: 'Totals, 2025' });
    await user.click(screen.getByRole('button', { name: 'Download' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Excel (XLSX)' }));
    expect(await screen.findByText('award-results-2025.xlsx is downloaded.')).toBeVisible();
    expect(saved).toEqual(['award-results-2025.xlsx']);
    expect(fake.calls.exports).toEqual([
      {
        body: {
          deploymentIndexId: 12,
          report: 'results',
          format: 'xlsx',
          currentFilterValues: { year: ['2025'], showName: ['Cannes Lions'] },
        },
        auth: 'Bearer test-token',
      },
    ]);
    click.mockRestore();
  });

  it('tells a site without results what will appear and whom to ask', async () => {
    fakeAwardsApi(server, { results: [] });
    openAwardsPage('/awards/results/regional-view');
    expect(await screen.findByText(NO_RESULTS_YET)).toBeVisible();
    expect(await screen.findByText('Ask your site administrator if you expected results here.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Import results' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Download' })).toBeNull();
  });

  it("leads a site administrator from the empty state to the awards home's import", async () => {
    const user = userEvent.setup();
    fakeAwardsApi(server, { results: [], canManage: true });
    const { location } = openAwardsPage('/sites/12/awards/leaderboard');
    expect(await screen.findByText(NO_RESULTS_YET)).toBeVisible();
    await user.click(await screen.findByRole('button', { name: 'Import results' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Awards' })).toBeVisible();
    expect(location().pathname).toBe('/sites/12/awards/home');
    expect(location().hash).toBe('#import-results');
    expect(await screen.findByRole('region', { name: 'Import results' })).toHaveFocus();
  });

  it('asks for a site when there is none', async () => {
    openAwardsPage('/awards/results/regional-view', null);
    expect(await screen.findByText('Choose a site to see its awards.')).toBeVisible();
  });
});
