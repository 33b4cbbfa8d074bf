import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ACCESS_MESSAGES, AssetCollectionsRequest, AssetCollectionsResult } from '@portal/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { canSeeAssetContent } from '../../../../assets/asset-visibility.js';
import { errorResponses } from '../../../../http/error-response.js';
import { HttpError } from '../../../../http/http-error.js';
import { requireSiteAccess } from '../../../../sites/site-access.js';
import {
  assetCollectionValues,
  changeAssetCollections,
  editableCollections,
  requireEditableCollections,
} from '../../../../collections/asset-collections.js';
import { resolveTargets } from '../../../../uploader/request-targets.js';
import { NO_ASSET_INFO } from '../../../../uploader/upload-answers.js';
import { BEARER_SECURITY } from '../../../../http/bearer-security.js';

const errors = errorResponses(400, 401, 403, 404);

/** Checks the request and changes the assets' collections (changeAssetCollections); answers each asset's collections afterwards. */
async function changeCollections(
  app: FastifyInstance,
  request: FastifyRequest,
  body: AssetCollectionsRequest,
  mode: 'add' | 'replace',
): Promise<AssetCollectionsResult> {
  const access = await requireSiteAccess(app, request, body.DeploymentIndexId);
  const siteId = access.site.deploymentIndexId;
  const items =
    body.AssetInfos && body.AssetInfos.length > 0
      ? body.AssetInfos
      : body.SingleDocId
        ? [{ DocId: body.SingleDocId }]
        : [];
  if (items.length === 0) return { HasError: true, Error: NO_ASSET_INFO, AssetInfos: [] };
  const targets = await resolveTargets(app, items, body.SingleDocId, siteId, async (asset) => {
    if (!(await canSeeAssetContent(app.db, access, asset))) throw new HttpError(403, ACCESS_MESSAGES.privateAsset);
  });
  const collectionIds = await requireEditableCollections(app.db, access, siteId, body.MetadataData);
  const editable = await editableCollections(app.db, access, siteId);
  await changeAssetCollections(
    app.db,
    mode,
    targets.map((target) => target.asset.assetId),
    collectionIds,
    editable.map((row) => row.collectionId),
  );
  const results = [];
  for (const target of targets) {
    results.push({
      UniqueId: target.uniqueId,
      AssetId: target.asset.assetId,
      DocId: target.asset.docId,
      HasError: false,
      Error: null,
      Collections: await assetCollectionValues(app.db, target.asset.assetId, editable),
    });
  }
  return { HasError: false, Error: null, AssetInfos: results };
}

/**
 * POST v2/uploader/saveAssetCollections and updateAssetCollections (spec §4 "Add to collection"). The spec
 * names both without their difference; chosen: save adds the assets to the selected collections (the
 * uploader's bulk "add these new files to …"), update makes the selected collections exactly the asset's
 * collections among those the user may change (the panel sends its selection merged with the saved values,
 * so a value left out is removed). Collections the user may not change are never touched.
 * Needs access to the site and, for a private asset, accessPrivateAsset or being its uploader; each
 * collection needs its owner, an editor, its creator or editDeploymentIndex (asset-collections.ts).
 */
const assetCollectionRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/uploader/saveAssetCollections',
    {
      schema: {
        tags: ['uploader'],
        summary: 'Adds assets to the selected collections',
        security: BEARER_SECURITY,
        body: AssetCollectionsRequest,
        response: { 200: AssetCollectionsResult, ...errors },
      },
    },
    async (request) => changeCollections(app, request, request.body, 'add'),
  );

  app.post(
    '/uploader/updateAssetCollections',
    {
      schema: {
        tags: ['uploader'],
        summary: "Sets an asset's collections (among those the user may change) to the selected ones",
        security: BEARER_SECURITY,
        body: AssetCollectionsRequest,
        response: { 200: AssetCollectionsResult, ...errors },
      },
    },
    async (request) => changeCollections(app, request, request.body, 'replace'),
  );
};

export default assetCollectionRoutes;
