import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import {
  ACCESS_MESSAGES,
  MAX_INSIGHT_TOP,
  DEFAULT_INSIGHT_DATE_FILTER,
  FACET_GROUPS,
  INSIGHT_FACET_ORDER,
  type DashboardInsights,
  type Facet,
  type SearchResult,
} from '@portal/contracts';
import type { Asset, DeploymentIndex } from '../../../../db/schema/index.js';
import { databaseSnapshot } from '../../../../test/database-snapshot.js';
import { sharedDemoSite, type DemoSiteContext } from '../../../../test/demo-site-context.js';
import { addIndexedDocument, daysAgo, insightsSite } from '../../../../test/site-insights-fixtures.js';
import { MERIDIAN_EDITOR, NO_SITE_USER, SITE_VIEWER, UPLOADER } from '../../../../test/cast.js';

/**
 * POST v2/dashboards/{indexId} on a site of its own (site-insights-fixtures.ts): the documents counted are the ones
 * made here, so totals, facets and months are checked against them exactly.
 */
describe('POST v2/dashboards/{indexId}: dashboard insights', () => {
  let context: DemoSiteContext;
  let site: DeploymentIndex;
  let docs: Record<string, Asset>;

  before(async () => {
    context = await sharedDemoSite();
    const app = context.server.app;
    for (const email of [UPLOADER, SITE_VIEWER, NO_SITE_USER, MERIDIAN_EDITOR])
      assert.equal((await context.request('GET', '/api/v2/users/me', { as: email })).statusCode, 200);
    site = await insightsSite(context, 'Dashboard insights');
    const add = (title: string, published: Date, values: Record<string, string[]>, extra = {}) =>
      addIndexedDocument(app, site, { title, published, values, ...extra });
    docs = {
      recent: await add('Retail launch case', daysAgo(10), {
        content_types: ['Case Study'],
        agencies: ['Northwind Digital'],
        clients: ['Acme'],
        topics: ['Retail'],
        tags: ['Launch'],
        keywords: Array.from({ length: 12 }, (_, index) => `keyword ${String(index).padStart(2, '0')}`),
      }),
      report: await add('Media report', daysAgo(40), {
        content_types: ['Report'],
        agencies: ['Northwind Digital'],
        clients: ['Globex'],
      }),
      old: await add('Four months old case', daysAgo(120), { content_types: ['Case Study'], clients: ['Initech'] }),
      private: await add(
        'Private pitch',
        daysAgo(5),
        { content_types: ['Case Study'], clients: ['Acme'] },
        { visibility: 'Private', createdBy: UPLOADER },
      ),
    };
  });

  const insights = async (payload?: unknown, as = SITE_VIEWER) => {
    const response = await context.request('POST', `/api/v2/dashboards/${site.deploymentIndexId}`, { as, payload });
    assert.equal(response.statusCode, 200, response.body);
    return response.json<DashboardInsights>();
  };
  const facet = (answer: DashboardInsights, name: string): Facet => {
    const found = answer.facets.find((entry) => entry.name === name);
    assert.ok(found, `the facet ${name} is listed`);
    return found;
  };
  const values = (answer: DashboardInsights, name: string) =>
    Object.fromEntries(facet(answer, name).values.map((value) => [value.name, value.count]));

  test('by default the last 3 months: a document published 4 months ago is not counted', async () => {
    const answer = await insights();
    assert.equal(answer.insightType, 'tagged');
    assert.equal(answer.period.dateFilter, DEFAULT_INSIGHT_DATE_FILTER);
    const from = new Date(answer.period.from);
    const expectedFrom = new Date(answer.period.to);
    expectedFrom.setMonth(expectedFrom.getMonth() - 3);
    assert.equal(from.getTime(), expectedFrom.getTime());
    assert.equal(answer.totalRecords, 3);
    assert.deepEqual(values(answer, 'clients'), { Acme: 2, Globex: 1 });
    assert.deepEqual(values(answer, 'content_types'), { 'Case Study': 2, Report: 1 });

    const longer = await insights({ searchParameters: { filters: 'published_date_Past 6 months' } });
    assert.equal(longer.period.dateFilter, 'Past 6 months');
    assert.equal(longer.totalRecords, 4);
    assert.deepEqual(values(longer, 'clients'), { Acme: 2, Globex: 1, Initech: 1 });
  });

  test('facets in the insight facet order, only fields shown in insights, grouped in the facet group order', async () => {
    const answer = await insights();
    assert.deepEqual(
      answer.facets.map((entry) => entry.name),
      [...INSIGHT_FACET_ORDER],
      'every insight field of the standard set, in the spec order, with or without values',
    );
    assert.ok(!answer.facets.some((entry) => entry.name === 'tags'), 'tags are not shown in insights');
    assert.deepEqual(facet(answer, 'regions').values, []);
    const groupNames = answer.facetGroups.map((group) => group.name);
    assert.deepEqual(
      groupNames,
      FACET_GROUPS.filter((group) => groupNames.includes(group)),
    );
    assert.deepEqual(answer.facetGroups.flatMap((group) => group.facets).sort(), [...INSIGHT_FACET_ORDER].sort());
    const organizations = answer.facetGroups.find((group) => group.name === 'Organizations');
    assert.deepEqual(organizations?.facets, ['agencies', 'clients', 'brands', 'partners']);
  });

  test('top 10 values per facet by default, most frequent first; top asks for fewer', async () => {
    const answer = await insights();
    const keywords = facet(answer, 'keywords').values;
    assert.equal(keywords.length, 10);
    assert.deepEqual(
      keywords.map((value) => value.name),
      Array.from({ length: 10 }, (_, index) => `keyword ${String(index).padStart(2, '0')}`),
    );
    const fewer = await insights({ top: 1 });
    assert.deepEqual(facet(fewer, 'clients').values, [{ name: 'Acme', count: 2, selected: false }]);
  });

  test('counts as POST v2/search counts the same search', async () => {
    const filters = 'content_types_Case Study,published_date_Past 3 months';
    const answer = await insights({ searchParameters: { q: 'case', filters } });
    const search = await context.request('POST', '/api/v2/search', {
      as: SITE_VIEWER,
      payload: { indexId: site.deploymentIndexId, q: 'case', filters, facetValuesCount: 10 },
    });
    assert.equal(search.statusCode, 200, search.body);
    const result = search.json<SearchResult>();
    assert.equal(answer.totalRecords, result.totalRecords);
    assert.equal(
      answer.totalRecords,
      1,
      'the one Case Study of the period with the word: the private one is matched by its title alone',
    );
    for (const name of ['content_types', 'clients', 'agencies']) {
      assert.deepEqual(facet(answer, name).values, result.facets.find((entry) => entry.name === name)?.values, name);
    }
  });

  test('documents per month of publication, every month of the period', async () => {
    const answer = await insights({ searchParameters: { filters: 'published_date_Past 6 months' } });
    const month = (date: Date) => date.toISOString().slice(0, 7);
    const expected = new Map<string, number>();
    for (const doc of Object.values(docs))
      expected.set(month(doc.publishedDate!), (expected.get(month(doc.publishedDate!)) ?? 0) + 1);
    const months = answer.series.map((entry) => entry.month);
    assert.equal(months[0], month(new Date(answer.period.from)));
    assert.equal(months.at(-1), month(new Date(answer.period.to)));
    for (let index = 1; index < months.length; index += 1) {
      const next = new Date(`${months[index - 1]}-01T00:00:00Z`);
      next.setUTCMonth(next.getUTCMonth() + 1);
      assert.equal(months[index], month(next), 'months follow each other');
    }
    for (const entry of answer.series) assert.equal(entry.documents, expected.get(entry.month) ?? 0, entry.month);
    assert.equal(
      answer.series.reduce((sum, entry) => sum + entry.documents, 0),
      answer.totalRecords,
    );
  });

  test('refused: no token, a user of no site, a user of another site, an unknown site', async () => {
    const before = await databaseSnapshot(context.server.app);
    const post = (as?: string, id = site.deploymentIndexId) =>
      context.request('POST', `/api/v2/dashboards/${id}`, as ? { as, payload: {} } : { payload: {} });
    assert.equal((await post()).statusCode, 401);
    for (const as of [NO_SITE_USER, MERIDIAN_EDITOR]) {
      const refused = await post(as);
      assert.equal(refused.statusCode, 403, as);
      assert.equal(refused.json().error, ACCESS_MESSAGES.noSiteAccess);
    }
    const unknown = await post(SITE_VIEWER, 999_999);
    assert.equal(unknown.statusCode, 404);
    assert.deepEqual(await databaseSnapshot(context.server.app), before);
  });

  test('bad input: unknown fields, a bad date filter, an unknown facet, a bad top or type, semantic without words', async () => {
    const before = await databaseSnapshot(context.server.app);
    for (const [payload, message] of [
      [
        { top: 5, colour: 'red' },
        /body\/colour is not a field of this request \(it takes searchParameters, insightType, top\)/,
      ],
      [{ searchParameters: { q: 'x', sort: 'new' } }, /body\/searchParameters\/sort is not a field of this request/],
      [{ searchParameters: { filters: 'published_date_Past 5 weeks' } }, /'Past 5 weeks' is not a date filter/],
      [{ searchParameters: { filters: 'colours_Red' } }, /'colours_Red' names no facet of this site/],
      [{ top: MAX_INSIGHT_TOP + 1 }, new RegExp(`body/top must be <= ${MAX_INSIGHT_TOP}`)],
      [{ top: 0 }, /body\/top must be >= 1/],
      [{ insightType: 'automated' }, /body\/insightType/],
      [{ searchParameters: { queryType: 'semantic', q: '*' } }, /Semantic search needs words/],
    ] as const) {
      const response = await context.request('POST', `/api/v2/dashboards/${site.deploymentIndexId}`, {
        as: SITE_VIEWER,
        payload,
      });
      assert.equal(response.statusCode, 400, `${JSON.stringify(payload)}: ${response.body}`);
      assert.match(response.json().error, message);
    }
    assert.deepEqual(await databaseSnapshot(context.server.app), before);
  });
});
