import { portalApi } from '@portal/api-client';
import type {
  Asset,
  AssetAssignments,
  AssetReportName,
  AssetReportPage,
  AssetReportQuery,
  AssetUser,
  AssetUserGroupAssignmentList,
  AssetUserGroupAssignments,
  UserGroup,
  AssetRecommendations,
  AssetsWithDocIdsResponse,
  ContentAccessRequestInfo,
  DocumentByIdResponse,
  InteractionInsight,
  PowerBiEmbed,
  PrivateAssetPermission,
  RelatedCollections,
  SearchReportPage,
  TableauToken,
  VideoWidget,
} from '@portal/contracts';

/** What the content page shows of one document: the portal asset and its search record. */
export interface ContentDocument {
  asset: Asset | null;
  record: DocumentByIdResponse;
}

const assetTag = (docId: string) => ({ type: 'Asset' as const, id: docId.toLowerCase() });
/**
 * The asset reports on screen: a view, share or download recorded here makes them read again, so the reports agree
 * with the counts the same answer puts on screen (a visit's own view is recorded while its Insights tab opens).
 */
const reportsTag = { type: 'Asset' as const, id: 'reports' };

/** One page of one of an asset's reports. */
export type AssetReportArgs = Required<AssetReportQuery> & { assetId: number };

/** Whether a document is a private asset (its search record's asset_visibility, spec §3). */
const isPrivate = (record: DocumentByIdResponse) => record.document.asset_visibility.toLowerCase() === 'private';

/**
 * The calls of the content page (calls doc §7). Its data arrives in two requests once the route changes: the
 * document's search record (GET v2/document/getdocumentbyid: the people fields, terms, the confidential flag, the
 * text) and its portal asset (POST v2/insights/assetsWithDocIds: the asset id, files and previews with their
 * short-lived tokens, contributors, metadata, counts). A private asset the record says the user may open is shown
 * only once the per-asset check says so too (GET v2/assets/{id}/acl/checkPermission/accessPrivateAsset, spec §6):
 * refused, the page shows the private asset's state; the check failing, the page says it could not be opened.
 * Related collections come after the asset id is known.
 * Likes, views and shares answer the asset's counts, which replace those on screen without another read. The
 * Insights tab reads the asset's reports a page at a time, only for who may read them.
 */
export const contentApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    getContentDocument: build.query<ContentDocument, { docId: string; siteId: number }>({
      async queryFn({ docId, siteId }, _api, _options, baseQuery) {
        const [record, assets] = await Promise.all([
          baseQuery({ url: 'v2/document/getdocumentbyid', params: { Id: docId, indexId: siteId } }),
          baseQuery({ url: 'v2/insights/assetsWithDocIds', method: 'POST', body: [docId] }),
        ]);
        if (record.error) return { error: record.error };
        if (assets.error) return { error: assets.error };
        const document = record.data as DocumentByIdResponse;
        const asset = (assets.data as AssetsWithDocIdsResponse)[docId.toLowerCase()] ?? null;
        if (!asset || !document.isAccessible || !isPrivate(document)) return { data: { record: document, asset } };
        const check = await baseQuery({ url: `v2/assets/${asset.assetId}/acl/checkPermission/accessPrivateAsset` });
        if (check.error) return { error: check.error };
        if ((check.data as PrivateAssetPermission).accessPrivateAsset) return { data: { record: document, asset } };
        // Refused: nothing that opens the file stays with the page.
        return {
          data: {
            record: { ...document, isAccessible: false, token: null },
            asset: { ...asset, isAccessible: false, token: null, defaultPdfPreview: null },
          },
        };
      },
      providesTags: (_result, _error, { docId }) => [assetTag(docId)],
    }),
    getRelatedCollections: build.query<RelatedCollections, number>({
      query: (assetId) => ({ url: `v2/insights/relatedCollections/${assetId}`, params: { rowsPerPage: 25 } }),
      providesTags: ['Collection'],
    }),
    /** GET v2/assets/{id}/recommendations: more like this, only what the user may open (our path; the spec has none). */
    getRecommendations: build.query<AssetRecommendations, number>({
      query: (assetId) => ({ url: `v2/assets/${assetId}/recommendations`, params: { top: 6 } }),
    }),
    /** The asset id of a doc id (POST v2/insights/assetsWithDocIds answers it for private assets too). */
    getAssetIdOfDoc: build.query<number | null, string>({
      query: (docId) => ({ url: 'v2/insights/assetsWithDocIds', method: 'POST', body: [docId] }),
      transformResponse: (answer: AssetsWithDocIdsResponse, _meta, docId) =>
        answer[docId.toLowerCase()]?.assetId ?? null,
    }),
    /** GET v2/assets/{id}/reports/{reportName}: one page of the asset's views, downloads or shares, newest first. */
    getAssetReport: build.query<AssetReportPage, AssetReportArgs & { reportName: AssetReportName }>({
      query: ({ assetId, reportName, rowsPerPage, page }) => ({
        url: `v2/assets/${assetId}/reports/${reportName}`,
        params: { rowsPerPage, page },
      }),
      providesTags: [reportsTag],
    }),
    /** GET v2/assets/{id}/reports/searches: one page of the searches that led users to the asset, newest first. */
    getSearchReport: build.query<SearchReportPage, AssetReportArgs>({
      query: ({ assetId, rowsPerPage, page }) => ({
        url: `v2/assets/${assetId}/reports/searches`,
        params: { rowsPerPage, page },
      }),
      providesTags: [reportsTag],
    }),
    getAccessRequestInfo: build.query<ContentAccessRequestInfo, number>({
      query: (assetId) => `v2/assets/${assetId}/info/contentAccessRequestInfo`,
    }),
    getVideoWidget: build.query<VideoWidget, number>({
      query: (assetId) => `v2/videos/${assetId}/widget`,
      // The view URL lives 10 minutes: read it again rather than keep a stale one.
      keepUnusedDataFor: 60,
    }),
    /**
     * POST v2/powerbi/embedToken: an embed token for the dashboard asset's Power BI report (a read, though a POST).
     * An answer with `error` (not configured, or refused by Power BI) is shown in the Power BI embed error dialog.
     */
    getPowerBiEmbed: build.query<PowerBiEmbed, { reportUrl: string; docId: string }>({
      query: (body) => ({ url: 'v2/powerbi/embedToken', method: 'POST', body }),
      keepUnusedDataFor: 0,
    }),
    /** GET v2/tableau?tbh=: a connected-app token for the Tableau host, or why there is none (`error`). */
    getTableauToken: build.query<TableauToken, string>({
      query: (hostname) => ({ url: 'v2/tableau', params: { tbh: hostname } }),
      keepUnusedDataFor: 0,
    }),
    /** GET v2/assets/{id}/acl/assignments: the users assigned as assetMember. */
    getAssignedUsers: build.query<AssetAssignments, number>({
      query: (assetId) => `v2/assets/${assetId}/acl/assignments`,
      providesTags: (_result, _error, assetId) => [{ type: 'Asset', id: `acl-${assetId}` }],
    }),
    /** GET v2/assets/{id}/acl/assignments/availableUsers: the site's users not assigned yet. */
    getAvailableUsers: build.query<AssetUser[], number>({
      query: (assetId) => `v2/assets/${assetId}/acl/assignments/availableUsers`,
      providesTags: (_result, _error, assetId) => [{ type: 'Asset', id: `acl-${assetId}` }],
    }),
    /** POST v2/assets/{id}/acl/assign: exactly these users become its assetMembers. */
    assignUsers: build.mutation<AssetAssignments, { assetId: number; userIds: number[] }>({
      query: ({ assetId, userIds }) => ({
        url: `v2/assets/${assetId}/acl/assign`,
        method: 'POST',
        body: { userIds, assignments: [] },
      }),
      invalidatesTags: (_result, _error, { assetId }) => [{ type: 'Asset', id: `acl-${assetId}` }],
    }),
    /** GET v2/usergroups/deploymentindex/{id}: the site's user groups. */
    getSiteUserGroups: build.query<UserGroup[], number>({
      query: (siteId) => `v2/usergroups/deploymentindex/${siteId}`,
    }),
    /** GET v2/usergroups/assets/{id}/assignments: the user groups given access to the asset. */
    getAssignedUserGroups: build.query<AssetUserGroupAssignments, number>({
      query: (assetId) => `v2/usergroups/assets/${assetId}/assignments`,
      providesTags: (_result, _error, assetId) => [{ type: 'Asset', id: `acl-groups-${assetId}` }],
    }),
    /** POST v2/usergroups/assets/assign: the asset gets exactly these user groups. */
    assignUserGroups: build.mutation<AssetUserGroupAssignmentList, { assetId: number; userGroupIds: number[] }>({
      query: ({ assetId, userGroupIds }) => ({
        url: 'v2/usergroups/assets/assign',
        method: 'POST',
        body: { entityIds: [assetId], userGroupIds },
      }),
      invalidatesTags: (_result, _error, { assetId }) => [{ type: 'Asset', id: `acl-groups-${assetId}` }],
    }),
    /** DELETE v2/document/delete?id=: deleted only when the answer is 200 (spec §5; fetchBaseQuery fails otherwise). */
    deleteDocument: build.mutation<{ deleted: true; docId: string }, string>({
      query: (docId) => ({
        url: 'v2/document/delete',
        method: 'DELETE',
        params: { id: docId },
        validateStatus: (response: Response) => response.status === 200,
      }),
      invalidatesTags: (_result, _error, docId) => [assetTag(docId), 'Collection'],
    }),
    /** POST/DELETE v2/assets/{id}/insights/likes. */
    likeAsset: build.mutation<InteractionInsight, { assetId: number; docId: string; siteId: number; liked: boolean }>({
      query: ({ assetId, liked }) => ({
        url: `v2/assets/${assetId}/insights/likes`,
        method: liked ? 'POST' : 'DELETE',
      }),
      onQueryStarted: ({ docId, siteId }, lifecycle) => replaceInsight(docId, siteId, lifecycle),
    }),
    /** POST v2/assets/{id}/insights/views or …/shares: one view or share by the user. */
    recordInteraction: build.mutation<
      InteractionInsight,
      { assetId: number; docId: string; siteId: number; kind: 'views' | 'shares' }
    >({
      query: ({ assetId, kind }) => ({ url: `v2/assets/${assetId}/insights/${kind}`, method: 'POST' }),
      invalidatesTags: (_result, error) => (error ? [] : [reportsTag]),
      onQueryStarted: ({ docId, siteId }, lifecycle) => replaceInsight(docId, siteId, lifecycle),
    }),
    /** POST v2/document/markAsDownloaded: counts a download (the file itself opens from its short-lived URL). */
    markAsDownloaded: build.mutation<InteractionInsight, { docId: string; siteId: number }>({
      query: ({ docId, siteId }) => ({
        url: 'v2/document/markAsDownloaded',
        method: 'POST',
        params: { id: docId, indexId: siteId },
      }),
      invalidatesTags: (_result, error) => (error ? [] : [reportsTag]),
      onQueryStarted: ({ docId, siteId }, lifecycle) => replaceInsight(docId, siteId, lifecycle),
    }),
  }),
});

/** The counts a like, view, share or download answers become the asset's counts on screen. */
async function replaceInsight(
  docId: string,
  siteId: number,
  {
    dispatch,
    queryFulfilled,
  }: { dispatch: (action: unknown) => unknown; queryFulfilled: Promise<{ data: InteractionInsight }> },
) {
  try {
    // Spec §4 fetches the insights again after a like, unlike, view or share; here the call's own answer is the
    // asset's insight after the call, so it replaces the counts with no second fetch (a failure fetches them below).
    const { data } = await queryFulfilled;
    dispatch(
      contentApi.util.updateQueryData('getContentDocument', { docId, siteId }, (draft) => {
        if (draft.asset) draft.asset.interactionInsight = data;
      }),
    );
  } catch (error) {
    // Spec §8: a like, unlike, view or share that fails is logged and otherwise ignored, and the asset's insights
    // are fetched again, so the counts on screen are the server's whatever the call did before it failed.
    console.warn(`An interaction with ${docId} was not recorded`, error);
    dispatch(contentApi.util.invalidateTags([assetTag(docId)]));
  }
}

export const {
  useGetContentDocumentQuery,
  useGetRelatedCollectionsQuery,
  useGetRecommendationsQuery,
  useGetAssetIdOfDocQuery,
  useGetAssetReportQuery,
  useGetSearchReportQuery,
  useGetAccessRequestInfoQuery,
  useGetVideoWidgetQuery,
  useGetPowerBiEmbedQuery,
  useGetTableauTokenQuery,
  useGetAssignedUsersQuery,
  useGetAvailableUsersQuery,
  useAssignUsersMutation,
  useGetSiteUserGroupsQuery,
  useGetAssignedUserGroupsQuery,
  useAssignUserGroupsMutation,
  useLikeAssetMutation,
  useRecordInteractionMutation,
  useMarkAsDownloadedMutation,
  useDeleteDocumentMutation,
} = contentApi;
