// wire pass: OData filters, counts and facets as the pg driver returns them.
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { Agent as HttpsAgent } from 'node:https';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { AzureKeyCredential, SearchClient } from '@azure/search-documents';
import { Agent } from 'undici';
import { sharedDemoSite, type DemoSiteContext } from '../test/demo-site-context.js';
import { AWARDS_VIEWER, PORTAL_ADMIN, SITE_VIEWER } from '../test/cast.js';
import { castSite } from '../test/cast-site.js';
import { indexLibrary } from '../test/search-fixtures.js';

const API_VERSION = '2025-09-01';

interface Doc {
  title: string;
  content: string;
  facets: string[];
  published: string;
  extension?: string;
  private?: boolean;
  description?: string;
}

/** Four documents to find, and twenty status notes (ten titles, each twice) to page through and suggest. */
const LIBRARY: Doc[] = [
  {
    title: 'Electric car launch campaign',
    content: 'The advertising campaign for the new electric car ran on television and social media.',
    facets: ['content_types_Case Study', 'clients_Acme Motors', 'regions_Europe'],
    published: '2026-10-01',
    description: 'Launch of the e-car',
  },
  {
    title: 'Quarterly earnings report',
    content: 'Revenue grew four percent in the quarter. The board approved a dividend for shareholders.',
    facets: ['content_types_Report', 'clients_Globex', 'regions_North America'],
    published: '2025-03-15',
    extension: 'docx',
  },
  {
    title: 'Brand guidelines',
    content: 'Use the primary logo on light backgrounds. The palette is navy and gold.',
    facets: ['content_types_Guideline', 'clients_Smith, Jones & Co', 'regions_Europe'],
    published: '2024-06-30',
  },
  {
    title: 'Merger plan',
    content: 'The acquisition of Initech closes in March. The secret codename is bluefalcon.',
    facets: ['content_types_Report', 'clients_Globex', 'regions_Europe'],
    published: '2026-11-01',
    private: true,
    description: 'Confidential merger terms',
  },
  ...Array.from({ length: 20 }, (_, index) => ({
    title: `Weekly status note ${index % 10}`,
    content: `Status of week ${index}: the team shipped features and fixed defects.`,
    facets: ['content_types_Memo'],
    published: `2023-01-${String(index + 1).padStart(2, '0')}`,
  })),
];

describe('the direct search service (@azure/search-documents against /search-service)', () => {
  let context: DemoSiteContext;
  /** The index of the site the documents are on: one of its own (test/cast-site.ts). */
  let INDEX: string;
  let endpoint: string;
  let agent: HttpsAgent;
  let dispatcher: Agent;
  const paths: string[] = [];

  /** The portal's bearer token, as a TokenCredential would get it from the portal's sign-in. */
  const credentialFor = (email: string) => ({
    getToken: async () => ({
      token: (await context.bearerFor(email)).replace(/^Bearer /, ''),
      expiresOnTimestamp: Date.now() + 3_600_000,
    }),
  });
  const clientFor = (email: string, index = INDEX) =>
    new SearchClient<Record<string, unknown>>(endpoint, index, credentialFor(email), {
      agent,
      retryOptions: { maxRetries: 0 },
      additionalPolicies: [
        {
          position: 'perCall',
          policy: {
            name: 'recordPaths',
            sendRequest: async (request, next) => (paths.push(new URL(request.url).pathname), next(request)),
          },
        },
      ],
    });
  /** A raw HTTPS call, for the REST forms the SDK does not use and for exact error bodies. */
  const call = async (
    method: 'GET' | 'POST' | 'OPTIONS',
    path: string,
    options: { as?: string; body?: unknown; headers?: Record<string, string> } = {},
  ) => {
    const headers: Record<string, string> = {
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...options.headers,
    };
    if (options.as) headers.authorization = await context.bearerFor(options.as);
    const response = await dispatcher.request({
      origin: context.server.baseUrl,
      path,
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
    const text = await response.body.text();
    return { status: response.statusCode, text, headers: response.headers, json: () => JSON.parse(text) };
  };
  /** The document's own fields (SDK 13 also leaves '@search.score' among them, as it would with Azure). */
  const fieldsOf = (document: Record<string, unknown> | undefined) =>
    Object.fromEntries(Object.entries(document ?? {}).filter(([key]) => !key.startsWith('@search.')));
  const facetValues = (facets: { value?: unknown; count?: number }[] | undefined) =>
    facets?.map((facet) => ({ value: facet.value, count: facet.count }));
  const titles = (results: { document: Record<string, unknown> }[]) => results.map((result) => result.document.title);
  const all = async <T>(iterable: AsyncIterable<T>) => {
    const items: T[] = [];
    for await (const item of iterable) items.push(item);
    return items;
  };

  before(async () => {
    context = await sharedDemoSite();
    endpoint = `${context.server.baseUrl}/search-service`;
    // The test server's certificate is self-signed: trust exactly that certificate (no verification is turned off).
    const certificate = await readFile(join(context.server.dataDir, 'tls', 'localhost-cert.pem'), 'utf8');
    agent = new HttpsAgent({ ca: certificate });
    dispatcher = new Agent({ connect: { ca: certificate } });
    const home = await castSite(context, 'Search service');
    const site = home.deploymentIndexId;
    INDEX = home.searchIndexName;
    await indexLibrary(context, site, LIBRARY, 'document');
  });
  after(async () => {
    await dispatcher?.close();
    agent?.destroy();
  });

  test('the SDK calls the OData paths, and gets 20 documents by default with the right total count', async () => {
    const client = clientFor(SITE_VIEWER);
    const result = await client.search('*', { includeTotalCount: true });
    assert.equal(result.count, 24);
    const documents = await all(result.results);
    assert.equal(documents.length, 20, 'default $top is 20 (and no further pages are fetched)');
    assert.ok(paths.includes(`/search-service/indexes('${INDEX}')/docs/search.post.search`), paths.join(', '));
    const rest = await client.search('*', {
      top: 10,
      skip: 20,
      includeTotalCount: true,
      orderBy: ['published_date desc'],
    });
    assert.equal(rest.count, 24);
    assert.deepEqual(titles(await all(rest.results)), [
      'Weekly status note 3',
      'Weekly status note 2',
      'Weekly status note 1',
      'Weekly status note 0',
    ]);
    assert.equal(await client.getDocumentsCount(), 24);
    assert.ok(paths.includes(`/search-service/indexes('${INDEX}')/docs/$count`), paths.join(', '));
  });

  test('keyword search ranks by relevance; searchMode all needs every word; select limits the fields', async () => {
    const client = clientFor(SITE_VIEWER);
    const dividend = await client.search('dividend shareholders', {
      select: ['doc_id', 'title'],
      includeTotalCount: true,
    });
    const [first] = await all(dividend.results);
    assert.equal(dividend.count, 1);
    assert.deepEqual(Object.keys(fieldsOf(first?.document)).sort(), ['doc_id', 'title']);
    assert.equal(first?.document.title, 'Quarterly earnings report');
    assert.ok((first?.score ?? 0) > 0);
    const any = await client.search('dividend television', { includeTotalCount: true });
    assert.equal(any.count, 2);
    const every = await client.search('dividend television', { searchMode: 'all', includeTotalCount: true });
    assert.equal(every.count, 0);
    const meaning = await all(
      (
        await client.search('automobile advertisement', {
          queryType: 'semantic',
          semanticSearchOptions: { configurationName: 'default' },
          select: ['title'],
        })
      ).results,
    );
    assert.equal(meaning[0]?.document.title, 'Electric car launch campaign', 'semantic search finds by meaning');
    assert.ok(!titles(meaning).includes('Merger plan'), 'never a private asset the viewer may not open');
    await assert.rejects(
      client.search('car', {
        queryType: 'semantic',
        semanticSearchOptions: { configurationName: 'default' },
        orderBy: ['created desc'],
      }),
      (error: { statusCode?: number; message: string }) => error.statusCode === 400 && /\$orderby/.test(error.message),
    );
    const full = await client.getDocument(String(first?.document.doc_id));
    assert.ok(
      paths.includes(`/search-service/indexes('${INDEX}')/docs('${String(first?.document.doc_id)}')`),
      paths.join(', '),
    );
    assert.deepEqual(full.clients, ['Globex']);
    assert.deepEqual(full.content_types, ['Report']);
  });

  test('filters: eq, and/or, search.in and any() over collections', async () => {
    const client = clientFor(PORTAL_ADMIN);
    const find = async (filter: string) =>
      titles(await all((await client.search('*', { filter, top: 50, select: ['title'] })).results)).sort();
    assert.deepEqual(await find("file_extension eq 'docx'"), ['Quarterly earnings report']);
    assert.deepEqual(await find("clients/any(c: c eq 'Globex') and asset_visibility eq 'Public'"), [
      'Quarterly earnings report',
    ]);
    assert.deepEqual(await find("content_types/any(t: t eq 'Report') or title eq 'Brand guidelines'"), [
      'Brand guidelines',
      'Merger plan',
      'Quarterly earnings report',
    ]);
    assert.deepEqual(await find("search.in(title, 'Merger plan|Brand guidelines', '|')"), [
      'Brand guidelines',
      'Merger plan',
    ]);
    assert.deepEqual(await find("regions/any(r: search.in(r, 'North America,Asia', ','))"), [
      'Quarterly earnings report',
    ]);
    assert.deepEqual(await find("clients/any(c: c eq 'Smith, Jones & Co') and not confidential"), ['Brand guidelines']);
    assert.deepEqual(await find('published_date ge 2026-01-01T00:00:00Z'), [
      'Electric car launch campaign',
      'Merger plan',
    ]);
    assert.equal((await find('clients/any()')).length, 4);
  });

  test('facets come with counts, over what matched', async () => {
    const client = clientFor(PORTAL_ADMIN);
    const result = await client.search('*', {
      facets: ['content_types', 'regions,count:1', 'confidential'],
      filter: "content_types/any(t: t ne 'Memo')",
      top: 0,
    });
    assert.deepEqual(await all(result.results), []);
    assert.deepEqual(facetValues(result.facets?.content_types), [
      { value: 'Report', count: 2 },
      { value: 'Case Study', count: 1 },
      { value: 'Guideline', count: 1 },
    ]);
    assert.deepEqual(facetValues(result.facets?.regions), [{ value: 'Europe', count: 3 }]);
    assert.deepEqual(facetValues(result.facets?.confidential), [
      { value: false, count: 3 },
      { value: true, count: 1 },
    ]);
  });

  test('suggest returns at most 8 unique texts (titles), each with the key', async () => {
    const client = clientFor(SITE_VIEWER);
    const weekly = await client.suggest('week', 'sg');
    const texts = weekly.results.map((result) => result.text);
    assert.equal(texts.length, 8);
    assert.equal(new Set(texts).size, 8, texts.join(' | '));
    assert.ok(texts.every((text) => text.startsWith('Weekly status note')));
    assert.ok(weekly.results.every((result) => typeof result.document.doc_id === 'string'));
    assert.ok(paths.includes(`/search-service/indexes('${INDEX}')/docs/search.post.suggest`));
    const words = await client.suggest('lau', 'sg', { select: ['title', 'published_date'] });
    assert.deepEqual(
      words.results.map((result) => result.text),
      ['Electric car launch campaign'],
    );
    const get = await call(
      'GET',
      `/search-service/indexes/${INDEX}/docs/suggest?api-version=${API_VERSION}&search=weekly%20status&suggesterName=sg&$top=3`,
      { as: SITE_VIEWER },
    );
    assert.equal(get.status, 200, get.text);
    assert.equal(get.json().value.length, 3);
    assert.deepEqual(Object.keys(get.json().value[0]).sort(), ['@search.text', 'doc_id']);
  });

  test('a private asset the viewer may not open is found by title only, without content or description', async () => {
    const viewer = clientFor(SITE_VIEWER);
    assert.equal((await viewer.search('bluefalcon', { includeTotalCount: true })).count, 0, 'its text does not match');
    const [merger] = await all(
      (await viewer.search('merger', { select: ['title', 'content', 'description', 'asset_visibility'] })).results,
    );
    assert.deepEqual(fieldsOf(merger?.document), {
      title: 'Merger plan',
      content: null,
      description: null,
      asset_visibility: 'Private',
    });
    const [asAdmin] = await all(
      (await clientFor(PORTAL_ADMIN).search('bluefalcon', { select: ['title', 'content', 'description'] })).results,
    );
    assert.equal(asAdmin?.document.description, 'Confidential merger terms');
    assert.match(String(asAdmin?.document.content), /bluefalcon/);
  });

  test('the REST forms: GET docs with query parameters, POST docs/search.post.search', async () => {
    const get = await call(
      'GET',
      `/search-service/indexes/${INDEX}/docs?api-version=${API_VERSION}&search=report&$count=true&$top=1&$select=title&facet=content_types&$filter=${encodeURIComponent("regions/any(r: r eq 'North America')")}`,
      { as: SITE_VIEWER },
    );
    assert.equal(get.status, 200, get.text);
    assert.deepEqual(get.json()['@odata.count'], 1);
    assert.deepEqual(get.json()['@search.facets'], { content_types: [{ value: 'Report', count: 1 }] });
    assert.deepEqual(Object.keys(get.json().value[0]), ['@search.score', 'title']);
    const post = await call(
      'POST',
      `/search-service/indexes/${INDEX}/docs/search.post.search?api-version=${API_VERSION}`,
      { as: SITE_VIEWER, body: { search: 'campaign', select: 'title', count: true } },
    );
    assert.equal(post.status, 200, post.text);
    assert.deepEqual(
      post.json().value.map((doc: { title: string }) => doc.title),
      ['Electric car launch campaign'],
    );
    const odata = await call(
      'GET',
      `/search-service/indexes('${INDEX}')/docs?api-version=${API_VERSION}&search=*&$count=true&$top=0`,
      { as: SITE_VIEWER },
    );
    assert.equal(odata.status, 200, odata.text);
    assert.deepEqual(odata.json(), { '@odata.count': 24, value: [] });
  });

  test('401 without a bearer token, 403 for a site the user cannot use, 404 for an unknown index', async () => {
    const keyed = new SearchClient(endpoint, INDEX, new AzureKeyCredential('an-api-key'), {
      agent,
      retryOptions: { maxRetries: 0 },
    });
    await assert.rejects(
      keyed.search('*'),
      (error: { statusCode?: number; message: string }) =>
        error.statusCode === 401 && /bearer token/.test(error.message),
    );
    const none = await call('GET', `/search-service/indexes/${INDEX}/docs?api-version=${API_VERSION}`);
    assert.equal(none.status, 401);
    assert.equal(none.json().error.code, 'Unauthorized');
    await assert.rejects(
      clientFor(AWARDS_VIEWER).search('*'),
      (error: { statusCode?: number; message: string }) => error.statusCode === 403 && error.message.includes(INDEX),
    );
    await assert.rejects(
      clientFor(SITE_VIEWER, 'no-such-index').search('*'),
      (error: { statusCode?: number }) => error.statusCode === 404,
    );
    const awards = await clientFor(AWARDS_VIEWER, 'northwind-awards-index').search('*', { includeTotalCount: true });
    assert.equal(awards.count, 0, "oliver may search his own site's index");
  });

  test("400 in Azure's error shape for an unsupported filter, a bad field, or no api-version", async () => {
    await assert.rejects(
      clientFor(SITE_VIEWER).search('*', { filter: "search.ismatch('car')" }),
      (error: { statusCode?: number; message: string }) =>
        error.statusCode === 400 && error.message.includes("'search.ismatch'"),
    );
    const unsupported = await call(
      'POST',
      `/search-service/indexes('${INDEX}')/docs/search.post.search?api-version=${API_VERSION}`,
      { as: SITE_VIEWER, body: { filter: "content_types/all(t: t eq 'Report')" } },
    );
    assert.equal(unsupported.status, 400);
    assert.deepEqual(Object.keys(unsupported.json()), ['error']);
    assert.equal(unsupported.json().error.code, 'InvalidRequestParameter');
    assert.match(unsupported.json().error.message, /lambda operator 'all'.*\n?.*Parameter name: \$filter/s);
    const unknownField = await call(
      'GET',
      `/search-service/indexes/${INDEX}/docs?api-version=${API_VERSION}&$select=title,budget`,
      { as: SITE_VIEWER },
    );
    assert.equal(unknownField.status, 400);
    assert.match(unknownField.json().error.message, /property named 'budget'/);
    const vector = await call('POST', `/search-service/indexes/${INDEX}/docs/search?api-version=${API_VERSION}`, {
      as: SITE_VIEWER,
      body: { search: 'car', vectorQueries: [] },
    });
    assert.equal(vector.status, 400);
    assert.match(vector.json().error.message, /'vectorQueries' is not supported/);
    const noVersion = await call('GET', `/search-service/indexes/${INDEX}/docs?search=car`, { as: SITE_VIEWER });
    assert.equal(noVersion.status, 400);
    assert.match(noVersion.json().error.message, /api-version/);
  });
  describe('CORS, for the SDK in a browser of the portal', () => {
    const SEARCH_PATH = `/search-service/indexes('${INDEX}')/docs/search.post.search?api-version=${API_VERSION}`;
    /** What a browser sends before the SDK's search: its POST carries a bearer token, JSON and the SDK's x-ms-* headers. */
    const preflight = (origin: string) =>
      call('OPTIONS', SEARCH_PATH, {
        headers: {
          origin,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'accept,authorization,content-type,x-ms-client-request-id,x-ms-useragent',
        },
      });
    const list = (value: string | string[] | undefined) =>
      String(value ?? '')
        .toLowerCase()
        .split(/\s*,\s*/);

    test("a preflight from the portal's origin is answered 204 without a token, allowing the SDK's method and headers", async () => {
      const origin = new URL(context.server.baseUrl).origin;
      const response = await preflight(origin);
      assert.equal(response.status, 204, response.text);
      assert.equal(response.headers['access-control-allow-origin'], origin);
      assert.ok(list(response.headers.vary).includes('origin'), String(response.headers.vary));
      assert.ok(list(response.headers['access-control-allow-methods']).includes('post'));
      for (const header of ['accept', 'authorization', 'content-type', 'x-ms-client-request-id', 'x-ms-useragent']) {
        assert.ok(
          list(response.headers['access-control-allow-headers']).includes(header),
          `${header} in ${String(response.headers['access-control-allow-headers'])}`,
        );
      }
      assert.ok(Number(response.headers['access-control-max-age']) > 0);
    });

    test('a preflight from a foreign origin is allowed nothing', async () => {
      const response = await preflight('https://evil.example');
      assert.equal(response.status, 204, response.text);
      assert.equal(response.headers['access-control-allow-origin'], undefined);
      assert.equal(response.headers['access-control-allow-headers'], undefined);
    });

    test("the SDK's search from the portal's origin is answered with Access-Control-Allow-Origin and the headers it reads exposed", async () => {
      const origin = new URL(context.server.baseUrl).origin;
      const seen: { allowOrigin?: string; exposed?: string }[] = [];
      const client = new SearchClient<Record<string, unknown>>(endpoint, INDEX, credentialFor(SITE_VIEWER), {
        agent,
        retryOptions: { maxRetries: 0 },
        additionalPolicies: [
          {
            position: 'perCall',
            policy: {
              name: 'fromPortalOrigin',
              sendRequest: async (request, next) => {
                request.headers.set('Origin', origin);
                const response = await next(request);
                seen.push({
                  allowOrigin: response.headers.get('access-control-allow-origin'),
                  exposed: response.headers.get('access-control-expose-headers'),
                });
                return response;
              },
            },
          },
        ],
      });
      assert.equal((await client.search('dividend', { includeTotalCount: true })).count, 1);
      assert.equal(seen[0]?.allowOrigin, origin);
      assert.ok(list(seen[0]?.exposed).includes('x-ms-request-id'), seen[0]?.exposed);
      const unauthenticated = await call('POST', SEARCH_PATH, { body: { search: 'dividend' }, headers: { origin } });
      assert.equal(unauthenticated.status, 401);
      assert.equal(unauthenticated.headers['access-control-allow-origin'], origin, 'errors are readable too');
      const foreign = await call('POST', SEARCH_PATH, {
        as: SITE_VIEWER,
        body: { search: 'dividend' },
        headers: { origin: 'https://evil.example' },
      });
      assert.equal(foreign.headers['access-control-allow-origin'], undefined);
    });
  });
});
