import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import { ACCESS_MESSAGES } from '@portal/contracts';
import type { AvailableCollection, AvailableGroup, Group } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { groupCollections } from '../../../../db/schema/index.js';
import {
  assertRefused,
  confidentialGroup,
  createGroup,
  insertCollection,
  signInEveryone,
} from '../../../../test/group-fixtures.js';
import { sharedDemoSite, type DemoSiteContext } from '../../../../test/demo-site-context.js';
import { castSite } from '../../../../test/cast-site.js';
import {
  ENTITY_EDITOR,
  ENTITY_OWNER,
  ENTITY_VIEWER,
  MERIDIAN_EDITOR,
  NON_MEMBER,
  NO_SITE_USER,
  SITE_ADMIN,
} from '../../../../test/cast.js';

describe("a group's collections: addCollections, associateCollectionToGroups, remove, collectionForm/available…", () => {
  let context: DemoSiteContext;
  let northwind: number;
  let meridian: number;
  let open: number; // a collection every user of Northwind Discovery sees
  let secret: number; // confidential, EDITOR's; ENTITY_VIEWER may not see it
  let elsewhere: number; // on Meridian
  before(async () => {
    context = await sharedDemoSite();
    northwind = (await castSite(context, 'Group collections')).deploymentIndexId;
    meridian = await context.siteId('Meridian Insights');
    await signInEveryone(context);
    open = await insertCollection(context, northwind, { name: 'Open collection' });
    secret = await insertCollection(context, northwind, {
      name: 'Secret collection',
      isConfidential: true,
      createdBy: ENTITY_EDITOR,
    });
    elsewhere = await insertCollection(context, meridian, { name: 'Meridian collection' });
  });

  const add = (id: number | string, collections: unknown, as?: string) =>
    context.request('PUT', `/api/v2/groups/addCollections/${id}`, { as, payload: { collections } });
  const removeFrom = (groupId: number, collectionId: number, as?: string) =>
    context.request('DELETE', `/api/v2/groups/${groupId}/collections/${collectionId}`, { as });
  const associate = (collectionId: number, groupIds: unknown, as?: string) =>
    context.request('PUT', `/api/v2/groups/associateCollectionToGroups/${collectionId}`, { as, payload: { groupIds } });
  const members = async (groupId: number) =>
    (await context.server.app.db.select().from(groupCollections).where(eq(groupCollections.groupId, groupId)))
      .map((row) => row.collectionId)
      .sort((a, b) => a - b);

  test('addCollections: owners and editors add collections of the site they may see; everyone else is refused', async () => {
    const group = await confidentialGroup(context, northwind, 'With collections');
    const id = group.groupId;
    const response = await add(id, [open, secret, open], ENTITY_EDITOR);
    assert.equal(response.statusCode, 200, response.body);
    const answer = response.json<Group>();
    assert.deepEqual(
      answer.collections.map((collection) => collection.name),
      ['Open collection', 'Secret collection'],
    );
    assert.deepEqual(answer.collections[0], {
      collectionId: open,
      name: 'Open collection',
      description: '',
      isConfidential: false,
      isRelatedCollection: false,
      collectionAssetsCount: 0,
      thumbnailUrl: null,
    });
    assert.equal(answer.collectionGroupsCount, 2);
    assert.deepEqual(
      await members(id),
      [open, secret].sort((a, b) => a - b),
    );
    // The viewer of the group sees only the collections they may see.
    const viewed = (await context.request('GET', `/api/v2/groups/${id}`, { as: ENTITY_VIEWER })).json<Group>();
    assert.deepEqual(
      viewed.collections.map((collection) => collection.collectionId),
      [open],
    );
    assert.equal(viewed.collectionGroupsCount, 1);
    assert.equal((await add(id, [open], ENTITY_OWNER)).statusCode, 200, 'adding again changes nothing');

    const other = await confidentialGroup(context, northwind, 'Refusals');
    const oid = other.groupId;
    await assertRefused(context, () => add(oid, [open]), 401);
    await assertRefused(context, () => add(oid, [open], ENTITY_VIEWER), 403, ACCESS_MESSAGES.groupChangeDenied);
    await assertRefused(context, () => add(oid, [open], NON_MEMBER), 404, `No such group: ${oid}.`);
    await assertRefused(context, () => add(oid, [open], MERIDIAN_EDITOR), 404, `No such group: ${oid}.`);
    await assertRefused(context, () => add(oid, [open], NO_SITE_USER), 404, `No such group: ${oid}.`);
    await assertRefused(context, () => add(999999, [open], ENTITY_OWNER), 404, 'No such group: 999999.');
    await assertRefused(context, () => add(oid, [open, 999999], ENTITY_OWNER), 404, 'No such collection: 999999.');
    await assertRefused(
      context,
      () => add(oid, [open, elsewhere], ENTITY_OWNER),
      404,
      `No such collection: ${elsewhere}.`,
    );
    await assertRefused(context, () => add(oid, [open, secret], ENTITY_OWNER), 404, `No such collection: ${secret}.`);
    await assertRefused(context, () => add(oid, ['x'], ENTITY_OWNER), 400, /collections/);
    await assertRefused(context, () => add(oid, 'all', ENTITY_OWNER), 400, /collections/);
    // A group open to the site: its users see it but may not change it.
    const openGroup = await createGroup(context, ENTITY_OWNER, northwind, {
      name: 'Open group',
      isConfidential: false,
    });
    await assertRefused(
      context,
      () => add(openGroup.groupId, [open], NON_MEMBER),
      403,
      ACCESS_MESSAGES.groupChangeDenied,
    );
    assert.equal((await add(openGroup.groupId, [open], SITE_ADMIN)).statusCode, 200);
  });

  test('DELETE v2/groups/{groupId}/collections/{collectionId}: owners and editors remove one; the collection stays', async () => {
    const group = await confidentialGroup(context, northwind, 'Removal');
    const id = group.groupId;
    assert.equal((await add(id, [open, secret], ENTITY_EDITOR)).statusCode, 200);
    await assertRefused(context, () => removeFrom(id, open), 401);
    await assertRefused(context, () => removeFrom(id, open, ENTITY_VIEWER), 403, ACCESS_MESSAGES.groupChangeDenied);
    await assertRefused(context, () => removeFrom(id, open, NON_MEMBER), 404, `No such group: ${id}.`);
    await assertRefused(context, () => removeFrom(id, open, MERIDIAN_EDITOR), 404, `No such group: ${id}.`);
    await assertRefused(context, () => removeFrom(id, open, NO_SITE_USER), 404, `No such group: ${id}.`);
    await assertRefused(
      context,
      () => removeFrom(id, elsewhere, ENTITY_OWNER),
      404,
      `The collection ${elsewhere} is not in the group ${id}.`,
    );
    const response = await removeFrom(id, secret, ENTITY_OWNER);
    assert.equal(response.statusCode, 200, response.body);
    assert.deepEqual(await members(id), [open]);
    await assertRefused(
      context,
      () => removeFrom(id, secret, ENTITY_OWNER),
      404,
      `The collection ${secret} is not in the group ${id}.`,
    );
  });

  test('associateCollectionToGroups: exactly the listed groups among those the caller may change', async () => {
    const mine1 = await createGroup(context, ENTITY_OWNER, northwind, { name: 'Mine 1' });
    const mine2 = await createGroup(context, ENTITY_OWNER, northwind, { name: 'Mine 2' });
    const notMine = await createGroup(context, SITE_ADMIN, northwind, { name: 'Not mine', isConfidential: false });
    assert.equal((await add(mine2.groupId, [open], ENTITY_OWNER)).statusCode, 200);
    assert.equal((await add(notMine.groupId, [open], SITE_ADMIN)).statusCode, 200);

    const response = await associate(open, [mine1.groupId], ENTITY_OWNER);
    assert.equal(response.statusCode, 200, response.body);
    assert.deepEqual(response.json(), {
      collectionId: open,
      groupIds: [mine1.groupId, notMine.groupId].sort((a, b) => a - b),
    });
    assert.deepEqual(
      await groupsOf(open),
      [mine1.groupId, notMine.groupId].sort((a, b) => a - b),
    );
    assert.deepEqual(await members(mine1.groupId), [open]);
    assert.deepEqual(await members(mine2.groupId), [], 'left out: removed');
    assert.deepEqual(await members(notMine.groupId), [open], 'a group the caller may not change stays as it was');

    const meridianGroup = await createGroup(context, MERIDIAN_EDITOR, meridian, { name: 'Meridian group' });
    await assertRefused(context, () => associate(open, [mine1.groupId]), 401);
    await assertRefused(
      context,
      () => associate(open, [notMine.groupId], ENTITY_OWNER),
      403,
      `${ACCESS_MESSAGES.groupChangeDenied} (group ${notMine.groupId})`,
    );
    await assertRefused(
      context,
      () => associate(open, [meridianGroup.groupId], ENTITY_OWNER),
      404,
      `No such group: ${meridianGroup.groupId}.`,
    );
    await assertRefused(context, () => associate(open, [999999], ENTITY_OWNER), 404, 'No such group: 999999.');
    await assertRefused(
      context,
      () => associate(secret, [mine1.groupId], ENTITY_OWNER),
      404,
      `No such collection: ${secret}.`,
    );
    await assertRefused(
      context,
      () => associate(open, [mine1.groupId], MERIDIAN_EDITOR),
      404,
      `No such collection: ${open}.`,
    );
    await assertRefused(
      context,
      () => associate(open, [mine1.groupId], NO_SITE_USER),
      404,
      `No such collection: ${open}.`,
    );
    await assertRefused(context, () => associate(999999, [], ENTITY_OWNER), 404, 'No such collection: 999999.');
    await assertRefused(context, () => associate(open, 'all', ENTITY_OWNER), 400, /groupIds/);
    await assertRefused(context, () => associate(open, undefined, ENTITY_OWNER), 400, /groupIds/);
    // A viewer of a group may not put a collection in it.
    const viewed = await confidentialGroup(context, northwind, 'Viewed');
    await assertRefused(
      context,
      () => associate(open, [viewed.groupId], ENTITY_VIEWER),
      403,
      `${ACCESS_MESSAGES.groupChangeDenied} (group ${viewed.groupId})`,
    );
    // An empty list takes the collection out of every group the caller may change.
    assert.equal((await associate(open, [], ENTITY_OWNER)).statusCode, 200);
    assert.deepEqual(await members(mine1.groupId), []);
    assert.deepEqual(await members(notMine.groupId), [open]);
  });

  async function groupsOf(collectionId: number): Promise<number[]> {
    return (
      await context.server.app.db.select().from(groupCollections).where(eq(groupCollections.collectionId, collectionId))
    )
      .map((row) => row.groupId)
      .sort((a, b) => a - b);
  }

  test('collectionForm/availableCollectionsForGroup and availableGroupsForCollection', async () => {
    const group = await confidentialGroup(context, northwind, 'Available');
    const id = group.groupId;
    assert.equal((await add(id, [open], ENTITY_OWNER)).statusCode, 200);
    const collectionsFor = (groupId: number, site: number, as?: string) =>
      context.request(
        'GET',
        `/api/v2/collectionForm/availableCollectionsForGroup?id=${groupId}&deploymentIndex=${site}`,
        { as },
      );
    const groupsFor = (collectionId: number, site: number, as?: string) =>
      context.request(
        'GET',
        `/api/v2/collectionForm/availableGroupsForCollection?id=${collectionId}&deploymentIndex=${site}`,
        { as },
      );

    const byOwner = await collectionsFor(id, northwind, ENTITY_OWNER);
    assert.equal(byOwner.statusCode, 200, byOwner.body);
    const rows = byOwner.json<AvailableCollection[]>();
    assert.deepEqual(
      rows.map((row) => [row.collectionId, row.inGroup]),
      [[open, true]],
      'the secret collection is not offered to a user who may not see it',
    );
    const byEditor = (await collectionsFor(id, northwind, ENTITY_EDITOR)).json<AvailableCollection[]>();
    assert.deepEqual(
      byEditor.map((row) => [row.name, row.inGroup]),
      [
        ['Open collection', true],
        ['Secret collection', false],
      ],
    );
    await assertRefused(context, () => collectionsFor(id, northwind), 401);
    await assertRefused(
      context,
      () => collectionsFor(id, northwind, ENTITY_VIEWER),
      403,
      ACCESS_MESSAGES.groupChangeDenied,
    );
    await assertRefused(context, () => collectionsFor(id, northwind, NON_MEMBER), 404, `No such group: ${id}.`);
    await assertRefused(
      context,
      () => collectionsFor(id, northwind, MERIDIAN_EDITOR),
      403,
      ACCESS_MESSAGES.noSiteAccess,
    );
    await assertRefused(context, () => collectionsFor(id, meridian, MERIDIAN_EDITOR), 404, `No such group: ${id}.`);
    await assertRefused(context, () => collectionsFor(id, northwind, NO_SITE_USER), 403, ACCESS_MESSAGES.noSiteAccess);
    await assertRefused(context, () => collectionsFor(999999, northwind, ENTITY_OWNER), 404, 'No such group: 999999.');
    await assertRefused(
      context,
      () =>
        context.request('GET', `/api/v2/collectionForm/availableCollectionsForGroup?id=${id}`, { as: ENTITY_OWNER }),
      400,
      /deploymentIndex/,
    );

    const groupsAnswer = await groupsFor(open, northwind, ENTITY_EDITOR);
    assert.equal(groupsAnswer.statusCode, 200, groupsAnswer.body);
    const offered = groupsAnswer.json<AvailableGroup[]>();
    const entry = offered.find((row) => row.groupId === id);
    assert.deepEqual(entry && [entry.name, entry.hasCollection], ['Available', true]);
    assert.ok(
      offered.every((row) => !['Mine 1', 'Mine 2', 'Not mine', 'Open group'].includes(row.name)),
      'only groups the editor may change',
    );
    const viewerGroups = (await groupsFor(open, northwind, ENTITY_VIEWER)).json<AvailableGroup[]>();
    assert.ok(!viewerGroups.some((row) => row.groupId === id), 'a viewer may not add to the group');
    await assertRefused(context, () => groupsFor(open, northwind), 401);
    await assertRefused(
      context,
      () => groupsFor(secret, northwind, ENTITY_VIEWER),
      404,
      `No such collection: ${secret}.`,
    );
    await assertRefused(context, () => groupsFor(open, northwind, NO_SITE_USER), 403, ACCESS_MESSAGES.noSiteAccess);
    await assertRefused(context, () => groupsFor(open, meridian, MERIDIAN_EDITOR), 404, `No such collection: ${open}.`);
    await assertRefused(
      context,
      () => groupsFor(elsewhere, northwind, ENTITY_OWNER),
      404,
      `No such collection: ${elsewhere}.`,
    );
  });
});
