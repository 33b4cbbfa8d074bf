import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { createMswServer } from '@portal/test-utils';
import { ALL, DEFAULT_FILTERS, PATTERNS, serveInsights } from '../../../testing/fake-insights-api';
import { openInsightsPage } from '../../../testing/open-insights-page';
import { giveChartsASize } from '../../../testing/chart-layout';

const server = createMswServer();

giveChartsASize();

/** The lines of a list of Pattern Analysis, as text. */
const linesOf = (name: string) =>
  within(screen.getByRole('region', { name }))
    .queryAllByRole('listitem')
    .map((item) => item.textContent);

describe('Pattern Analysis', () => {
  it('states every figure of the last 3 months against the 3 months before, from one call', async () => {
    const calls = serveInsights(server);
    openInsightsPage('/home/patterns');
    expect(await screen.findByRole('heading', { level: 2, name: 'Pattern Analysis' })).toBeVisible();
    const figures = await screen.findByRole('list', { name: 'Figures against the 3 months before' });
    expect(
      within(figures)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Views rose 38% against the 3 months before (420 against 304).',
      'Downloads fell 12% against the 3 months before (44 against 50).',
      'Likes held level against the 3 months before (33 in each).',
      'No shares in this period or the 3 months before.',
      'Searches rose 30% against the 3 months before (260 against 200).',
      'Uploads: 12 this period, no earlier data.',
      'Active people rose 20% against the 3 months before (18 against 15).',
    ]);
    expect(calls.patterns).toEqual([{ searchParameters: { filters: DEFAULT_FILTERS } }]);
    // Not the charts of Analytics & Insights again.
    expect(calls.metrics).toEqual([]);
    expect(calls.searches).toEqual([]);
    expect(calls.engagement).toEqual([]);
    expect(await screen.findByRole('figure', { name: 'Documents per month' })).toBeVisible();
  });

  it('lists the topics, clients and content types that rose, fell and are new, with both periods', async () => {
    serveInsights(server);
    openInsightsPage('/home/patterns');
    await screen.findByRole('region', { name: 'Rising' });
    expect(linesOf('Rising')).toEqual([
      'topic Sustainability: 11 against 2 (+450%)',
      'content type Case Study: 15 against 2 (+650%)',
    ]);
    expect(linesOf('Falling')).toEqual(['topic Heritage: none against 2 (−100%)', 'client Globex: 1 against 5 (−80%)']);
    expect(linesOf('New this period')).toEqual(['topic AI: 5, none before', 'client Fabrikam: 5, none before']);
  });

  it('shows the clients and content types found with the topic that rose most, under the field filters', async () => {
    const calls = serveInsights(server);
    openInsightsPage('/home/patterns?facets=clients_Acme\\,%20Inc.,published_date_Past 12 months');
    const found = await screen.findByRole('region', { name: 'Found with topic Sustainability' });
    expect(await within(found).findByRole('region', { name: 'Clients' })).toHaveTextContent(
      'Acme, Inc.4 documentsFabrikam2 documents',
    );
    expect(within(found).getByRole('region', { name: 'Content Types' })).toHaveTextContent('Case Study6 documents');
    expect(calls.facetGraph.map((params) => Object.fromEntries(params))).toEqual([
      { indexId: '4', Fields: 'clients,content_types', filters: 'clients_Acme\\, Inc.,topics_Sustainability' },
    ]);
  });

  it('says "no earlier data" when the period before had no activity, and lists everything active as new', async () => {
    serveInsights(server, {
      patterns: () =>
        HttpResponse.json({
          ...PATTERNS,
          metrics: PATTERNS.metrics.map((change) => ({ ...change, previous: 0 })),
          fields: PATTERNS.fields.map((field) => ({
            ...field,
            rising: [],
            falling: [],
            appeared: [...field.rising, ...field.appeared].map((change) => ({ ...change, previous: 0 })),
          })),
        }),
    });
    openInsightsPage('/home/patterns');
    const figures = await screen.findByRole('list', { name: 'Figures against the 3 months before' });
    expect(within(figures).getAllByRole('listitem')[0]).toHaveTextContent('Views: 420 this period, no earlier data.');
    expect(within(figures).getAllByRole('listitem')[3]).toHaveTextContent(
      'No shares in this period or the 3 months before.',
    );
    expect(
      within(screen.getByRole('region', { name: 'Rising' })).getByText('Nothing rose against the 3 months before.'),
    ).toBeVisible();
    expect(linesOf('Falling')).toEqual([]);
    expect(linesOf('New this period')).toEqual([
      'topic Sustainability: 11, none before',
      'topic AI: 5, none before',
      'client Fabrikam: 5, none before',
      'content type Case Study: 15, none before',
    ]);
  });

  it('says what will appear when nothing happened in either period, and offers a longer one', async () => {
    const user = userEvent.setup();
    const quiet = {
      ...PATTERNS,
      metrics: PATTERNS.metrics.map((change) => ({ ...change, current: 0, previous: 0 })),
      fields: [],
    };
    const calls = serveInsights(server, {
      patterns: (body) => HttpResponse.json(body.searchParameters?.filters === DEFAULT_FILTERS ? quiet : PATTERNS),
    });
    const { search } = openInsightsPage('/home/patterns');
    expect(await screen.findByText('No activity in the past 3 months or the 3 months before.')).toBeVisible();
    expect(screen.getByText(/appears here once people view, like, download, share, search or upload/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Show the past 6 months' }));
    await waitFor(() => expect(search().get('facets')).toBe('published_date_Past 6 months'));
    expect(await screen.findByRole('region', { name: 'Rising' })).toBeVisible();
    expect(calls.patterns.at(-1)).toEqual({ searchParameters: { filters: 'published_date_Past 6 months' } });
  });

  it('says so when no topic, client or content type changed, and offers to clear the filters', async () => {
    const user = userEvent.setup();
    serveInsights(server, {
      patterns: () =>
        HttpResponse.json({
          ...PATTERNS,
          fields: PATTERNS.fields.map((field) => ({ ...field, rising: [], falling: [], appeared: [] })),
        }),
    });
    const { search } = openInsightsPage('/home/patterns?facets=clients_Nobody');
    const values = await screen.findByRole('region', { name: 'Topics, clients and content types' });
    expect(
      await within(values).findByText('No topic, client or content type changed against the 3 months before.'),
    ).toBeVisible();
    expect(within(values).queryByRole('region', { name: 'Rising' })).toBeNull();
    await user.click(within(values).getByRole('button', { name: 'Clear all filters' }));
    await waitFor(() => expect(search().has('facets')).toBe(false));
  });

  it('shows a failure with a way to try again', async () => {
    const user = userEvent.setup();
    const calls = serveInsights(server, {
      patterns: (_body, call) =>
        call === 1
          ? HttpResponse.json({ error: 'The database is not answering.' }, { status: 503 })
          : HttpResponse.json(PATTERNS),
    });
    openInsightsPage('/home/patterns');
    expect(await screen.findByText('The patterns could not be loaded.')).toBeVisible();
    expect(screen.getByText('The database is not answering.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'Rising' })).toBeVisible();
    expect(calls.patterns).toHaveLength(2);
  });

  it("logs 'Error Fetching insights' when the dashboard insights fail, and charts them after trying again", async () => {
    const user = userEvent.setup();
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const calls = serveInsights(server, {
      dashboards: (_body, call) =>
        call === 1
          ? HttpResponse.json({ error: 'The search engine is not answering.' }, { status: 503 })
          : HttpResponse.json(ALL),
    });
    openInsightsPage('/home/patterns');
    expect(await screen.findByText('The insights could not be loaded.')).toBeVisible();
    expect(screen.getByText('The search engine is not answering.')).toBeVisible();
    expect(logged).toHaveBeenCalledWith('Error Fetching insights', expect.anything());
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('figure', { name: 'Documents per month' })).toBeVisible();
    expect(calls.dashboards).toHaveLength(2);
    logged.mockRestore();
  });
});
