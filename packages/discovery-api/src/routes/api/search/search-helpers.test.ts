import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import { assets, searchReportEvents } from '../../../db/schema/index.js';
import { indexSearchRecord } from '../../../search/index-search-record.js';
import { userIdOf } from '../../../test/document-fixtures.js';
import { sharedDemoSite, type DemoSiteContext } from '../../../test/demo-site-context.js';
import {
  AI_USER,
  AWARDS_VIEWER,
  MERIDIAN_ANALYST,
  NO_SITE_USER,
  SITE_ADMIN,
  SITE_VIEWER,
  UPLOADER,
} from '../../../test/cast.js';

const TITLES = [
  'Brand guidelines 2026',
  'Brand guidelines 2025',
  'Rebranding playbook',
  'Global brand tracker',
  'Brand voice workshop',
  'Brand health survey',
  'Brand book',
  'Brand audit',
  'Brand refresh case study',
  'brand guidelines 2026',
  'Media plan',
];

describe('search helpers: /api/search/suggestions/{text}, /api/search/questions, /api/search/facetGraph', () => {
  let context: DemoSiteContext;
  let site: number;
  before(async () => {
    context = await sharedDemoSite();
    site = await context.siteId('Northwind Discovery');
    const app = context.server.app;
    for (const [index, title] of TITLES.entries()) {
      const [row] = await app.db
        .insert(assets)
        .values({ title, fileName: `${index}.txt`, originalFileName: `${index}.txt`, deploymentIndexId: site })
        .returning();
      assert.ok(row);
      await indexSearchRecord(app.searchEngine, {
        assetId: row.assetId,
        siteId: site,
        docId: row.docId,
        title,
        fileName: row.fileName,
        content: `About ${title}.`,
        facets: [index % 2 === 0 ? 'content_types_Report' : 'content_types_Guideline'],
        isPrivate: false,
        isConfidential: false,
        created: row.created,
        modified: row.updated,
      });
    }
  });

  const get = (url: string, as: string | null = SITE_VIEWER) =>
    context.request('GET', `/api/search/${url}`, { as: as ?? undefined });

  test('suggestions: at most 8 unique titles, titles starting with the text first, then words starting with it', async () => {
    const response = await get(`suggestions/bra?indexId=${site}`);
    assert.equal(response.statusCode, 200, response.body);
    const titles: string[] = response.json();
    assert.equal(titles.length, 8);
    assert.equal(new Set(titles.map((title) => title.toLowerCase())).size, 8, 'unique, whatever the case');
    assert.ok(
      titles.slice(0, 6).every((title) => title.toLowerCase().startsWith('bra')),
      titles.join(' | '),
    );
    assert.ok(!titles.includes('Media plan'));
    assert.deepEqual((await get(`suggestions/tracker?indexId=${site}`)).json(), ['Global brand tracker']);
    assert.deepEqual((await get(`suggestions/${encodeURIComponent('100%')}?indexId=${site}`)).json(), []);
  });

  describe("questions (free text people typed: only analysts see the site's)", () => {
    before(async () => {
      const app = context.server.app;
      const [sofia, liam, mia] = await Promise.all([
        userIdOf(app, SITE_VIEWER),
        userIdOf(app, UPLOADER),
        userIdOf(app, AI_USER),
      ]);
      const asked = (userId: number, query: string, more: Partial<typeof searchReportEvents.$inferInsert> = {}) => ({
        deploymentIndexId: site,
        type: 'semantic',
        resultCount: 3,
        userId,
        query,
        ...more,
      });
      await app.db
        .insert(searchReportEvents)
        .values([
          asked(liam, 'How do we use the logo?'),
          asked(mia, 'how do we use the logo? '),
          asked(liam, "Is Liam Chen's salary review confidential?"),
          asked(sofia, 'What did the brand survey find?'),
          asked(sofia, 'what did the brand survey find? '),
          asked(sofia, 'keyword only', { type: 'full' }),
          asked(sofia, 'nothing found', { resultCount: 0 }),
        ]);
    });

    test("a member without analyzeInsights gets only their own semantic questions, never another user's", async () => {
      const response = await get(`questions?indexId=${site}`);
      assert.equal(response.statusCode, 200, response.body);
      assert.deepEqual(response.json(), [{ question: 'What did the brand survey find?', count: 2 }]);
      // An analyst of another site is a plain member here: their own questions only (none).
      assert.deepEqual((await get(`questions?indexId=${site}`, MERIDIAN_ANALYST)).json(), []);
    });

    test('a user with analyzeInsights gets the questions asked most on the site, each asked by at least 2 people', async () => {
      const response = await get(`questions?indexId=${site}`, SITE_ADMIN);
      assert.equal(response.statusCode, 200, response.body);
      // Liam's question and Sofia's (twice, by her alone) are one person's words: they are left out.
      assert.deepEqual(response.json(), [{ question: 'How do we use the logo?', count: 2 }]);
    });
  });

  test('facet graph: counts of the asked fields for the documents matching the query', async () => {
    const response = await get(`facetGraph?indexId=${site}&Query=brand&Fields=content_types`);
    assert.equal(response.statusCode, 200, response.body);
    const graph = response.json();
    // 'Rebranding' is another word than 'brand', and the media plan does not match.
    assert.equal(graph.totalRecords, 9);
    assert.deepEqual(graph.facets.content_types, [
      { value: 'Guideline', count: 5 },
      { value: 'Report', count: 4 },
    ]);
    const bad = await get(`facetGraph?indexId=${site}&Fields=colours`);
    assert.equal(bad.statusCode, 400);
    assert.match(bad.json().error, /querystring\/Fields names no facet of this site: colours/);
  });

  test('401 without a token, 403 for a user of another site, 400 naming indexId without a current site', async () => {
    assert.equal((await get(`suggestions/bra?indexId=${site}`, null)).statusCode, 401);
    assert.equal((await get('questions', null)).statusCode, 401);
    assert.equal((await get(`suggestions/bra?indexId=${site}`, AWARDS_VIEWER)).statusCode, 403);
    assert.equal((await get(`facetGraph?indexId=${site}&Fields=content_types`, AWARDS_VIEWER)).statusCode, 403);
    const noCurrent = await get('suggestions/bra', NO_SITE_USER);
    assert.equal(noCurrent.statusCode, 400);
    assert.match(noCurrent.json().error, /querystring\/indexId/);
  });
});
