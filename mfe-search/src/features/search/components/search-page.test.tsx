import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { createAppStore } from '@portal/api-client';
import {
  ACCESS_MESSAGES,
  ACTION_FLAGS,
  type AssetListDetailsRequest,
  type AssetListDetailsResponse,
  type DownloadSelectedRequest,
  type Facet,
  type PageAction,
  type SearchQuestions,
  type SearchRequest,
  type UserPreferences,
} from '@portal/contracts';
import type { Platform } from '@portal/platform';
import {
  createMswServer,
  createTestPlatform,
  desktopWidth,
  renderWithPlatform,
  TEST_API_BASE,
} from '@portal/test-utils';
import { SearchRoutes } from '../../../app/search-routes';
import { SEMANTIC_NEEDS_WORDS } from '../state/search-request';
import { pagesToShow } from './pager';

const server = createMswServer();

const FACETS: Facet[] = [
  {
    name: 'content_types',
    displayName: 'Content Types',
    values: [
      { name: 'Case Study', count: 12, selected: false },
      { name: 'Report', count: 4, selected: false },
    ],
    groupName: 'Content',
    groupOrder: 0,
    order: 0,
    displayInFilter: true,
    isMultiple: false,
  },
  {
    name: 'clients',
    displayName: 'Clients',
    values: [
      { name: 'Acme, Inc.', count: 7, selected: false },
      { name: 'Globex', count: 3, selected: false },
    ],
    groupName: 'Organizations',
    groupOrder: 2,
    order: 6,
    displayInFilter: true,
    isMultiple: true,
  },
];

const hit = (n: number, extra: Record<string, unknown> = {}) => ({
  doc_id: `doc-${n}`,
  id: `doc-${n}`,
  title: `Brand refresh playbook ${n}`,
  content_types: ['Case Study'],
  file_type_class: 'Document',
  file_extension: '.pdf',
  published_date: '2025-03-14T00:00:00.000Z',
  synopsis: `Synopsis ${n}`,
  confidential: false,
  '@search.highlights': { content: [`The <em>brand</em> refresh ${n}`, `Second <em>brand</em> passage ${n}`] },
  interactionInsight: { id: n, likes: 2, liked: false, views: 10, downloads: 1, shares: 0 },
  ...extra,
});

/** What the fake listDetails does: answer (doc-2 is a private asset the user may not open), fail, or wait. */
type AccessCall = 'answer' | 'fail' | { held: Promise<void> };

/**
 * The fake API: preferences, search (answering without access, as the server does without fetchVisibility),
 * listDetails, suggestions, questions and downloadSelected; every search and listDetails body and every
 * downloadSelected body is kept.
 */
function fakeApi(
  options: {
    preferences?: Partial<UserPreferences>;
    total?: number;
    error?: string;
    suggestions?: string[];
    access?: AccessCall;
    questions?: SearchQuestions;
  } = {},
) {
  const searches: SearchRequest[] = [];
  const searchParams: URLSearchParams[] = [];
  const accessAsked: AssetListDetailsRequest[] = [];
  const downloads: DownloadSelectedRequest[] = [];
  const saved: Partial<UserPreferences>[] = [];
  server.use(
    http.get(`${TEST_API_BASE}/v2/users/me/preferences`, () =>
      HttpResponse.json({ resultRenderer: null, rowsPerPage: null, language: null, ...options.preferences }),
    ),
    http.put(`${TEST_API_BASE}/v2/users/me/preferences`, async ({ request }) => {
      const body = (await request.json()) as Partial<UserPreferences>;
      saved.push(body);
      return HttpResponse.json({ resultRenderer: null, rowsPerPage: null, language: null, ...body });
    }),
    http.post(`${TEST_API_BASE}/v2/search`, async ({ request }) => {
      const body = (await request.json()) as SearchRequest;
      searches.push(body);
      searchParams.push(new URL(request.url).searchParams);
      if (options.error) return HttpResponse.json({ statusCode: 400, error: options.error }, { status: 400 });
      const documents = [
        hit(1),
        hit(2, { title: 'Private pitch', '@search.highlights': undefined, synopsis: null }),
        hit(3, { confidential: true }),
      ];
      return HttpResponse.json({
        documents,
        facets: FACETS,
        facetableFields: ['content_types', 'clients'],
        answers: [],
        totalRecords: options.total ?? 3,
        searchId: 's',
        tags: [],
      });
    }),
    http.post(`${TEST_API_BASE}/v2/assets/listDetails`, async ({ request }) => {
      const body = (await request.json()) as AssetListDetailsRequest;
      accessAsked.push(body);
      const call = options.access ?? 'answer';
      if (call === 'fail')
        return HttpResponse.json({ statusCode: 500, error: 'Internal Server Error' }, { status: 500 });
      if (call !== 'answer') await call.held;
      const details: AssetListDetailsResponse = Object.fromEntries(
        body.docIds.map((docId) => [
          docId,
          { isAccessible: docId !== 'doc-2', thumbnailUrl: null, interactionInsight: null, hasUserGroupAccess: false },
        ]),
      );
      return HttpResponse.json(details);
    }),
    http.post(`${TEST_API_BASE}/v2/document/downloadSelected`, async ({ request }) => {
      downloads.push((await request.json()) as DownloadSelectedRequest);
      return new HttpResponse(new Uint8Array([0x50, 0x4b, 0x03, 0x04]), {
        headers: {
          'Content-Type': 'application/zip',
          'Content-Disposition': 'attachment; filename="documents-2026-05-04.zip"',
        },
      });
    }),
    http.get(`${TEST_API_BASE}/search/questions`, ({ request }) =>
      HttpResponse.json(new URL(request.url).searchParams.get('indexId') === '3' ? (options.questions ?? []) : []),
    ),
    http.get(`${TEST_API_BASE}/search/suggestions/:text`, ({ params, request }) =>
      HttpResponse.json(
        new URL(request.url).searchParams.get('indexId') === '3'
          ? (options.suggestions ?? []).filter((title) =>
              title.toLowerCase().includes(String(params.text).toLowerCase()),
            )
          : [],
      ),
    ),
  );
  return { searches, searchParams, accessAsked, downloads, saved };
}

/** A call the test lets go of when it has seen what shows meanwhile. */
function heldCall() {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { held, release };
}

function renderAt(path: string, overrides: Partial<Platform> = {}) {
  const platform = createTestPlatform({ path, ...overrides });
  renderWithPlatform(<SearchRoutes />, { platform, store: createAppStore(platform) });
  const url = () => new URLSearchParams(platform.location$.getValue().search);
  return { platform, url };
}

describe('the search page against the API', () => {
  it('sends the search of the URL, with the query rules applied, and shows its results', async () => {
    const api = fakeApi({ total: 130 });
    renderAt(
      '/sites/3/search?q=brand%20refresh&exactPhrase=true&facets=clients_Acme%5C%2C%20Inc.&orderBy=created&documentsPerPage=50&page=2',
    );

    const list = await screen.findByRole('list', { name: 'Search results' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    expect(api.searches[0]).toMatchObject({
      indexId: 3,
      q: '"brand refresh"',
      queryType: 'full',
      filters: 'clients_Acme\\, Inc.',
      orderBy: 'created',
      documentsPerPage: 50,
      page: 2,
    });
    expect(screen.getByTestId('result-count')).toHaveTextContent('130 results · page 2 of 3');
    expect(screen.getByRole('link', { name: 'Brand refresh playbook 1' })).toHaveAttribute(
      'href',
      '/sites/3/content/doc-1/home',
    );
    // The chip of the selected client, its comma intact.
    expect(screen.getByRole('group', { name: 'Current filters' })).toHaveTextContent('Clients: Acme, Inc.');
  });

  it('marks a private asset not accessible (no link; its title opens the Private Asset dialog) and a confidential one', async () => {
    fakeApi();
    const { platform } = renderAt('/sites/3/search?q=pitch');
    const items = within(await screen.findByRole('list', { name: 'Search results' })).getAllByRole('listitem');
    expect(await within(items[1]!).findByText('Not accessible')).toHaveAttribute('title', ACCESS_MESSAGES.privateAsset);
    expect(within(items[1]!).queryByRole('link')).not.toBeInTheDocument();
    expect(within(items[2]!).getByText('Confidential')).toBeInTheDocument();
    const opened: unknown[] = [];
    platform.bus.on('dialog/open').subscribe((event) => opened.push([event.key, event.props]));
    const title = within(items[1]!).getByRole('heading', { level: 3 }).textContent!;
    await userEvent.click(within(items[1]!).getByRole('button', { name: title }));
    expect(opened).toEqual([['privateAsset', { docId: expect.any(String), title }]]);
  });

  it('a single-select facet replaces its value and goes back to page 1; removing a chip deselects it', async () => {
    const api = fakeApi({ total: 130 });
    const { url } = renderAt(
      '/sites/3/search?q=brand&facets=content_types_Report,clients_Globex&page=3&documentsPerPage=25',
    );
    await screen.findByRole('list', { name: 'Search results' });

    // Phone width under jsdom (no media query matches): the filters are in a drawer.
    await userEvent.click(screen.getByRole('button', { name: /Filters/ }));
    await userEvent.click(await screen.findByRole('checkbox', { name: /Case Study/ }));
    await waitFor(() => expect(url().get('facets')).toBe('clients_Globex,content_types_Case Study'));
    expect(url().has('page')).toBe(false);
    await waitFor(() =>
      expect(api.searches.at(-1)).toMatchObject({ filters: 'clients_Globex,content_types_Case Study', page: 1 }),
    );

    await userEvent.click(screen.getByLabelText('Remove filter Clients: Globex'));
    await waitFor(() => expect(url().get('facets')).toBe('content_types_Case Study'));
  });

  it('suggests titles of the site as you type; choosing one searches for it from page 1', async () => {
    const api = fakeApi({ suggestions: ['Brand refresh playbook', 'Brand book 2026', 'Logo rules'] });
    const { url } = renderAt('/sites/3/search?q=logo&page=2&documentsPerPage=25');
    await screen.findByRole('list', { name: 'Search results' });

    const box = screen.getByRole('combobox', { name: 'Search text' });
    await userEvent.clear(box);
    await userEvent.type(box, 'bra');
    const option = await screen.findByText('Brand book 2026', { selector: '.ant-select-item-option-content' });
    expect(screen.queryByText('Logo rules', { selector: '.ant-select-item-option-content' })).not.toBeInTheDocument();
    await userEvent.click(option);

    await waitFor(() => expect(url().get('q')).toBe('Brand book 2026'));
    expect(url().has('page')).toBe(false);
    await waitFor(() => expect(api.searches.at(-1)).toMatchObject({ q: 'Brand+book+2026', page: 1 }));
  });

  it('does not send a semantic search without words, and says why', async () => {
    const api = fakeApi();
    const { url } = renderAt('/sites/3/search?q=logo&documentsPerPage=25');
    await screen.findByRole('list', { name: 'Search results' });
    const sent = api.searches.length;

    await userEvent.click(screen.getByRole('radio', { name: 'Semantic Query' }));
    expect(screen.getByRole('checkbox', { name: 'Exact Phrase' })).toBeDisabled();
    await userEvent.clear(screen.getByRole('combobox', { name: 'Search text' }));
    await userEvent.type(screen.getByRole('combobox', { name: 'Search text' }), '*');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(SEMANTIC_NEEDS_WORDS);
    expect(api.searches).toHaveLength(sent);
    expect(url().get('semantic')).toBeNull();
  });

  it('falls back to the stored page size for a bad one in the URL; a new size is stored and drops the page', async () => {
    const api = fakeApi({ preferences: { rowsPerPage: 50 }, total: 400 });
    const { url } = renderAt('/sites/3/search?q=brand&documentsPerPage=abc&page=0');
    await screen.findByRole('list', { name: 'Search results' });
    expect(api.searches[0]).toMatchObject({ documentsPerPage: 50, page: 1 });

    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(url().get('page')).toBe('2'));
    await userEvent.click(screen.getByRole('combobox', { name: 'Results per page' }));
    await userEvent.click(await screen.findByTitle('100 per page'));
    await waitFor(() => expect(url().get('documentsPerPage')).toBe('100'));
    expect(url().has('page')).toBe(false);
    await waitFor(() => expect(api.saved).toContainEqual({ rowsPerPage: 100 }));
  });

  // The shell's Preferences panel test checks the same two values from its side (preferences-panel.test.tsx).
  it('with nothing stored, searches 30 per page and shows the results as cards on a desktop', async () => {
    const restoreWidth = desktopWidth();
    try {
      const api = fakeApi();
      renderAt('/sites/3/search?q=brand');
      const list = await screen.findByRole('list', { name: 'Search results' });
      expect(api.searches[0]).toMatchObject({ documentsPerPage: 30 });
      expect(list).toHaveAttribute('data-renderer', 'Card');
      expect(screen.getByRole('button', { name: 'Card' })).toHaveAttribute('aria-pressed', 'true');
      expect(screen.getByRole('button', { name: 'Gallery' })).toHaveAttribute('aria-pressed', 'false');
      expect(screen.getByRole('combobox', { name: 'Results per page' }).closest('.ant-select')).toHaveTextContent(
        '30 per page',
      );
    } finally {
      restoreWidth();
    }
  });

  it("shows the server's message when the search fails", async () => {
    fakeApi({ error: 'The request is not valid: facet query names no facet of this site: colours_Red.' });
    renderAt('/sites/3/search?q=brand&facets=colours_Red');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The request is not valid: facet query names no facet of this site: colours_Red.',
    );
  });
});

describe("each result's access (spec §4: pending, then determined or error)", () => {
  it('asks listDetails for the page after the search; meanwhile "Checking access…", then a private asset is not accessible', async () => {
    const call = heldCall();
    const api = fakeApi({ access: call });
    renderAt('/sites/3/search?q=pitch');
    const items = within(await screen.findByRole('list', { name: 'Search results' })).getAllByRole('listitem');
    // The search asks no access of its own; the page's doc ids go to listDetails.
    expect(api.searchParams[0]!.has('fetchVisibility')).toBe(false);
    await waitFor(() =>
      expect(api.accessAsked).toEqual([{ docIds: ['doc-1', 'doc-2', 'doc-3'], fetchVisibility: true }]),
    );
    // Pending: every result says so, none is marked, and the private one still links (the content page checks).
    for (const item of items) expect(within(item).getByText('Checking access…')).toBeVisible();
    expect(screen.queryByText('Not accessible')).not.toBeInTheDocument();
    expect(within(items[1]!).getByRole('link', { name: 'Private pitch' })).toBeInTheDocument();

    call.release();
    expect(await within(items[1]!).findByText('Not accessible')).toHaveAttribute('title', ACCESS_MESSAGES.privateAsset);
    expect(screen.queryByText('Checking access…')).not.toBeInTheDocument();
    expect(within(items[1]!).queryByRole('link')).not.toBeInTheDocument();
    expect(within(items[0]!).getByRole('link', { name: 'Brand refresh playbook 1' })).toBeInTheDocument();
    expect(screen.queryByText('Access unknown')).not.toBeInTheDocument();
  });

  it('says "Access unknown" on each result when listDetails fails, and keeps their links', async () => {
    fakeApi({ access: 'fail' });
    renderAt('/sites/3/search?q=pitch');
    const items = within(await screen.findByRole('list', { name: 'Search results' })).getAllByRole('listitem');
    for (const item of items)
      expect(await within(item).findByText('Access unknown')).toHaveAttribute('title', ACCESS_MESSAGES.accessUnknown);
    expect(screen.queryByText('Checking access…')).not.toBeInTheDocument();
    expect(screen.queryByText('Not accessible')).not.toBeInTheDocument();
    expect(within(items[1]!).getByRole('link', { name: 'Private pitch' })).toBeInTheDocument();
  });
});

describe('suggested questions', () => {
  it('before anything is searched, lists the questions people ask; one runs its semantic search', async () => {
    const api = fakeApi({ questions: [{ question: 'How do we use the logo?', count: 4 }] });
    const { url } = renderAt('/sites/3/search');
    const questions = await screen.findByRole('navigation', { name: 'Suggested questions' });
    await userEvent.click(within(questions).getByRole('link', { name: 'How do we use the logo?' }));

    await waitFor(() => expect(url().get('q')).toBe('How do we use the logo?'));
    expect(url().get('semantic')).toBe('true');
    await waitFor(() => expect(api.searches.at(-1)).toMatchObject({ queryType: 'semantic' }));
    // Once something is searched they make way for its results.
    expect(screen.queryByRole('navigation', { name: 'Suggested questions' })).not.toBeInTheDocument();
  });
});

describe('several results downloaded as one file', () => {
  const download: PageAction = {
    pageElementId: 10,
    name: 'Download',
    code: 'download',
    hasToggle: false,
    iconValue: 'download',
  };
  const allowDownloads = async (pageCode: string, actionFlags?: number) =>
    pageCode === 'search' && actionFlags === ACTION_FLAGS.download ? [download] : [];

  it('ticks two results, posts their ids to downloadSelected and saves the ZIP; a private one cannot be ticked', async () => {
    const user = userEvent.setup();
    const api = fakeApi({ total: 130 });
    const saved: string[] = [];
    URL.createObjectURL = jest.fn(() => 'blob:zip');
    URL.revokeObjectURL = jest.fn();
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });
    try {
      const { url, platform } = renderAt('/sites/3/search?q=brand', { pageActions: allowDownloads });
      const notified: unknown[] = [];
      platform.bus.on('notify').subscribe((event) => notified.push([event.level, event.message]));
      await screen.findByRole('list', { name: 'Search results' });
      const first = await screen.findByRole('checkbox', { name: 'Select Brand refresh playbook 1' });
      await waitFor(() => expect(first).toBeEnabled());
      expect(screen.getByRole('checkbox', { name: 'Select Private pitch' })).toBeDisabled();
      expect(screen.getByRole('button', { name: 'Download selected (0)' })).toBeDisabled();
      expect(screen.queryByRole('button', { name: 'Clear selection' })).not.toBeInTheDocument();

      await user.click(first);
      await user.click(screen.getByRole('checkbox', { name: 'Select Brand refresh playbook 3' }));
      await user.click(screen.getByRole('button', { name: 'Download selected (2)' }));

      await waitFor(() => expect(notified).toEqual([['success', 'documents-2026-05-04.zip is downloaded.']]));
      expect(saved).toEqual(['documents-2026-05-04.zip']);
      expect(api.downloads).toEqual([{ ids: ['doc-1', 'doc-3'] }]);

      // Clearing empties the selection; another page keeps it; another query empties it.
      await user.click(screen.getByRole('button', { name: 'Clear selection' }));
      expect(screen.getByRole('button', { name: 'Download selected (0)' })).toBeDisabled();
      expect(first).not.toBeChecked();
      await user.click(first);
      await user.click(screen.getByRole('button', { name: 'Next page' }));
      await waitFor(() => expect(url().get('page')).toBe('2'));
      expect(screen.getByRole('button', { name: 'Download selected (1)' })).toBeInTheDocument();
      const box = screen.getByRole('combobox', { name: 'Search text' });
      await user.clear(box);
      await user.type(box, 'logo{Enter}');
      await waitFor(() => expect(url().get('q')).toBe('logo'));
      expect(screen.getByRole('button', { name: 'Download selected (0)' })).toBeDisabled();
    } finally {
      click.mockRestore();
    }
  });

  it("offers no selection where the site's search page has no downloads", async () => {
    fakeApi();
    renderAt('/sites/3/search?q=brand');
    const items = within(await screen.findByRole('list', { name: 'Search results' })).getAllByRole('listitem');
    await within(items[1]!).findByText('Not accessible');
    expect(screen.queryByRole('checkbox', { name: /^Select / })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Download selected/ })).not.toBeInTheDocument();
  });
});

describe('add to collection on the results', () => {
  const addToCollection: PageAction = {
    pageElementId: 9,
    name: 'Add to collection',
    code: 'addToCollection',
    hasToggle: false,
    iconValue: 'library_add',
  };
  /** The site's actions of a page as the server answers them: those whose flag is in the mask asked for. */
  const siteActions = (actions: { action: PageAction; flag: number }[]) => {
    const asked: [string, number | undefined][] = [];
    const pageActions = async (pageCode: string, actionFlags?: number) => {
      asked.push([pageCode, actionFlags]);
      return actions.filter(({ flag }) => !actionFlags || (flag & actionFlags) !== 0).map(({ action }) => action);
    };
    return { asked, pageActions };
  };

  it("offers it on each result the user may open when the site's actions allow it, opening the uploader's panel", async () => {
    fakeApi();
    const site = siteActions([{ action: addToCollection, flag: ACTION_FLAGS.addToCollection }]);
    const { platform } = renderAt('/sites/3/search?q=brand', { pageActions: site.pageActions });
    const items = within(await screen.findByRole('list', { name: 'Search results' })).getAllByRole('listitem');
    await within(items[1]!).findByText('Not accessible');
    const add = await within(items[0]!).findByRole('button', { name: 'Add to collection: Brand refresh playbook 1' });
    expect(site.asked).toContainEqual(['search', 8]);
    // Not on the private asset the user may not open; on the confidential one the user may open.
    expect(within(items[1]!).queryByRole('button', { name: /^Add to collection/ })).not.toBeInTheDocument();
    expect(
      within(items[2]!).getByRole('button', { name: 'Add to collection: Brand refresh playbook 3' }),
    ).toBeInTheDocument();

    const opened: unknown[] = [];
    platform.bus.on('panel/open').subscribe((event) => opened.push(event));
    await userEvent.click(add);
    expect(opened).toEqual([expect.objectContaining({ key: 'addToCollections', props: { docId: 'doc-1' } })]);
  });

  it("is not offered when the site's actions do not allow it", async () => {
    fakeApi();
    // The site has other actions (like, share) but not add to collection.
    const site = siteActions([
      { action: { ...addToCollection, pageElementId: 7, name: 'Like', code: 'like' }, flag: ACTION_FLAGS.like },
      { action: { ...addToCollection, pageElementId: 8, name: 'Share', code: 'share' }, flag: ACTION_FLAGS.share },
    ]);
    renderAt('/sites/3/search?q=brand', { pageActions: site.pageActions });
    await screen.findByRole('list', { name: 'Search results' });
    await waitFor(() => expect(site.asked).toContainEqual(['search', 8]));
    expect(screen.queryByRole('button', { name: /^Add to collection/ })).not.toBeInTheDocument();
  });
});

describe('the pager', () => {
  it('offers the first and last pages and two either side of the current one', () => {
    expect(pagesToShow(1, 3)).toEqual([1, 2, 3]);
    expect(pagesToShow(6, 20)).toEqual([1, null, 4, 5, 6, 7, 8, null, 20]);
    expect(pagesToShow(2, 20)).toEqual([1, 2, 3, 4, null, 20]);
  });
});
