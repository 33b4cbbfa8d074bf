import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import { ACCESS_MESSAGES, disabledAccountShare } from '@portal/contracts';
import type { AssetShareResult } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { notifications } from '../../../../db/schema/index.js';
import { siteMemberAccount } from '../../../../test/account-fixtures.js';
import { castSite } from '../../../../test/cast-site.js';
import { assertRefused, signInEveryone } from '../../../../test/group-fixtures.js';
import { sharedDemoSite, type DemoSiteContext } from '../../../../test/demo-site-context.js';
import { addDocument, siteNamed, userIdOf } from '../../../../test/document-fixtures.js';
import {
  ENTITY_OWNER,
  ENTITY_VIEWER,
  MERIDIAN_EDITOR,
  NON_MEMBER,
  NO_SITE_USER,
  SITE_ADMIN,
} from '../../../../test/cast.js';

/** POST v2/assets/{id}/share: notifications to users of the site who may open the asset; the share counted once. */
describe('POST v2/assets/{id}/share', () => {
  let context: DemoSiteContext;
  let openId: number;
  let openDocId: string;
  let privateId: number;
  const ids = new Map<string, number>();

  const share = (as: string | undefined, assetId: number, payload: unknown) =>
    context.request('POST', `/api/v2/assets/${assetId}/share`, { as, payload });
  const notesOf = (email: string) =>
    context.server.app.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, ids.get(email)!));

  before(async () => {
    context = await sharedDemoSite();
    await signInEveryone(context);
    const app = context.server.app;
    for (const email of [ENTITY_OWNER, ENTITY_VIEWER, NON_MEMBER, SITE_ADMIN, MERIDIAN_EDITOR])
      ids.set(email, await userIdOf(app, email));
    const site = await siteNamed(app, 'Northwind Discovery');
    const file = { mimeType: 'text/plain', process: false, bytes: new TextEncoder().encode('Text.') } as const;
    const open = await addDocument(app, site, { ...file, title: 'Harbour brief', fileName: 'brief.txt' });
    openId = open.assetId;
    openDocId = open.docId;
    privateId = (
      await addDocument(app, site, {
        ...file,
        title: 'Board memo',
        fileName: 'memo.txt',
        visibility: 'Private',
        createdBy: ENTITY_OWNER,
      })
    ).assetId;
  });

  test('each user gets a notification with the message and the page; the share is counted once', async () => {
    const before = (await notesOf(ENTITY_VIEWER)).length;
    const response = await share(NON_MEMBER, openId, {
      userIds: [ids.get(ENTITY_VIEWER), ids.get(SITE_ADMIN), ids.get(ENTITY_VIEWER), ids.get(NON_MEMBER)],
      message: 'For the Tuesday pitch.',
    });
    assert.equal(response.statusCode, 200, response.body);
    const answer = response.json<AssetShareResult>();
    assert.deepEqual(answer.notifiedUsers.sort(), [ids.get(ENTITY_VIEWER), ids.get(SITE_ADMIN)].sort());
    assert.deepEqual([answer.cannotOpen, answer.insight.shares], [[], 1]);
    const notes = await notesOf(ENTITY_VIEWER);
    assert.equal(notes.length, before + 1);
    const note = notes.at(-1)!;
    assert.equal(note.title, 'Mia Johansson shared an asset with you');
    assert.equal(
      note.message,
      `Mia Johansson shared 'Harbour brief' with you: /sites/${(await siteNamed(context.server.app, 'Northwind Discovery')).deploymentIndexId}/content/${openDocId}/home\n\nFor the Tuesday pitch.`,
    );
    assert.deepEqual([note.relatedEntityType, note.relatedEntityId], ['asset', openDocId]);
  });

  test('a private asset is not announced to users who may not open it: sharing gives no access', async () => {
    const response = await share(ENTITY_OWNER, privateId, { userIds: [ids.get(ENTITY_VIEWER), ids.get(SITE_ADMIN)] });
    assert.equal(response.statusCode, 200, response.body);
    const answer = response.json<AssetShareResult>();
    assert.deepEqual([answer.notifiedUsers, answer.cannotOpen], [[ids.get(SITE_ADMIN)], [ids.get(ENTITY_VIEWER)]]);
    assert.equal(
      (await context.request('GET', `/api/v2/assets/${privateId}/insights`, { as: ENTITY_VIEWER })).statusCode,
      403,
    );
  });

  test('sharing with someone whose account is disabled is refused, naming them, and tells nobody', async () => {
    const app = context.server.app;
    const site = await castSite(context, 'Asset share with a disabled account');
    const asset = await addDocument(app, site, {
      title: 'Pitch deck',
      fileName: 'deck.txt',
      mimeType: 'text/plain',
      process: false,
      bytes: new TextEncoder().encode('Deck.'),
    });
    const { user: disabled } = await siteMemberAccount(context, site.deploymentIndexId, {
      givenName: 'Dana',
      lastName: 'Reyes',
      status: 'disabled',
    });
    await assertRefused(
      context,
      () => share(NON_MEMBER, asset.assetId, { userIds: [ids.get(ENTITY_VIEWER), disabled.userId], message: 'Look.' }),
      400,
      disabledAccountShare(`Dana Reyes (${disabled.email})`),
    );
    const told = await app.db.select().from(notifications).where(eq(notifications.userId, disabled.userId));
    assert.deepEqual(told, []);
    // Without them, the same share goes through.
    const shared = await share(NON_MEMBER, asset.assetId, { userIds: [ids.get(ENTITY_VIEWER)] });
    assert.equal(shared.statusCode, 200, shared.body);
    assert.deepEqual(shared.json<AssetShareResult>().notifiedUsers, [ids.get(ENTITY_VIEWER)]);
  });

  test('refusals change nothing: private for the caller, users of another site, other sites, no site, bad bodies', async () => {
    await assertRefused(
      context,
      () => share(NON_MEMBER, privateId, { userIds: [ids.get(ENTITY_VIEWER)] }),
      403,
      ACCESS_MESSAGES.privateAsset,
    );
    await assertRefused(
      context,
      () => share(NON_MEMBER, openId, { userIds: [ids.get(ENTITY_VIEWER), ids.get(MERIDIAN_EDITOR)] }),
      400,
      `The request is not valid: user ${ids.get(MERIDIAN_EDITOR)} is not a user of the asset's site.`,
    );
    for (const as of [MERIDIAN_EDITOR, NO_SITE_USER])
      await assertRefused(
        context,
        () => share(as, openId, { userIds: [ids.get(ENTITY_VIEWER)] }),
        404,
        `No such asset: ${openId}.`,
      );
    await assertRefused(context, () => share(undefined, openId, { userIds: [ids.get(ENTITY_VIEWER)] }), 401);
    await assertRefused(context, () => share(NON_MEMBER, openId, { userIds: [] }), 400, /body\/userIds/);
    await assertRefused(
      context,
      () => share(NON_MEMBER, openId, { userIds: [1], message: 'x'.repeat(1001) }),
      400,
      /body\/message/,
    );
  });
});
