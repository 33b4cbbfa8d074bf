import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import { PERMISSION_NAMES, SITE_ROLE_CODES, SITE_ROLES, type SiteRoleCode } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { roles, userGroupMembers, userGroups, users } from '../../../db/schema/index.js';
import { sharedDemoSite, type DemoSiteContext } from '../../../test/demo-site-context.js';
import { addDocument, siteNamed } from '../../../test/document-fixtures.js';
import { PORTAL_ADMIN, UPLOADER } from '../../../test/cast.js';

/**
 * The role table (@portal/contracts rules/site-roles.ts) as the server applies it: a user holding each site role,
 * and only it, on Northwind Discovery gets exactly the table's permission names (every role × every permission name),
 * and can do exactly the table's abilities, each tried through a real call. A portal administrator gets everything.
 */

const holderOf = (code: SiteRoleCode) => `role-${code.toLowerCase()}@roles.test`;

describe('the role table, applied by the server', () => {
  let context: DemoSiteContext;
  let siteId: number;
  let privateAssetId: number;
  let publicAssetId: number;
  before(async () => {
    context = await sharedDemoSite();
    const app = context.server.app;
    siteId = await context.siteId('Northwind Discovery');
    for (const code of SITE_ROLE_CODES) {
      const [role] = await app.db.select().from(roles).where(eq(roles.code, code));
      assert.ok(role, `the role ${code} exists`);
      const [group] = await app.db
        .insert(userGroups)
        .values({ name: `Only ${code}`, deploymentIndexId: siteId, roleId: role.roleId })
        .returning();
      const [user] = await app.db
        .insert(users)
        .values({ email: holderOf(code) })
        .returning();
      await app.db.insert(userGroupMembers).values({ userGroupId: group!.userGroupId, userId: user!.userId });
    }
    const site = await siteNamed(app, 'Northwind Discovery');
    const add = async (title: string, visibility: 'Public' | 'Private') =>
      (
        await addDocument(app, site, {
          title,
          fileName: `${title.toLowerCase().replaceAll(' ', '-')}.txt`,
          bytes: new TextEncoder().encode(title),
          mimeType: 'text/plain',
          visibility,
          createdBy: UPLOADER,
          process: false,
        })
      ).assetId;
    privateAssetId = await add('Private plan', 'Private');
    publicAssetId = await add('Public plan', 'Public');
  });

  const call = (as: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
    context.request(method, `/api/v2${url}`, { as, payload });
  const create = async (kind: 'collections' | 'groups', name: string) => {
    const key = kind === 'collections' ? 'collection' : 'group';
    const response = await call(UPLOADER, 'POST', `/${kind}`, {
      deploymentIndexId: siteId,
      [key]: { name, isConfidential: true },
    });
    assert.ok(response.statusCode === 200 || response.statusCode === 201, response.body);
    return response.json<{ collectionId?: number; groupId?: number }>()[`${key}Id`]!;
  };
  const allowed = (status: number, what: string) => {
    assert.ok([200, 201, 204, 403, 404].includes(status), `${what}: ${status}`);
    return status < 300;
  };

  for (const code of SITE_ROLE_CODES) {
    describe(code, () => {
      const as = holderOf(code);
      const role = SITE_ROLES[code];

      test('every permission name is granted exactly as the table says', async () => {
        const response = await call(as, 'POST', `/deploymentIndexes/${siteId}/checkPermissions`);
        assert.equal(response.statusCode, 200, response.body);
        const permissions = response.json<Record<string, boolean>>();
        for (const name of PERMISSION_NAMES)
          assert.equal(permissions[name], role.permissions.includes(name), `${code} ${name}`);
      });

      test('assets: open a private one, give access to it, edit one they did not upload', async () => {
        const opened = await call(as, 'GET', `/assets/${privateAssetId}/acl/checkPermission/accessPrivateAsset`);
        assert.equal(opened.statusCode, 200, opened.body);
        assert.equal(
          opened.json<{ accessPrivateAsset: boolean }>().accessPrivateAsset,
          role.assets.includes('openPrivate'),
        );
        const manage = await call(as, 'GET', `/assets/${privateAssetId}/acl/assignments`);
        assert.equal(allowed(manage.statusCode, 'manageAccess'), role.assets.includes('manageAccess'), manage.body);
        const edit = await call(as, 'POST', `/insights/get/${publicAssetId}`);
        assert.equal(allowed(edit.statusCode, 'editAny'), role.assets.includes('editAny'), edit.body);
        const editPrivate = await call(as, 'POST', `/insights/get/${privateAssetId}`);
        const mayEditPrivate = role.assets.includes('editAny') && role.assets.includes('openPrivate');
        assert.equal(allowed(editPrivate.statusCode, 'edit a private one'), mayEditPrivate, editPrivate.body);
      });

      for (const kind of ['collections', 'groups'] as const) {
        test(`${kind}: see another's confidential one, change it, delete it, feature it`, async () => {
          const abilities = role[kind];
          const id = await create(kind, `${code}'s test of ${kind}`);
          const seen = await call(as, 'GET', kind === 'collections' ? `/collections/get/${id}` : `/groups/${id}`);
          assert.equal(allowed(seen.statusCode, 'seeConfidential'), abilities.includes('seeConfidential'), seen.body);

          const change =
            kind === 'collections'
              ? await call(as, 'PUT', `/collections/save/${id}`, { collection: { name: 'Renamed' } })
              : await call(as, 'PUT', `/groups/${id}`, { deploymentIndexId: siteId, group: { name: 'Renamed' } });
          assert.equal(allowed(change.statusCode, 'changeAny'), abilities.includes('changeAny'), change.body);

          const feature =
            kind === 'collections'
              ? await call(as, 'POST', `/collections/markAsFeatured/${id}/${siteId}`)
              : await call(as, 'POST', `/groups/markAsFeatured/${id}/${siteId}`);
          // Featuring one the role may not see answers 404 like an unknown one; the ability is tried on a visible one.
          if (abilities.includes('seeConfidential'))
            assert.equal(allowed(feature.statusCode, 'feature'), abilities.includes('feature'), feature.body);
          else assert.equal(feature.statusCode, 404, feature.body);

          const removal = await call(as, 'DELETE', kind === 'collections' ? `/collections/${id}` : `/groups/${id}`);
          assert.equal(allowed(removal.statusCode, 'deleteAny'), abilities.includes('deleteAny'), removal.body);
        });

        test(`${kind}: feature a public one of someone else`, async () => {
          const id = await create(kind, `${code}'s public ${kind}`);
          const key = kind === 'collections' ? 'collection' : 'group';
          const opened = await call(
            UPLOADER,
            'PUT',
            kind === 'collections' ? `/collections/save/${id}` : `/groups/${id}`,
            { deploymentIndexId: siteId, [key]: { name: `${code}'s public ${kind}`, isConfidential: false } },
          );
          assert.equal(opened.statusCode, 200, opened.body);
          const feature = await call(as, 'POST', `/${kind}/markAsFeatured/${id}/${siteId}`);
          assert.equal(allowed(feature.statusCode, 'feature'), role[kind].includes('feature'), feature.body);
        });
      }

      test("the site: manage its user groups, customize it, read its built-in dashboards' data", async () => {
        const [member] = await context.server.app.db.select().from(roles).where(eq(roles.code, 'siteMember'));
        const made = await call(as, 'POST', '/usergroups', {
          deploymentIndexId: siteId,
          name: `${code}'s user group`,
          roleId: member!.roleId,
        });
        assert.equal(allowed(made.statusCode, 'manageMembers'), role.site.includes('manageMembers'), made.body);
        if (made.statusCode === 201)
          assert.equal((await call(as, 'DELETE', `/usergroups/${made.json().userGroupId}`)).statusCode, 204);
        const customize = await call(as, 'PUT', `/deploymentIndexes/${siteId}/customization`, { settings: [] });
        assert.equal(allowed(customize.statusCode, 'customize'), role.site.includes('customize'), customize.body);
        const insights = await call(as, 'GET', `/dashboards/builtin/engagement?indexId=${siteId}`);
        assert.equal(
          allowed(insights.statusCode, 'analyzeInsights'),
          role.site.includes('analyzeInsights'),
          insights.body,
        );
      });
    });
  }

  test('a portal administrator holds every permission name on every site', async () => {
    for (const name of ['Northwind Discovery', 'Meridian Creative'] as const) {
      const response = await call(
        PORTAL_ADMIN,
        'POST',
        `/deploymentIndexes/${await context.siteId(name)}/checkPermissions`,
      );
      assert.equal(response.statusCode, 200, response.body);
      assert.ok(
        PERMISSION_NAMES.every((permission) => response.json<Record<string, boolean>>()[permission]),
        name,
      );
    }
  });
});
