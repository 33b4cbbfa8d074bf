import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import { ACCESS_MESSAGES } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import {
  assetFieldValues,
  assetMembers,
  assets,
  assetUserGroups,
  collectionAssets,
  collections,
  collectionUsers,
  metadataFieldValues,
  users,
} from '../../../../db/schema/index.js';
import { sharedQuietSite, type DemoSiteContext } from '../../../../test/demo-site-context.js';
import { userGroupOf, userIdOf } from '../../../../test/document-fixtures.js';
import { registerFile, seedMetadataSet, type SeededSet } from '../../../../test/uploader-fixtures.js';
import { NO_SITE_USER, SECOND_VIEWER, SITE_ADMIN, SITE_VIEWER, UPLOADER } from '../../../../test/cast.js';
import { castSite } from '../../../../test/cast-site.js';

interface FieldAnswer {
  fieldId: number;
  code: string;
  isRequired: boolean;
  isMultiple: boolean;
  values: { profileFieldValueId: number; value: string; parents: { fieldCode: string; fieldValue: string }[] }[];
}

describe('GET v2/uploader entity fetches', () => {
  let context: DemoSiteContext;
  let site: number;
  let awards: number;
  let set: SeededSet;
  before(async () => {
    context = await sharedQuietSite();
    site = (await castSite(context, 'Uploader fetches')).deploymentIndexId;
    awards = await context.siteId('Northwind Awards');
    set = await seedMetadataSet(context.server.app, site);
  });

  const get = (path: string, as?: string) => context.request('GET', `/api/v2/uploader/${path}`, { as });

  test("getMetadataSets lists the site's master set and its subsets by name", async () => {
    const response = await get(`getMetadataSets?deploymentIndexId=${site}`, SITE_VIEWER);
    assert.equal(response.statusCode, 200, response.body);
    const body = response.json();
    assert.equal(body.masterSetId, set.masterSetId);
    assert.deepEqual(
      body.metadataSets.map((entry: { name: string; isMaster: boolean; masterSetId: number | null }) => [
        entry.name,
        entry.isMaster,
        entry.masterSetId,
      ]),
      [
        ['Awards entries', false, set.masterSetId],
        ['Case studies', false, set.masterSetId],
        ['Northwind master', true, null],
      ],
    );
    const none = await get(`getMetadataSets?deploymentIndexId=${awards}`, SITE_ADMIN);
    assert.deepEqual(none.json(), { deploymentIndexId: awards, masterSetId: null, metadataSets: [] });
  });

  test('getMetadataSets without a site uses the current one, or says the parameter is needed', async () => {
    const chosen = await context.request('PUT', `/api/v2/deployments/setDefaultIndex/${site}`, { as: UPLOADER });
    assert.ok(chosen.statusCode < 300, chosen.body);
    const current = await get('getMetadataSets', UPLOADER);
    assert.equal(current.statusCode, 200, current.body);
    assert.equal(current.json().deploymentIndexId, site);
    const noCurrent = await get('getMetadataSets', NO_SITE_USER);
    assert.equal(noCurrent.statusCode, 400);
    assert.match(noCurrent.json().error, /querystring\/deploymentIndexId is required/);
  });

  test('getUploaderSetById answers the fields with their flags and live values, hierarchy from the edges', async () => {
    const response = await get(`getUploaderSetById?setid=${set.masterSetId}&deploymentIndexId=${site}`, UPLOADER);
    assert.equal(response.statusCode, 200, response.body);
    const fields: FieldAnswer[] = response.json().fields;
    assert.deepEqual(
      fields.map((field) => [field.code, field.isRequired, field.isMultiple]),
      [
        ['content_types', true, true],
        ['regions', false, false],
        ['countries', false, true],
        ['keywords', false, true],
      ],
    );
    const contentTypes = fields[0]!;
    assert.deepEqual(
      contentTypes.values.map((value) => value.value),
      ['Case Study', 'Credential'],
    );
    const countries = fields[2]!;
    assert.deepEqual(
      countries.values.map((value) => [
        value.value,
        value.parents.map((parent) => `${parent.fieldCode}:${parent.fieldValue}`),
      ]),
      [
        ['France', ['regions:Europe']],
        ['Germany', ['regions:Europe']],
        ['Brazil', ['regions:Americas']],
      ],
    );
    const subset = await get(`getUploaderSetById?setid=${set.subsetId}&deploymentIndexId=${site}`, UPLOADER);
    assert.deepEqual(
      subset.json().fields.map((field: FieldAnswer) => field.code),
      ['client_result'],
    );
  });

  test('getUploaderSetById: 404 for a set of another site, 400 naming the parameter, 403 without the site, 401 without a token', async () => {
    const foreign = await get(`getUploaderSetById?setid=${set.masterSetId}&deploymentIndexId=${awards}`, SITE_ADMIN);
    assert.equal(foreign.statusCode, 404);
    assert.match(foreign.json().error, /No metadata set \d+ on the site Northwind Awards/);
    const bad = await get(`getUploaderSetById?setid=x&deploymentIndexId=${site}`, SITE_ADMIN);
    assert.equal(bad.statusCode, 400);
    assert.match(bad.json().error, /querystring\/setid/);
    assert.equal(
      (await get(`getUploaderSetById?setid=${set.masterSetId}&deploymentIndexId=${site}`, NO_SITE_USER)).statusCode,
      403,
    );
    assert.equal((await get(`getUploaderSetById?setid=${set.masterSetId}&deploymentIndexId=${site}`)).statusCode, 401);
  });

  test('getAssetWithDefaults answers the defaults of a new asset; needs uploadAsset', async () => {
    const response = await get(`getAssetWithDefaults?deploymentindexid=${site}`, UPLOADER);
    assert.equal(response.statusCode, 200, response.body);
    const body = response.json();
    assert.deepEqual([body.masterSetId, body.subsetId], [set.masterSetId, null]);
    const asset = body.assetInfos[0];
    assert.deepEqual(
      {
        StatusId: asset.StatusId,
        ArchiveTierId: asset.ArchiveTierId,
        IsFeatured: asset.IsFeatured,
        IsConfidential: asset.IsConfidential,
        SubmissionDate: asset.SubmissionDate,
        AssetId: asset.AssetId,
      },
      {
        StatusId: 1,
        ArchiveTierId: 1,
        IsFeatured: false,
        IsConfidential: true,
        SubmissionDate: new Date().toISOString().slice(0, 10),
        AssetId: 0,
      },
    );
    assert.deepEqual(asset.masterset, { setId: set.masterSetId, setFieldValues: [] });
    const viewer = await get(`getAssetWithDefaults?deploymentindexid=${site}`, SITE_VIEWER);
    assert.equal(viewer.statusCode, 403);
    assert.equal(viewer.json().error, ACCESS_MESSAGES.uploadDenied);
  });

  test('getAssetForEditing answers the asset with its master-set and subset values, soft-deleted values hidden; needs edit rights', async () => {
    const app = context.server.app;
    const item = await registerFile(context, UPLOADER, site, { name: 'case.pdf', size: 10, title: 'Retail case' }, [
      { fieldId: set.field.contentTypes, profileFieldValueId: set.value.caseStudy },
      { fieldId: set.field.regions, profileFieldValueId: set.value.europe },
      { fieldId: set.field.clientResult, profileFieldValueId: set.value.growth },
    ]);
    // A value soft-deleted after it was chosen stays on the asset but is not shown.
    await app.db
      .update(metadataFieldValues)
      .set({ softDeleted: true })
      .where(eq(metadataFieldValues.fieldValueId, set.value.europe));
    const response = await get(`getAssetForEditing?docid=${item.DocId}`, UPLOADER);
    await app.db
      .update(metadataFieldValues)
      .set({ softDeleted: false })
      .where(eq(metadataFieldValues.fieldValueId, set.value.europe));
    assert.equal(response.statusCode, 200, response.body);
    const body = response.json();
    assert.deepEqual([body.masterSetId, body.subsetId], [set.masterSetId, set.subsetId]);
    const asset = body.assetInfos[0];
    assert.deepEqual(
      [asset.AssetId, asset.DocId, asset.Title, asset.StatusId, asset.BlobName],
      [item.AssetId, item.DocId, 'Retail case', 1, item.BlobName],
    );
    assert.equal(asset.masterset.setId, set.masterSetId);
    assert.deepEqual(
      asset.masterset.setFieldValues.map(
        (value: { fieldCode: string; value: string }) => `${value.fieldCode}:${value.value}`,
      ),
      ['content_types:Case Study'],
    );
    assert.deepEqual(asset.subset, {
      setId: set.subsetId,
      fieldValue: [
        {
          fieldId: set.field.clientResult,
          fieldName: 'Client Result',
          fieldCode: 'client_result',
          profileFieldValueId: set.value.growth,
          value: 'Revenue growth',
        },
      ],
    });
    assert.equal(
      (await app.db.select().from(assetFieldValues).where(eq(assetFieldValues.assetId, item.AssetId))).length,
      3,
    );

    assert.equal((await get(`getAssetForEditing?docid=${item.DocId}`, SITE_ADMIN)).statusCode, 200);
    assert.equal((await get(`getAssetForEditing?docid=${item.DocId}`, SITE_VIEWER)).statusCode, 403);
    assert.equal(
      (await get(`getAssetForEditing?docid=${item.DocId}`, NO_SITE_USER)).statusCode,
      404,
      'no site: answered as an unknown id',
    );
    const unknown = await get('getAssetForEditing?docid=no-such-doc', SITE_ADMIN);
    assert.equal(unknown.statusCode, 404);
    assert.equal(unknown.json().error, "No such asset: doc id 'no-such-doc'.");
  });

  test('getAssetForCollections answers the asset with its collections and those the user may add it to', async () => {
    const app = context.server.app;
    const item = await registerFile(context, SITE_ADMIN, site, { name: 'reel.pdf', size: 10 }, [
      { fieldId: set.field.contentTypes, profileFieldValueId: set.value.credential },
    ]);
    const [sofia] = await app.db.select().from(users).where(eq(users.email, SITE_VIEWER));
    await app.db
      .insert(collections)
      .values({ name: 'Sofia picks', deploymentIndexId: site, createdByUserId: sofia!.userId });
    const [shared] = await app.db
      .insert(collections)
      .values({ name: 'Agency reels', deploymentIndexId: site })
      .returning();
    const [viewOnly] = await app.db
      .insert(collections)
      .values({ name: 'Board pack', deploymentIndexId: site })
      .returning();
    await app.db.insert(collectionUsers).values([
      { collectionId: shared!.collectionId, userId: sofia!.userId, roleCode: 'collectionEditor' },
      { collectionId: viewOnly!.collectionId, userId: sofia!.userId, roleCode: 'collectionViewer' },
    ]);
    await app.db.insert(collectionAssets).values([
      { collectionId: shared!.collectionId, assetId: item.AssetId },
      { collectionId: viewOnly!.collectionId, assetId: item.AssetId },
    ]);

    const response = await get(`getAssetForCollections?docid=${item.DocId}`, SITE_VIEWER);
    assert.equal(response.statusCode, 200, response.body);
    const body = response.json();
    assert.equal(body.assetInfos[0].DocId, item.DocId);
    assert.deepEqual(
      body.collections.map((value: { profileFieldValueId: number; value: string; fieldCode: string }) => [
        value.fieldCode,
        value.profileFieldValueId,
        value.value,
      ]),
      [['collections', shared!.collectionId, 'Agency reels']],
    );
    assert.deepEqual(
      body.availableCollections.map((value: { value: string }) => value.value),
      ['Agency reels', 'Sofia picks'],
    );

    await app.db.update(assets).set({ assetVisibility: 'Private' }).where(eq(assets.assetId, item.AssetId));
    const privateAsset = await get(`getAssetForCollections?docid=${item.DocId}`, SITE_VIEWER);
    assert.equal(privateAsset.statusCode, 403);
    assert.equal(privateAsset.json().error, ACCESS_MESSAGES.privateAsset);
    assert.equal(
      (await get(`getAssetForCollections?docid=${item.DocId}`, NO_SITE_USER)).statusCode,
      404,
      'no site: answered as an unknown id',
    );
  });

  test('getAssetForCollections reads a private asset by the one visibility rule: an assigned member and a member of an assigned user group may', async () => {
    const app = context.server.app;
    const item = await registerFile(context, SITE_ADMIN, site, { name: 'private-reel.pdf', size: 10 }, [
      { fieldId: set.field.contentTypes, profileFieldValueId: set.value.credential },
    ]);
    await app.db.update(assets).set({ assetVisibility: 'Private' }).where(eq(assets.assetId, item.AssetId));
    assert.equal(
      (await get(`getAssetForCollections?docid=${item.DocId}`, SITE_VIEWER)).statusCode,
      403,
      'not assigned: refused',
    );

    await app.db.insert(assetMembers).values({ assetId: item.AssetId, userId: await userIdOf(app, SITE_VIEWER) });
    assert.equal(
      (await get(`getAssetForCollections?docid=${item.DocId}`, SITE_VIEWER)).statusCode,
      200,
      'an assigned member may read it',
    );

    const groupMember = SECOND_VIEWER; // viewer of Northwind Discovery through a user group
    assert.equal((await get(`getAssetForCollections?docid=${item.DocId}`, groupMember)).statusCode, 403);
    await app.db
      .insert(assetUserGroups)
      .values({ assetId: item.AssetId, userGroupId: await userGroupOf(app, groupMember, site) });
    assert.equal(
      (await get(`getAssetForCollections?docid=${item.DocId}`, groupMember)).statusCode,
      200,
      'a member of an assigned user group may read it',
    );
  });
});
