import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import { ACCESS_MESSAGES } from '@portal/contracts';
import sharp from 'sharp';
import { collections, collectionUsers, groups, groupUsers, themes } from '../../../../db/schema/index.js';
import { databaseSnapshot } from '../../../../test/database-snapshot.js';
import { sharedDemoSite, type DemoSiteContext } from '../../../../test/demo-site-context.js';
import { userIdOf, PNG_PIXEL } from '../../../../test/document-fixtures.js';
import { ASSIGNED_MEMBER, NO_SITE_USER, SITE_ADMIN, SITE_VIEWER, UPLOADER } from '../../../../test/cast.js';
import { multipartForm, type FormPart } from '../../../../test/multipart-form.js';

describe('themes: v2/{type}/theme/{id}, v2/{type}/themes and the theme images', () => {
  let context: DemoSiteContext;
  let northwind: number;
  let awards: number;
  before(async () => {
    context = await sharedDemoSite();
    northwind = await context.siteId('Northwind Discovery');
    awards = await context.siteId('Northwind Awards');
  });

  const get = (url: string, as?: string) => context.request('GET', `/api/${url}`, { as });
  const save = (url: string, as: string, parts: FormPart[]) => {
    const form = multipartForm(parts);
    return context.request('PUT', `/api/v2/${url}`, {
      as,
      headers: { 'content-type': form.contentType },
      payload: form.payload,
    });
  };
  const storedThemes = async () => context.server.app.db.select().from(themes).orderBy(themes.themeId);

  test("returns a demo site's seeded theme: its colours, and hero and thumbnail images drawn in them", async () => {
    const response = await get(`v2/deploymentIndexes/theme/${northwind}`, SITE_VIEWER);
    assert.equal(response.statusCode, 200, response.body);
    const theme = response.json();
    assert.deepEqual(
      {
        themeEntityId: theme.themeEntityId,
        themeColor: theme.themeColor,
        secondaryThemeColor: theme.secondaryThemeColor,
      },
      { themeEntityId: northwind, themeColor: '#1f4e79', secondaryThemeColor: '#f2a900' },
    );
    for (const [url, size] of [
      [theme.heroUrl, { width: 1600, height: 480 }],
      [theme.thumbnailUrl, { width: 480, height: 320 }],
    ] as const) {
      assert.match(url, new RegExp(`^v2/deploymentIndexes/theme/${northwind}/(hero|thumbnail)\\?v=`));
      const image = await get(url, SITE_VIEWER);
      assert.equal(image.statusCode, 200, image.body);
      assert.equal(image.headers['content-type'], 'image/webp');
      const metadata = await sharp(image.rawPayload).metadata();
      assert.deepEqual({ width: metadata.width, height: metadata.height }, size);
    }
  });

  test('refuses a call without a token with 401, a user without the site with 403, and an unknown type with 400', async () => {
    assert.equal((await get(`v2/deploymentIndexes/theme/${northwind}`)).statusCode, 401);
    assert.equal((await get(`v2/deploymentIndexes/theme/${northwind}`, NO_SITE_USER)).statusCode, 403);
    const unknown = await get(`v2/assets/theme/${northwind}`, SITE_ADMIN);
    assert.equal(unknown.statusCode, 400);
    assert.equal(unknown.json().error, "Unknown entity type 'assets': use deploymentIndexes, collections or groups.");
  });

  test('saves a site theme with a new hero image for an administrator, serves it and keeps the other image', async () => {
    const response = await save(`deploymentIndexes/theme/${awards}`, SITE_ADMIN, [
      { name: 'themeEntityId', value: String(awards) },
      { name: 'themeColor', value: '#123456' },
      { name: 'heroFile', filename: 'hero.png', contentType: 'image/png', bytes: PNG_PIXEL },
    ]);
    assert.equal(response.statusCode, 200, response.body);
    const theme = response.json();
    assert.equal(theme.themeEntityId, awards);
    assert.equal(theme.themeColor, '#123456');
    assert.equal(theme.secondaryThemeColor, '#ffd54f', 'the secondary colour falls back to the site colours');
    assert.match(
      theme.thumbnailUrl,
      new RegExp(`^v2/deploymentIndexes/theme/${awards}/thumbnail\\?v=`),
      'the seeded thumbnail is kept',
    );
    assert.match(theme.heroUrl, new RegExp(`^v2/deploymentIndexes/theme/${awards}/hero\\?v=`));

    const image = await get(theme.heroUrl, SITE_ADMIN);
    assert.equal(image.statusCode, 200);
    assert.equal(image.headers['content-type'], 'image/png');
    assert.deepEqual(image.rawPayload, PNG_PIXEL);
    assert.equal((await get(theme.heroUrl)).statusCode, 401);
    assert.equal((await get(theme.thumbnailUrl, SITE_ADMIN)).headers['content-type'], 'image/webp');

    const many = await context.request('POST', '/api/v2/deploymentIndexes/themes', {
      as: SITE_ADMIN,
      payload: [awards, northwind],
    });
    assert.equal(many.statusCode, 200, many.body);
    assert.deepEqual(
      many
        .json()
        .map((entry: { themeEntityId: number; themeColor: string }) => [entry.themeEntityId, entry.themeColor]),
      [
        [awards, '#123456'],
        [northwind, '#1f4e79'],
      ],
    );
  });

  test('refuses a site save by a viewer without editDeploymentIndex with 403', async () => {
    const before = await storedThemes();
    const response = await save(`deploymentIndexes/theme/${northwind}`, SITE_VIEWER, [
      { name: 'themeColor', value: '#000000' },
    ]);
    assert.equal(response.statusCode, 403);
    assert.deepEqual(await storedThemes(), before);
  });

  test("refuses a collection's or group's theme save by a site member who is not its owner or editor (403), storing nothing; its owner, creator and the site administrator may", async () => {
    const app = context.server.app;
    const [collection] = await app.db
      .insert(collections)
      .values({
        name: 'Themed collection',
        deploymentIndexId: northwind,
        createdByUserId: await userIdOf(app, UPLOADER),
      })
      .returning();
    const [group] = await app.db
      .insert(groups)
      .values({ name: 'Themed group', deploymentIndexId: northwind, isConfidential: false })
      .returning();
    assert.ok(collection && group);
    await app.db.insert(collectionUsers).values({
      collectionId: collection.collectionId,
      userId: await userIdOf(app, SITE_VIEWER),
      roleCode: 'collectionViewer',
    });
    await app.db
      .insert(groupUsers)
      .values({ groupId: group.groupId, userId: await userIdOf(app, ASSIGNED_MEMBER), roleCode: 'groupOwner' });

    for (const [path, owner] of [
      [`collections/theme/${collection.collectionId}`, UPLOADER],
      [`groups/theme/${group.groupId}`, ASSIGNED_MEMBER],
    ] as const) {
      const byOwner = await save(path, owner, [{ name: 'themeColor', value: '#123456' }]);
      assert.equal(byOwner.statusCode, 200, byOwner.body);

      const before = await databaseSnapshot(app);
      const attack = await save(path, SITE_VIEWER, [
        { name: 'themeColor', value: '#ff0000' },
        { name: 'heroFile', filename: 'hero.png', contentType: 'image/png', bytes: PNG_PIXEL },
      ]);
      assert.equal(attack.statusCode, 403, attack.body);
      assert.match(
        attack.json().error,
        /^Only the (collection|group)'s owners and editors and the site's administrators may change/,
      );
      assert.deepEqual(await databaseSnapshot(app), before);
      const readBack = await get(`v2/${path}`, SITE_VIEWER);
      assert.equal(readBack.json().themeColor, '#123456');
      assert.equal(readBack.json().heroUrl, null);

      const byAdmin = await save(path, SITE_ADMIN, [{ name: 'themeColor', value: '#654321' }]);
      assert.equal(byAdmin.statusCode, 200, byAdmin.body);
    }
  });

  test('refuses a colour that is not hex, a file that is not an image and one over 5 MB with 400, saving nothing', async () => {
    const before = await storedThemes();
    const colour = await save(`deploymentIndexes/theme/${northwind}`, SITE_ADMIN, [
      { name: 'themeColor', value: 'red' },
    ]);
    assert.equal(colour.statusCode, 400);
    assert.equal(colour.json().error, "themeColor must be a CSS hex colour such as #1f4e79, not 'red'.");

    const text = await save(`deploymentIndexes/theme/${northwind}`, SITE_ADMIN, [
      {
        name: 'thumbnailFile',
        filename: 'thumb.png',
        contentType: 'image/png',
        bytes: Buffer.from('<svg onload="alert(1)"/>'),
      },
    ]);
    assert.equal(text.statusCode, 400);
    assert.match(text.json().error, /^thumbnailFile must be a PNG, JPEG or WebP image/);

    const big = await save(`deploymentIndexes/theme/${northwind}`, SITE_ADMIN, [
      {
        name: 'heroFile',
        filename: 'big.png',
        contentType: 'image/png',
        bytes: Buffer.concat([PNG_PIXEL, Buffer.alloc(5 * 1024 * 1024)]),
      },
    ]);
    assert.equal(big.statusCode, 400);
    assert.match(big.json().error, /larger than 5 MB/);

    const mismatch = await save(`deploymentIndexes/theme/${northwind}`, SITE_ADMIN, [
      { name: 'themeEntityId', value: '999' },
    ]);
    assert.equal(mismatch.statusCode, 400);
    assert.match(mismatch.json().error, /^themeEntityId/);
    assert.deepEqual(await storedThemes(), before);
  });

  test('returns many themes with every field, and refuses them to a user without the site (403) and for ids that are not ids (400)', async () => {
    const many = await context.request('POST', '/api/v2/deploymentIndexes/themes', {
      as: SITE_VIEWER,
      payload: [northwind],
    });
    assert.equal(many.statusCode, 200, many.body);
    const [theme] = many.json();
    assert.deepEqual(Object.keys(theme).sort(), [
      'heroUrl',
      'secondaryThemeColor',
      'themeColor',
      'themeEntityId',
      'thumbnailUrl',
    ]);
    assert.equal(theme.themeEntityId, northwind);

    const outsider = await context.request('POST', '/api/v2/deploymentIndexes/themes', {
      as: NO_SITE_USER,
      payload: [northwind],
    });
    assert.equal(outsider.statusCode, 403);
    assert.deepEqual(outsider.json(), { statusCode: 403, error: ACCESS_MESSAGES.noSiteAccess });
    const bad = await context.request('POST', '/api/v2/deploymentIndexes/themes', { as: SITE_ADMIN, payload: ['x'] });
    assert.equal(bad.statusCode, 400);
    assert.match(bad.json().error, /body\/0/);
  });

  test('serves an image only to a member (403), only hero or thumbnail (400), and says when there is none (404)', async () => {
    assert.equal((await get(`v2/deploymentIndexes/theme/${northwind}/hero`, NO_SITE_USER)).statusCode, 403);
    const banner = await get(`v2/deploymentIndexes/theme/${northwind}/banner`, SITE_VIEWER);
    assert.equal(banner.statusCode, 400);
    assert.match(banner.json().error, /params\/image/);
    const [collection] = await context.server.app.db
      .insert(collections)
      .values({ name: 'Theme image test collection', deploymentIndexId: northwind, isConfidential: false })
      .returning({ id: collections.collectionId });
    assert.ok(collection);
    const none = await get(`v2/collections/theme/${collection.id}/hero`, SITE_VIEWER);
    assert.equal(none.statusCode, 404);
    assert.match(none.json().error, /no hero image/);
  });

  test('refuses a save without a token (401), a body that is not a form and a secondary colour that is not hex (400), changing nothing', async () => {
    const before = await databaseSnapshot(context.server.app);
    const anonymous = await context.request('PUT', `/api/v2/deploymentIndexes/theme/${northwind}`, {
      headers: { 'content-type': multipartForm([]).contentType },
      payload: multipartForm([{ name: 'themeColor', value: '#000000' }]).payload,
    });
    assert.equal(anonymous.statusCode, 401);
    const json = await context.request('PUT', `/api/v2/deploymentIndexes/theme/${northwind}`, {
      as: SITE_ADMIN,
      payload: { themeColor: '#000000' },
    });
    assert.equal(json.statusCode, 400, json.body);
    assert.match(json.json().error, /multipart\/form-data/);
    const secondary = await save(`deploymentIndexes/theme/${northwind}`, SITE_ADMIN, [
      { name: 'secondaryThemeColor', value: 'gold' },
    ]);
    assert.equal(secondary.statusCode, 400);
    assert.match(secondary.json().error, /^secondaryThemeColor/);
    assert.deepEqual(await databaseSnapshot(context.server.app), before);
  });
});
