import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import { ACCESS_MESSAGES, notASiteUser } from '@portal/contracts';
import { and, eq } from 'drizzle-orm';
import {
  appObjectSettingValues,
  assets,
  assetUserGroups,
  collectionUsers,
  assetMembers,
  roles,
  userGroupMembers,
  userGroups,
} from '../../../db/schema/index.js';
import { builtinDashboardUrl } from '../../../bi/builtin-dashboards.js';
import { databaseSnapshot } from '../../../test/database-snapshot.js';
import { sharedDemoSite, type DemoSiteContext } from '../../../test/demo-site-context.js';
import { addDocument, siteNamed, userIdOf } from '../../../test/document-fixtures.js';
import {
  AWARDS_VIEWER,
  CREATIVE_ADMIN,
  MERIDIAN_EDITOR,
  MERIDIAN_VIEWER,
  PORTAL_ADMIN,
  SITE_ADMIN,
  SITE_VIEWER,
  UPLOADER,
} from '../../../test/cast.js';

/**
 * The access holes a probe of the running portal found, as an attacker would try them (issue 25): each attack is
 * refused, with the answer the portal gives everyone in that place, and changes nothing. Who may do what is the role
 * table's (@portal/contracts rules/site-roles.ts).
 */

// Northwind Discovery
// Meridian Insights: a site editor (editDeploymentIndex, exportReports) and a site member
// Northwind Awards only: a user of another site than Northwind Discovery

describe('access holes found by probing', () => {
  let context: DemoSiteContext;
  let northwind: number;
  before(async () => {
    context = await sharedDemoSite();
    northwind = await context.siteId('Northwind Discovery');
    for (const email of [
      SITE_ADMIN,
      UPLOADER,
      SITE_VIEWER,
      PORTAL_ADMIN,
      MERIDIAN_EDITOR,
      MERIDIAN_VIEWER,
      AWARDS_VIEWER,
    ])
      assert.equal((await context.request('GET', '/api/v2/users/me', { as: email })).statusCode, 200);
  });

  const member = async (email: string, roleCode: string) => ({
    user: { userId: await userIdOf(context.server.app, email), email },
    roleCode,
  });
  const unchanged = async (attack: () => Promise<{ statusCode: number; body: string }>) => {
    const before = await databaseSnapshot(context.server.app);
    const response = await attack();
    assert.deepEqual(await databaseSnapshot(context.server.app), before, 'the refused call changed nothing');
    return response;
  };

  describe('1. a collection editor cannot make themselves owner, and so cannot delete the collection', () => {
    let collectionId: number;
    const save = (as: string, members: unknown[]) =>
      context.request('PUT', `/api/v2/collections/save/${collectionId}`, {
        as,
        payload: { deploymentIndexId: northwind, collection: { name: 'Pitch work', collectionUsers: members } },
      });

    before(async () => {
      const created = await context.request('POST', '/api/v2/collections', {
        as: UPLOADER,
        payload: {
          deploymentIndexId: northwind,
          collection: { name: 'Pitch work', collectionUsers: [await member(SITE_VIEWER, 'collectionEditor')] },
        },
      });
      assert.equal(created.statusCode, 201, created.body);
      collectionId = created.json<{ collectionId: number }>().collectionId;
    });

    test('the editor naming themselves owner is refused, and their delete after it too', async () => {
      const promote = await unchanged(async () => save(SITE_VIEWER, [await member(SITE_VIEWER, 'collectionOwner')]));
      assert.equal(promote.statusCode, 403, promote.body);
      assert.equal(JSON.parse(promote.body).error, ACCESS_MESSAGES.collectionOwnersDenied);
      const remove = await unchanged(() =>
        context.request('DELETE', `/api/v2/collections/${collectionId}`, { as: SITE_VIEWER }),
      );
      assert.equal(remove.statusCode, 403, remove.body);
    });

    test('nor can the editor make someone else an owner', async () => {
      const response = await unchanged(async () =>
        save(SITE_VIEWER, [await member(SITE_VIEWER, 'collectionEditor'), await member(SITE_ADMIN, 'collectionOwner')]),
      );
      assert.equal(response.statusCode, 403, response.body);
      assert.equal(JSON.parse(response.body).error, ACCESS_MESSAGES.collectionOwnersDenied);
    });

    test('an editor may still change the other members while the owners stay as they are', async () => {
      const response = await save(SITE_VIEWER, [
        await member(SITE_VIEWER, 'collectionEditor'),
        await member(SITE_ADMIN, 'collectionViewer'),
      ]);
      assert.equal(response.statusCode, 200, response.body);
    });

    test('the owner may make the editor an owner', async () => {
      const response = await save(UPLOADER, [await member(SITE_VIEWER, 'collectionOwner')]);
      assert.equal(response.statusCode, 200, response.body);
      const viewerId = await userIdOf(context.server.app, SITE_VIEWER);
      const [row] = await context.server.app.db
        .select()
        .from(collectionUsers)
        .where(and(eq(collectionUsers.collectionId, collectionId), eq(collectionUsers.userId, viewerId)));
      assert.equal(row?.roleCode, 'collectionOwner');
    });
  });

  describe('2. a site editor is not trusted with a private asset they are not assigned to', () => {
    let assetId: number;
    before(async () => {
      const asset = await addDocument(context.server.app, await siteNamed(context.server.app, 'Meridian Insights'), {
        title: 'Board minutes',
        fileName: 'board-minutes.txt',
        bytes: new TextEncoder().encode('Confidential board minutes.'),
        mimeType: 'text/plain',
        visibility: 'Private',
        process: false,
      });
      assetId = asset.assetId;
    });
    const assignIds = async (as: string, emails: string[]) =>
      context.request('POST', `/api/v2/assets/${assetId}/acl/assign`, {
        as,
        payload: {
          userIds: await Promise.all(emails.map((email) => userIdOf(context.server.app, email))),
          assignments: [],
        },
      });

    test('assigning themselves as asset member is refused', async () => {
      const response = await unchanged(() => assignIds(MERIDIAN_EDITOR, [MERIDIAN_EDITOR]));
      assert.equal(response.statusCode, 403, response.body);
      assert.equal(JSON.parse(response.body).error, ACCESS_MESSAGES.accessManagementDenied);
      const members = await context.server.app.db.select().from(assetMembers).where(eq(assetMembers.assetId, assetId));
      assert.deepEqual(members, []);
      assert.equal((await assignIds(MERIDIAN_EDITOR, [MERIDIAN_VIEWER])).statusCode, 403);
    });

    test('reading the private file through the edit-document call is refused', async () => {
      const read = await unchanged(() =>
        context.request('POST', `/api/v2/insights/get/${assetId}`, { as: MERIDIAN_EDITOR }),
      );
      assert.equal(read.statusCode, 403, read.body);
      assert.equal(JSON.parse(read.body).error, ACCESS_MESSAGES.privateAsset);
      assert.ok(!read.body.includes('board-minutes.txt'), 'nothing of the asset is answered');
      const save = await unchanged(() =>
        context.request('PUT', `/api/v2/insights/save/${assetId}`, {
          as: MERIDIAN_EDITOR,
          payload: { title: 'Mine now' },
        }),
      );
      assert.equal(save.statusCode, 403, save.body);
    });

    test('a portal administrator may give access, to themselves too; an administrator of another site may not', async () => {
      const otherSiteAdmin = CREATIVE_ADMIN; // site admin of Meridian Creative only
      assert.equal((await unchanged(() => assignIds(otherSiteAdmin, [MERIDIAN_VIEWER]))).statusCode, 404);
      const byPortalAdmin = await assignIds(PORTAL_ADMIN, [PORTAL_ADMIN, MERIDIAN_VIEWER]);
      assert.equal(byPortalAdmin.statusCode, 200, byPortalAdmin.body);
      const members = await context.server.app.db.select().from(assetMembers).where(eq(assetMembers.assetId, assetId));
      assert.equal(members.length, 2);
    });

    test("a site administrator gives others access to the site's private assets, never themselves", async () => {
      const asset = await addDocument(context.server.app, await siteNamed(context.server.app, 'Northwind Discovery'), {
        title: 'Salary bands',
        fileName: 'bands.txt',
        bytes: new TextEncoder().encode('Bands.'),
        mimeType: 'text/plain',
        visibility: 'Private',
        process: false,
      });
      const assign = async (emails: string[]) =>
        context.request('POST', `/api/v2/assets/${asset.assetId}/acl/assign`, {
          as: SITE_ADMIN,
          payload: {
            userIds: await Promise.all(emails.map((email) => userIdOf(context.server.app, email))),
            assignments: [],
          },
        });
      const self = await unchanged(() => assign([SITE_ADMIN]));
      assert.equal(self.statusCode, 403, self.body);
      assert.equal(JSON.parse(self.body).error, ACCESS_MESSAGES.assignSelfDenied);
      assert.equal((await assign([SITE_VIEWER])).statusCode, 200);
    });
  });

  describe("3. a built-in dashboard's data needs access to a dashboard that shows it, or analyzeInsights", () => {
    const dashboard = (as: string, name = 'engagement') =>
      context.request('GET', `/api/v2/dashboards/builtin/${name}?indexId=${northwind}`, { as });

    test('a site member without dashboard access is refused', async () => {
      for (const name of ['engagement', 'uploads', 'searches']) {
        const response = await dashboard(SITE_VIEWER, name);
        assert.equal(response.statusCode, 403, `${name}: ${response.body}`);
        assert.equal(JSON.parse(response.body).error, ACCESS_MESSAGES.builtinDashboardDenied);
      }
    });

    test('the site administrator (analyzeInsights) reads every one', async () => {
      for (const name of ['engagement', 'uploads', 'searches'])
        assert.equal((await dashboard(SITE_ADMIN, name)).statusCode, 200, name);
    });

    test('a member of a user group given a dashboard asset reads the built-in dashboard it shows, and only that one', async () => {
      const app = context.server.app;
      const site = await siteNamed(app, 'Northwind Discovery');
      const asset = await addDocument(app, site, {
        title: 'Engagement dashboard',
        fileName: 'engagement.url',
        bytes: new TextEncoder().encode('[InternetShortcut]'),
        mimeType: 'text/plain',
        process: false,
      });
      await app.db
        .update(assets)
        .set({
          externalUrl: builtinDashboardUrl(context.server.config.publicUrl, northwind, 'engagement'),
          externalUrlAction: 'embed',
        })
        .where(eq(assets.assetId, asset.assetId));
      const [memberRole] = await app.db.select().from(roles).where(eq(roles.code, 'siteMember'));
      const [group] = await app.db
        .insert(userGroups)
        .values({ name: 'Engagement readers', deploymentIndexId: northwind, roleId: memberRole!.roleId })
        .returning();
      await app.db
        .insert(userGroupMembers)
        .values({ userGroupId: group!.userGroupId, userId: await userIdOf(app, SITE_VIEWER) });
      await app.db.insert(assetUserGroups).values({ assetId: asset.assetId, userGroupId: group!.userGroupId });
      assert.equal((await dashboard(SITE_VIEWER, 'engagement')).statusCode, 200);
      assert.equal((await dashboard(SITE_VIEWER, 'uploads')).statusCode, 403);
    });
  });

  describe('4. no existence oracles', () => {
    test("another site's asset and an unknown asset get the same customization answer", async () => {
      const other = await addDocument(context.server.app, await siteNamed(context.server.app, 'Northwind Awards'), {
        title: 'Awards brief',
        fileName: 'brief.txt',
        bytes: new TextEncoder().encode('Brief.'),
        mimeType: 'text/plain',
        process: false,
      });
      const unknown = other.assetId + 100000;
      for (const method of ['GET', 'PUT'] as const) {
        const payload = method === 'PUT' ? { settings: [] } : undefined;
        const ofOther = await context.request(method, `/api/v2/assets/${other.assetId}/customization`, {
          as: SITE_VIEWER,
          payload,
        });
        const ofNone = await context.request(method, `/api/v2/assets/${unknown}/customization`, {
          as: SITE_VIEWER,
          payload,
        });
        assert.equal(ofOther.statusCode, 404, `${method}: ${ofOther.body}`);
        assert.equal(ofNone.statusCode, 404, `${method}: ${ofNone.body}`);
        const error = (body: string, id: number) => JSON.parse(body).error.replace(String(id), 'ID');
        assert.equal(error(ofOther.body, other.assetId), error(ofNone.body, unknown));
      }
    });

    test('a save naming a user of another site and one naming no user get the same answer', async () => {
      const otherSiteUser = await userIdOf(context.server.app, AWARDS_VIEWER);
      const nobody = otherSiteUser + 100000;
      const entry = (userId: number, roleCode: string) => ({
        user: { userId, email: `user${userId}@example.com` },
        roleCode,
      });
      const group = (userId: number) =>
        context.request('POST', '/api/v2/groups', {
          as: UPLOADER,
          payload: {
            deploymentIndexId: northwind,
            group: { name: 'Probe', groupUsers: [entry(userId, 'groupViewer')] },
          },
        });
      const collection = (userId: number) =>
        context.request('POST', '/api/v2/collections', {
          as: UPLOADER,
          payload: {
            deploymentIndexId: northwind,
            collection: { name: 'Probe', collectionUsers: [entry(userId, 'collectionViewer')] },
          },
        });
      for (const [save, field] of [
        [group, 'body/group/groupUsers/0/user'],
        [collection, 'body/collection/collectionUsers/0/user'],
      ] as const) {
        const ofOther = await unchanged(() => save(otherSiteUser));
        const ofNone = await unchanged(() => save(nobody));
        assert.equal(ofOther.statusCode, 400, ofOther.body);
        assert.equal(JSON.parse(ofOther.body).error, notASiteUser(field, otherSiteUser));
        assert.equal(ofNone.statusCode, 400, ofNone.body);
        assert.equal(JSON.parse(ofNone.body).error, notASiteUser(field, nobody));
      }
    });
  });

  describe('5. customization values are checked before they are stored', () => {
    const saveSite = (settings: { appPropertyCode: string; value: string | null }[]) =>
      context.request('PUT', `/api/v2/deploymentIndexes/${northwind}/customization`, {
        as: SITE_ADMIN,
        payload: { settings },
      });
    const stored = (value: string) =>
      context.server.app.db.select().from(appObjectSettingValues).where(eq(appObjectSettingValues.value, value));

    for (const [code, value] of [
      ['userGuideLink', 'javascript:alert(document.cookie)'],
      ['userGuideLink', ' JavaScript:alert(1)'],
      ['userGuideLink', 'data:text/html,<script>alert(1)</script>'],
      ['--chartPrimaryColor', 'red; background: url(https://evil.example/x)'],
      ['--chart-background', 'expression(alert(1))'],
      ['chartColors', '["#123456", "url(javascript:alert(1))"]'],
    ] as const) {
      test(`${code} = ${value} is refused with 400 and not stored`, async () => {
        const response = await unchanged(() => saveSite([{ appPropertyCode: code, value }]));
        assert.equal(response.statusCode, 400, response.body);
        assert.match(JSON.parse(response.body).error, new RegExp(code.replace(/[-]/g, '\\-')));
        assert.deepEqual(await stored(value), []);
      });
    }

    test('a quick link to javascript: is refused; https and mailto: are kept', async () => {
      const save = (value: string) =>
        context.request('POST', `/api/v2/deploymentIndex/quicklinks/${northwind}`, {
          as: SITE_ADMIN,
          payload: [{ name: 'Help', quickLinkValues: [{ name: 'Desk', value }] }],
        });
      const refused = await unchanged(() => save('javascript:alert(1)'));
      assert.equal(refused.statusCode, 400, refused.body);
      for (const good of ['https://help.example.com/desk', 'mailto:help@example.com']) {
        const response = await save(good);
        assert.equal(response.statusCode, 200, response.body);
      }
    });

    test('links, colours and colour lists in their usual forms are kept', async () => {
      const response = await saveSite([
        { appPropertyCode: 'userGuideLink', value: 'https://docs.example.com/guide' },
        { appPropertyCode: '--chartPrimaryColor', value: 'rebeccapurple' },
        { appPropertyCode: '--chart-background', value: 'rgb(30 30 30 / 80%)' },
        { appPropertyCode: '--chart-guide-color', value: '#e0e0e0' },
        { appPropertyCode: 'chartColors', value: '["#1f4e79", "hsl(45 100% 47%)", "teal"]' },
      ]);
      assert.equal(response.statusCode, 200, response.body);
    });
  });
});
