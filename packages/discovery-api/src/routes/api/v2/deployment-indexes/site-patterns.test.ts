import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import { ACCESS_MESSAGES, MAX_INSIGHT_TOP, type SitePatterns } from '@portal/contracts';
import type { DeploymentIndex } from '../../../../db/schema/index.js';
import { databaseSnapshot } from '../../../../test/database-snapshot.js';
import { sharedDemoSite, type DemoSiteContext } from '../../../../test/demo-site-context.js';
import { siteNamed } from '../../../../test/document-fixtures.js';
import {
  addIndexedDocument,
  addInteractions,
  addSearches,
  daysAgo,
  insightsSite,
} from '../../../../test/site-insights-fixtures.js';
import {
  AI_USER,
  HOME_SITE,
  MERIDIAN_EDITOR,
  NO_SITE_USER,
  SECOND_VIEWER,
  SITE_ADMIN,
  SITE_VIEWER,
  UPLOADER,
} from '../../../../test/cast.js';

/** Long before both periods of the default 3 months: what was made then is counted in neither. */
const LONG_AGO = daysAgo(400);
/** In the 3 months before the default period. */
const BEFORE = daysAgo(120);

/**
 * POST v2/deploymentIndexes/{indexId}/insights/patterns on a site of its own: activity of the last 3 months and of
 * the 3 months before, some on a private asset and some on another site, so every change is checked exactly.
 */
describe('POST v2/deploymentIndexes/{indexId}/insights/patterns', () => {
  let context: DemoSiteContext;
  let site: DeploymentIndex;

  before(async () => {
    context = await sharedDemoSite();
    const app = context.server.app;
    for (const email of [SITE_ADMIN, UPLOADER, SITE_VIEWER, SECOND_VIEWER, AI_USER, NO_SITE_USER, MERIDIAN_EDITOR])
      assert.equal((await context.request('GET', '/api/v2/users/me', { as: email })).statusCode, 200);
    site = await insightsSite(context, 'Site patterns');
    const green = await addIndexedDocument(app, site, {
      title: 'Green case',
      created: LONG_AGO,
      values: { topics: ['Sustainability'], clients: ['Acme'], content_types: ['Case Study'] },
    });
    const retail = await addIndexedDocument(app, site, {
      title: 'Retail report',
      created: LONG_AGO,
      values: { topics: ['Retail Media'], clients: ['Globex'], content_types: ['Report'] },
    });
    // Added in the period: its upload counts as activity of its values.
    const launch = await addIndexedDocument(app, site, {
      title: 'Fabrikam launch',
      created: daysAgo(10),
      values: { topics: ['AI', 'Sustainability'], clients: ['Fabrikam'], content_types: ['Case Study'] },
    });
    const secret = await addIndexedDocument(app, site, {
      title: 'Secret plan',
      created: LONG_AGO,
      visibility: 'Private',
      createdBy: UPLOADER,
      values: { topics: ['Secret Topic'], clients: ['Hidden Client'], content_types: ['Case Study'] },
    });
    const archive = await addIndexedDocument(app, site, {
      title: 'Heritage archive',
      created: LONG_AGO,
      values: { topics: ['Heritage'], content_types: ['Report'] },
    });
    await addInteractions(app, green.assetId, 'view', [SITE_VIEWER], { times: 2, at: BEFORE });
    await addInteractions(app, green.assetId, 'view', [SITE_VIEWER], { times: 6 });
    await addInteractions(app, retail.assetId, 'view', [SITE_VIEWER], { times: 5, at: BEFORE });
    await addInteractions(app, retail.assetId, 'view', [SITE_VIEWER], { times: 1 });
    await addInteractions(app, launch.assetId, 'view', [SITE_VIEWER], { times: 3 });
    await addInteractions(app, launch.assetId, 'like', [SECOND_VIEWER]);
    await addInteractions(app, secret.assetId, 'view', [UPLOADER], { times: 4 });
    await addInteractions(app, archive.assetId, 'download', [SITE_VIEWER], { times: 2, at: BEFORE });
    await addInteractions(app, green.assetId, 'view', [SITE_VIEWER], { times: 9, at: LONG_AGO });
    await addSearches(app, site, 'brand purpose', [SITE_VIEWER, SECOND_VIEWER, AI_USER]);
    await addSearches(app, site, 'brand purpose', [SITE_VIEWER], { at: BEFORE });

    // Another site's activity on the same values, which this site's patterns never count.
    const home = await siteNamed(app, HOME_SITE);
    const elsewhere = await addIndexedDocument(app, home, { title: 'Elsewhere green', folder: 'Cases' });
    await addInteractions(app, elsewhere.assetId, 'view', [SITE_ADMIN], { times: 7 });
  });

  const patterns = async (payload: unknown, as = SITE_VIEWER) => {
    const response = await context.request(
      'POST',
      `/api/v2/deploymentIndexes/${site.deploymentIndexId}/insights/patterns`,
      { as, payload },
    );
    assert.equal(response.statusCode, 200, response.body);
    return response.json<SitePatterns>();
  };
  const figures = (answer: SitePatterns) =>
    Object.fromEntries(answer.metrics.map((entry) => [entry.metric, [entry.current, entry.previous]]));
  const changes = (answer: SitePatterns, field: string) => {
    const entry = answer.fields.find((candidate) => candidate.field === field);
    assert.ok(entry, `the answer has ${field}`);
    const pairs = (list: SitePatterns['fields'][number]['rising']) =>
      list.map((change) => [change.value, change.current, change.previous]);
    return { rising: pairs(entry.rising), falling: pairs(entry.falling), appeared: pairs(entry.appeared) };
  };

  test('the figures of the last 3 months against the 3 months before, and the period before itself', async () => {
    const answer = await patterns({});
    assert.equal(answer.period.dateFilter, 'Past 3 months');
    assert.deepEqual(figures(answer), {
      views: [14, 7],
      downloads: [0, 2],
      likes: [1, 0],
      shares: [0, 0],
      searches: [3, 1],
      uploads: [1, 0],
      activeUsers: [4, 1],
    });
    const from = Date.parse(answer.period.from);
    const length = Date.parse(answer.period.to) - from;
    assert.equal(Date.parse(answer.previousPeriod.from), from - length, 'the period before is as long');
    assert.equal(Date.parse(answer.previousPeriod.to), from - 1, 'and ends where the period starts');
  });

  test('the topics, clients and content types that rose, fell and are new, with the counts of both periods', async () => {
    const answer = await patterns({});
    assert.deepEqual(
      answer.fields.map((field) => [field.field, field.displayName]),
      [
        ['topics', 'Topics'],
        ['clients', 'Clients'],
        ['content_types', 'Content Types'],
      ],
    );
    assert.deepEqual(changes(answer, 'topics'), {
      rising: [['Sustainability', 11, 2]],
      falling: [
        ['Retail Media', 1, 5],
        ['Heritage', 0, 2],
      ],
      appeared: [['AI', 5, 0]],
    });
    assert.deepEqual(changes(answer, 'clients'), {
      rising: [['Acme', 6, 2]],
      falling: [['Globex', 1, 5]],
      appeared: [['Fabrikam', 5, 0]],
    });
    // The private asset's content type counts (search lists it for everyone); its topic and client do not.
    assert.deepEqual(changes(answer, 'content_types'), {
      rising: [['Case Study', 15, 2]],
      falling: [['Report', 1, 7]],
      appeared: [],
    });
    assert.ok(!JSON.stringify(answer).includes('Secret'), 'the viewer is never told the private topic');
    assert.ok(!JSON.stringify(answer).includes('Hidden Client'));
  });

  test('who may open the private asset sees its values; top cuts each list', async () => {
    for (const as of [SITE_ADMIN, UPLOADER]) {
      const answer = await patterns({}, as);
      assert.deepEqual(changes(answer, 'topics').appeared, [
        ['AI', 5, 0],
        ['Secret Topic', 4, 0],
      ]);
      assert.deepEqual(changes(answer, 'clients').appeared, [
        ['Fabrikam', 5, 0],
        ['Hidden Client', 4, 0],
      ]);
    }
    const one = await patterns({ top: 1 });
    assert.deepEqual(changes(one, 'topics').falling, [['Retail Media', 1, 5]]);
  });

  test('a facet selection narrows the assets counted; another period compares with the one before it', async () => {
    const acme = await patterns({ searchParameters: { filters: 'clients_Acme' } });
    assert.deepEqual(figures(acme).views, [6, 2]);
    assert.deepEqual(figures(acme).searches, [3, 1], "searches are the site's, whatever documents are selected");
    assert.deepEqual(changes(acme, 'topics'), { rising: [['Sustainability', 6, 2]], falling: [], appeared: [] });

    const month = await patterns({ searchParameters: { filters: 'published_date_Past 1 month' } });
    assert.equal(month.period.dateFilter, 'Past 1 month');
    assert.deepEqual(figures(month).views, [14, 0], 'nothing was viewed in the month before');
    assert.deepEqual(changes(month, 'clients'), {
      rising: [],
      falling: [],
      appeared: [
        ['Acme', 6, 0],
        ['Fabrikam', 5, 0],
        ['Globex', 1, 0],
      ],
    });
  });

  test('refused: no token, a user of no site, a user of another site, an unknown site; nothing changes', async () => {
    const before = await databaseSnapshot(context.server.app);
    const post = (as?: string, id = site.deploymentIndexId) =>
      context.request(
        'POST',
        `/api/v2/deploymentIndexes/${id}/insights/patterns`,
        as ? { as, payload: {} } : { payload: {} },
      );
    assert.equal((await post()).statusCode, 401);
    for (const as of [NO_SITE_USER, MERIDIAN_EDITOR]) {
      const refused = await post(as);
      assert.equal(refused.statusCode, 403, as);
      assert.equal(refused.json().error, ACCESS_MESSAGES.noSiteAccess);
    }
    assert.equal((await post(SITE_VIEWER, 999_999)).statusCode, 404);
    assert.deepEqual(await databaseSnapshot(context.server.app), before);
  });

  test('bad input: unknown fields, a bad date filter, an unknown facet, too large or too small a top', async () => {
    const before = await databaseSnapshot(context.server.app);
    for (const [payload, message] of [
      [{ rows: 3 }, /body\/rows is not a field of this request \(it takes searchParameters, top\)/],
      [{ searchParameters: { filters: 'published_date_Yesterday' } }, /'Yesterday' is not a date filter/],
      [{ searchParameters: { filters: 'planets_Mars' } }, /'planets_Mars' names no facet of this site/],
      [{ top: MAX_INSIGHT_TOP + 1 }, new RegExp(`body/top must be <= ${MAX_INSIGHT_TOP}`)],
      [{ top: 0 }, /body\/top must be >= 1/],
      [{ searchParameters: { filters: 'x'.repeat(20_001) } }, /body\/searchParameters\/filters/],
    ] as const) {
      const response = await context.request(
        'POST',
        `/api/v2/deploymentIndexes/${site.deploymentIndexId}/insights/patterns`,
        { as: SITE_VIEWER, payload },
      );
      assert.equal(response.statusCode, 400, `${JSON.stringify(payload).slice(0, 80)}: ${response.body}`);
      assert.match(response.json().error, message);
    }
    assert.deepEqual(await databaseSnapshot(context.server.app), before);
  });
});
