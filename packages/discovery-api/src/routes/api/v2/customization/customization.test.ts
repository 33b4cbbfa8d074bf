// wire pass: JSON values and upserts through the pg driver.
import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import { ACCESS_MESSAGES } from '@portal/contracts';
import { and, eq } from 'drizzle-orm';
import {
  appObjectSettings,
  appObjectSettingValues,
  assetMembers,
  assets,
  collections,
  collectionUserGroups,
  collectionUsers,
  groups,
  groupUsers,
} from '../../../../db/schema/index.js';
import { databaseSnapshot } from '../../../../test/database-snapshot.js';
import { sharedDemoSite, type DemoSiteContext } from '../../../../test/demo-site-context.js';
import { userGroupOf, userIdOf } from '../../../../test/document-fixtures.js';
import { ASSIGNED_MEMBER, NO_SITE_USER, SITE_ADMIN, SITE_VIEWER, UPLOADER } from '../../../../test/cast.js';

const SETTING_FIELDS = [
  'allowSameValueUsage',
  'appObjectSettingId',
  'appObjectSettingValueId',
  'appPropertyCode',
  'appPropertyId',
  'appPropertyName',
  'appPropertyType',
  'characterCount',
  'propertyGroupName',
  'reusedByAppPropertyCode',
  'userId',
  'value',
];

describe('customization sets: v2/{type}/{id}/customization, v2/{type}/customizations, v2/{type}/customization/{code}', () => {
  let context: DemoSiteContext;
  let northwind: number;
  let awards: number;
  before(async () => {
    context = await sharedDemoSite();
    northwind = await context.siteId('Northwind Discovery');
    awards = await context.siteId('Northwind Awards');
  });

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, as?: string, payload?: unknown) =>
    context.request(method, `/api/v2/${url}`, { as, payload });

  /** The stored value of one property of a site's set, straight from the database. */
  const storedValue = async (siteId: number, code: string) => {
    const set = await call('GET', `deploymentIndexes/${siteId}/customization`, SITE_ADMIN);
    return (set.json().settings as { appPropertyCode: string; value: string | null }[]).find(
      (s) => s.appPropertyCode === code,
    )?.value;
  };
  const valueCount = async () => (await context.server.app.db.select().from(appObjectSettingValues)).length;

  test('returns the seeded set of a site to a plain viewer, with every setting field', async () => {
    const response = await call('GET', `deploymentIndexes/${northwind}/customization`, SITE_VIEWER);
    assert.equal(response.statusCode, 200, response.body);
    const set = response.json();
    assert.ok(set.appObjectSettingId > 0);
    assert.deepEqual(Object.keys(set).sort(), ['appObjectSettingId', 'settings', 'userId']);
    const heroTitle = set.settings.find(
      (setting: { appPropertyCode: string }) => setting.appPropertyCode === 'heroTitle',
    );
    assert.ok(heroTitle, 'heroTitle is seeded');
    assert.deepEqual(Object.keys(heroTitle).sort(), SETTING_FIELDS);
    assert.equal(heroTitle.value, 'Northwind Discovery');
    assert.equal(heroTitle.appPropertyName, 'Hero title');
    assert.equal(heroTitle.propertyGroupName, 'Hero banner');
    assert.equal(heroTitle.characterCount, 'Northwind Discovery'.length);
    assert.equal(heroTitle.appObjectSettingId, set.appObjectSettingId);
    const codes = set.settings.map((setting: { appPropertyCode: string }) => setting.appPropertyCode);
    for (const code of [
      'chartColors',
      '--chartPrimaryColor',
      '--chart-background',
      '--chart-guide-color',
      '--chart-text-font',
      'userGuideLink',
    ]) {
      assert.ok(codes.includes(code), `${code} is seeded`);
    }
  });

  test('refuses a call without a token with 401', async () => {
    const response = await call('GET', `deploymentIndexes/${northwind}/customization`);
    assert.equal(response.statusCode, 401);
  });

  test('refuses a user without access to the site with 403', async () => {
    const response = await call('GET', `deploymentIndexes/${northwind}/customization`, NO_SITE_USER);
    assert.equal(response.statusCode, 403);
    assert.deepEqual(response.json(), { statusCode: 403, error: ACCESS_MESSAGES.noSiteAccess });
    const many = await call('POST', 'deploymentIndexes/customizations', SITE_VIEWER, [northwind, awards]);
    assert.equal(many.statusCode, 403);
  });

  test('answers 400 naming the allowed types for an unknown type, and 404 for an unknown entity', async () => {
    const response = await call('GET', `widgets/${northwind}/customization`, SITE_ADMIN);
    assert.equal(response.statusCode, 400);
    assert.equal(
      response.json().error,
      "Unknown entity type 'widgets': use deploymentIndexes, collections, groups or assets.",
    );
    const unknown = await call('GET', 'collections/424242/customization', SITE_ADMIN);
    assert.equal(unknown.statusCode, 404);
    assert.equal(unknown.json().error, 'No such collection: 424242.');
  });

  test('returns many sets in the order of the ids, and per id the value of one property', async () => {
    const many = await call('POST', 'deploymentIndexes/customizations', SITE_ADMIN, [awards, northwind]);
    assert.equal(many.statusCode, 200, many.body);
    const sets = many.json();
    assert.equal(sets.length, 2);
    assert.equal(
      sets[0].settings.find((s: { appPropertyCode: string }) => s.appPropertyCode === 'heroTitle').value,
      'Northwind Awards',
    );
    assert.equal(
      sets[1].settings.find((s: { appPropertyCode: string }) => s.appPropertyCode === 'heroTitle').value,
      'Northwind Discovery',
    );

    const values = await call('POST', 'deploymentIndexes/customization/--chart-background', SITE_ADMIN, [
      northwind,
      awards,
    ]);
    assert.equal(values.statusCode, 200, values.body);
    assert.deepEqual(
      values.json().map((value: { value: string } | null) => value?.value),
      ['#ffffff', '#1e1e1e'],
    );

    const unknownCode = await call('POST', 'deploymentIndexes/customization/noSuchProperty', SITE_ADMIN, [northwind]);
    assert.equal(unknownCode.statusCode, 400);
    assert.equal(unknownCode.json().error, "Unknown customization property 'noSuchProperty'.");
  });

  test('saves settings of a site for a site administrator, in one set', async () => {
    const response = await call('PUT', `deploymentIndexes/${awards}/customization`, SITE_ADMIN, {
      settings: [
        { appPropertyCode: 'heroTitle', value: 'Awards, celebrated' },
        { appPropertyCode: 'heroImage', value: null },
      ],
    });
    assert.equal(response.statusCode, 200, response.body);
    const heroTitle = response
      .json()
      .settings.find((s: { appPropertyCode: string }) => s.appPropertyCode === 'heroTitle');
    assert.equal(heroTitle.value, 'Awards, celebrated');
    assert.equal(heroTitle.characterCount, 'Awards, celebrated'.length);
    assert.ok(heroTitle.userId > 0);
    assert.equal(await storedValue(awards, 'heroTitle'), 'Awards, celebrated');
    assert.equal(await storedValue(awards, '--chart-background'), '#1e1e1e', 'settings not listed keep their values');
  });

  test('refuses to save a site for a viewer without editDeploymentIndex (403), and leaves it unchanged', async () => {
    const before = await storedValue(northwind, 'heroTitle');
    const response = await call('PUT', `deploymentIndexes/${northwind}/customization`, SITE_VIEWER, {
      settings: [{ appPropertyCode: 'heroTitle', value: 'Hijacked' }],
    });
    assert.equal(response.statusCode, 403);
    assert.equal(await storedValue(northwind, 'heroTitle'), before);
  });

  test('refuses an unknown property code with 400 naming it, and saves nothing', async () => {
    const countBefore = await valueCount();
    const before = await storedValue(northwind, 'heroTitle');
    const response = await call('PUT', `deploymentIndexes/${northwind}/customization`, SITE_ADMIN, {
      settings: [
        { appPropertyCode: 'heroTitle', value: 'Should not be saved' },
        { appPropertyCode: 'bogusProperty', value: 'x' },
      ],
    });
    assert.equal(response.statusCode, 400);
    assert.equal(response.json().error, "Unknown customization property 'bogusProperty'.");
    assert.equal(await storedValue(northwind, 'heroTitle'), before);
    assert.equal(await valueCount(), countBefore);

    const missing = await call('PUT', `deploymentIndexes/${northwind}/customization`, SITE_ADMIN, { values: [] });
    assert.equal(missing.statusCode, 400);
    assert.match(missing.json().error, /settings/);
  });

  test('gives a collection without a set the empty set, and lets a site administrator save it', async () => {
    const [collection] = await context.server.app.db
      .insert(collections)
      .values({ name: 'Customization test collection', deploymentIndexId: northwind, isConfidential: false })
      .returning({ id: collections.collectionId });
    assert.ok(collection);
    const empty = await call('GET', `collections/${collection.id}/customization`, SITE_VIEWER);
    assert.equal(empty.statusCode, 200, empty.body);
    assert.deepEqual(empty.json(), { appObjectSettingId: 0, userId: null, settings: [] });

    const saved = await call('PUT', `collections/${collection.id}/customization`, SITE_ADMIN, {
      settings: [{ appPropertyCode: 'heroTitle', value: 'My collection' }],
    });
    assert.equal(saved.statusCode, 200, saved.body);
    assert.ok(saved.json().appObjectSettingId > 0);
    const [row] = await context.server.app.db
      .select()
      .from(appObjectSettings)
      .where(and(eq(appObjectSettings.entityType, 'collection'), eq(appObjectSettings.entityId, collection.id)));
    assert.ok(row, 'the set is stored for the collection');

    const outsider = await call('PUT', `collections/${collection.id}/customization`, NO_SITE_USER, {
      settings: [{ appPropertyCode: 'heroTitle', value: 'Nope' }],
    });
    // A collection of a site the user may not use answers like an unknown one: its id cannot be probed.
    assert.equal(outsider.statusCode, 404);
    assert.deepEqual(outsider.json(), { statusCode: 404, error: `No such collection: ${collection.id}.` });
  });

  describe("changing another user's entity", () => {
    const heroTitleOf = async (path: string, as: string) => {
      const response = await call('GET', `${path}/customization`, as);
      assert.equal(response.statusCode, 200, response.body);
      return (response.json().settings as { appPropertyCode: string; value: string | null }[]).find(
        (s) => s.appPropertyCode === 'heroTitle',
      )?.value;
    };
    const putHeroTitle = (path: string, as: string, value: string) =>
      call('PUT', `${path}/customization`, as, { settings: [{ appPropertyCode: 'heroTitle', value }] });
    const addAsset = async (title: string, visibility: 'Public' | 'Private') => {
      const [asset] = await context.server.app.db
        .insert(assets)
        .values({
          title,
          fileName: 'plan.pdf',
          originalFileName: 'plan.pdf',
          deploymentIndexId: northwind,
          assetVisibility: visibility,
          createdByUserId: await userIdOf(context.server.app, UPLOADER),
        })
        .returning({ id: assets.assetId });
      assert.ok(asset);
      return asset.id;
    };

    test("refuses a viewer's save of another user's private asset with 403 and changes nothing; its uploader and the site administrator may save it", async () => {
      const asset = await addAsset('Private plan', 'Private');
      const byUploader = await putHeroTitle(`assets/${asset}`, UPLOADER, 'Set by the uploader');
      assert.equal(byUploader.statusCode, 200, byUploader.body);

      const countBefore = await valueCount();
      const attack = await putHeroTitle(`assets/${asset}`, SITE_VIEWER, 'Hijacked');
      assert.equal(attack.statusCode, 403, attack.body);
      assert.deepEqual(attack.json(), {
        statusCode: 403,
        error: "Only the asset's uploader and the site's administrators may change its customization.",
      });
      assert.equal(await heroTitleOf(`assets/${asset}`, UPLOADER), 'Set by the uploader');
      assert.equal(await valueCount(), countBefore);

      const byAdmin = await putHeroTitle(`assets/${asset}`, SITE_ADMIN, 'Set by the site administrator');
      assert.equal(byAdmin.statusCode, 200, byAdmin.body);
      assert.equal(await heroTitleOf(`assets/${asset}`, UPLOADER), 'Set by the site administrator');
    });

    test("refuses a save of another user's public asset, and of a private one by a member assigned to it (403)", async () => {
      const publicAsset = await addAsset('Public plan', 'Public');
      const onPublic = await putHeroTitle(`assets/${publicAsset}`, SITE_VIEWER, 'Hijacked');
      assert.equal(onPublic.statusCode, 403, onPublic.body);
      assert.equal(await heroTitleOf(`assets/${publicAsset}`, UPLOADER), undefined);

      const privateAsset = await addAsset('Assigned plan', 'Private');
      await context.server.app.db
        .insert(assetMembers)
        .values({ assetId: privateAsset, userId: await userIdOf(context.server.app, SITE_VIEWER) });
      assert.equal(
        await heroTitleOf(`assets/${privateAsset}`, SITE_VIEWER),
        undefined,
        'the assigned member may read it',
      );
      const byMember = await putHeroTitle(`assets/${privateAsset}`, SITE_VIEWER, 'Hijacked');
      assert.equal(byMember.statusCode, 403, byMember.body);
      assert.equal(await heroTitleOf(`assets/${privateAsset}`, UPLOADER), undefined);
    });

    test('refuses the customization of a private asset to a site member who may not open it (403), by id, in a list and by property', async () => {
      const asset = await addAsset('Secret plan', 'Private');
      assert.equal((await putHeroTitle(`assets/${asset}`, UPLOADER, 'Secret launch date')).statusCode, 200);
      const publicAsset = await addAsset('Open plan', 'Public');

      const one = await call('GET', `assets/${asset}/customization`, ASSIGNED_MEMBER);
      assert.equal(one.statusCode, 403, one.body);
      assert.deepEqual(one.json(), { statusCode: 403, error: ACCESS_MESSAGES.privateAsset });
      const many = await call('POST', 'assets/customizations', ASSIGNED_MEMBER, [publicAsset, asset]);
      assert.equal(many.statusCode, 403, many.body);
      assert.doesNotMatch(many.body, /Secret launch date/);
      const property = await call('POST', 'assets/customization/heroTitle', ASSIGNED_MEMBER, [asset]);
      assert.equal(property.statusCode, 403, property.body);
      assert.doesNotMatch(property.body, /Secret launch date/);

      assert.equal((await call('GET', `assets/${publicAsset}/customization`, ASSIGNED_MEMBER)).statusCode, 200);
      assert.equal((await call('POST', 'assets/customizations', SITE_ADMIN, [publicAsset, asset])).statusCode, 200);
      assert.equal(await heroTitleOf(`assets/${asset}`, SITE_ADMIN), 'Secret launch date');
    });

    test("refuses a collection's save to site members who are not its owner or editor (403), changing nothing; its creator, owner, editor and the site administrator may", async () => {
      const app = context.server.app;
      const [collection] = await app.db
        .insert(collections)
        .values({
          name: 'Team collection',
          deploymentIndexId: northwind,
          createdByUserId: await userIdOf(app, UPLOADER),
        })
        .returning({ id: collections.collectionId });
      assert.ok(collection);
      const path = `collections/${collection.id}`;
      await app.db.insert(collectionUsers).values([
        { collectionId: collection.id, userId: await userIdOf(app, ASSIGNED_MEMBER), roleCode: 'collectionEditor' },
        { collectionId: collection.id, userId: await userIdOf(app, SITE_VIEWER), roleCode: 'collectionViewer' },
      ]);
      // User-group access carries no role: it lets the group's members see the collection, not change it.
      await app.db
        .insert(collectionUserGroups)
        .values({ collectionId: collection.id, userGroupId: await userGroupOf(app, SITE_VIEWER, northwind) });
      assert.equal((await putHeroTitle(path, UPLOADER, 'Set by the creator')).statusCode, 200);

      const countBefore = await valueCount();
      const attack = await putHeroTitle(path, SITE_VIEWER, 'Hijacked');
      assert.equal(attack.statusCode, 403, attack.body);
      assert.deepEqual(attack.json(), {
        statusCode: 403,
        error:
          "Only the collection's owners and editors and the site's administrators may change its customization, quick links and theme.",
      });
      assert.equal(await heroTitleOf(path, SITE_VIEWER), 'Set by the creator');
      assert.equal(await valueCount(), countBefore);

      const byEditor = await putHeroTitle(path, ASSIGNED_MEMBER, 'Set by the editor');
      assert.equal(byEditor.statusCode, 200, byEditor.body);
      assert.equal(await heroTitleOf(path, SITE_VIEWER), 'Set by the editor');
      const editorId = await userIdOf(app, ASSIGNED_MEMBER);
      await app.db
        .update(collectionUsers)
        .set({ roleCode: 'collectionOwner' })
        .where(and(eq(collectionUsers.collectionId, collection.id), eq(collectionUsers.userId, editorId)));
      assert.equal((await putHeroTitle(path, ASSIGNED_MEMBER, 'Set by the owner')).statusCode, 200);
      const byAdmin = await putHeroTitle(path, SITE_ADMIN, 'Set by the site administrator');
      assert.equal(byAdmin.statusCode, 200, byAdmin.body);
      assert.equal(await heroTitleOf(path, SITE_VIEWER), 'Set by the site administrator');
    });

    test("refuses a group's save to a site member who is not its owner or editor (403); its editor and the site administrator may", async () => {
      const app = context.server.app;
      const [group] = await app.db
        .insert(groups)
        .values({ name: 'Team group', deploymentIndexId: northwind })
        .returning({ id: groups.groupId });
      assert.ok(group);
      const path = `groups/${group.id}`;
      await app.db.insert(groupUsers).values([
        { groupId: group.id, userId: await userIdOf(app, ASSIGNED_MEMBER), roleCode: 'groupEditor' },
        { groupId: group.id, userId: await userIdOf(app, SITE_VIEWER), roleCode: 'groupViewer' },
      ]);

      const attack = await putHeroTitle(path, SITE_VIEWER, 'Hijacked');
      assert.equal(attack.statusCode, 403, attack.body);
      assert.match(attack.json().error, /^Only the group's owners and editors/);
      assert.equal(await heroTitleOf(path, SITE_VIEWER), undefined);

      assert.equal((await putHeroTitle(path, ASSIGNED_MEMBER, 'Set by the editor')).statusCode, 200);
      assert.equal((await putHeroTitle(path, SITE_ADMIN, 'Set by the site administrator')).statusCode, 200);
      assert.equal(await heroTitleOf(path, SITE_VIEWER), 'Set by the site administrator');
    });
  });

  test('400 naming the field for ids that are not ids, too many ids or an id in the path that is not one', async () => {
    const cases: [string, string, unknown, RegExp][] = [
      ['POST', 'deploymentIndexes/customizations', ['x'], /body\/0/],
      ['POST', 'deploymentIndexes/customizations', { ids: [northwind] }, /body/],
      ['POST', 'deploymentIndexes/customizations', Array.from({ length: 501 }, () => northwind), /body/],
      ['POST', 'deploymentIndexes/customization/heroTitle', [0], /body\/0/],
      ['GET', 'deploymentIndexes/abc/customization', undefined, /params\/id/],
    ];
    for (const [method, url, payload, message] of cases) {
      const response = await call(method as 'GET' | 'POST', url, SITE_ADMIN, payload);
      assert.equal(response.statusCode, 400, `${method} ${url}: ${response.body}`);
      assert.match(response.json().error, message);
    }
  });

  test('the value of one property is refused to a user without the site (403)', async () => {
    const response = await call('POST', 'deploymentIndexes/customization/heroTitle', NO_SITE_USER, [northwind]);
    assert.equal(response.statusCode, 403);
    assert.deepEqual(response.json(), { statusCode: 403, error: ACCESS_MESSAGES.noSiteAccess });
  });

  test('a save without settings is refused with 400 and changes nothing', async () => {
    const before = await databaseSnapshot(context.server.app);
    const missing = await call('PUT', `deploymentIndexes/${northwind}/customization`, SITE_ADMIN, { values: [] });
    assert.equal(missing.statusCode, 400);
    assert.match(missing.json().error, /settings/);
    assert.deepEqual(await databaseSnapshot(context.server.app), before);
  });
});
