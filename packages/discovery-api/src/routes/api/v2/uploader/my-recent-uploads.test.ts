import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import { ACCESS_MESSAGES, RECENT_UPLOADS, type RecentUploads } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { ASSET_STATUS_ID, PROCESSING_STEP } from '../../../../assets/asset-status.js';
import { assets, type DeploymentIndex } from '../../../../db/schema/index.js';
import { sharedQuietSite, type DemoSiteContext } from '../../../../test/demo-site-context.js';
import { registerFile, seedMetadataSet, type SeededSet } from '../../../../test/uploader-fixtures.js';
import { MERIDIAN_EDITOR, SITE_ADMIN, UPLOADER } from '../../../../test/cast.js';
import { castSite } from '../../../../test/cast-site.js';

describe('GET v2/uploader/getMyRecentUploads', () => {
  let context: DemoSiteContext;
  let site: DeploymentIndex;
  let otherSite: DeploymentIndex;
  let set: SeededSet;
  let otherSet: SeededSet;
  before(async () => {
    context = await sharedQuietSite();
    site = await castSite(context, 'Recent uploads');
    otherSite = await castSite(context, 'Recent uploads elsewhere');
    set = await seedMetadataSet(context.server.app, site.deploymentIndexId);
    otherSet = await seedMetadataSet(context.server.app, otherSite.deploymentIndexId);
  });

  const list = (siteId: number | string, as?: string) =>
    context.request('GET', `/api/v2/uploader/getMyRecentUploads?deploymentIndexId=${siteId}`, { as });

  /** A file registered by `as` on the site, then given the status (and age) a test needs. */
  async function uploaded(
    as: string,
    where: DeploymentIndex,
    name: string,
    status: Partial<typeof assets.$inferInsert>,
  ): Promise<number> {
    const values = where === site ? set : otherSet;
    const item = await registerFile(context, as, where.deploymentIndexId, { name, size: 10, mimeType: 'text/plain' }, [
      { fieldId: values.field.contentTypes, profileFieldValueId: values.value.caseStudy },
    ]);
    if (Object.keys(status).length > 0)
      await context.server.app.db.update(assets).set(status).where(eq(assets.assetId, item.AssetId));
    return item.AssetId;
  }

  test("answers the caller's own uploads on the site with their processing status, the latest changed first", async () => {
    const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);
    const failed = await uploaded(UPLOADER, site, 'failed.txt', {
      statusId: ASSET_STATUS_ID.error,
      status: PROCESSING_STEP.failed,
      statusError: 'failed.txt could not be read as text: bad bytes.',
      updated: minutesAgo(1),
    });
    const indexing = await uploaded(UPLOADER, site, 'indexing.txt', {
      statusId: ASSET_STATUS_ID.indexing,
      status: PROCESSING_STEP.extracting,
      updated: minutesAgo(2),
    });
    const indexed = await uploaded(UPLOADER, site, 'indexed.txt', {
      statusId: ASSET_STATUS_ID.indexed,
      status: PROCESSING_STEP.indexed,
      updated: minutesAgo(3),
    });
    // Not answered: a file whose transfer never ended, one of last month, another user's, and one on another site.
    await uploaded(UPLOADER, site, 'registered.txt', {});
    await uploaded(UPLOADER, site, 'old.txt', {
      statusId: ASSET_STATUS_ID.error,
      created: new Date(Date.now() - (RECENT_UPLOADS.days + 1) * 24 * 3_600_000),
    });
    const admins = await uploaded(SITE_ADMIN, site, 'admins.txt', { statusId: ASSET_STATUS_ID.error });
    const elsewhere = await uploaded(UPLOADER, otherSite, 'elsewhere.txt', { statusId: ASSET_STATUS_ID.error });

    const response = await list(site.deploymentIndexId, UPLOADER);
    assert.equal(response.statusCode, 200, response.body);
    const { Uploads } = response.json<RecentUploads>();
    assert.deepEqual(
      Uploads.map((upload) => [upload.AssetId, upload.FileName, upload.StatusId, upload.StatusError]),
      [
        [failed, 'failed.txt', ASSET_STATUS_ID.error, 'failed.txt could not be read as text: bad bytes.'],
        [indexing, 'indexing.txt', ASSET_STATUS_ID.indexing, null],
        [indexed, 'indexed.txt', ASSET_STATUS_ID.indexed, null],
      ],
    );
    assert.equal(Uploads[1]?.Status, PROCESSING_STEP.extracting);

    // The site administrator sees their own upload only, never the uploader's.
    const theirs = (await list(site.deploymentIndexId, SITE_ADMIN)).json<RecentUploads>().Uploads;
    assert.deepEqual(
      theirs.map((upload) => upload.AssetId),
      [admins],
    );
    const other = (await list(otherSite.deploymentIndexId, UPLOADER)).json<RecentUploads>().Uploads;
    assert.deepEqual(
      other.map((upload) => upload.AssetId),
      [elsewhere],
    );
  });

  test('refuses a caller without a token, a site the caller cannot use, an unknown site and a bad id', async () => {
    assert.equal((await list(site.deploymentIndexId)).statusCode, 401);
    const stranger = await list(site.deploymentIndexId, MERIDIAN_EDITOR);
    assert.equal(stranger.statusCode, 403, stranger.body);
    assert.equal(stranger.json().error, ACCESS_MESSAGES.noSiteAccess);
    assert.equal((await list(999_999, UPLOADER)).statusCode, 404);
    assert.equal((await list('abc', UPLOADER)).statusCode, 400);
    assert.equal((await list(0, UPLOADER)).statusCode, 400);
  });
});
