import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { INSIGHT_FACET_ORDER } from '@portal/contracts';
import { createMswServer } from '@portal/test-utils';
import { ALL, CASE_STUDY_FILTERS, DEFAULT_FILTERS, metrics, serveInsights } from '../../../testing/fake-insights-api';
import { insightsSiteContext, openInsightsPage } from '../../../testing/open-insights-page';
import { giveChartsASize } from '../../../testing/chart-layout';

const server = createMswServer();

giveChartsASize();

/** A chart card by its caption. */
const figure = (caption: string) => screen.getByRole('figure', { name: caption });

/** The rows of a chart card's table view, as text cells. */
async function tableOf(caption: string, user: ReturnType<typeof userEvent.setup>) {
  // antd's segmented radios take clicks on their labels.
  await user.click(within(figure(caption)).getByRole('radio', { name: 'Table' }).closest('label')!);
  const table = within(figure(caption)).getByRole('table', { name: caption });
  return within(table)
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
}

/** The field selects of the filter bar, by name, in the order shown. */
const fieldNames = () =>
  screen.getAllByRole('combobox').map((box) => document.querySelector(`label[for="${box.id}"]`)?.textContent);
const FIELD_NAMES = INSIGHT_FACET_ORDER.map(
  (code) => ALL.facets.find((facet) => facet.name === code)?.displayName ?? code,
);

describe('Analytics & Insights', () => {
  it('charts the figures, the assets by field, the searches and the engagement of the period', async () => {
    const calls = serveInsights(server);
    openInsightsPage('/home/insights');
    expect(await screen.findByRole('heading', { level: 2, name: 'Analytics & Insights' })).toBeVisible();
    expect(await screen.findByRole('figure', { name: 'Searches per week' })).toBeVisible();
    expect(screen.getByRole('figure', { name: 'Agencies' })).toBeVisible();
    // The site has no clients field: its chart is left out.
    expect(screen.queryByRole('figure', { name: 'Clients' })).toBeNull();
    expect(screen.getByText(/found nothing \(/)).toHaveTextContent('13 found nothing (5%)');
    expect(screen.getByText(/counted once however it was typed/)).toHaveTextContent(
      'Only queries searched by at least two people are listed.',
    );
    expect(screen.getByRole('link', { name: 'retail media' })).toHaveAttribute(
      'href',
      '/sites/4/search?q=retail%20media',
    );
    const nothing = screen.getByRole('region', { name: 'Searched, found nothing' });
    expect(within(nothing).getByRole('listitem')).toHaveTextContent('brand purpos4 searches');
    const viewed = await screen.findByRole('region', { name: 'Most viewed' });
    expect(within(viewed).getByRole('link', { name: 'Q3 retail case' })).toHaveAttribute(
      'href',
      '/sites/4/content/doc-812/home',
    );
    expect(within(viewed).getByRole('listitem')).toHaveTextContent('40 views');
    expect(screen.getByRole('link', { name: 'Board pack' })).toHaveAttribute('href', '/sites/4/content/doc%2F5/home');
    expect(
      within(screen.getByRole('region', { name: 'Most liked' })).getByText('No likes in this period.'),
    ).toBeVisible();
    expect(calls.searches).toEqual([{ searchParameters: { filters: DEFAULT_FILTERS } }]);
    expect(calls.engagement).toEqual([{ searchParameters: { filters: DEFAULT_FILTERS }, top: 10 }]);
    expect(calls.patterns).toEqual([]);
  });

  it('has one filter bar: the period and the fields used most in view, the other fields under "More filters"', async () => {
    const user = userEvent.setup();
    serveInsights(server);
    const { search } = openInsightsPage('/home/insights');
    await screen.findByRole('combobox', { name: 'Content Types' });
    expect(fieldNames()).toEqual(['Period', 'Content Types', 'Clients', 'Topics']);
    const more = screen.getByRole('button', { name: 'More filters' });
    expect(more).toHaveAttribute('aria-expanded', 'false');

    await user.click(more);
    expect(more).toHaveAttribute('aria-expanded', 'true');
    expect(fieldNames()).toHaveLength(1 + 14);
    expect(new Set(fieldNames())).toEqual(new Set(['Period', ...FIELD_NAMES]));
    const bar = screen.getByRole('region', { name: 'Filters' });
    expect(
      within(bar)
        .getAllByRole('group')
        .map((group) => group.querySelector('legend')?.textContent),
    ).toEqual(['Content', 'Organizations', 'Locations', 'Audience']);
    // A folded field offers its values with their counts, and a choice counts on the button.
    await user.click(screen.getByRole('combobox', { name: 'Industries' }));
    await user.click(await screen.findByTitle('Retail (8)'));
    await waitFor(() => expect(search().get('facets')).toBe('industries_Retail'));
    expect(screen.getByRole('button', { name: 'More filters (1)' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('shows each filter applied as a chip that removes it, counts the folded ones, and clears them all', async () => {
    const user = userEvent.setup();
    const calls = serveInsights(server);
    const { search } = openInsightsPage(
      '/home/insights?facets=agencies_Northwind Digital,regions_EMEA,topics_Sustainability,published_date_Past 12 months',
    );
    const chips = await screen.findByRole('group', { name: 'Current filters' });
    expect(
      within(chips)
        .getAllByRole('button')
        .map((chip) => chip.textContent),
    ).toEqual([
      'Agencies: Northwind Digital ×',
      'Regions: EMEA ×',
      'Topics: Sustainability ×',
      'Period: Past 12 months ×',
      'Clear all filters',
    ]);
    expect(await screen.findByRole('button', { name: 'More filters (2)' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Filters (4 chosen)' })).toBeInTheDocument();

    await user.click(within(chips).getByRole('button', { name: 'Remove filter Agencies: Northwind Digital' }));
    await waitFor(() =>
      expect(search().get('facets')).toBe('regions_EMEA,topics_Sustainability,published_date_Past 12 months'),
    );
    expect(screen.getByRole('button', { name: 'More filters (1)' })).toBeVisible();
    await waitFor(() =>
      expect(calls.metrics.at(-1)).toEqual({
        searchParameters: { filters: 'regions_EMEA,topics_Sustainability,published_date_Past 12 months' },
      }),
    );

    await user.click(within(chips).getByRole('button', { name: 'Clear all filters' }));
    await waitFor(() => expect(search().has('facets')).toBe(false));
    expect(screen.queryByRole('group', { name: 'Current filters' })).toBeNull();
    expect(screen.getByRole('button', { name: 'More filters' })).toBeVisible();
    await waitFor(() => expect(calls.metrics.at(-1)).toEqual({ searchParameters: { filters: DEFAULT_FILTERS } }));
  });

  it('applies a chosen value to the URL, every request and the charts, and removes it with its chip', async () => {
    const user = userEvent.setup();
    const calls = serveInsights(server);
    const { search } = openInsightsPage('/home/insights');
    await screen.findByRole('figure', { name: 'Searches per week' });
    expect(await tableOf('Content Types', user)).toEqual([
      ['Content Types', 'Assets'],
      ['Case Study', '37'],
    ]);

    await user.click(await screen.findByRole('combobox', { name: 'Content Types' }));
    await user.click(await screen.findByTitle('Case Study (12)'));

    await waitFor(() => expect(search().get('facets')).toBe('content_types_Case Study'));
    await waitFor(() => expect(calls.engagement).toHaveLength(2));
    for (const call of [calls.dashboards, calls.metrics, calls.searches, calls.engagement])
      expect(call.at(-1)).toMatchObject({ searchParameters: { filters: CASE_STUDY_FILTERS } });
    const overview = screen.getByRole('list', { name: 'Figures, past 3 months' });
    await waitFor(() => expect(within(overview).getByText('Views').parentElement).toHaveTextContent('310'));
    expect(await tableOf('Content Types', user)).toEqual([
      ['Content Types', 'Assets'],
      ['Case Study', '30'],
    ]);

    const chips = screen.getByRole('group', { name: 'Current filters' });
    await user.click(within(chips).getByRole('button', { name: 'Remove filter Content Types: Case Study' }));
    await waitFor(() => expect(search().has('facets')).toBe(false));
    await waitFor(() => expect(within(overview).getByText('Views').parentElement).toHaveTextContent('420'));
  });

  it('changes the period through the date filter and keeps it when moving to Pattern Analysis', async () => {
    const user = userEvent.setup();
    const calls = serveInsights(server);
    const { search, platform } = openInsightsPage('/home/insights?facets=clients_Acme\\,%20Inc.');
    await screen.findByRole('figure', { name: 'Searches per week' });
    expect(calls.metrics[0]).toEqual({
      searchParameters: { filters: 'clients_Acme\\, Inc.,published_date_Past 3 months' },
    });
    expect(screen.getByRole('button', { name: 'Remove filter Clients: Acme, Inc.' })).toBeVisible();

    await user.click(screen.getByRole('combobox', { name: 'Period' }));
    await user.click(await screen.findByTitle('Past 12 months'));
    await waitFor(() => expect(search().get('facets')).toBe('clients_Acme\\, Inc.,published_date_Past 12 months'));
    await waitFor(() =>
      expect(calls.metrics.at(-1)).toEqual({
        searchParameters: { filters: 'clients_Acme\\, Inc.,published_date_Past 12 months' },
      }),
    );
    expect(screen.getByRole('button', { name: 'Remove filter Period: Past 12 months' })).toBeVisible();

    await user.click(screen.getByRole('link', { name: 'Pattern Analysis' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Pattern Analysis' })).toBeVisible();
    expect(platform.location$.getValue().pathname).toBe('/home/patterns');
    expect(search().get('facets')).toBe('clients_Acme\\, Inc.,published_date_Past 12 months');
    // No filter bar on Pattern Analysis; its chips still remove a filter.
    expect(screen.queryByRole('combobox', { name: 'Period' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Clear all filters' }));
    await waitFor(() => expect(search().has('facets')).toBe(false));
  });

  it('is the same bar on a phone: the fields used most in view, the count of the folded ones chosen', async () => {
    const width = window.innerWidth;
    window.innerWidth = 390;
    try {
      serveInsights(server);
      openInsightsPage('/home/insights?facets=agencies_Northwind Digital');
      expect(await screen.findByRole('button', { name: 'More filters (1)' })).toBeVisible();
      expect(fieldNames()).toEqual(['Period', 'Content Types', 'Clients', 'Topics']);
    } finally {
      window.innerWidth = width;
    }
  });

  it('says what will appear when nothing happened in the period, and offers a longer one', async () => {
    const user = userEvent.setup();
    const quiet = {
      ...metrics(0, 0),
      totals: { assets: 0, views: 0, downloads: 0, likes: 0, shares: 0, searches: 0, activeUsers: 0 },
    };
    const calls = serveInsights(server, {
      metrics: (body) =>
        HttpResponse.json(body.searchParameters?.filters === DEFAULT_FILTERS ? quiet : metrics(37, 420)),
    });
    const { search } = openInsightsPage('/home/insights');
    expect(await screen.findByText('No activity in the past 3 months.')).toBeVisible();
    expect(screen.getByText(/appear here once people publish, view, like, download, share or search/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Show the past 6 months' }));
    await waitFor(() => expect(search().get('facets')).toBe('published_date_Past 6 months'));
    expect(await screen.findByRole('figure', { name: 'Searches per week' })).toBeVisible();
    expect(calls.metrics.at(-1)).toEqual({ searchParameters: { filters: 'published_date_Past 6 months' } });
  });

  it('reads each chart out in short and shows the same numbers in its table view', async () => {
    const user = userEvent.setup();
    serveInsights(server);
    openInsightsPage('/home/insights');
    await screen.findByRole('figure', { name: 'Content Types' });
    expect(within(figure('Content Types')).getByRole('img')).toHaveAccessibleName(
      'Content Types, 1 value, most first: Case Study 37.',
    );
    // One image to assistive technology: nothing inside it is in the tab order.
    const plot = within(figure('Content Types')).getByRole('img');
    expect(plot.querySelector('svg')).not.toBeNull();
    expect(plot.querySelector('[tabindex]:not([tabindex="-1"])')).toBeNull();
    expect(await tableOf('Content Types', user)).toEqual([
      ['Content Types', 'Assets'],
      ['Case Study', '37'],
    ]);
    expect(within(figure('Content Types')).queryByRole('img')).toBeNull();
  });

  it("paints the charts with the site's chart settings", async () => {
    serveInsights(server);
    const { container } = openInsightsPage('/home/insights');
    await screen.findByRole('figure', { name: 'Content Types' });
    const plot = within(figure('Content Types')).getByRole('img');
    expect(plot).toHaveStyle({ background: '#1e1e1e', fontFamily: 'Inter, Arial, sans-serif' });
    // Light text on the dark background of the settings (white: 16.7:1 on #1e1e1e).
    expect(plot).toHaveStyle({ color: '#ffffff' });
    await waitFor(() => expect(container.querySelector('.recharts-bar-rectangle path')).not.toBeNull());
    expect(container.querySelector('.recharts-bar-rectangle path')).toHaveAttribute('fill', '#0b6e4f');
  });

  it("falls back to the theme's colours when the settings are missing or not colours", async () => {
    serveInsights(server);
    openInsightsPage(
      '/home/insights',
      insightsSiteContext({ '--chart-background': 'url(javascript:alert(1))', '--chartPrimaryColor': '' }),
    );
    await screen.findByRole('figure', { name: 'Content Types' });
    const plot = within(figure('Content Types')).getByRole('img');
    expect(plot.style.background).not.toContain('javascript');
    expect(plot).toHaveStyle({ background: '#ffffff' });
  });

  it('asks to choose a site when there is none', async () => {
    openInsightsPage('/home/insights', null);
    expect(await screen.findByText('Choose a site to see its insights.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'My sites' })).toBeVisible();
  });
});
