import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import type { Collection, Group } from '@portal/contracts';
import { and, eq } from 'drizzle-orm';
import { collectionAssets } from '../../../../db/schema/index.js';
import { databaseSnapshot } from '../../../../test/database-snapshot.js';
import { sharedDemoSite, type DemoSiteContext } from '../../../../test/demo-site-context.js';
import { addDocument, siteNamed, userIdOf } from '../../../../test/document-fixtures.js';
import {
  ENTITY_EDITOR,
  ENTITY_OWNER,
  ENTITY_VIEWER,
  MERIDIAN_EDITOR,
  NON_MEMBER,
  NO_SITE_USER,
} from '../../../../test/cast.js';

/**
 * The authorisation matrix of collections and groups (issue 19): every call × {owner, editor, viewer, a user of the
 * site who is not a member, a user of another site, a user with no site} on a confidential collection and group of
 * Northwind Discovery. Each refusal is asserted with its status, and the database is compared before and after the
 * refused calls of each row: a refusal changes nothing. Success paths and bodies are tested beside each route;
 * this file is the one table a reviewer reads to see who may do what.
 */
const CAST = [ENTITY_OWNER, ENTITY_EDITOR, ENTITY_VIEWER, NON_MEMBER, MERIDIAN_EDITOR, NO_SITE_USER] as const;
const NAMES = ['owner', 'editor', 'viewer', 'non-member', 'other site', 'no site'];

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
interface Ids {
  site: number;
  collection: number;
  group: number;
  asset: number;
  assetId: number;
  spareCollection: number;
}
interface Row {
  call: string;
  method: Method;
  url: (ids: Ids) => string;
  body?: (ids: Ids) => unknown;
  /** Statuses for owner, editor, viewer, non-member, other site, no site. */
  expect: readonly [number, number, number, number, number, number];
  /** Puts back what a successful call changed, so the next caller meets the same state. */
  restore?: (ids: Ids) => Promise<void>;
}

// A hidden collection or group answers like an unknown id (404: no probing); the site's own calls (lists, counts,
// forms) refuse users without the site with 403 and ACCESS_MESSAGES.noSiteAccess.
const READ = [200, 200, 200, 404, 404, 404] as const;
const CHANGE = [200, 200, 403, 404, 404, 404] as const;
const SITE = [200, 200, 200, 200, 403, 403] as const;
const SITE_ADMIN_ONLY = [403, 403, 403, 404, 404, 404] as const;
// Calls that name the site in their path or body answer the site's refusal to users without it.
const CHANGE_ON_SITE = [200, 200, 403, 404, 403, 403] as const;
const SITE_ADMIN_ONLY_ON_SITE = [403, 403, 403, 404, 403, 403] as const;

describe('collections and groups: the authorisation matrix', () => {
  let context: DemoSiteContext;
  const ids = {} as Ids;

  const call = (method: Method, url: string, as: string, payload?: unknown) =>
    context.request(method, `/api/${url}`, { as, payload });

  before(async () => {
    context = await sharedDemoSite();
    const app = context.server.app;
    ids.site = await context.siteId('Northwind Discovery');
    const site = await siteNamed(app, 'Northwind Discovery');
    const asset = await addDocument(app, site, {
      title: 'Matrix asset',
      fileName: 'matrix.txt',
      mimeType: 'text/plain',
      bytes: Buffer.from('matrix'),
      process: false,
    });
    ids.asset = asset.assetId;
    ids.assetId = asset.assetId;
    for (const email of CAST) assert.equal((await call('GET', 'v2/users/me', email)).statusCode, 200);
    const member = async (email: string, roleCode: string) => ({
      user: { userId: await userIdOf(app, email), email },
      roleCode,
    });
    const created = await call('POST', 'v2/collections', ENTITY_OWNER, {
      deploymentIndexId: ids.site,
      collection: {
        name: 'Matrix collection',
        collectionUsers: [
          await member(ENTITY_EDITOR, 'collectionEditor'),
          await member(ENTITY_VIEWER, 'collectionViewer'),
        ],
      },
    });
    assert.equal(created.statusCode, 201, created.body);
    ids.collection = created.json<Collection>().collectionId;
    assert.equal(created.json<Collection>().isConfidential, true);
    await app.db.insert(collectionAssets).values({ collectionId: ids.collection, assetId: ids.asset });
    const spare = await call('POST', 'v2/collections', ENTITY_OWNER, {
      deploymentIndexId: ids.site,
      collection: { name: 'Spare collection', isConfidential: false },
    });
    ids.spareCollection = spare.json<Collection>().collectionId;
    const group = await call('POST', 'v2/groups', ENTITY_OWNER, {
      deploymentIndexId: ids.site,
      group: {
        name: 'Matrix group',
        groupUsers: [await member(ENTITY_EDITOR, 'groupEditor'), await member(ENTITY_VIEWER, 'groupViewer')],
      },
    });
    assert.equal(group.statusCode, 200, group.body);
    ids.group = group.json<Group>().groupId;
    assert.equal(group.json<Group>().isConfidential, true);
  });

  const putAssetBack = async () => {
    await context.server.app.db
      .insert(collectionAssets)
      .values({ collectionId: ids.collection, assetId: ids.asset })
      .onConflictDoNothing();
  };
  const putSpareIn = async () => {
    const response = await call('PUT', `v2/groups/addCollections/${ids.group}`, ENTITY_OWNER, {
      collections: [ids.spareCollection],
    });
    assert.equal(response.statusCode, 200, response.body);
  };
  const takeSpareOut = async () => {
    await call('DELETE', `v2/groups/${ids.group}/collections/${ids.spareCollection}`, ENTITY_OWNER);
  };

  const collectionRows: Row[] = [
    {
      call: 'list',
      method: 'GET',
      url: (i) => `v2/collections?type=all-public&deploymentIndexId=${i.site}`,
      expect: SITE,
    },
    { call: 'count', method: 'GET', url: (i) => `v2/collections/count?deploymentIndexId=${i.site}`, expect: SITE },
    { call: 'get', method: 'GET', url: (i) => `v2/collections/get/${i.collection}`, expect: READ },
    {
      call: 'save',
      method: 'PUT',
      url: (i) => `v2/collections/save/${i.collection}`,
      body: () => ({ collection: { name: 'Matrix collection', description: 'Changed by the matrix' } }),
      expect: CHANGE,
    },
    { call: 'pin', method: 'POST', url: (i) => `v2/collections/pin/${i.collection}`, expect: READ },
    { call: 'unpin', method: 'POST', url: (i) => `v2/collections/unpin/${i.collection}`, expect: READ },
    { call: 'star', method: 'POST', url: (i) => `v2/collections/star/${i.collection}`, expect: READ },
    { call: 'unstar', method: 'POST', url: (i) => `v2/collections/unstar/${i.collection}`, expect: READ },
    { call: 'featured', method: 'GET', url: (i) => `v2/collections/featured/${i.site}`, expect: SITE },
    {
      call: 'markAsFeatured',
      method: 'POST',
      url: (i) => `v2/collections/markAsFeatured/${i.collection}/${i.site}`,
      expect: SITE_ADMIN_ONLY,
    },
    {
      call: 'removeAsFeatured',
      method: 'POST',
      url: (i) => `v2/collections/removeAsFeatured/${i.collection}/${i.site}`,
      expect: SITE_ADMIN_ONLY,
    },
    {
      call: 'setRelated',
      method: 'POST',
      url: () => 'v2/collections/setRelated',
      body: (i) => ({ collectionId: i.collection, isRelated: false }),
      expect: CHANGE,
    },
    { call: 'assets', method: 'GET', url: (i) => `v2/collections/${i.collection}/assets`, expect: READ },
    {
      call: 'removeAsset',
      method: 'PUT',
      url: (i) => `v2/collections/removeAsset/${i.collection}/${i.asset}`,
      expect: CHANGE,
      restore: putAssetBack,
    },
    {
      call: 'pin asset',
      method: 'POST',
      url: (i) => `v2/assets/${i.assetId}/pin`,
      body: (i) => ({ collectionIds: [i.collection] }),
      expect: CHANGE,
    },
    {
      call: 'unpin asset',
      method: 'POST',
      url: (i) => `v2/assets/${i.assetId}/unpin`,
      body: (i) => ({ collectionIds: [i.collection] }),
      expect: CHANGE,
    },
    { call: 'form input', method: 'GET', url: (i) => `v2/collectionForm/input/${i.site}`, expect: SITE },
    { call: 'customization', method: 'GET', url: (i) => `v2/collections/${i.collection}/customization`, expect: READ },
    { call: 'quick links', method: 'GET', url: (i) => `v2/collection/quicklinks/${i.collection}`, expect: READ },
    { call: 'theme', method: 'GET', url: (i) => `v2/collections/theme/${i.collection}`, expect: READ },
  ];

  const groupRows: Row[] = [
    { call: 'list', method: 'GET', url: (i) => `v2/groups?type=all-public&deploymentIndexId=${i.site}`, expect: SITE },
    { call: 'count', method: 'GET', url: (i) => `v2/groups/count?deploymentIndexId=${i.site}`, expect: SITE },
    { call: 'get', method: 'GET', url: (i) => `v2/groups/${i.group}`, expect: READ },
    {
      call: 'save',
      method: 'PUT',
      url: (i) => `v2/groups/${i.group}`,
      body: (i) => ({ deploymentIndexId: i.site, group: { groupId: i.group, name: 'Matrix group' } }),
      expect: CHANGE_ON_SITE,
    },
    { call: 'pin', method: 'PUT', url: (i) => `v2/groups/pin/${i.group}`, expect: READ },
    { call: 'unpin', method: 'PUT', url: (i) => `v2/groups/unpin/${i.group}`, expect: READ },
    { call: 'star', method: 'PUT', url: (i) => `v2/groups/star/${i.group}`, expect: READ },
    { call: 'unstar', method: 'PUT', url: (i) => `v2/groups/unstar/${i.group}`, expect: READ },
    { call: 'featured', method: 'GET', url: (i) => `v2/groups/featured/${i.site}`, expect: SITE },
    {
      call: 'markAsFeatured',
      method: 'POST',
      url: (i) => `v2/groups/markAsFeatured/${i.group}/${i.site}`,
      expect: SITE_ADMIN_ONLY_ON_SITE,
    },
    {
      call: 'removeAsFeatured',
      method: 'POST',
      url: (i) => `v2/groups/removeAsFeatured/${i.group}/${i.site}`,
      expect: SITE_ADMIN_ONLY_ON_SITE,
    },
    {
      call: 'addCollections',
      method: 'PUT',
      url: (i) => `v2/groups/addCollections/${i.group}`,
      body: (i) => ({ collections: [i.spareCollection] }),
      expect: CHANGE,
      restore: takeSpareOut,
    },
    {
      call: 'associateCollectionToGroups',
      method: 'PUT',
      url: (i) => `v2/groups/associateCollectionToGroups/${i.spareCollection}`,
      body: (i) => ({ groupIds: [i.group] }),
      // The spare collection is public: a non-member sees it (403, not 404) but may not change its groups.
      expect: [200, 200, 403, 403, 404, 404],
      restore: takeSpareOut,
    },
    {
      call: 'remove collection',
      method: 'DELETE',
      url: (i) => `v2/groups/${i.group}/collections/${i.spareCollection}`,
      expect: CHANGE,
      restore: putSpareIn,
    },
    {
      call: 'available collections',
      method: 'GET',
      url: (i) => `v2/collectionForm/availableCollectionsForGroup?id=${i.group}&deploymentIndex=${i.site}`,
      // The choices of the add-collections dialog: for those who may change the group.
      expect: CHANGE_ON_SITE,
    },
    { call: 'customization', method: 'GET', url: (i) => `v2/groups/${i.group}/customization`, expect: READ },
    { call: 'quick links', method: 'GET', url: (i) => `v2/group/quicklinks/${i.group}`, expect: READ },
    { call: 'theme', method: 'GET', url: (i) => `v2/groups/theme/${i.group}`, expect: READ },
  ];

  /** Runs one row: the refused callers first (the database must not change), then those who may. */
  const runRow = async (row: Row) => {
    const refused = CAST.map((email, index) => ({ email, index })).filter(({ index }) => row.expect[index]! >= 400);
    const allowed = CAST.map((email, index) => ({ email, index })).filter(({ index }) => row.expect[index]! < 400);
    const before = await databaseSnapshot(context.server.app);
    for (const { email, index } of refused) {
      const response = await call(row.method, row.url(ids), email, row.body?.(ids));
      assert.equal(response.statusCode, row.expect[index], `${row.call} as ${NAMES[index]}: ${response.body}`);
      assert.equal(typeof response.json<{ error: string }>().error, 'string', `${row.call} as ${NAMES[index]}`);
    }
    assert.deepEqual(await databaseSnapshot(context.server.app), before, `${row.call}: a refusal changed the database`);
    for (const { email, index } of allowed) {
      const response = await call(row.method, row.url(ids), email, row.body?.(ids));
      assert.equal(response.statusCode, row.expect[index], `${row.call} as ${NAMES[index]}: ${response.body}`);
      await row.restore?.(ids);
    }
  };

  test('collections: every call answers each member of the cast as the rules say, and refusals change nothing', async () => {
    for (const row of collectionRows) await runRow(row);
  });

  test('groups: every call answers each member of the cast as the rules say, and refusals change nothing', async () => {
    for (const row of groupRows) {
      if (row.call === 'remove collection') await putSpareIn();
      await runRow(row);
    }
  });

  test('delete: only the owner (of the members) may delete a collection or a group; the others change nothing', async () => {
    for (const [kind, url] of [
      ['collection', (id: number) => `v2/collections/${id}`],
      ['group', (id: number) => `v2/groups/${id}`],
    ] as const) {
      const id = kind === 'collection' ? ids.collection : ids.group;
      const before = await databaseSnapshot(context.server.app);
      for (const [index, status] of [403, 403, 404, 404, 404].entries()) {
        const response = await call('DELETE', url(id), CAST[index + 1]!);
        assert.equal(response.statusCode, status, `delete ${kind} as ${NAMES[index + 1]}: ${response.body}`);
      }
      assert.deepEqual(await databaseSnapshot(context.server.app), before);
      assert.equal((await call('DELETE', url(id), ENTITY_OWNER)).statusCode, 200);
      assert.equal(
        (await call('GET', kind === 'collection' ? `v2/collections/get/${id}` : url(id), ENTITY_OWNER)).statusCode,
        404,
      );
    }
    const rows = await context.server.app.db
      .select()
      .from(collectionAssets)
      .where(and(eq(collectionAssets.collectionId, ids.collection), eq(collectionAssets.assetId, ids.asset)));
    assert.deepEqual(rows, []);
  });
});
