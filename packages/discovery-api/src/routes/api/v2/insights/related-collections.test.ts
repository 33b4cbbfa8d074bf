import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import { ACCESS_MESSAGES } from '@portal/contracts';
import type { Collection, RelatedCollections } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { collectionAssets, collections } from '../../../../db/schema/index.js';
import { assertRefused, signInEveryone } from '../../../../test/group-fixtures.js';
import { sharedDemoSite, type DemoSiteContext } from '../../../../test/demo-site-context.js';
import { addDocument, siteNamed } from '../../../../test/document-fixtures.js';
import { ENTITY_OWNER, MERIDIAN_EDITOR, NON_MEMBER, NO_SITE_USER, SITE_ADMIN } from '../../../../test/cast.js';

/**
 * GET v2/insights/relatedCollections/{id}: the collections holding the asset that the caller may see, related-flagged
 * first, 25 a page. ENTITY_OWNER (liam) makes a confidential and a public collection holding the asset, one without it,
 * and MERIDIAN_EDITOR one of its own site.
 */
describe('GET v2/insights/relatedCollections/{id}', () => {
  let context: DemoSiteContext;
  let assetId: number;
  let privateAssetId: number;
  const made = new Map<string, number>();

  const related = (as: string | undefined, id: number, query = '') =>
    context.request('GET', `/api/v2/insights/relatedCollections/${id}${query}`, { as });
  const names = async (as: string, query = '') => {
    const response = await related(as, assetId, query);
    assert.equal(response.statusCode, 200, response.body);
    const answer = response.json<RelatedCollections>();
    return { count: answer.count, page: answer.currentPage, names: answer.rows.map((row) => row.name) };
  };

  before(async () => {
    context = await sharedDemoSite();
    await signInEveryone(context);
    const app = context.server.app;
    const site = await siteNamed(app, 'Northwind Discovery');
    const file = { mimeType: 'text/plain', process: false, bytes: new TextEncoder().encode('Text.') } as const;
    assetId = (await addDocument(app, site, { ...file, title: 'Brief', fileName: 'brief.txt' })).assetId;
    privateAssetId = (
      await addDocument(app, site, {
        ...file,
        title: 'Memo',
        fileName: 'memo.txt',
        visibility: 'Private',
        createdBy: ENTITY_OWNER,
      })
    ).assetId;
    const create = async (
      as: string,
      siteName: 'Northwind Discovery' | 'Meridian Insights',
      name: string,
      isConfidential: boolean,
      holds: boolean,
    ) => {
      const response = await context.request('POST', '/api/v2/collections', {
        as,
        payload: { deploymentIndexId: await context.siteId(siteName), collection: { name, isConfidential } },
      });
      assert.equal(response.statusCode, 201, response.body);
      const id = response.json<Collection>().collectionId;
      made.set(name, id);
      if (holds) await app.db.insert(collectionAssets).values({ collectionId: id, assetId });
    };
    await create(ENTITY_OWNER, 'Northwind Discovery', 'Confidential shelf', true, true);
    await create(ENTITY_OWNER, 'Northwind Discovery', 'Open shelf', false, true);
    await create(ENTITY_OWNER, 'Northwind Discovery', 'Empty shelf', false, false);
    await create(MERIDIAN_EDITOR, 'Meridian Insights', 'Meridian shelf', false, false);
    // An asset of another site's collection does not count: only the asset's own site.
    await app.db.insert(collectionAssets).values({ collectionId: made.get('Meridian shelf')!, assetId });
  });

  test('the collections holding the asset that each caller may see, related ones first, paged', async () => {
    assert.deepEqual((await names(ENTITY_OWNER)).names.sort(), ['Confidential shelf', 'Open shelf']);
    assert.deepEqual(await names(NON_MEMBER), { count: 1, page: 1, names: ['Open shelf'] });
    await context.server.app.db
      .update(collections)
      .set({ isRelatedCollection: true })
      .where(eq(collections.collectionId, made.get('Confidential shelf')!));
    assert.deepEqual((await names(SITE_ADMIN)).names, ['Confidential shelf', 'Open shelf']);
    assert.deepEqual(await names(ENTITY_OWNER, '?rowsPerPage=1&page=2'), { count: 2, page: 2, names: ['Open shelf'] });
  });

  test('refusals: a private asset the caller may not open, other sites, no site, bad ids and paging', async () => {
    assert.equal((await related(ENTITY_OWNER, privateAssetId)).statusCode, 200);
    await assertRefused(context, () => related(NON_MEMBER, privateAssetId), 403, ACCESS_MESSAGES.privateAsset);
    for (const as of [MERIDIAN_EDITOR, NO_SITE_USER])
      await assertRefused(context, () => related(as, assetId), 404, `No such asset: ${assetId}.`);
    await assertRefused(context, () => related(undefined, assetId), 401);
    await assertRefused(context, () => related(ENTITY_OWNER, 999999), 404, 'No such asset: 999999.');
    await assertRefused(
      context,
      () => related(ENTITY_OWNER, assetId, '?rowsPerPage=0'),
      400,
      /querystring\/rowsPerPage/,
    );
    await assertRefused(context, () => related(ENTITY_OWNER, assetId, '?page=x'), 400, /querystring\/page/);
  });
});
