import { screen, waitFor, within } from '@testing-library/react';
import { createMswServer } from '@portal/test-utils';
import type { BiDashboardPageAsset } from '@portal/contracts';
import { giveChartsASize } from '../../../testing/chart-layout';
import { fakeAwardsApi, RANKED_RESULTS } from '../../../testing/fake-awards-api';
import { openAwardsPage } from '../../../testing/render-awards-page';

const server = createMswServer();
giveChartsASize();

const BUILT_IN: BiDashboardPageAsset = {
  page: 'brand-rankings',
  docId: 'doc-brands',
  title: 'Brand Rankings dashboard',
  builtIn: true,
  dashboardAccess: true,
};
const POWER_BI: BiDashboardPageAsset = {
  page: 'holding-companies',
  docId: 'doc-holdings',
  title: 'Holding companies (Power BI)',
  builtIn: false,
  dashboardAccess: true,
};

describe('the BI pages as dashboard assets of the site', () => {
  it('a page whose asset is an outside report opens that report: the asset’s embed page', async () => {
    const fake = fakeAwardsApi(server, { results: RANKED_RESULTS });
    fake.biPages = [BUILT_IN, POWER_BI];
    const { location } = openAwardsPage('/bidashboards/holding-companies?year=2025');
    await waitFor(() => expect(location().pathname).toBe('/sites/12/asset/embed'));
    expect(new URLSearchParams(location().search).get('docId')).toBe('doc-holdings');
    expect(fake.calls.insights).toEqual([]);
  });

  it('a page whose asset shows the built-in page draws it, naming its asset', async () => {
    const fake = fakeAwardsApi(server, { results: RANKED_RESULTS });
    fake.biPages = [BUILT_IN, POWER_BI];
    const { location } = openAwardsPage('/bidashboards/brand-rankings');
    expect(await screen.findByRole('figure', { name: 'Top 6 brands, 2025 against 2024' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Brand Rankings dashboard' })).toHaveAttribute(
      'href',
      '/sites/12/content/doc-brands/home',
    );
    expect(location().pathname).toBe('/bidashboards/brand-rankings');
  });

  it('the page’s own address, which its asset embeds, is always the built-in page', async () => {
    const fake = fakeAwardsApi(server, { results: RANKED_RESULTS });
    fake.biPages = [POWER_BI];
    const { location } = openAwardsPage('/sites/12/bidashboards/holding-companies');
    expect(await screen.findByRole('figure', { name: 'Top 2 holding companies, 2025 against 2024' })).toBeVisible();
    expect(location().pathname).toBe('/sites/12/bidashboards/holding-companies');
    expect(screen.queryByRole('link', { name: 'Holding companies (Power BI)' })).toBeNull();
  });

  it('the home links an outside report’s card to its report, and names every page’s asset', async () => {
    const fake = fakeAwardsApi(server, { results: RANKED_RESULTS });
    fake.biPages = [BUILT_IN, POWER_BI];
    openAwardsPage('/bidashboards/home');
    const list = await screen.findByRole('list', { name: 'BI dashboards' });
    const card = (title: string) =>
      within(list)
        .getAllByRole('listitem')
        .find((item) => within(item).queryByRole('link', { name: title }))!;
    await waitFor(() =>
      expect(within(card('Holding Companies')).getByRole('link', { name: 'Holding Companies' })).toHaveAttribute(
        'href',
        '/sites/12/asset/embed?docId=doc-holdings',
      ),
    );
    expect(within(card('Holding Companies')).getByText('A report embedded from outside the portal.')).toBeVisible();
    expect(within(card('Brand Rankings')).getByRole('link', { name: 'Brand Rankings' })).toHaveAttribute(
      'href',
      '/bidashboards/brand-rankings',
    );
    expect(within(card('Brand Rankings')).getByRole('link', { name: 'Brand Rankings dashboard' })).toHaveAttribute(
      'href',
      '/sites/12/content/doc-brands/home',
    );
    expect(within(card('Network Companies')).getAllByRole('link')).toHaveLength(1);
  });
});
