import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { startDemoSiteContext, type DemoSiteContext } from '../../../../test/demo-site-context.js';

describe('GET /api/v2/usergroups/deploymentindex/{id}', () => {
  let context: DemoSiteContext;
  before(async () => {
    context = await startDemoSiteContext();
  });
  after(async () => {
    await context?.close();
  });

  const userGroupsOf = (id: number | string, as?: string) =>
    context.request('GET', `/api/v2/usergroups/deploymentindex/${id}`, { as });

  test('lists the site user groups with their roles', async () => {
    const siteId = await context.siteId('Northwind Discovery');
    const response = await userGroupsOf(siteId, 'sofia.rossi@demo.portal');
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
    assert.equal(groups.length, 6);
    const members = groups.find((group) => group.name === 'Northwind Discovery members');
    assert.ok(members, JSON.stringify(groups));
    assert.deepEqual(Object.keys(members).sort(), ['deploymentIndexId', 'name', 'role', 'roleId', 'userGroupId']);
    assert.equal(members.deploymentIndexId, siteId);
    assert.equal(members.role.code, 'siteMember');
    assert.equal(members.role.roleId, members.roleId);
    assert.deepEqual(groups.map((group) => group.role.code).sort(), [
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
    const forbidden = await userGroupsOf(siteId, 'ethan.brooks@demo.portal');
    assert.equal(forbidden.statusCode, 403);
    assert.equal(forbidden.json().error, 'You do not have access to this site.');
    const bad = await userGroupsOf('abc', 'noah.patel@demo.portal');
    assert.equal(bad.statusCode, 400);
    assert.match(bad.json().error, /params\/id/);
  });
});
