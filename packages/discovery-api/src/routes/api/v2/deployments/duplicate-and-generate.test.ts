// wire pass: duplicating a site copies many tables in one transaction.
import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import { ACCESS_MESSAGES, type DeploymentJob } from '@portal/contracts';
import { and, count, eq } from 'drizzle-orm';
import {
  deploymentIndexes,
  localPages,
  metadataFields,
  metadataSets,
  pageActions,
  pageGroupings,
  pages,
  quickLinks,
  quickLinkValues,
  themes,
  userGroupMembers,
  userGroups,
  users,
} from '../../../../db/schema/index.js';
import { customizationsContainerOf } from '../../../../sites/site-info.js';
import { castSite } from '../../../../test/cast-site.js';
import { databaseSnapshot } from '../../../../test/database-snapshot.js';
import { sharedDemoSite, type DemoSiteContext } from '../../../../test/demo-site-context.js';
import {
  CREATIVE_ADMIN,
  MERIDIAN_EDITOR,
  MERIDIAN_VIEWER,
  NO_SITE_USER,
  PORTAL_ADMIN,
  SITE_ADMIN,
  SITE_VIEWER,
} from '../../../../test/cast.js';

describe('POST /api/v2/deployments/duplicateIndex and generateAssetMetadataSets', () => {
  let context: DemoSiteContext;
  before(async () => {
    context = await sharedDemoSite();
  });

  const post = (path: string, payload: unknown, as?: string) =>
    context.request('POST', `/api/v2/deployments/${path}`, { as, payload });
  /** Starts a copy (202 and the job) and follows it until it ends, as the deployments page does. */
  const duplicate = async (payload: unknown, as = PORTAL_ADMIN) => {
    const started = await post('duplicateIndex', payload, as);
    assert.equal(started.statusCode, 202, started.body);
    let job = started.json<DeploymentJob>();
    const seen = [job.step];
    while (job.state === 'running') {
      await new Promise((resolve) => setTimeout(resolve, 20));
      const read = await context.request('GET', `/api/v2/deployments/jobs/${job.jobId}`, { as });
      assert.equal(read.statusCode, 200, read.body);
      job = read.json<DeploymentJob>();
      seen.push(job.step);
    }
    return { job, seen };
  };
  const siteCount = async () =>
    (await context.server.app.db.select({ value: count() }).from(deploymentIndexes))[0]?.value ?? 0;

  test('copies the site with its menu, local pages, user groups, theme and quick links', async () => {
    const db = context.server.app.db;
    const sourceId = await context.siteId('Northwind Discovery');
    const [link] = await db
      .insert(quickLinks)
      .values({ entityType: 'deploymentIndex', entityId: sourceId, name: 'Useful' })
      .returning();
    await db
      .insert(quickLinkValues)
      .values({ quickLinkId: link!.quickLinkId, name: 'Intranet', value: 'https://intranet.example.com' });

    const { job } = await duplicate({ IndexId: sourceId, CopyName: 'Northwind Discovery (copy)' });
    assert.equal(job.state, 'done', JSON.stringify(job));
    assert.equal(job.done, job.total);
    const copy = { deploymentIndexId: job.deploymentIndexId! };
    const [copied] = await db
      .select()
      .from(deploymentIndexes)
      .where(eq(deploymentIndexes.deploymentIndexId, copy.deploymentIndexId));
    assert.equal(copied?.name, 'Northwind Discovery (copy)');
    assert.notEqual(copy.deploymentIndexId, sourceId);
    const [source] = await db.select().from(deploymentIndexes).where(eq(deploymentIndexes.deploymentIndexId, sourceId));
    const [stored] = await db
      .select()
      .from(deploymentIndexes)
      .where(eq(deploymentIndexes.deploymentIndexId, copy.deploymentIndexId));
    assert.equal(stored?.deploymentId, source?.deploymentId);
    assert.equal(stored?.welcomeMessage, source?.welcomeMessage);
    assert.deepEqual(stored?.theme, source?.theme);

    const groupingCodes = await db
      .select({ code: pageGroupings.code })
      .from(pageGroupings)
      .where(eq(pageGroupings.deploymentIndexId, copy.deploymentIndexId));
    assert.deepEqual(groupingCodes.map((row) => row.code).sort(), ['discover', 'insights', 'resources']);
    const copiedActions = await db
      .select({ code: pageActions.code })
      .from(pageActions)
      .innerJoin(pages, eq(pages.pageId, pageActions.pageId))
      .innerJoin(pageGroupings, eq(pageGroupings.pageGroupingId, pages.pageGroupingId))
      .where(eq(pageGroupings.deploymentIndexId, copy.deploymentIndexId));
    assert.equal(copiedActions.length, 7);
    assert.equal(
      (await db.select().from(localPages).where(eq(localPages.deploymentIndexId, copy.deploymentIndexId))).length,
      4,
    );

    const groups = await db.select().from(userGroups).where(eq(userGroups.deploymentIndexId, copy.deploymentIndexId));
    assert.equal(groups.length, 6);
    assert.ok(
      groups.some((group) => group.name === 'Northwind Discovery (copy) members'),
      JSON.stringify(groups.map((group) => group.name)),
    );
    const [sofia] = await db.select().from(users).where(eq(users.email, SITE_VIEWER));
    const sofiaMemberships = await db
      .select()
      .from(userGroupMembers)
      .innerJoin(userGroups, eq(userGroups.userGroupId, userGroupMembers.userGroupId))
      .where(and(eq(userGroupMembers.userId, sofia!.userId), eq(userGroups.deploymentIndexId, copy.deploymentIndexId)));
    assert.equal(sofiaMemberships.length, 1);

    const sourceLinks = await db
      .select()
      .from(quickLinks)
      .where(and(eq(quickLinks.entityType, 'deploymentIndex'), eq(quickLinks.entityId, sourceId)));
    const copiedLinks = await db
      .select()
      .from(quickLinks)
      .where(and(eq(quickLinks.entityType, 'deploymentIndex'), eq(quickLinks.entityId, copy.deploymentIndexId)));
    assert.deepEqual(copiedLinks.map((row) => row.name).sort(), sourceLinks.map((row) => row.name).sort());
    const copiedLink = copiedLinks.find((row) => row.name === 'Useful');
    const copiedValues = await db
      .select()
      .from(quickLinkValues)
      .where(eq(quickLinkValues.quickLinkId, copiedLink!.quickLinkId));
    assert.deepEqual(
      copiedValues.map((value) => value.value),
      ['https://intranet.example.com'],
    );

    // The copier can open the copy.
    const info = await context.request('GET', `/api/v2/deploymentIndexes/${copy.deploymentIndexId}/info`, {
      as: SITE_VIEWER,
    });
    assert.equal(info.statusCode, 200, info.body);
  });

  // On a site of its own: a theme given to Northwind Discovery would be every other test's Northwind theme while this
  // test runs (its seeded hero and thumbnail images would be hidden behind it).
  test('copies the theme: its colours, and its images as images of its own', async () => {
    const app = context.server.app;
    const source = await castSite(context, 'Themed source');
    const container = app.blobs.getContainerClient(customizationsContainerOf(source));
    await container.createIfNotExists();
    const heroName = `themes/deploymentIndex/${source.deploymentIndexId}/hero-source.webp`;
    await container
      .getBlockBlobClient(heroName)
      .uploadData(Buffer.from('RIFF-hero'), { blobHTTPHeaders: { blobContentType: 'image/webp' } });
    await app.db.insert(themes).values({
      entityType: 'deploymentIndex',
      entityId: source.deploymentIndexId,
      themeColor: '#123456',
      heroBlobName: heroName,
    });
    const { job, seen } = await duplicate({ IndexId: source.deploymentIndexId, CopyName: `${source.name} (copy)` });
    assert.equal(job.state, 'done', JSON.stringify(job));
    assert.ok(seen.length >= 1);
    const [copiedTheme] = await app.db
      .select()
      .from(themes)
      .where(and(eq(themes.entityType, 'deploymentIndex'), eq(themes.entityId, job.deploymentIndexId!)));
    assert.equal(copiedTheme?.themeColor, '#123456');
    assert.ok(copiedTheme?.heroBlobName && copiedTheme.heroBlobName !== heroName, 'a blob of its own');
    const [copy] = await app.db
      .select()
      .from(deploymentIndexes)
      .where(eq(deploymentIndexes.deploymentIndexId, job.deploymentIndexId!));
    const copiedBlob = app.blobs
      .getContainerClient(customizationsContainerOf(copy!))
      .getBlobClient(copiedTheme.heroBlobName);
    assert.equal((await copiedBlob.downloadToBuffer()).toString(), 'RIFF-hero');
    assert.equal((await copiedBlob.getProperties()).contentType, 'image/webp');
  });

  test('a copy that fails half-way leaves nothing behind, and the job tells why', async () => {
    const app = context.server.app;
    const source = await castSite(context, 'Broken theme');
    // The theme names an image the blob store does not hold: copying it fails after the site row is written.
    await app.db.insert(themes).values({
      entityType: 'deploymentIndex',
      entityId: source.deploymentIndexId,
      themeColor: '#654321',
      heroBlobName: 'themes/missing-hero.webp',
    });
    const before = await siteCount();
    const { job } = await duplicate({ IndexId: source.deploymentIndexId, CopyName: `${source.name} (copy)` });
    assert.equal(job.state, 'failed');
    assert.equal(
      job.error,
      `Copying '${source.name}' failed: the theme image 'themes/missing-hero.webp' could not be copied (ContainerNotFound).`,
    );
    assert.equal(job.deploymentIndexId, null);
    assert.equal(await siteCount(), before, 'no half-copied site');
    const named = await app.db
      .select()
      .from(deploymentIndexes)
      .where(eq(deploymentIndexes.name, `${source.name} (copy)`));
    assert.deepEqual(named, []);
  });

  test('a job is read by the one who started it and portal administrators only', async () => {
    const source = await castSite(context, 'Job reader');
    const started = await post(
      'duplicateIndex',
      { IndexId: source.deploymentIndexId, CopyName: `${source.name} 2` },
      PORTAL_ADMIN,
    );
    assert.equal(started.statusCode, 202, started.body);
    const { jobId } = started.json<DeploymentJob>();
    for (const as of [SITE_ADMIN, SITE_VIEWER, NO_SITE_USER]) {
      const refused = await context.request('GET', `/api/v2/deployments/jobs/${jobId}`, { as });
      assert.equal(refused.statusCode, 404, as);
    }
    assert.equal((await context.request('GET', `/api/v2/deployments/jobs/${jobId}`)).statusCode, 401);
    const unknown = await context.request('GET', `/api/v2/deployments/jobs/not-a-job`, { as: PORTAL_ADMIN });
    assert.equal(unknown.statusCode, 400);
    await duplicate({ IndexId: source.deploymentIndexId, CopyName: `${source.name} 3` });
  });

  test('409 with the error text for a duplicate name, nothing created', async () => {
    const sourceId = await context.siteId('Northwind Discovery');
    const before = await siteCount();
    const response = await post('duplicateIndex', { IndexId: sourceId, CopyName: 'northwind awards' }, PORTAL_ADMIN);
    assert.equal(response.statusCode, 409);
    assert.equal(response.json().error, "A site named 'northwind awards' already exists in this deployment.");
    assert.equal(await siteCount(), before);
  });

  test('duplicate: portal administrators only (401; 403 for the site administrator, a viewer, another site, no site), 400 naming the field', async () => {
    const sourceId = await context.siteId('Northwind Discovery');
    const before = await databaseSnapshot(context.server.app);
    assert.equal((await post('duplicateIndex', { IndexId: sourceId, CopyName: 'X' })).statusCode, 401);
    for (const as of [SITE_ADMIN, SITE_VIEWER, MERIDIAN_EDITOR]) {
      const refused = await post('duplicateIndex', { IndexId: sourceId, CopyName: 'X' }, as);
      assert.equal(refused.statusCode, 403, as);
    }
    const siteAdmin = await post('duplicateIndex', { IndexId: sourceId, CopyName: 'X' }, SITE_ADMIN);
    assert.equal(siteAdmin.json().error, ACCESS_MESSAGES.portalAdministratorsOnly);
    assert.equal((await post('duplicateIndex', { IndexId: sourceId, CopyName: 'X' }, NO_SITE_USER)).statusCode, 403);
    assert.equal((await post('duplicateIndex', { IndexId: 999_999, CopyName: 'X' }, PORTAL_ADMIN)).statusCode, 404);
    const blank = await post('duplicateIndex', { IndexId: sourceId, CopyName: '   ' }, PORTAL_ADMIN);
    assert.equal(blank.statusCode, 400);
    assert.match(blank.json().error, /body\/CopyName/);
    const missing = await post('duplicateIndex', { IndexId: sourceId }, PORTAL_ADMIN);
    assert.equal(missing.statusCode, 400);
    assert.match(missing.json().error, /CopyName/);
    assert.deepEqual(await databaseSnapshot(context.server.app), before);
  });

  test('generateAssetMetadataSets creates the master set with the standard fields, once', async () => {
    const db = context.server.app.db;
    const siteId = await context.siteId('Meridian Insights');
    const response = await post('generateAssetMetadataSets', { IndexId: siteId }, PORTAL_ADMIN);
    assert.equal(response.statusCode, 201, response.body);
    const body = response.json<{
      setId: number;
      isMaster: boolean;
      deploymentIndexId: number;
      fields: { code: string }[];
    }>();
    assert.equal(body.isMaster, true);
    assert.equal(body.deploymentIndexId, siteId);
    const codes = body.fields.map((field) => field.code);
    for (const code of ['content_types', 'topics', 'keywords', 'regions', 'countries', 'clients', 'brands'])
      assert.ok(codes.includes(code), code);
    const [site] = await db.select().from(deploymentIndexes).where(eq(deploymentIndexes.deploymentIndexId, siteId));
    assert.equal(site?.metadataSetId, body.setId);
    assert.equal(
      (await db.select().from(metadataFields).where(eq(metadataFields.setId, body.setId))).length,
      codes.length,
    );

    const again = await post('generateAssetMetadataSets', { IndexId: siteId }, PORTAL_ADMIN);
    assert.equal(again.statusCode, 409);
    assert.match(again.json().error, /already has a metadata set/);
    assert.equal((await db.select().from(metadataSets).where(eq(metadataSets.deploymentIndexId, siteId))).length, 1);
  });

  test('generate: portal administrators only (401; 403 for the site administrator, a viewer, no site), 400 naming the field; nothing created', async () => {
    const siteId = await context.siteId('Meridian Creative');
    const before = await databaseSnapshot(context.server.app);
    assert.equal((await post('generateAssetMetadataSets', { IndexId: siteId })).statusCode, 401);
    assert.equal((await post('generateAssetMetadataSets', { IndexId: siteId }, MERIDIAN_VIEWER)).statusCode, 403);
    const siteAdmin = await post('generateAssetMetadataSets', { IndexId: siteId }, CREATIVE_ADMIN);
    assert.equal(siteAdmin.statusCode, 403);
    assert.equal(siteAdmin.json().error, ACCESS_MESSAGES.portalAdministratorsOnly);
    assert.equal((await post('generateAssetMetadataSets', { IndexId: siteId }, NO_SITE_USER)).statusCode, 403);
    const bad = await post('generateAssetMetadataSets', { IndexId: 'x' }, PORTAL_ADMIN);
    assert.equal(bad.statusCode, 400);
    assert.match(bad.json().error, /body\/IndexId/);
    assert.deepEqual(await databaseSnapshot(context.server.app), before);
  });
});
