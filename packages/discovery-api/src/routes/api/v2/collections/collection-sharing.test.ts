import { createHash } from 'node:crypto';
import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import {
  ACCESS_MESSAGES,
  disabledAccountShare,
  SHARE_LINK_MESSAGES,
  type Asset,
  type Collection,
  type CollectionList,
  type OpenedShareLink,
  type ShareLink,
  type ShareResult,
} from '@portal/contracts';
import { and, eq } from 'drizzle-orm';
import {
  collectionAssets,
  capabilityLinks,
  capabilityLinkUses,
  collectionUserGroups,
  collectionUsers,
  notifications,
  userGroupMembers,
} from '../../../../db/schema/index.js';
import { siteMemberAccount } from '../../../../test/account-fixtures.js';
import { castSite } from '../../../../test/cast-site.js';
import { assertRefused, createGroup, signInEveryone } from '../../../../test/group-fixtures.js';
import { sharedDemoSite, type DemoSiteContext } from '../../../../test/demo-site-context.js';
import { addDocument, siteNamed, userGroupOf, userIdOf } from '../../../../test/document-fixtures.js';
import {
  ENTITY_EDITOR,
  ENTITY_OWNER,
  ENTITY_VIEWER,
  MERIDIAN_EDITOR,
  NON_MEMBER,
  NO_SITE_USER,
  SITE_ADMIN,
} from '../../../../test/cast.js';

/**
 * Sharing a collection (POST v2/collections/{id}/share), its share links, the themes of collections for their
 * members (v2/collections/theme, themes) and the pinned collections of an asset (only those the caller may see).
 */
describe('v2/collections sharing, share links, themes and pins', () => {
  let context: DemoSiteContext;
  let siteId: number;
  let meridianId: number;
  let sharedId: number;
  let linkedId: number;
  let publicId: number;

  const request = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, as: string | undefined, payload?: unknown) =>
    context.request(method, `/api/v2${url}`, { as, payload });
  const userId = (email: string) => userIdOf(context.server.app, email);
  const notFound = (id: number) => `No such collection: ${id}.`;

  before(async () => {
    context = await sharedDemoSite();
    await signInEveryone(context);
    siteId = await context.siteId('Northwind Discovery');
    meridianId = await context.siteId('Meridian Insights');
    const member = async (email: string, roleCode: string) => ({
      user: { userId: await userId(email), email },
      roleCode,
    });
    const create = async (collection: Record<string, unknown>) => {
      const response = await request('POST', '/collections', ENTITY_OWNER, { deploymentIndexId: siteId, collection });
      assert.equal(response.statusCode, 201, response.body);
      return response.json<Collection>().collectionId;
    };
    const members = [await member(ENTITY_EDITOR, 'collectionEditor'), await member(ENTITY_VIEWER, 'collectionViewer')];
    sharedId = await create({ name: 'Shared plans', collectionUsers: members });
    linkedId = await create({ name: 'Linked plans', collectionUsers: members });
    publicId = await create({ name: 'Public plans', isConfidential: false });
  });

  test("an asset's pinned collections list only those the caller may see", async () => {
    const app = context.server.app;
    const asset = await addDocument(app, await siteNamed(app, 'Northwind Discovery'), {
      title: 'Pinned twice',
      fileName: 'pinned.txt',
      bytes: new TextEncoder().encode('pinned'),
      mimeType: 'text/plain',
      process: false,
    });
    await app.db.insert(collectionAssets).values([
      { collectionId: sharedId, assetId: asset.assetId, pinned: true },
      { collectionId: publicId, assetId: asset.assetId, pinned: true },
    ]);
    const pinsAs = async (as: string) => {
      const response = await request('POST', '/insights/assetsWithDocIds', as, [asset.docId]);
      assert.equal(response.statusCode, 200, response.body);
      return response.json<Record<string, Asset>>()[asset.docId.toLowerCase()]!.pinnedCollections;
    };
    assert.deepEqual(await pinsAs(NON_MEMBER), [publicId]);
    assert.deepEqual(await pinsAs(ENTITY_VIEWER), [sharedId, publicId]);
    assert.deepEqual(await pinsAs(SITE_ADMIN), [sharedId, publicId]);
    await app.db.delete(collectionAssets).where(eq(collectionAssets.assetId, asset.assetId));
  });

  describe('themes of a collection (v2/collections/theme, themes)', () => {
    const form = (colour: string) => {
      const boundary = '----collection-theme';
      return {
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
        payload: Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="themeColor"\r\n\r\n${colour}\r\n--${boundary}--\r\n`,
        ),
      };
    };
    const save = (as: string | undefined, colour: string, id = sharedId) =>
      context.request('PUT', `/api/v2/collections/theme/${id}`, { as, ...form(colour) });

    test('members read it; owners and editors save it', async () => {
      for (const as of [ENTITY_OWNER, ENTITY_EDITOR, ENTITY_VIEWER, SITE_ADMIN]) {
        assert.equal((await request('GET', `/collections/theme/${sharedId}`, as)).statusCode, 200, as);
        assert.equal((await request('POST', '/collections/themes', as, [sharedId, publicId])).statusCode, 200, as);
      }
      for (const [as, colour] of [
        [ENTITY_OWNER, '#112233'],
        [ENTITY_EDITOR, '#445566'],
        [SITE_ADMIN, '#778899'],
      ] as const) {
        const saved = await save(as, colour);
        assert.equal(saved.statusCode, 200, `${as}: ${saved.body}`);
        assert.equal(saved.json<{ themeColor: string }>().themeColor, colour);
      }
    });

    test('everyone else is refused and nothing changes', async () => {
      await assertRefused(
        context,
        () => request('GET', `/collections/theme/${sharedId}`, NON_MEMBER),
        404,
        notFound(sharedId),
      );
      await assertRefused(context, () => request('POST', '/collections/themes', NON_MEMBER, [sharedId]), 404);
      for (const as of [MERIDIAN_EDITOR, NO_SITE_USER]) {
        await assertRefused(
          context,
          () => request('GET', `/collections/theme/${sharedId}`, as),
          404,
          notFound(sharedId),
        );
        await assertRefused(context, () => save(as, '#000000'), 404, notFound(sharedId));
      }
      await assertRefused(context, () => save(ENTITY_VIEWER, '#000000'), 403, /owners and editors/);
      await assertRefused(context, () => save(NON_MEMBER, '#000000'), 404, notFound(sharedId));
      await assertRefused(context, () => save(undefined, '#000000'), 401);
      await assertRefused(context, () => save(ENTITY_OWNER, 'red'), 400);
    });
  });

  describe('POST collections/{id}/share', () => {
    const share = (as: string | undefined, body: unknown, id = sharedId) =>
      request('POST', `/collections/${id}/share`, as, body);

    test('viewers, non-members and users of other sites are refused; bad users and user groups are a 400', async () => {
      const outsider = await userId(NON_MEMBER);
      const body = { userIds: [outsider] };
      await assertRefused(context, () => share(ENTITY_VIEWER, body), 403, /You may not change the collection/);
      for (const as of [NON_MEMBER, MERIDIAN_EDITOR, NO_SITE_USER])
        await assertRefused(context, () => share(as, body), 404, notFound(sharedId));
      await assertRefused(context, () => share(undefined, body), 401);
      await assertRefused(context, () => share(ENTITY_OWNER, body, 999_999), 404);
      const meridianGroup = await userGroupOf(context.server.app, MERIDIAN_EDITOR, meridianId);
      const bad: [unknown, RegExp][] = [
        [{ userIds: [outsider, await userId(MERIDIAN_EDITOR)] }, /is not a user of the collection's site/],
        [{ userIds: [999_999] }, /user 999999 is not a user/],
        [{ userGroupIds: [meridianGroup] }, /not a user group of this site/],
        [{ userIds: ['x'] }, /userIds/],
        [{ userIds: [0] }, /userIds/],
        [{ userIds: [outsider], message: 'x'.repeat(1001) }, /message/],
      ];
      for (const [payload, message] of bad)
        await assertRefused(context, () => share(ENTITY_OWNER, payload), 400, message);
    });

    test('an editor shares with users: new ones become viewers and are notified; members keep their role', async () => {
      const app = context.server.app;
      const outsider = await userId(NON_MEMBER);
      assert.equal((await request('GET', `/collections/get/${sharedId}`, NON_MEMBER)).statusCode, 404);
      const response = await share(ENTITY_EDITOR, {
        userIds: [outsider, await userId(ENTITY_VIEWER), await userId(ENTITY_EDITOR)],
        message: 'Have a look',
      });
      assert.equal(response.statusCode, 200, response.body);
      assert.deepEqual(response.json<ShareResult>(), {
        addedUserIds: [outsider],
        addedUserGroupIds: [],
        notifiedUsers: 1,
      });
      const roles = await app.db.select().from(collectionUsers).where(eq(collectionUsers.collectionId, sharedId));
      assert.equal(roles.find((row) => row.userId === outsider)?.roleCode, 'collectionViewer');
      const viewer = await userId(ENTITY_VIEWER);
      const editor = await userId(ENTITY_EDITOR);
      assert.equal(roles.find((row) => row.userId === viewer)?.roleCode, 'collectionViewer');
      assert.equal(roles.find((row) => row.userId === editor)?.roleCode, 'collectionEditor');
      assert.deepEqual(roles.map((row) => row.roleCode).sort(), [
        'collectionEditor',
        'collectionOwner',
        'collectionViewer',
        'collectionViewer',
      ]);
      const [note] = await app.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, outsider), eq(notifications.relatedEntityType, 'collection')));
      assert.ok(note);
      assert.match(note.title, /shared a collection with you/);
      assert.match(note.message, /'Shared plans'/);
      assert.ok(note.message.includes(`/sites/${siteId}/collections/details/${sharedId}`));
      assert.match(note.message, /Have a look/);
      assert.deepEqual([note.relatedEntityType, note.relatedEntityId], ['collection', String(sharedId)]);
      const seen = await request('GET', `/collections/get/${sharedId}`, NON_MEMBER);
      assert.equal(seen.statusCode, 200);
      assert.equal(seen.json<Collection>().isEditable, false);
      // Sharing again adds and notifies no one.
      assert.deepEqual((await share(ENTITY_OWNER, { userIds: [outsider] })).json<ShareResult>(), {
        addedUserIds: [],
        addedUserGroupIds: [],
        notifiedUsers: 0,
      });
    });

    test('sharing with a user group gives it access and notifies its members (the sharer aside)', async () => {
      const app = context.server.app;
      const group = await userGroupOf(app, SITE_ADMIN, siteId);
      const members = await app.db
        .select({ userId: userGroupMembers.userId })
        .from(userGroupMembers)
        .where(eq(userGroupMembers.userGroupId, group));
      const owner = await userId(ENTITY_OWNER);
      const expected = new Set(members.map((row) => row.userId).filter((id) => id !== owner)).size;
      const response = await share(ENTITY_OWNER, { userGroupIds: [group, group] });
      assert.equal(response.statusCode, 200, response.body);
      assert.deepEqual(response.json<ShareResult>(), {
        addedUserIds: [],
        addedUserGroupIds: [group],
        notifiedUsers: expected,
      });
      const given = await app.db
        .select()
        .from(collectionUserGroups)
        .where(and(eq(collectionUserGroups.collectionId, sharedId), eq(collectionUserGroups.userGroupId, group)));
      assert.equal(given.length, 1);
      assert.equal(
        (await share(SITE_ADMIN, { userGroupIds: [group] })).json<ShareResult>().addedUserGroupIds.length,
        0,
      );
    });

    test('a collection or group shared with a disabled account is refused, naming them; a user group tells only its active members', async () => {
      const app = context.server.app;
      const site = await castSite(context, 'Sharing with disabled accounts');
      const id = site.deploymentIndexId;
      const { user: disabled, userGroupId: disabledGroup } = await siteMemberAccount(context, id, {
        givenName: 'Dana',
        lastName: 'Reyes',
        status: 'disabled',
      });
      const { user: active, userGroupId: activeGroup } = await siteMemberAccount(context, id, {
        givenName: 'Rui',
        lastName: 'Costa',
        status: 'active',
      });
      await app.db.insert(userGroupMembers).values({ userGroupId: activeGroup, userId: disabled.userId });
      const made = await request('POST', '/collections', ENTITY_OWNER, {
        deploymentIndexId: id,
        collection: { name: 'Launch plans' },
      });
      assert.equal(made.statusCode, 201, made.body);
      const collectionId = made.json<Collection>().collectionId;
      const groupId = (await createGroup(context, ENTITY_OWNER, id, { name: 'Launch group' })).groupId;
      const told = async (userId: number) =>
        (await app.db.select().from(notifications).where(eq(notifications.userId, userId))).length;

      for (const url of [`/collections/${collectionId}/share`, `/groups/${groupId}/share`])
        await assertRefused(
          context,
          () => request('POST', url, ENTITY_OWNER, { userIds: [active.userId, disabled.userId], message: 'Look' }),
          400,
          disabledAccountShare(`Dana Reyes (${disabled.email})`),
        );
      assert.equal(await told(disabled.userId), 0);

      // A user group's access is the group's, disabled members included; only the active ones are told.
      for (const url of [`/collections/${collectionId}/share`, `/groups/${groupId}/share`]) {
        const response = await request('POST', url, ENTITY_OWNER, { userGroupIds: [activeGroup, disabledGroup] });
        assert.equal(response.statusCode, 200, response.body);
        assert.deepEqual(response.json<ShareResult>(), {
          addedUserIds: [],
          addedUserGroupIds: [activeGroup, disabledGroup].sort((a, b) => a - b),
          notifiedUsers: 1,
        });
      }
      assert.equal(await told(active.userId), 2);
      assert.equal(await told(disabled.userId), 0);
    });
  });

  describe('share links', () => {
    const links = (as: string | undefined, id = linkedId) => request('GET', `/collections/${id}/shareLinks`, as);
    const createLink = (as: string | undefined, body: unknown, id = linkedId) =>
      request('POST', `/collections/${id}/shareLinks`, as, body);
    const open = (as: string | undefined, token: string) =>
      request('POST', `/collections/shareLinks/${encodeURIComponent(token)}/open`, as);
    const revoke = (as: string | undefined, linkId: number, id = linkedId) =>
      request('DELETE', `/collections/${id}/shareLinks/${linkId}`, as);
    let link: ShareLink;

    test('owners and site administrators create and list links; everyone else is refused', async () => {
      const created = await createLink(ENTITY_OWNER, { expiresInDays: 7 });
      assert.equal(created.statusCode, 201, created.body);
      link = created.json<ShareLink>();
      assert.match(link.token!, /^[A-Za-z0-9_-]{43}$/);
      const [stored] = await context.server.app.db
        .select()
        .from(capabilityLinks)
        .where(eq(capabilityLinks.linkId, link.shareLinkId));
      assert.equal(stored?.tokenHash, createHash('sha256').update(link.token!).digest('hex'), 'only the hash is kept');
      assert.equal(link.collectionId, linkedId);
      assert.equal(link.revoked, null);
      assert.equal(link.uses, 0);
      assert.ok(link.createdBy);
      const days = (Date.parse(link.expires) - Date.parse(link.created)) / 86_400_000;
      assert.ok(Math.abs(days - 7) < 0.01, String(days));
      const byAdmin = await createLink(SITE_ADMIN, {});
      assert.equal(byAdmin.statusCode, 201, byAdmin.body);
      const listed = await links(ENTITY_OWNER);
      assert.equal(listed.statusCode, 200, listed.body);
      assert.deepEqual(
        listed.json<ShareLink[]>().map((entry) => entry.shareLinkId),
        [link.shareLinkId, byAdmin.json<ShareLink>().shareLinkId],
      );
      assert.ok(
        listed.json<ShareLink[]>().every((entry) => entry.token === undefined),
        'a token is shown once, when its link is made',
      );
      assert.equal((await links(SITE_ADMIN)).statusCode, 200);

      for (const as of [ENTITY_EDITOR, ENTITY_VIEWER]) {
        await assertRefused(context, () => links(as), 403, /owners and the site's administrators/);
        await assertRefused(context, () => createLink(as, { expiresInDays: 3 }), 403, /share links/);
        await assertRefused(context, () => revoke(as, link.shareLinkId), 403, /share links/);
      }
      for (const as of [NON_MEMBER, MERIDIAN_EDITOR, NO_SITE_USER]) {
        await assertRefused(context, () => links(as), 404, notFound(linkedId));
        await assertRefused(context, () => createLink(as, { expiresInDays: 3 }), 404, notFound(linkedId));
        await assertRefused(context, () => revoke(as, link.shareLinkId), 404, notFound(linkedId));
      }
      await assertRefused(context, () => links(undefined), 401);
      await assertRefused(context, () => createLink(undefined, {}), 401);
      for (const body of [{ expiresInDays: 0 }, { expiresInDays: 91 }, { expiresInDays: 'x' }, { expiresInDays: 1.5 }])
        await assertRefused(context, () => createLink(ENTITY_OWNER, body), 400, /expiresInDays/);
      await assertRefused(context, () => createLink(ENTITY_OWNER, {}, 999_999), 404);
    });

    test('a site user who is no member opens a link and reads the collection, read-only and outside their lists', async () => {
      const app = context.server.app;
      assert.equal((await request('GET', `/collections/get/${linkedId}`, NON_MEMBER)).statusCode, 404);
      const opened = await open(NON_MEMBER, link.token!);
      assert.equal(opened.statusCode, 200, opened.body);
      assert.deepEqual(opened.json<OpenedShareLink>(), {
        collectionId: linkedId,
        deploymentIndexId: siteId,
        name: 'Linked plans',
      });
      const seen = await request('GET', `/collections/get/${linkedId}`, NON_MEMBER);
      assert.equal(seen.statusCode, 200, seen.body);
      assert.deepEqual([seen.json<Collection>().isEditable, seen.json<Collection>().canDelete], [false, false]);
      assert.equal((await request('GET', `/collections/${linkedId}/assets`, NON_MEMBER)).statusCode, 200);
      await assertRefused(
        context,
        () => request('PUT', `/collections/save/${linkedId}`, NON_MEMBER, { collection: { name: 'Mine now' } }),
        403,
      );
      await assertRefused(context, () => links(NON_MEMBER), 403);
      await assertRefused(context, () => request('DELETE', `/collections/${linkedId}`, NON_MEMBER), 403);
      for (const type of ['my', 'shared', 'all-public']) {
        const list = await request('GET', `/collections?type=${type}&deploymentIndexId=${siteId}`, NON_MEMBER);
        assert.equal(list.statusCode, 200, list.body);
        assert.ok(!list.json<CollectionList>().rows.some((row) => row.collectionId === linkedId), type);
      }
      const listed = (await links(ENTITY_OWNER))
        .json<ShareLink[]>()
        .find((entry) => entry.shareLinkId === link.shareLinkId)!;
      assert.equal(listed.uses, 1);
      assert.ok(listed.lastUsed);
      assert.equal((await open(NON_MEMBER, link.token!)).statusCode, 200);
      const uses = await app.db
        .select()
        .from(capabilityLinkUses)
        .where(eq(capabilityLinkUses.linkId, link.shareLinkId));
      assert.deepEqual(
        uses.map((use) => use.userId),
        [await userId(NON_MEMBER), await userId(NON_MEMBER)],
      );
    });

    test('users without the site, unknown tokens and bad tokens are refused and nothing is recorded', async () => {
      for (const as of [MERIDIAN_EDITOR, NO_SITE_USER])
        await assertRefused(context, () => open(as, link.token!), 403, ACCESS_MESSAGES.noSiteAccess);
      await assertRefused(context, () => open(undefined, link.token!), 401);
      for (const token of ['unknown-token', 'a'.repeat(43), 'bad token!'])
        await assertRefused(context, () => open(NON_MEMBER, token), 404, SHARE_LINK_MESSAGES.unknown);
      await assertRefused(context, () => open(NON_MEMBER, 'x\u0000y'), 400, /NUL/);
    });

    test('a revoked link answers 410 and takes the reading away; so does an expired one', async () => {
      const app = context.server.app;
      const [other] = await app.db
        .insert(capabilityLinks)
        .values({
          purpose: 'collectionShare',
          collectionId: sharedId,
          tokenHash: createHash('sha256').update('other-collection-link').digest('hex'),
          expires: new Date(Date.now() + 86_400_000),
        })
        .returning();
      await assertRefused(
        context,
        () => revoke(ENTITY_OWNER, other!.linkId),
        404,
        `No such share link: ${other!.linkId}.`,
      );
      await assertRefused(context, () => revoke(ENTITY_OWNER, 999_999), 404);
      await assertRefused(context, () => request('DELETE', `/collections/${linkedId}/shareLinks/x`, ENTITY_OWNER), 400);

      const revoked = await revoke(ENTITY_OWNER, link.shareLinkId);
      assert.equal(revoked.statusCode, 200, revoked.body);
      const revokedAt = revoked.json<ShareLink>().revoked;
      assert.ok(revokedAt);
      assert.equal((await revoke(SITE_ADMIN, link.shareLinkId)).json<ShareLink>().revoked, revokedAt);
      await assertRefused(context, () => open(NON_MEMBER, link.token!), 410, SHARE_LINK_MESSAGES.revoked);
      const hidden = await request('GET', `/collections/get/${linkedId}`, NON_MEMBER);
      assert.equal(hidden.statusCode, 404);
      assert.equal(hidden.json().error, notFound(linkedId));

      const fresh = (await createLink(ENTITY_OWNER, { expiresInDays: 1 })).json<ShareLink>();
      assert.equal((await open(NON_MEMBER, fresh.token!)).statusCode, 200);
      assert.equal((await request('GET', `/collections/get/${linkedId}`, NON_MEMBER)).statusCode, 200);
      await app.db
        .update(capabilityLinks)
        .set({ expires: new Date(Date.now() - 1000) })
        .where(eq(capabilityLinks.linkId, fresh.shareLinkId));
      await assertRefused(context, () => open(NON_MEMBER, fresh.token!), 410, SHARE_LINK_MESSAGES.expired);
      assert.equal((await request('GET', `/collections/get/${linkedId}`, NON_MEMBER)).statusCode, 404);
      // Members keep reading as before.
      assert.equal((await request('GET', `/collections/get/${linkedId}`, ENTITY_VIEWER)).statusCode, 200);
    });
  });
});
