import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BehaviorSubject } from 'rxjs';
import { createAppStore } from '@portal/api-client';
import { ACCESS_MESSAGES, type Asset, type PermissionMap } from '@portal/contracts';
import { createMswServer, createTestPlatform, renderWithPlatform, testUser } from '@portal/test-utils';
import { ContentRoutes } from '../../../app/content-routes';
import { aSearchReportRow, fakeAssetReports, type FakeReports } from '../../../testing/fake-asset-reports';
import { aRecord, anAsset, fakeContentServer } from '../../../testing/fake-content-server';

const server = createMswServer();
const ANALYST: PermissionMap = { analyzeInsights: true };

/** Opens the Insights tab of asset 31 (doc-1) for the test user (id 1; the asset's uploader is user 7 by default). */
function openInsights(permissions: PermissionMap, reports: FakeReports = {}, asset: Partial<Asset> = {}) {
  const content = fakeContentServer(aRecord('doc-1'), anAsset(31, 'doc-1', asset));
  const fake = fakeAssetReports(31, reports);
  server.use(...content.handlers, ...fake.handlers);
  const platform = createTestPlatform({
    path: '/sites/2/content/doc-1/insights',
    permissions$: new BehaviorSubject<PermissionMap>(permissions),
  });
  renderWithPlatform(<ContentRoutes />, { platform, store: createAppStore(platform) });
  return { content: content.state, reports: fake.state };
}

const reportsSection = () => screen.findByRole('region', { name: 'Reports' });
const bodyRows = (table: HTMLElement) => within(table).getAllByRole('row').slice(1);
const when = (date: string) => new Date(date).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** Waits until the visit's own view is recorded and shown: by then every request of the tab has been made. */
async function tabSettled(content: { calls: string[] }) {
  const views = within(await screen.findByLabelText('Engagement')).getByText('Views');
  await waitFor(() => expect(views.nextElementSibling).toHaveTextContent('1'));
  expect(content.calls).toContain('POST v2/assets/31/insights/views');
}

describe('the asset reports of the Insights tab', () => {
  it('lists who viewed the asset, newest first, ten a page, with the date and the person; paging asks page 2', async () => {
    const { reports } = openInsights(ANALYST, { views: 12 });
    const section = await reportsSection();
    expect(within(section).getByRole('radiogroup', { name: 'Report' })).toBeVisible();
    expect(within(section).getByRole('radio', { name: 'Views' })).toBeChecked();
    const table = await within(section).findByRole('table', { name: 'Views of this asset' });
    await waitFor(() => expect(bodyRows(table)).toHaveLength(10));
    expect(within(section).getByText('12 views, newest first.')).toBeVisible();
    const [first] = bodyRows(table);
    expect(first).toHaveTextContent('Person 1');
    expect(first).toHaveTextContent('person1@demo.portal');
    expect(within(first!).getByText(when('2026-11-20T09:30:00.000Z'))).toHaveAttribute(
      'datetime',
      '2026-11-20T09:30:00.000Z',
    );
    expect(reports.asked).toContain('views page 1 of 10');
    expect(reports.asked).not.toContain('views page 2 of 10');

    await userEvent.click(within(section).getByTitle('2'));
    await waitFor(() => expect(bodyRows(table)).toHaveLength(2));
    expect(bodyRows(table)[0]).toHaveTextContent('Person 11');
    expect(reports.asked).toContain('views page 2 of 10');
  });

  it('asks the downloads report when Downloads is chosen, and says when nobody has downloaded the asset', async () => {
    const { reports } = openInsights(ANALYST, { views: 3, downloads: 0 });
    const section = await reportsSection();
    await within(section).findByText('3 views, newest first.');
    expect(reports.asked.some((asked) => asked.startsWith('downloads'))).toBe(false);

    await userEvent.click(within(section).getByText('Downloads'));
    expect(within(section).getByRole('radio', { name: 'Downloads' })).toBeChecked();
    expect(await within(section).findByText('Nobody has downloaded this asset yet.')).toBeVisible();
    expect(within(section).getByRole('table', { name: 'Downloads of this asset' })).toBeVisible();
    expect(reports.asked).toContain('downloads page 1 of 10');
    expect(within(section).queryByText('Person 1')).toBeNull();
  });

  it("shows each search's type by its label: 'full' as Keyword, 'semantic' as Semantic", async () => {
    const { reports } = openInsights(ANALYST, {
      searches: [
        aSearchReportRow({ query: 'harbour launch', type: 'full', resultCount: 1200 }),
        aSearchReportRow({
          query: 'coastal campaign',
          type: 'semantic',
          source: null,
          page: null,
          userFullName: null,
          userEmail: null,
          userId: null,
        }),
      ],
    });
    const section = await reportsSection();
    await userEvent.click(within(section).getByText('Searches'));
    const table = await within(section).findByRole('table', { name: 'Searches that led to this asset' });
    await waitFor(() => expect(bodyRows(table)).toHaveLength(2));
    const cells = (row: HTMLElement) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    const [keyword, semantic] = bodyRows(table);
    expect(cells(keyword!)).toEqual([
      'harbour launch',
      'Keyword',
      'search',
      'content',
      (1200).toLocaleString(),
      'Sofia Rossisofia.rossi@demo.portal',
      when('2026-11-20T08:00:00.000Z'),
    ]);
    expect(cells(semantic!)).toEqual([
      'coastal campaign',
      'Semantic',
      '—',
      '—',
      '1',
      'A deleted user',
      when('2026-11-20T08:00:00.000Z'),
    ]);
    expect(within(table).queryByText('full')).toBeNull();
    expect(reports.asked).toContain('searches page 1 of 10');
  });

  it("shows the reports to the asset's uploader, who has no analyzeInsights", async () => {
    const { reports } = openInsights({}, { views: 1 }, { createdByUserId: testUser.userId });
    const section = await reportsSection();
    expect(await within(section).findByText('1 view, newest first.')).toBeVisible();
    expect(reports.asked).toContain('views page 1 of 10');
  });

  it("reads the report again once the visit's own view is recorded, so it agrees with the counts", async () => {
    const { content, reports } = openInsights(ANALYST, { views: 1 });
    await reportsSection();
    await tabSettled(content);
    await waitFor(() => expect(reports.asked.filter((asked) => asked === 'views page 1 of 10')).toHaveLength(2));
  });

  it('asks nothing and shows no Reports section to a viewer without analyzeInsights who is not the uploader', async () => {
    const { content, reports } = openInsights({ uploadAsset: true }, { views: 2 });
    await tabSettled(content);
    expect(screen.queryByRole('region', { name: 'Reports' })).toBeNull();
    expect(reports.asked).toEqual([]);
  });

  it('shows nothing, and no error, when the server still refuses the reports (403)', async () => {
    const { content, reports } = openInsights(ANALYST, { views: 2 });
    reports.failure = { status: 403, error: ACCESS_MESSAGES.reportsDenied };
    // Shown first: findByRole finds only a region in the accessibility tree. (Checking it again afterwards raced the
    // refusal, which may remove it in between on a loaded machine.)
    await reportsSection();
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Reports' })).toBeNull());
    expect(reports.asked).toContain('views page 1 of 10');
    await tabSettled(content);
    expect(screen.queryByRole('region', { name: 'Reports' })).toBeNull();
    expect(screen.queryByText(ACCESS_MESSAGES.reportsDenied)).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says when a report could not be read, and reads it again on Try again', async () => {
    const { reports } = openInsights(ANALYST, { shares: 1 });
    reports.failure = { status: 500, error: 'The database is not reachable.' };
    const section = await reportsSection();
    await userEvent.click(within(section).getByText('Shares'));
    const alert = await within(section).findByRole('alert');
    expect(alert).toHaveTextContent('The shares report could not be read.');
    expect(alert).toHaveTextContent('The database is not reachable.');

    reports.failure = null;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await within(section).findByText('1 share, newest first.')).toBeVisible();
    expect(within(section).queryByRole('alert')).toBeNull();
    expect(reports.asked.filter((asked) => asked === 'shares page 1 of 10').length).toBeGreaterThanOrEqual(2);
  });
});
