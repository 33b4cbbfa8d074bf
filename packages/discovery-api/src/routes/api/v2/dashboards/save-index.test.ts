import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import { ACCESS_MESSAGES, type DeploymentIndex, type Theme } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import {
  deploymentIndexes,
  roles,
  themes,
  userGroupMembers,
  userGroups,
  type DeploymentIndex as SiteRow,
} from '../../../../db/schema/index.js';
import { castSite } from '../../../../test/cast-site.js';
import { databaseSnapshot } from '../../../../test/database-snapshot.js';
import { sharedDemoSite, type DemoSiteContext } from '../../../../test/demo-site-context.js';
import { userIdOf } from '../../../../test/document-fixtures.js';
import {
  AI_USER,
  HOME_SITE,
  MERIDIAN_EDITOR,
  NO_SITE_USER,
  SITE_ADMIN,
  SITE_VIEWER,
  UPLOADER,
} from '../../../../test/cast.js';

/**
 * PUT v2/dashboards/{id}: saving a site's settings, on sites of its own (test/cast-site.ts), where MERIDIAN_EDITOR is
 * also made a site editor.
 */
describe('PUT v2/dashboards/{id}: save an index', () => {
  let context: DemoSiteContext;
  let site: SiteRow;

  const stored = async (id = site.deploymentIndexId) => {
    const [row] = await context.server.app.db
      .select()
      .from(deploymentIndexes)
      .where(eq(deploymentIndexes.deploymentIndexId, id));
    assert.ok(row);
    return row;
  };
  const save = (payload: unknown, as = SITE_ADMIN, id = site.deploymentIndexId) =>
    context.request('PUT', `/api/v2/dashboards/${id}`, { as, payload });

  before(async () => {
    context = await sharedDemoSite();
    const app = context.server.app;
    for (const email of [SITE_ADMIN, UPLOADER, SITE_VIEWER, AI_USER, NO_SITE_USER, MERIDIAN_EDITOR])
      assert.equal((await context.request('GET', '/api/v2/users/me', { as: email })).statusCode, 200);
    site = await castSite(context, 'Saved index');
    const [editor] = await app.db.select().from(roles).where(eq(roles.code, 'siteEditor'));
    const [editors] = await app.db
      .insert(userGroups)
      .values({ name: 'Editors', deploymentIndexId: site.deploymentIndexId, roleId: editor!.roleId })
      .returning();
    await app.db
      .insert(userGroupMembers)
      .values({ userGroupId: editors!.userGroupId, userId: await userIdOf(app, MERIDIAN_EDITOR) });
  });

  test('saves name, welcome message, template, colours and chart theme; hero and thumbnail are stripped', async () => {
    const response = await save({
      name: '  Saved index renamed  ',
      welcomeMessage: 'Hello, explorers.',
      pageTemplateCode: 'compact',
      theme: {
        primary: '#112233',
        accent: '#abcdef',
        heroUrl: 'https://images.example.com/hero.png',
        thumbnailUrl: 'v2/deploymentIndexes/theme/1/thumbnail',
      },
      chartTheme: 'dark',
    });
    assert.equal(response.statusCode, 200, response.body);
    const answer = response.json<DeploymentIndex>();
    assert.equal(answer.deploymentIndexId, site.deploymentIndexId);
    assert.equal(answer.name, 'Saved index renamed');
    assert.equal(answer.welcomeMessage, 'Hello, explorers.');
    assert.equal(answer.pageTemplateCode, 'compact');
    assert.equal(answer.chartTheme, 'dark');
    assert.deepEqual(answer.theme, { primary: '#112233', accent: '#abcdef' });

    const row = await stored();
    assert.deepEqual(row.theme, { primary: '#112233', accent: '#abcdef' }, 'only colours are stored');
    assert.equal(row.heroBlobName, null);
    assert.equal(row.thumbnailBlobName, null);
    const theme = await context.request('GET', `/api/v2/deploymentIndexes/theme/${site.deploymentIndexId}`, {
      as: SITE_VIEWER,
    });
    assert.equal(theme.statusCode, 200, theme.body);
    assert.equal(theme.json<Theme>().heroUrl, null, 'the hero sent with the theme was not saved');
    assert.equal(theme.json<Theme>().themeColor, '#112233');
  });

  test('fields left out keep their value; a null colour clears it; a blank welcome is the default one', async () => {
    await save({ name: 'Kept values', theme: { primary: '#010203', secondary: '#040506' }, chartTheme: 'light' });
    const response = await save({ welcomeMessage: '   ', theme: { secondary: null, info: '#0a0b0c' } });
    assert.equal(response.statusCode, 200, response.body);
    const answer = response.json<DeploymentIndex>();
    assert.equal(answer.name, 'Kept values');
    assert.equal(answer.chartTheme, 'light');
    assert.equal(answer.welcomeMessage, 'Welcome to Kept values');
    assert.deepEqual(
      answer.theme,
      { primary: '#010203', accent: '#abcdef', info: '#0a0b0c' },
      'accent, left out, is kept',
    );
    assert.equal((await stored()).welcomeMessage, null);
  });

  test("the site's theme entry keeps its images and takes the new colours", async () => {
    const app = context.server.app;
    await app.db
      .insert(themes)
      .values({
        entityType: 'deploymentIndex',
        entityId: site.deploymentIndexId,
        themeColor: '#000000',
        heroBlobName: 'themes/deploymentIndex/hero-kept.png',
      })
      .onConflictDoUpdate({
        target: [themes.entityType, themes.entityId],
        set: { themeColor: '#000000', heroBlobName: 'themes/deploymentIndex/hero-kept.png' },
      });
    const response = await save({ theme: { primary: '#223344', heroUrl: null, thumbnailUrl: null } });
    assert.equal(response.statusCode, 200, response.body);
    const [entry] = await app.db.select().from(themes).where(eq(themes.entityId, site.deploymentIndexId));
    assert.equal(entry?.themeColor, '#223344');
    assert.equal(entry?.heroBlobName, 'themes/deploymentIndex/hero-kept.png', 'the stored hero stays');
  });

  test('a site editor may save; the site template of another code may be kept, not chosen', async () => {
    const editor = await save({ welcomeMessage: 'Edited by an editor.' }, MERIDIAN_EDITOR);
    assert.equal(editor.statusCode, 200, editor.body);
    assert.equal(editor.json<DeploymentIndex>().welcomeMessage, 'Edited by an editor.');

    await context.server.app.db
      .update(deploymentIndexes)
      .set({ pageTemplateCode: 'awards' })
      .where(eq(deploymentIndexes.deploymentIndexId, site.deploymentIndexId));
    const kept = await save({ pageTemplateCode: 'awards', chartTheme: null });
    assert.equal(kept.statusCode, 200, kept.body);
    assert.equal(kept.json<DeploymentIndex>().pageTemplateCode, 'awards');
    assert.equal(kept.json<DeploymentIndex>().chartTheme, null);
  });

  test('refused without editDeploymentIndex, to users of other sites and without a token; nothing changes', async () => {
    const before = await databaseSnapshot(context.server.app);
    const payload = { name: 'Taken over' };
    for (const as of [SITE_VIEWER, UPLOADER, AI_USER]) {
      const refused = await save(payload, as);
      assert.equal(refused.statusCode, 403, as);
      assert.equal(refused.json().error, ACCESS_MESSAGES.siteEditDenied);
    }
    const otherSite = await save(payload, MERIDIAN_EDITOR, await context.siteId('Meridian Creative'));
    assert.equal(otherSite.statusCode, 403);
    assert.equal(otherSite.json().error, ACCESS_MESSAGES.noSiteAccess);
    const noSite = await save(payload, NO_SITE_USER);
    assert.equal(noSite.statusCode, 403);
    assert.equal(
      (await context.request('PUT', `/api/v2/dashboards/${site.deploymentIndexId}`, { payload })).statusCode,
      401,
    );
    assert.equal((await save(payload, SITE_ADMIN, 999_999)).statusCode, 404);
    assert.deepEqual(await databaseSnapshot(context.server.app), before);
  });

  test('bad input: a blank or taken name, an unknown template, chart theme or colour, unknown fields', async () => {
    const before = await databaseSnapshot(context.server.app);
    for (const [payload, status, message] of [
      [{ name: '   ' }, 400, /body\/name must not be blank/],
      [{ name: HOME_SITE }, 409, new RegExp(`A site named '${HOME_SITE}' already exists in this deployment`)],
      [{ pageTemplateCode: 'fancy' }, 400, /body\/pageTemplateCode must be one of default, compact, not 'fancy'/],
      [{ chartTheme: 'neon' }, 400, /body\/chartTheme/],
      [{ theme: { primary: 'red' } }, 400, /body\/theme\/primary must be a CSS hex colour/],
      [{ theme: { primary: '#123456', heroFile: 'x' } }, 400, /body\/theme\/heroFile is not a field of this request/],
      [{ name: 'Fine', deploymentIndexId: 5 }, 400, /body\/deploymentIndexId is not a field of this request/],
    ] as const) {
      const response = await save(payload);
      assert.equal(response.statusCode, status, `${JSON.stringify(payload)}: ${response.body}`);
      assert.match(response.json().error, message);
    }
    assert.deepEqual(await databaseSnapshot(context.server.app), before);
  });
});
