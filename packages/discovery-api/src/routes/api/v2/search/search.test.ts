// wire pass: BM25, vector and facet queries, and the types of scores and counts.
import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import { escapeFacetValue } from '@portal/contracts';
import { eq, sql } from 'drizzle-orm';
import { assetInteractions, assetMembers, assets, searchReportEvents, users } from '../../../../db/schema/index.js';
import { indexSearchRecord } from '../../../../search/index-search-record.js';
import { databaseSnapshot } from '../../../../test/database-snapshot.js';
import { sharedDemoSite, type DemoSiteContext } from '../../../../test/demo-site-context.js';
import { SEMANTIC_NEEDS_WORDS } from '../../../../search/query-rules.js';
import { AWARDS_VIEWER, NO_SITE_USER, PORTAL_ADMIN, SITE_VIEWER } from '../../../../test/cast.js';
import { castSite } from '../../../../test/cast-site.js';
import { indexLibrary } from '../../../../test/search-fixtures.js';

/** A small library on Northwind Discovery: title, text, facets, published date, private or not. */
const LIBRARY = [
  {
    title: 'Electric car launch campaign',
    content:
      'The advertising campaign for the new electric car ran on television and social media. Dealers reported record test drives.',
    facets: ['content_types_Case Study', 'clients_Acme Motors', 'regions_Europe'],
    published: '2026-10-01',
    private: false,
  },
  {
    title: 'Quarterly earnings report',
    content:
      'Revenue grew four percent in the quarter. Operating margin improved. The board approved a dividend for shareholders.',
    facets: ['content_types_Report', 'clients_Globex', 'regions_North America'],
    published: '2025-03-15',
    private: false,
  },
  {
    title: 'Brand guidelines',
    content:
      'Use the primary logo on light backgrounds. The brand colour palette is navy and gold. A car image may accompany the logo.',
    facets: ['content_types_Guideline', 'clients_Smith, Jones & Co', 'regions_Europe'],
    published: '2024-06-30',
    private: false,
  },
  {
    title: 'Merger plan',
    content: 'Confidential: the acquisition of Initech closes in March. The secret codename is bluefalcon.',
    facets: ['content_types_Report', 'clients_Globex', 'regions_Europe'],
    published: '2026-11-01',
    private: true,
  },
];

describe('POST /api/v2/search', () => {
  let context: DemoSiteContext;
  let site: number;
  const assetIdOf = new Map<string, number>();
  before(async () => {
    context = await sharedDemoSite();
    site = (await castSite(context, 'Search')).deploymentIndexId;
    const indexed = await indexLibrary(
      context,
      site,
      LIBRARY.map((doc) => ({
        ...doc,
        metadataText: doc.facets.map((facet) => facet.slice(facet.indexOf('_', facet.indexOf('_') + 1) + 1)),
      })),
    );
    for (const [title, id] of indexed) assetIdOf.set(title, id);
    const app = context.server.app;
    // Sofia liked the car campaign and viewed it twice.
    const [sofia] = await app.db.select().from(users).where(eq(users.email, SITE_VIEWER));
    const car = assetIdOf.get('Electric car launch campaign') as number;
    await app.db.insert(assetInteractions).values([
      { assetId: car, userId: sofia?.userId, kind: 'like' },
      { assetId: car, userId: sofia?.userId, kind: 'view' },
      { assetId: car, userId: sofia?.userId, kind: 'view' },
    ]);
  });

  const search = (body: Record<string, unknown>, as = SITE_VIEWER, query = '') =>
    context.request('POST', `/api/v2/search${query}`, { as, payload: { indexId: site, ...body } });
  const titles = (response: { json(): { documents: { title: string }[] } }) =>
    response.json().documents.map((doc) => doc.title);

  test('a keyword search returns the spec fields: documents, facets, facetableFields, answers, totalRecords, searchId', async () => {
    const response = await search(
      { q: 'dividend', queryType: 'full' },
      SITE_VIEWER,
      '?fetchThumbnails=true&fetchInteractionMetrics=true&fetchVisibility=true',
    );
    assert.equal(response.statusCode, 200, response.body);
    const result = response.json();
    assert.deepEqual(Object.keys(result).sort(), [
      'answers',
      'documents',
      'facetableFields',
      'facets',
      'searchId',
      'tags',
      'totalRecords',
    ]);
    assert.equal(result.totalRecords, 1);
    const [doc] = result.documents;
    assert.equal(doc.title, 'Quarterly earnings report');
    assert.equal(doc.isAccessible, true);
    assert.match(doc.thumbnailUrl, /^v2\/assets\/document\/preview\/[0-9a-f-]+\?type=thumbnail$/);
    assert.deepEqual(doc.interactionInsight, {
      id: assetIdOf.get('Quarterly earnings report'),
      likes: 0,
      liked: false,
      views: 0,
      downloads: 0,
      shares: 0,
    });
    assert.deepEqual(doc.clients, ['Globex']);
    assert.deepEqual(doc['@search.highlights'].content.length >= 1, true);
    assert.match(doc['@search.highlights'].content[0], /<em>dividend<\/em>/);
    assert.ok(result.facetableFields.includes('content_types'));
    const clients = result.facets.find((facet: { name: string }) => facet.name === 'clients');
    assert.deepEqual(Object.keys(clients).sort(), [
      'displayInFilter',
      'displayName',
      'groupName',
      'groupOrder',
      'isMultiple',
      'name',
      'order',
      'values',
    ]);
    assert.deepEqual(clients.values, [{ name: 'Globex', count: 1, selected: false }]);
  });

  test('an empty query lists everything newest first, 25 a page; interaction metrics are counted', async () => {
    const response = await search({ q: '' }, PORTAL_ADMIN, '?fetchInteractionMetrics=true');
    const result = response.json();
    assert.equal(result.totalRecords, 4);
    assert.deepEqual(titles(response), [
      'Merger plan',
      'Electric car launch campaign',
      'Quarterly earnings report',
      'Brand guidelines',
    ]);
    assert.deepEqual(result.documents[1].interactionInsight, {
      id: assetIdOf.get('Electric car launch campaign'),
      likes: 1,
      liked: false,
      views: 2,
      downloads: 0,
      shares: 0,
    });
    const paged = await search({ q: '*', documentsPerPage: 2, page: 2 }, PORTAL_ADMIN);
    assert.deepEqual(titles(paged), ['Quarterly earnings report', 'Brand guidelines']);
    assert.equal(paged.json().totalRecords, 4);
  });

  test('order by published date, uploaded date or metadata modified date', async () => {
    const byPublished = await search({ q: 'car', orderBy: 'published_date' }, PORTAL_ADMIN);
    assert.deepEqual(titles(byPublished), ['Electric car launch campaign', 'Brand guidelines']);
    const byCreated = await search({ q: 'car', orderBy: 'created' }, PORTAL_ADMIN);
    assert.deepEqual(titles(byCreated), ['Brand guidelines', 'Electric car launch campaign']);
  });

  test('an exact phrase (quoted) keeps only documents with the words in that order', async () => {
    assert.deepEqual(titles(await search({ q: '"record+test+drives"', queryType: 'full' })), [
      'Electric car launch campaign',
    ]);
    assert.deepEqual(titles(await search({ q: '"drives test record"', queryType: 'full' })), []);
  });

  test('facets narrow the results; values of one field are alternatives; a value with a comma round-trips', async () => {
    const europe = await search({ q: '', filters: 'regions_Europe' });
    assert.deepEqual(titles(europe).sort(), ['Brand guidelines', 'Electric car launch campaign', 'Merger plan']);
    const regions = europe.json().facets.find((facet: { name: string }) => facet.name === 'regions');
    assert.deepEqual(
      regions.values.map((value: { name: string; count: number; selected: boolean }) => [
        value.name,
        value.count,
        value.selected,
      ]),
      [
        ['Europe', 3, true],
        ['North America', 1, false],
      ],
      "a field's own selection does not narrow its counts",
    );
    const either = await search({ q: '', filters: 'regions_Europe,regions_North America,content_types_Report' });
    assert.deepEqual(titles(either).sort(), ['Merger plan', 'Quarterly earnings report']);
    const comma = await search({ q: '', filters: `clients_${escapeFacetValue('Smith, Jones & Co')}` });
    assert.deepEqual(titles(comma), ['Brand guidelines']);
    const dated = await search({ q: '', filters: 'published_date_Past 3 years' }, PORTAL_ADMIN);
    assert.ok(
      !titles(dated).includes('Brand guidelines') ||
        new Date('2024-06-30') >= new Date(Date.now() - 3 * 365 * 86400000),
    );
  });

  test('semantic search finds by meaning, gives answers, and refuses an empty or * query with 400', async () => {
    const response = await search({ q: 'automobile advertisement', queryType: 'semantic' });
    assert.equal(response.statusCode, 200, response.body);
    const result = response.json();
    assert.equal(result.documents[0].title, 'Electric car launch campaign');
    assert.ok(result.answers.length >= 1);
    assert.deepEqual(Object.keys(result.answers[0]).sort(), ['highlights', 'key', 'text']);
    assert.equal(result.answers[0].key, result.documents[0].doc_id);
    assert.equal(
      result.documents[0].synopsis,
      'The advertising campaign for the new electric car ran on television and social media. Dealers reported record test drives.',
    );
    assert.equal(result.documents[0].content, undefined, 'the text only when selected');
    const selected = (
      await search({ q: 'automobile advertisement', queryType: 'semantic', select: ['title', 'content'] })
    ).json();
    assert.equal(
      selected.documents[0].content,
      'The advertising campaign for the new electric car ran on television and social media. Dealers reported record test drives.',
    );
    for (const q of ['', '*']) {
      const refused = await search({ q, queryType: 'semantic' });
      assert.equal(refused.statusCode, 400);
      assert.equal(refused.json().error, SEMANTIC_NEEDS_WORDS);
    }
  });

  test('hybrid search brings keyword and meaning matches together', async () => {
    const response = await search({ q: 'automobile logo', queryType: 'hybrid' });
    const found = titles(response);
    assert.ok(found.includes('Brand guidelines') && found.includes('Electric car launch campaign'), found.join(' | '));
  });

  test("a viewer never receives a private asset's content: it matches by title only and is marked not accessible", async () => {
    assert.deepEqual(titles(await search({ q: 'bluefalcon' })), [], 'a word of its text finds nothing for a viewer');
    assert.deepEqual(
      titles(await search({ q: 'bluefalcon' }, PORTAL_ADMIN)),
      ['Merger plan'],
      'an administrator finds it',
    );
    const byTitle = await search({ q: 'merger' }, SITE_VIEWER, '?fetchVisibility=true&fetchThumbnails=true');
    const [doc] = byTitle.json().documents;
    assert.equal(doc.title, 'Merger plan');
    assert.equal(doc.isAccessible, false);
    assert.equal(doc.thumbnailUrl, null);
    assert.equal(doc.synopsis, null);
    assert.equal(doc.description, null);
    assert.equal(doc['@search.highlights'], undefined);
    assert.ok(!JSON.stringify(doc).includes('Initech'));
    const meaning = { q: 'company acquisition codename', queryType: 'semantic' };
    assert.ok(
      titles(await search(meaning, PORTAL_ADMIN)).includes('Merger plan'),
      'an administrator finds it by meaning',
    );
    const semantic = await search(meaning);
    assert.ok(!titles(semantic).includes('Merger plan'));
    assert.ok(!JSON.stringify(semantic.json().answers).includes('bluefalcon'));
  });

  test('a user assigned to the private asset sees it like an administrator', async () => {
    const [sofia] = await context.server.app.db.select().from(users).where(eq(users.email, SITE_VIEWER));
    const merger = assetIdOf.get('Merger plan') as number;
    await context.server.app.db.insert(assetMembers).values({ assetId: merger, userId: sofia?.userId as number });
    try {
      assert.deepEqual(titles(await search({ q: 'bluefalcon' })), ['Merger plan']);
      const meaning = await search({ q: 'company acquisition codename', queryType: 'semantic' });
      assert.ok(titles(meaning).includes('Merger plan'), 'and by meaning');
    } finally {
      await context.server.app.db.delete(assetMembers).where(eq(assetMembers.assetId, merger));
    }
  });

  test('every search is recorded for the search report', async () => {
    const before = (await context.server.app.db.select().from(searchReportEvents)).length;
    await search({ q: 'palette', queryType: 'full', source: 'searchBox', pageName: 'search' });
    const rows = await context.server.app.db.select().from(searchReportEvents);
    assert.equal(rows.length, before + 1);
    const last = rows.at(-1);
    assert.deepEqual(
      {
        query: last?.query,
        type: last?.type,
        source: last?.source,
        page: last?.page,
        resultCount: last?.resultCount,
        site: last?.deploymentIndexId,
      },
      { query: 'palette', type: 'full', source: 'searchBox', page: 'search', resultCount: 1, site },
    );
  });

  test('401 without a token, 403 for another site or no site, 400 naming the field with nothing recorded', async () => {
    assert.equal(
      (await context.request('POST', '/api/v2/search', { payload: { indexId: site, q: 'car' } })).statusCode,
      401,
    );
    for (const user of [AWARDS_VIEWER, NO_SITE_USER])
      assert.equal((await search({ q: 'car' }, user)).statusCode, 403, user);
    const before = await databaseSnapshot(context.server.app);
    for (const [body, field] of [
      [{ q: 'car', documentsPerPage: 0 }, /body\/documentsPerPage/],
      [{ q: 'car', page: -1 }, /body\/page/],
      [{ q: 'car', orderBy: 'title' }, /body\/orderBy/],
      [{ q: 'car', filters: 'colours_Red' }, /filters: 'colours_Red' names no facet/],
      [{ q: 'car', indexId: 'x' }, /body\/indexId/],
    ] as const) {
      const response = await search(body);
      assert.equal(response.statusCode, 400, `${JSON.stringify(body)}: ${response.body}`);
      assert.match(response.json().error, field);
    }
    assert.deepEqual(await databaseSnapshot(context.server.app), before);
  });

  test('a change written by anyone (another instance, the import CLI, a cascade) is seen by the next search', async () => {
    const app = context.server.app;
    const total = async (body: Record<string, unknown>) =>
      (await search(body, PORTAL_ADMIN)).json().totalRecords as number;
    const suggest = async (text: string) =>
      (
        await context.request('GET', `/api/search/suggestions/${text}?indexId=${site}`, { as: PORTAL_ADMIN })
      ).json() as string[];
    assert.equal(await total({ q: 'zephyrine' }), 0, 'the site is searched (its match index loaded) before the change');

    const [row] = await app.db
      .insert(assets)
      .values({
        title: 'Zephyrine tour',
        fileName: 'z.pdf',
        originalFileName: 'z.pdf',
        deploymentIndexId: site,
        statusId: 4,
      })
      .returning();
    assert.ok(row);
    await indexSearchRecord(app.searchEngine, {
      assetId: row.assetId,
      siteId: site,
      docId: row.docId,
      title: 'Zephyrine tour',
      fileName: 'z.pdf',
      content: 'A zephyrine summer tour.',
      facets: ['regions_Asia'],
      isPrivate: false,
      isConfidential: false,
      publishedDate: new Date('2026-11-10'),
      created: row.created,
      modified: row.updated,
    });
    assert.equal(await total({ q: 'zephyrine' }), 1);
    assert.deepEqual(await suggest('zeph'), ['Zephyrine tour']);

    // Written straight to the table, as another API instance would: a new facet value.
    await app.db.execute(
      sql`update search_documents set facets = array['regions_Oceania'] where asset_id = ${row.assetId}`,
    );
    assert.equal(await total({ q: 'zephyrine', filters: 'regions_Oceania' }), 1);
    assert.equal(await total({ q: 'zephyrine', filters: 'regions_Asia' }), 0);

    // Deleting the asset removes its search record by cascade.
    await app.db.delete(assets).where(eq(assets.assetId, row.assetId));
    assert.equal(await total({ q: 'zephyrine' }), 0);
    assert.deepEqual(await suggest('zeph'), []);
  });
});
