import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import type { InteractionInsight } from '@portal/contracts';
import { assetInteractions } from '../../../../db/schema/index.js';
import { assertRefused, signInEveryone } from '../../../../test/group-fixtures.js';
import { sharedDemoSite, type DemoSiteContext } from '../../../../test/demo-site-context.js';
import { addDocument, siteNamed, userIdOf } from '../../../../test/document-fixtures.js';
import { ENTITY_OWNER, MERIDIAN_EDITOR, NON_MEMBER, NO_SITE_USER } from '../../../../test/cast.js';

/** POST v2/assets/insights: many assets' interaction insights, only those the caller may open, in the order asked. */
describe('POST v2/assets/insights', () => {
  let context: DemoSiteContext;
  let first: number;
  let second: number;
  let hidden: number;
  let meridian: number;

  const insights = (as: string | undefined, assetIds: unknown) =>
    context.request('POST', '/api/v2/assets/insights', { as, payload: { assetIds } });

  before(async () => {
    context = await sharedDemoSite();
    await signInEveryone(context);
    const app = context.server.app;
    const file = { mimeType: 'text/plain', process: false, bytes: new TextEncoder().encode('Text.') } as const;
    const northwind = await siteNamed(app, 'Northwind Discovery');
    first = (await addDocument(app, northwind, { ...file, title: 'First', fileName: 'first.txt' })).assetId;
    second = (await addDocument(app, northwind, { ...file, title: 'Second', fileName: 'second.txt' })).assetId;
    hidden = (
      await addDocument(app, northwind, {
        ...file,
        title: 'Hidden',
        fileName: 'hidden.txt',
        visibility: 'Private',
        createdBy: ENTITY_OWNER,
      })
    ).assetId;
    const meridianSite = await siteNamed(app, 'Meridian Insights');
    meridian = (await addDocument(app, meridianSite, { ...file, title: 'Meridian', fileName: 'm.txt' })).assetId;
    const outsider = await userIdOf(app, NON_MEMBER);
    const owner = await userIdOf(app, ENTITY_OWNER);
    await app.db.insert(assetInteractions).values([
      { assetId: second, userId: outsider, kind: 'like' },
      { assetId: second, userId: owner, kind: 'view' },
      { assetId: second, userId: owner, kind: 'view' },
      { assetId: hidden, userId: owner, kind: 'view' },
    ]);
  });

  test('the counts of the assets the caller may open, in the order asked; the others left out', async () => {
    const response = await insights(NON_MEMBER, [second, hidden, 999999, meridian, first, second]);
    assert.equal(response.statusCode, 200, response.body);
    assert.deepEqual(response.json<InteractionInsight[]>(), [
      { id: second, likes: 1, liked: true, views: 2, downloads: 0, shares: 0 },
      { id: first, likes: 0, liked: false, views: 0, downloads: 0, shares: 0 },
    ]);
    const asOwner = (await insights(ENTITY_OWNER, [hidden])).json<InteractionInsight[]>();
    assert.deepEqual(
      asOwner.map((insight) => [insight.id, insight.views]),
      [[hidden, 1]],
    );
    const asOtherSite = (await insights(MERIDIAN_EDITOR, [first, meridian])).json<InteractionInsight[]>();
    assert.deepEqual(
      asOtherSite.map((insight) => insight.id),
      [meridian],
    );
  });

  test('refusals: no site, no sign-in, bad bodies', async () => {
    await assertRefused(context, () => insights(NO_SITE_USER, [first]), 403);
    await assertRefused(context, () => insights(undefined, [first]), 401);
    await assertRefused(context, () => insights(NON_MEMBER, []), 400, /body\/assetIds/);
    await assertRefused(context, () => insights(NON_MEMBER, ['x']), 400, /body\/assetIds/);
    await assertRefused(context, () => insights(NON_MEMBER, [0]), 400, /body\/assetIds/);
  });
});
