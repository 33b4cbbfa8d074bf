import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import { ACCESS_MESSAGES } from '@portal/contracts';
import {
  collections,
  collectionUsers,
  groups,
  groupUsers,
  quickLinks,
  quickLinkValues,
} from '../../../../db/schema/index.js';
import { sharedDemoSite, type DemoSiteContext } from '../../../../test/demo-site-context.js';
import { userIdOf } from '../../../../test/document-fixtures.js';
import { ASSIGNED_MEMBER, NO_SITE_USER, SITE_ADMIN, SITE_VIEWER } from '../../../../test/cast.js';

interface QuickLinkBody {
  quickLinkId: number;
  name: string;
  quickLinkValues: { quickLinkValueId: number; quickLinkId: number; name: string; value: string }[];
}

describe('quick links: v2/{type}/quicklinks/{id} and v2/{type}/quicklinks', () => {
  let context: DemoSiteContext;
  let northwind: number;
  let awards: number;
  before(async () => {
    context = await sharedDemoSite();
    northwind = await context.siteId('Northwind Discovery');
    awards = await context.siteId('Northwind Awards');
  });

  const call = (method: 'GET' | 'POST', url: string, as?: string, payload?: unknown) =>
    context.request(method, `/api/v2/${url}`, { as, payload });

  const snapshot = async () => ({
    links: await context.server.app.db.select().from(quickLinks).orderBy(quickLinks.quickLinkId),
    values: await context.server.app.db.select().from(quickLinkValues).orderBy(quickLinkValues.quickLinkValueId),
  });

  test("returns a site's two seeded quick links with their values to a viewer", async () => {
    const response = await call('GET', `deploymentIndex/quicklinks/${northwind}`, SITE_VIEWER);
    assert.equal(response.statusCode, 200, response.body);
    const links: QuickLinkBody[] = response.json();
    assert.deepEqual(
      links.map((link) => link.name),
      ['Getting started', 'Resources'],
    );
    assert.deepEqual(Object.keys(links[0] ?? {}).sort(), ['name', 'quickLinkId', 'quickLinkValues']);
    const first = links[0]?.quickLinkValues[0];
    assert.ok(first);
    assert.deepEqual(Object.keys(first).sort(), ['name', 'quickLinkId', 'quickLinkValueId', 'value']);
    assert.equal(first.quickLinkId, links[0]?.quickLinkId);
    assert.equal(first.value, 'https://docs.example.com/northwind-discovery/user-guide');
  });

  test('refuses a call without a token with 401, and a user without the site with 403', async () => {
    assert.equal((await call('GET', `deploymentIndex/quicklinks/${northwind}`)).statusCode, 401);
    const denied = await call('GET', `deploymentIndex/quicklinks/${northwind}`, NO_SITE_USER);
    assert.equal(denied.statusCode, 403);
    assert.equal(denied.json().error, ACCESS_MESSAGES.noSiteAccess);
  });

  test('answers 400 naming the allowed types for an unknown (or plural) type', async () => {
    const response = await call('GET', `deploymentIndexes/quicklinks/${northwind}`, SITE_ADMIN);
    assert.equal(response.statusCode, 400);
    assert.equal(
      response.json().error,
      "Unknown entity type 'deploymentIndexes': use deploymentIndex, collection or group.",
    );
  });

  test('fetches many with POST v2/{type}/quicklinks, one entry per id in order', async () => {
    const response = await call('POST', 'deploymentIndex/quicklinks', SITE_ADMIN, [awards, northwind]);
    assert.equal(response.statusCode, 200, response.body);
    const entries = response.json();
    assert.deepEqual(
      entries.map((entry: { entityId: number }) => entry.entityId),
      [awards, northwind],
    );
    assert.equal(
      entries[0].quickLinks[0].quickLinkValues[0].value,
      'https://docs.example.com/northwind-awards/user-guide',
    );
    assert.equal((await call('POST', 'deploymentIndex/quicklinks', SITE_VIEWER, [awards])).statusCode, 403);
  });

  test("replaces a site's links for an administrator, keeping ids and ignoring a link with neither id nor values", async () => {
    const current: QuickLinkBody[] = (await call('GET', `deploymentIndex/quicklinks/${awards}`, SITE_ADMIN)).json();
    const kept = current[0];
    assert.ok(kept);
    const response = await call('POST', `deploymentIndex/quicklinks/${awards}`, SITE_ADMIN, [
      { ...kept, name: 'Start here', quickLinkValues: [{ ...kept.quickLinkValues[0], name: 'Guide' }] },
      { name: 'New links', quickLinkValues: [{ name: 'Portal', value: 'https://portal.example.com/' }] },
      { name: 'Empty and new', quickLinkValues: [] },
    ]);
    assert.equal(response.statusCode, 200, response.body);
    const saved: QuickLinkBody[] = response.json();
    assert.deepEqual(
      saved.map((link) => link.name),
      ['Start here', 'New links'],
    );
    assert.equal(saved[0]?.quickLinkId, kept.quickLinkId);
    assert.equal(saved[0]?.quickLinkValues[0]?.quickLinkValueId, kept.quickLinkValues[0]?.quickLinkValueId);
    assert.equal(saved[0]?.quickLinkValues.length, 1);
    const again: QuickLinkBody[] = (await call('GET', `deploymentIndex/quicklinks/${awards}`, SITE_ADMIN)).json();
    assert.deepEqual(again, saved);
  });

  test('refuses a save by a viewer without editDeploymentIndex with 403, changing nothing', async () => {
    const before = await snapshot();
    const response = await call('POST', `deploymentIndex/quicklinks/${northwind}`, SITE_VIEWER, []);
    assert.equal(response.statusCode, 403);
    assert.deepEqual(await snapshot(), before);
  });

  test("refuses a save of a collection's or group's links by a site member who is not its owner or editor (403), changing nothing; its editor and the site administrator may", async () => {
    const app = context.server.app;
    const memberId = await userIdOf(app, ASSIGNED_MEMBER);
    const viewerId = await userIdOf(app, SITE_VIEWER);
    const [collection] = await app.db
      .insert(collections)
      .values({ name: 'Links collection', deploymentIndexId: northwind })
      .returning();
    const [group] = await app.db
      .insert(groups)
      .values({ name: 'Links group', deploymentIndexId: northwind })
      .returning();
    assert.ok(collection && group);
    await app.db.insert(collectionUsers).values([
      { collectionId: collection.collectionId, userId: memberId, roleCode: 'collectionEditor' },
      { collectionId: collection.collectionId, userId: viewerId, roleCode: 'collectionViewer' },
    ]);
    await app.db.insert(groupUsers).values([
      { groupId: group.groupId, userId: memberId, roleCode: 'groupEditor' },
      { groupId: group.groupId, userId: viewerId, roleCode: 'groupViewer' },
    ]);
    const links = (name: string) => [{ name, quickLinkValues: [{ name: 'Site', value: 'https://example.com/' }] }];

    for (const [type, id] of [
      ['collection', collection.collectionId],
      ['group', group.groupId],
    ] as const) {
      const byEditor = await call('POST', `${type}/quicklinks/${id}`, ASSIGNED_MEMBER, links('By the editor'));
      assert.equal(byEditor.statusCode, 200, byEditor.body);

      const before = await snapshot();
      const attack = await call('POST', `${type}/quicklinks/${id}`, SITE_VIEWER, links('Phishing'));
      assert.equal(attack.statusCode, 403, attack.body);
      assert.equal(
        attack.json().error,
        `Only the ${type}'s owners and editors and the site's administrators may change its customization, quick links and theme.`,
      );
      assert.deepEqual(await snapshot(), before);
      const readBack: QuickLinkBody[] = (await call('GET', `${type}/quicklinks/${id}`, SITE_VIEWER)).json();
      assert.deepEqual(
        readBack.map((link) => link.name),
        ['By the editor'],
      );

      const byAdmin = await call('POST', `${type}/quicklinks/${id}`, SITE_ADMIN, links('By the administrator'));
      assert.equal(byAdmin.statusCode, 200, byAdmin.body);
    }
  });

  test('refuses a value that is not a URL with 400 naming it, changing nothing', async () => {
    const before = await snapshot();
    const response = await call('POST', `deploymentIndex/quicklinks/${northwind}`, SITE_ADMIN, [
      { name: 'Fine', quickLinkValues: [{ name: 'Ok', value: 'https://example.com' }] },
      { name: 'Broken', quickLinkValues: [{ name: 'Bad', value: 'not a url' }] },
    ]);
    assert.equal(response.statusCode, 400);
    assert.equal(
      response.json().error,
      "The quick link value [1].quickLinkValues[0].value 'not a url' is not a valid URL (http, https or mailto).",
    );
    const script = await call('POST', `deploymentIndex/quicklinks/${northwind}`, SITE_ADMIN, [
      { name: 'Script', quickLinkValues: [{ name: 'x', value: 'javascript:alert(1)' }] },
    ]);
    assert.equal(script.statusCode, 400);
    const missingName = await call('POST', `deploymentIndex/quicklinks/${northwind}`, SITE_ADMIN, [
      { quickLinkValues: [] },
    ]);
    assert.equal(missingName.statusCode, 400);
    assert.match(missingName.json().error, /name/);
    assert.deepEqual(await snapshot(), before);
  });

  test('400 naming the field for ids that are not ids, in the body or the path', async () => {
    for (const [method, url, payload, message] of [
      ['POST', 'deploymentIndex/quicklinks', ['x'], /body\/0/],
      ['POST', 'deploymentIndex/quicklinks', [0], /body\/0/],
      ['GET', 'deploymentIndex/quicklinks/abc', undefined, /params\/id/],
    ] as const) {
      const response = await call(method, url, SITE_ADMIN, payload);
      assert.equal(response.statusCode, 400, `${method} ${url}: ${response.body}`);
      assert.match(response.json().error, message);
    }
  });
});
