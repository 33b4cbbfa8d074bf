import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import { ACCESS_MESSAGES } from '@portal/contracts';
import { sharedDemoSite, type DemoSiteContext } from '../../../../test/demo-site-context.js';
import { NO_SITE_USER, PORTAL_ADMIN, SITE_VIEWER } from '../../../../test/cast.js';

describe('GET /api/v2/usergroups/deploymentindex/{id}', () => {
  let context: DemoSiteContext;
  before(async () => {
    context = await sharedDemoSite();
  });

  const userGroupsOf = (id: number | string, as?: string) =>
    context.request('GET', `/api/v2/usergroups/deploymentindex/${id}`, { as });

  test('lists the site user groups with their roles', async () => {
    const siteId = await context.siteId('Northwind Discovery');
    const response = await userGroupsOf(siteId, SITE_VIEWER);
    assert.equal(response.statusCode, 200, response.body);
    const groups = response.json<
      {
        userGroupId: number;
        name: string;
        deploymentIndexId: number;
        roleId: number;
        role: { roleId: number; name: string; code: string };
      }[]
    >();
    // The demo seed's six groups, and any a test of this process gave the site: the site's own, none of another site.
    assert.ok(groups.length >= 6, JSON.stringify(groups));
    assert.ok(groups.every((group) => group.deploymentIndexId === siteId));
    const members = groups.find((group) => group.name === 'Northwind Discovery members');
    assert.ok(members, JSON.stringify(groups));
    assert.deepEqual(Object.keys(members).sort(), ['deploymentIndexId', 'name', 'role', 'roleId', 'userGroupId']);
    assert.equal(members.deploymentIndexId, siteId);
    assert.equal(members.role.code, 'siteMember');
    assert.equal(members.role.roleId, members.roleId);
    assert.deepEqual([...new Set(groups.map((group) => group.role.code))].sort(), [
      'aiUser',
      'contentUploader',
      'siteAdministrator',
      'siteAnalyst',
      'siteEditor',
      'siteMember',
    ]);
  });

  test('401 without a token, 403 without access, 400 for a bad id', async () => {
    const siteId = await context.siteId('Northwind Discovery');
    assert.equal((await userGroupsOf(siteId)).statusCode, 401);
    const forbidden = await userGroupsOf(siteId, NO_SITE_USER);
    assert.equal(forbidden.statusCode, 403);
    assert.equal(forbidden.json().error, ACCESS_MESSAGES.noSiteAccess);
    const bad = await userGroupsOf('abc', PORTAL_ADMIN);
    assert.equal(bad.statusCode, 400);
    assert.match(bad.json().error, /params\/id/);
  });
});
