import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AssetDefaultsQuery,
  MetadataSetList,
  MetadataSetsQuery,
  UploaderAssetCollections,
  UploaderAssetQuery,
  UploaderAssetResponse,
  UploaderMetadataSet,
  UploaderSetQuery,
} from '@portal/contracts';
import { signedInIdentity } from '../../../../auth/signed-in-identity.js';
import { errorResponses } from '../../../../http/error-response.js';
import { HttpError } from '../../../../http/http-error.js';
import { currentSiteId } from '../../../../sites/current-site.js';
import { requireSiteAccess } from '../../../../sites/site-access.js';
import { upsertSignedInUser } from '../../../../users/upsert-signed-in-user.js';
import {
  assetCollectionValues,
  editableCollections,
  toCollectionValue,
} from '../../../../collections/asset-collections.js';
import {
  loadFieldsWithValues,
  siteMasterSet,
  siteMetadataSets,
  toSetSummary,
} from '../../../../metadata/metadata-sets.js';
import { uploaderAssetResponse } from '../../../../uploader/upload-asset-model.js';
import { requireAssetEdit, requireAssetRead, requireUploadRights } from '../../../../assets/asset-access.js';
import { BEARER_SECURITY } from '../../../../http/bearer-security.js';

const errors = errorResponses(400, 401, 403, 404);

/** Today as YYYY-MM-DD in UTC: the default SubmissionDate (spec §9 "today"; the spec names no time zone). */
const todayUtc = () => new Date().toISOString().slice(0, 10);

/**
 * The uploader's entity fetches (spec §7 "Entity fetches (name plus query)"). The client asks for
 * `<name>?<query>`; each name is a GET under v2/uploader with the query parameters the spec spells:
 *   getMetadataSets?deploymentIndexId          (optional: default the user's current site)
 *   getUploaderSetById?setid&deploymentIndexId
 *   getAssetForEditing?docid
 *   getAssetWithDefaults?deploymentindexid
 *   getAssetForCollections?docid
 * Reading a site's sets needs access to the site; the asset defaults need uploadAsset; an asset for
 * editing needs edit rights on it; an asset for collections needs to be readable (assets/asset-access.ts).
 */
const entityFetchRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/uploader/getMetadataSets',
    {
      schema: {
        tags: ['uploader'],
        summary: "A site's metadata sets (master and subsets), sorted by name",
        security: BEARER_SECURITY,
        querystring: MetadataSetsQuery,
        response: { 200: MetadataSetList, ...errors },
      },
    },
    async (request) => {
      let siteId = request.query.deploymentIndexId;
      if (siteId === undefined) {
        const user = await upsertSignedInUser(app.db, signedInIdentity(request));
        siteId = await currentSiteId(app.db, user.userId);
        if (siteId === undefined)
          throw new HttpError(
            400,
            'The request is not valid: querystring/deploymentIndexId is required (you have no current site).',
          );
      }
      const { site } = await requireSiteAccess(app, request, siteId);
      const { master, sets } = await siteMetadataSets(app.db, site);
      return {
        deploymentIndexId: site.deploymentIndexId,
        masterSetId: master?.setId ?? null,
        metadataSets: sets.map(toSetSummary),
      };
    },
  );

  app.get(
    '/uploader/getUploaderSetById',
    {
      schema: {
        tags: ['uploader'],
        summary:
          'A metadata set of a site with its fields and their values (soft-deleted values left out, hierarchy from the metadata edges)',
        security: BEARER_SECURITY,
        querystring: UploaderSetQuery,
        response: { 200: UploaderMetadataSet, ...errors },
      },
    },
    async (request) => {
      const { site } = await requireSiteAccess(app, request, request.query.deploymentIndexId);
      const { sets } = await siteMetadataSets(app.db, site);
      const set = sets.find((candidate) => candidate.setId === request.query.setid);
      if (!set) throw new HttpError(404, `No metadata set ${request.query.setid} on the site ${site.name}.`);
      const fields = await loadFieldsWithValues(app.db, site.deploymentIndexId, [set.setId]);
      return { ...toSetSummary(set), deploymentIndexId: site.deploymentIndexId, fields };
    },
  );

  app.get(
    '/uploader/getAssetForEditing',
    {
      schema: {
        tags: ['uploader'],
        summary: 'An asset in its upload model with its selected values, for the edit-metadata panel',
        security: BEARER_SECURITY,
        querystring: UploaderAssetQuery,
        response: { 200: UploaderAssetResponse, ...errors },
      },
    },
    async (request) => {
      const { site, asset } = await requireAssetEdit(app, request, { docId: request.query.docid });
      return uploaderAssetResponse(app.db, site, asset);
    },
  );

  app.get(
    '/uploader/getAssetWithDefaults',
    {
      schema: {
        tags: ['uploader'],
        summary:
          'A new asset with the defaults of spec §9 (StatusId 1, ArchiveTierId 1, IsFeatured false, IsConfidential true, SubmissionDate today)',
        security: BEARER_SECURITY,
        querystring: AssetDefaultsQuery,
        response: { 200: UploaderAssetResponse, ...errors },
      },
    },
    async (request) => {
      const { site } = await requireUploadRights(app, request, request.query.deploymentindexid);
      const master = await siteMasterSet(app.db, site);
      const masterSetId = master?.setId ?? null;
      const none = {
        Description: null,
        Status: null,
        StatusError: null,
        EstimatedValueId: null,
        EngagementTypeId: null,
        BusinessResultId: null,
        NewBusinessUrl: null,
        CompanyLocationProfileEtc: null,
        DefaultPreviewId: null,
        FileExtensionId: null,
        PreviewSetId: null,
        BlobName: null,
        StoragePath: null,
        MimeType: null,
        FileSize: null,
        ExternalDocId: null,
        VideoAssetId: null,
        CreatedByUser: null,
        ReferenceUrl: null,
        ExternalSource: null,
        ExternalId: null,
        TermsAndConditions: null,
        Notes: null,
      };
      return {
        subsetId: null,
        masterSetId,
        assetInfos: [
          {
            ...none,
            AssetId: 0,
            DocId: null,
            FileName: '',
            OriginalFileName: '',
            Title: '',
            StatusId: 1,
            SubmissionDate: todayUtc(),
            ArchiveTierId: 1,
            IsFeatured: false,
            IsConfidential: true,
            IsVideo: false,
            DeploymentIndexId: site.deploymentIndexId,
            CollectionAssets: [],
            masterset: { setId: masterSetId, setFieldValues: [] },
            subset: { setId: null, fieldValue: [] },
          },
        ],
      };
    },
  );

  app.get(
    '/uploader/getAssetForCollections',
    {
      schema: {
        tags: ['uploader'],
        summary:
          'An asset for the add-to-collection panel: the asset, its collections and the collections the user may add it to',
        security: BEARER_SECURITY,
        querystring: UploaderAssetQuery,
        response: { 200: UploaderAssetCollections, ...errors },
      },
    },
    async (request) => {
      const access = await requireAssetRead(app, request, { docId: request.query.docid });
      const { asset } = access;
      const editable = await editableCollections(app.db, access, asset.deploymentIndexId);
      return {
        ...(await uploaderAssetResponse(app.db, access.site, asset)),
        collections: await assetCollectionValues(app.db, asset.assetId, editable),
        availableCollections: editable.map(toCollectionValue),
      };
    },
  );
};

export default entityFetchRoutes;
