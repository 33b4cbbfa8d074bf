import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BehaviorSubject } from 'rxjs';
import { http, HttpResponse } from 'msw';
import { createAppStore } from '@portal/api-client';
import type { PermissionMap, SearchRequest } from '@portal/contracts';
import type { SiteContext } from '@portal/platform';
import {
  createMswServer,
  createTestPlatform,
  renderWithPlatform,
  TEST_API_BASE,
  testSiteContext,
} from '@portal/test-utils';
import { SearchRoutes } from '../../../app/search-routes';
import { SEMANTIC_NEEDS_WORDS } from '../state/experiment-requests';

const server = createMswServer();

const hit = (id: string) => ({ doc_id: id, id, title: `Title ${id}`, isAccessible: true });

/** The doc ids each search answers with: keyword a–d, semantic c–f, hybrid a, c, e, g. */
const ANSWERS: Record<string, string[]> = {
  full: ['a', 'b', 'c', 'd'],
  semantic: ['c', 'e', 'd', 'f'],
  hybrid: ['a', 'c', 'e', 'g'],
};

/** The fake API: POST v2/search answering by queryType; every body and its query string are kept. */
function fakeApi(options: { fail?: string; empty?: string } = {}) {
  const searches: { body: SearchRequest; query: string }[] = [];
  server.use(
    http.post(`${TEST_API_BASE}/v2/search`, async ({ request }) => {
      const body = (await request.json()) as SearchRequest;
      searches.push({ body, query: new URL(request.url).search });
      if (body.queryType === options.fail)
        return HttpResponse.json({ error: 'The search index is being rebuilt.' }, { status: 503 });
      const ids = body.queryType === options.empty ? [] : (ANSWERS[body.queryType ?? ''] ?? []);
      return HttpResponse.json({
        documents: ids.map(hit),
        facets: [],
        facetableFields: [],
        answers: [],
        totalRecords: ids.length * 10,
        searchId: 's',
        tags: [],
      });
    }),
  );
  return searches;
}

const ALL: PermissionMap = { seeHybridSearchButton: true };

function renderExperiment(
  path = '/experiment',
  { site = testSiteContext(), permissions = ALL }: { site?: SiteContext | null; permissions?: PermissionMap } = {},
) {
  const platform = createTestPlatform({
    path,
    site$: new BehaviorSubject<SiteContext | null>(site),
    permissions$: new BehaviorSubject<PermissionMap>(permissions),
  });
  renderWithPlatform(<SearchRoutes />, { platform, store: createAppStore(platform) });
  return platform;
}

const column = (name: string) => within(screen.getByRole('region', { name }));
const rows = (name: string) =>
  within(screen.getByRole('list', { name: `${name} results` }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('the search experiment (/experiment)', () => {
  it('searches the typed query three ways on the current site and sends what the search page sends', async () => {
    const searches = fakeApi();
    const platform = renderExperiment();
    expect(await screen.findByRole('heading', { level: 2, name: 'Experiment' })).toBeVisible();
    expect(screen.getByText('Search experiment: keyword, semantic and hybrid side by side')).toBeVisible();
    expect(searches).toEqual([]);

    await userEvent.type(screen.getByRole('textbox', { name: 'Query' }), '  brand   refresh ');
    await userEvent.click(screen.getByRole('button', { name: 'Compare' }));

    await screen.findByRole('list', { name: 'Hybrid results' });
    await screen.findByRole('list', { name: 'Keyword results' });
    await screen.findByRole('list', { name: 'Semantic results' });
    expect(new URLSearchParams(platform.location$.getValue().search).get('q')).toBe('brand   refresh');
    const common = {
      documentsPerPage: 10,
      page: 1,
      indexId: 12,
      orderBy: null,
      filters: '',
      facetValuesCount: 0,
      source: 'mfe-search',
      pageName: 'Search experiment',
    };
    const byType = Object.fromEntries(searches.map(({ body }) => [body.queryType, body]));
    expect(searches).toHaveLength(3);
    expect(byType.full).toMatchObject({ ...common, q: 'brand+refresh', useVectorSearch: false });
    // Semantic search gets the text as typed, trimmed.
    expect(byType.semantic).toMatchObject({ ...common, q: 'brand   refresh', useVectorSearch: false });
    expect(byType.hybrid).toMatchObject({ ...common, q: 'brand+refresh', useVectorSearch: true });
    expect(searches[0]!.query).toBe('?fetchThumbnails=true&fetchInteractionMetrics=true');
  });

  it('shows each top list with ranks, links to the content pages and what it shares with the others', async () => {
    fakeApi();
    renderExperiment('/experiment?q=brand');

    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(
        'The three lists share 1 result; keyword and semantic share 2, keyword and hybrid share 2, ' +
          'semantic and hybrid share 2.',
      ),
    );
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Keyword',
      'Semantic',
      'Hybrid',
    ]);
    expect(rows('Keyword')).toEqual([
      '1.Title aalso in hybrid',
      '2.Title bonly here',
      '3.Title calso in semantic and hybrid',
      '4.Title dalso in semantic',
    ]);
    expect(rows('Semantic')[1]).toBe('2.Title ealso in hybrid');
    expect(rows('Hybrid')[3]).toBe('4.Title gonly here');
    expect(column('Keyword').getByText('Top 4 of 40')).toBeVisible();
    expect(column('Semantic').getByRole('link', { name: 'Title f' })).toHaveAttribute(
      'href',
      '/sites/12/content/f/home',
    );
    expect(screen.getByRole('textbox', { name: 'Query' })).toHaveValue('brand');
  });

  it("says that semantic search needs words instead of asking, for '*' or nothing", async () => {
    const searches = fakeApi();
    renderExperiment('/experiment?q=*');

    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Keyword and hybrid share 2 results.'));
    expect(column('Semantic').getByText(SEMANTIC_NEEDS_WORDS)).toBeVisible();
    expect(searches.map(({ body }) => [body.queryType, body.q]).sort()).toEqual([
      ['full', '*'],
      ['hybrid', '*'],
    ]);
    expect(rows('Keyword')[0]).toBe('1.Title aalso in hybrid');

    // An empty query is searched as '*' too.
    await userEvent.clear(screen.getByRole('textbox', { name: 'Query' }));
    await userEvent.click(screen.getByRole('button', { name: 'Compare' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Keyword and hybrid share 2 results.'));
    expect(column('Semantic').getByText(SEMANTIC_NEEDS_WORDS)).toBeVisible();
    expect(searches.every(({ body }) => body.queryType !== 'semantic')).toBe(true);
  });

  it("shows one search's failure in its column and compares the others", async () => {
    fakeApi({ fail: 'semantic' });
    renderExperiment('/experiment?q=brand');

    expect(await column('Semantic').findByRole('alert')).toHaveTextContent(
      'This search failed: The search index is being rebuilt.',
    );
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Keyword and hybrid share 2 results.'));
    expect(rows('Keyword')[1]).toBe('2.Title bonly here');
  });

  it('says when a search finds nothing', async () => {
    fakeApi({ empty: 'hybrid' });
    renderExperiment('/experiment?q=brand');

    expect(await column('Hybrid').findByText('No results.')).toBeVisible();
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(
        'The three lists share 0 results; keyword and semantic share 2, keyword and hybrid share 0, ' +
          'semantic and hybrid share 0.',
      ),
    );
    expect(rows('Keyword')[0]).toBe('1.Title aonly here');
  });

  it('leaves hybrid search to those the search page offers it to', async () => {
    const searches = fakeApi();
    renderExperiment('/experiment?q=brand', { permissions: {} });

    expect(await column('Hybrid').findByText('Hybrid search is not offered to you on this site.')).toBeVisible();
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Keyword and semantic share 2 results.'));
    expect(searches.map(({ body }) => body.queryType).sort()).toEqual(['full', 'semantic']);
  });

  it('says that there is no site, and asks the server nothing', async () => {
    const searches = fakeApi();
    renderExperiment('/experiment?q=brand', { site: null });

    expect(await screen.findByText('No site is selected: choose a site to compare its search.')).toBeVisible();
    expect(screen.queryByRole('textbox', { name: 'Query' })).not.toBeInTheDocument();
    expect(searches).toEqual([]);
  });
});
