import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import { ACCESS_MESSAGES } from '@portal/contracts';
import type { InteractionInsight } from '@portal/contracts';
import { and, eq } from 'drizzle-orm';
import { assetReportEvents } from '../../../../db/schema/index.js';
import { assertRefused, signInEveryone } from '../../../../test/group-fixtures.js';
import { sharedDemoSite, type DemoSiteContext } from '../../../../test/demo-site-context.js';
import { addDocument, siteNamed } from '../../../../test/document-fixtures.js';
import {
  ENTITY_OWNER,
  ENTITY_VIEWER,
  MERIDIAN_EDITOR,
  NON_MEMBER,
  NO_SITE_USER,
  SITE_ADMIN,
} from '../../../../test/cast.js';

/**
 * GET v2/assets/{id}/insights, POST and DELETE …/insights/likes, POST …/insights/views and …/insights/shares:
 * every user of the site who may open the asset; a private asset only for those who may open it (its uploader and
 * the site's administrators here); nothing of another site.
 */
describe('v2/assets/{id}/insights', () => {
  let context: DemoSiteContext;
  let openId: number;
  let privateId: number;

  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, as?: string) =>
    context.request(method, `/api/v2/assets/${url}`, { as });
  const insightOf = async (method: 'GET' | 'POST' | 'DELETE', url: string, as: string) => {
    const response = await call(method, url, as);
    assert.equal(response.statusCode, 200, `${method} ${url} as ${as}: ${response.body}`);
    return response.json<InteractionInsight>();
  };
  const counts = ({ likes, liked, views, downloads, shares }: InteractionInsight) => ({
    likes,
    liked,
    views,
    downloads,
    shares,
  });

  before(async () => {
    context = await sharedDemoSite();
    await signInEveryone(context);
    const app = context.server.app;
    const site = await siteNamed(app, 'Northwind Discovery');
    const bytes = (text: string) => new TextEncoder().encode(text);
    const common = { mimeType: 'text/plain', process: false } as const;
    openId = (
      await addDocument(app, site, { ...common, title: 'Open brief', fileName: 'open.txt', bytes: bytes('Open.') })
    ).assetId;
    privateId = (
      await addDocument(app, site, {
        ...common,
        title: 'Board memo',
        fileName: 'memo.txt',
        bytes: bytes('Private.'),
        visibility: 'Private',
        createdBy: ENTITY_OWNER,
      })
    ).assetId;
  });

  test('likes are one per user and can be taken back; views and shares repeat and are report events', async () => {
    assert.deepEqual(counts(await insightOf('GET', `${openId}/insights`, ENTITY_VIEWER)), {
      likes: 0,
      liked: false,
      views: 0,
      downloads: 0,
      shares: 0,
    });
    await insightOf('POST', `${openId}/insights/likes`, ENTITY_VIEWER);
    const twice = await insightOf('POST', `${openId}/insights/likes`, ENTITY_VIEWER);
    assert.deepEqual([twice.likes, twice.liked], [1, true], 'a second like changes nothing');
    const byOther = await insightOf('POST', `${openId}/insights/likes`, NON_MEMBER);
    assert.deepEqual([byOther.likes, byOther.liked], [2, true]);
    const unliked = await insightOf('DELETE', `${openId}/insights/likes`, ENTITY_VIEWER);
    assert.deepEqual([unliked.likes, unliked.liked], [1, false]);
    assert.equal(
      (await insightOf('DELETE', `${openId}/insights/likes`, ENTITY_VIEWER)).likes,
      1,
      'unliking twice is the same',
    );

    await insightOf('POST', `${openId}/insights/views`, ENTITY_VIEWER);
    // A view counts once per user and asset in the views interval (rate limit 'views'): opening it again does not.
    const again = await insightOf('POST', `${openId}/insights/views`, ENTITY_VIEWER);
    const viewed = await insightOf('POST', `${openId}/insights/views`, NON_MEMBER);
    const shared = await insightOf('POST', `${openId}/insights/shares`, NON_MEMBER);
    assert.deepEqual([again.views, viewed.views, shared.views, shared.shares, shared.id], [1, 2, 2, 1, openId]);
    const events = await context.server.app.db
      .select({ reportName: assetReportEvents.reportName })
      .from(assetReportEvents)
      .where(eq(assetReportEvents.assetId, openId));
    assert.deepEqual(events.map((event) => event.reportName).sort(), ['shares', 'views', 'views']);
  });

  test('a private asset: its uploader and the site admin may, a site user who may not open it is refused', async () => {
    for (const as of [ENTITY_OWNER, SITE_ADMIN]) {
      assert.equal((await insightOf('POST', `${privateId}/insights/views`, as)).views, as === ENTITY_OWNER ? 1 : 2);
    }
    for (const [method, url] of [
      ['GET', `${privateId}/insights`],
      ['POST', `${privateId}/insights/likes`],
      ['DELETE', `${privateId}/insights/likes`],
      ['POST', `${privateId}/insights/views`],
      ['POST', `${privateId}/insights/shares`],
    ] as const) {
      await assertRefused(context, () => call(method, url, ENTITY_VIEWER), 403, ACCESS_MESSAGES.privateAsset);
    }
    const stored = await context.server.app.db
      .select()
      .from(assetReportEvents)
      .where(and(eq(assetReportEvents.assetId, privateId), eq(assetReportEvents.reportName, 'views')));
    assert.equal(stored.length, 2);
  });

  test('another site, no site, unknown ids, bad ids and no sign-in are refused and change nothing', async () => {
    for (const url of [`${openId}/insights`, `${openId}/insights/likes`, `${openId}/insights/views`]) {
      const method = url.endsWith('insights') ? 'GET' : 'POST';
      await assertRefused(context, () => call(method, url, MERIDIAN_EDITOR), 404, `No such asset: ${openId}.`);
      await assertRefused(context, () => call(method, url, NO_SITE_USER), 404, `No such asset: ${openId}.`);
      await assertRefused(context, () => call(method, url), 401);
    }
    await assertRefused(
      context,
      () => call('POST', '999999/insights/likes', ENTITY_VIEWER),
      404,
      'No such asset: 999999.',
    );
    await assertRefused(context, () => call('POST', 'abc/insights/shares', ENTITY_VIEWER), 400, /params\/id/);
    await assertRefused(context, () => call('GET', '0/insights', ENTITY_VIEWER), 400, /params\/id/);
  });
});
