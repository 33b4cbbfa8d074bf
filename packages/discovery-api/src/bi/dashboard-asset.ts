import { ACCESS_MESSAGES, hasDashboard } from '@portal/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { loadAssetFacts, contentTypesOf } from '../assets/asset-facts.js';
import { dashboardAccess } from '../assets/dashboard-access.js';
import { requireDocument } from '../documents/document-access.js';
import { HttpError } from '../http/http-error.js';
import { type ReadableAsset } from '../assets/asset-access.js';

/**
 * The dashboard asset a BI call names (by doc id) and the report it embeds, if the caller may open it as a
 * dashboard: 404 for an unknown doc id or one of a site the caller cannot use; 403 for a private asset they may
 * not open; 400 for an asset that is not a dashboard (spec §5: a dashboards content type, a non-blank external
 * URL and an action other than none); 403 without dashboard access (spec §6: user group access, or
 * accessPrivateAsset); 400 when the report named is not the asset's own, so no token is minted for a report the
 * portal does not list.
 */
export async function requireDashboardAsset(
  app: FastifyInstance,
  request: FastifyRequest,
  docId: string,
  reportUrl: string,
): Promise<ReadableAsset> {
  const document = await requireDocument(app, request, docId);
  const { asset, access, isAccessible } = document;
  if (!isAccessible) throw new HttpError(403, ACCESS_MESSAGES.privateAsset);
  const facts = (await loadAssetFacts(app.db, [asset], access.user.userId)).get(asset.assetId);
  const fields = {
    content_types: facts ? contentTypesOf(asset, facts) : [],
    external_url: asset.externalUrl,
    external_url_action: asset.externalUrlAction,
  };
  if (!hasDashboard(fields)) {
    throw new HttpError(
      400,
      `The request is not valid: the asset '${asset.docId}' is not a dashboard (it needs the Dashboards content type, an external URL and an embed action other than none).`,
    );
  }
  if (!(await dashboardAccess(app.db, access.user.userId, [document])).has(asset.assetId)) {
    throw new HttpError(403, ACCESS_MESSAGES.dashboardDenied);
  }
  if (reportUrl.trim() !== asset.externalUrl?.trim()) {
    throw new HttpError(400, "The request is not valid: reportUrl is not the dashboard's report (its external URL).");
  }
  return document;
}
