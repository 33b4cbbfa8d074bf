import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AssetSave, EditableAsset } from '@portal/contracts';
import { editableAsset, requireDocumentEditor, saveEditableAsset } from '../../../../assets/asset-edit.js';
import { pinnedCollectionsSeenBy } from '../../../../entities/entity-access.js';
import { errorResponses } from '../../../../http/error-response.js';
import { BEARER_SECURITY } from '../../../../http/bearer-security.js';

const AssetId = Type.Integer({ minimum: 1, description: 'The asset id.' });

const WHO =
  "Only the asset's uploader and users with editDeploymentIndex on its site (site administrators and editors, portal administrators); " +
  '403 for other users of the site, 404 for an unknown asset or one of a site the user cannot use.';

/**
 * POST v2/insights/get/{id} and PUT v2/insights/save/{assetId} (spec §7 "Search and documents"): the content page's
 * "edit document" dialog reads the asset (EditableAsset: the portal model and the editable fields) and saves it
 * back (assets/asset-edit.ts).
 */
const assetInsightsEditRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/insights/get/:id',
    {
      schema: {
        tags: ['insights', 'assets'],
        summary: 'The asset for the "edit document" dialog: its portal model with the editable fields',
        description: `${WHO} POST as the portal calls it; the call has no body and changes nothing.`,
        security: BEARER_SECURITY,
        params: Type.Object({ id: AssetId }),
        response: { 200: EditableAsset, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { asset, access } = await requireDocumentEditor(app, request, request.params.id);
      const pinned = await pinnedCollectionsSeenBy(app.db, access.user.userId, [asset.assetId]);
      return editableAsset(app, access, asset, pinned.get(asset.assetId) ?? []);
    },
  );

  app.put(
    '/insights/save/:assetId',
    {
      schema: {
        tags: ['insights', 'assets'],
        summary:
          'Saves the "edit document" dialog and re-queues the asset for search indexing; answers the saved asset',
        description:
          `${WHO} The body is the asset as POST v2/insights/get/{id} answered it, or any part of it: title, description, synopsis, summary, ` +
          'externalUrl (absolute http(s)), externalUrlLabel, externalUrlAction, isConfidential, keywords and tags (existing values of the ' +
          "site's keywords and tags fields; they replace the asset's), contacts (role and user.userId, users of the site; they replace " +
          'all contacts). Other properties are ignored. Bad input is a 400 naming the field, and nothing changes; the change is one transaction.',
        security: BEARER_SECURITY,
        params: Type.Object({ assetId: AssetId }),
        body: AssetSave,
        response: { 200: EditableAsset, ...errorResponses(400, 401, 403, 404, 501) },
      },
    },
    async (request) => {
      const found = await requireDocumentEditor(app, request, request.params.assetId);
      const saved = await saveEditableAsset(app, found, request.body);
      const pinned = await pinnedCollectionsSeenBy(app.db, found.access.user.userId, [saved.assetId]);
      return editableAsset(app, found.access, saved, pinned.get(saved.assetId) ?? []);
    },
  );
};

export default assetInsightsEditRoutes;
