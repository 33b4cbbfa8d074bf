import { http, HttpResponse } from 'msw';
import type { Asset, AuditEntry, DocumentByIdResponse, InteractionInsight, PageAction } from '@portal/contracts';
import { TEST_API_BASE } from '@portal/test-utils';

const api = (path: string) => `${TEST_API_BASE}/${path}`;

/** A document's search record as GET v2/document/getdocumentbyid answers it. */
export function aRecord(docId: string, fields: Partial<DocumentByIdResponse['document']> = {}): DocumentByIdResponse {
  return {
    document: {
      doc_id: docId,
      id: docId,
      title: 'Harbour brief',
      content: 'The harbour campaign brief for the coastal launch.',
      file_name: 'brief.pdf',
      storage_path: `https://files.test/site-assets/${docId}/brief.pdf`,
      file_extension: 'pdf',
      created: '2026-11-01T10:00:00.000Z',
      updated: null,
      created_by: null,
      updated_by: null,
      published_date: null,
      content_types: ['Case Study'],
      content_type_groups: [],
      asset_visibility: 'Public',
      external_url: null,
      external_url_label: null,
      external_url_action: null,
      dashboard_filters: false,
      dashboard_bookmarks: false,
      key_contacts: ['Ava Morgan'],
      author___contact: [],
      contributors___experts: [],
      stakeholder: ['Retail team'],
      support_contact: [],
      dashboard_access: [],
      data_governance: [],
      terms_and_conditions: 'Internal use only.',
      confidential: false,
      dashboard_category: null,
      description: 'A brief for the harbour launch.',
      ...fields,
    },
    token: 'sv=1&sig=abc',
    idField: 'id',
    originalFileName: 'brief.pdf',
    isAccessible: true,
  };
}

const noInsight = (id: number): InteractionInsight => ({
  id,
  likes: 0,
  liked: false,
  views: 0,
  downloads: 0,
  shares: 0,
});

/** A portal asset as POST v2/insights/assetsWithDocIds answers it. */
export function anAsset(assetId: number, docId: string, fields: Partial<Asset> = {}): Asset {
  return {
    assetId,
    docId,
    tempDocId: null,
    title: 'Harbour brief',
    description: 'A brief for the harbour launch.',
    fileName: 'brief.pdf',
    originalFileName: 'brief.pdf',
    storagePath: `https://files.test/site-assets/${docId}/brief.pdf`,
    token: 'sv=1&sig=abc',
    created: '2026-11-01T10:00:00.000Z',
    updated: null,
    submissionDate: null,
    deploymentIndexId: 2,
    createdByUser: { userId: 7, givenName: 'Liam', lastName: 'Chen', email: 'liam.chen@demo.portal' },
    createdByUserId: 7,
    updatedByUserId: null,
    contributors: [],
    contentTypeName: 'Case Study',
    contentTypes: ['Case Study'],
    contentTypeGroups: [],
    thumbnailUrl: null,
    thumbnailSasUrl: null,
    fullSizePreviewSasUrl: null,
    summary: null,
    summaryText: null,
    selectedSet: [],
    interactionInsight: noInsight(assetId),
    isAccessible: true,
    hasUserGroupAccess: false,
    defaultPdfPreview: `https://files.test/site-assets/${docId}/brief.pdf?sv=1&sig=abc`,
    userGroups: [],
    customPreviewFileUploaded: false,
    hasThumbnailBeenGeneratedForCustomPreview: false,
    customFullSizePreviewSasUrl: null,
    customThumbnailSasUrl: null,
    customPdfPreview: null,
    fileExtensionFileTypeCategory: 'pdf',
    synopsis: 'A brief for the harbour launch.',
    pinnedCollections: [],
    ...fields,
  };
}

/** The site's actions of a page as the server answers them: those whose flag is in the mask asked for. */
export function siteActions(flags: number[]) {
  const asked: [string, number | undefined][] = [];
  const pageActions = async (pageCode: string, actionFlags?: number): Promise<PageAction[]> => {
    asked.push([pageCode, actionFlags]);
    return flags
      .filter((flag) => !actionFlags || (flag & actionFlags) !== 0)
      .map((flag) => ({
        pageElementId: flag,
        name: `Action ${flag}`,
        code: `action${flag}`,
        hasToggle: false,
        iconValue: '',
      }));
  };
  return { asked, pageActions };
}

/** What the fake server holds, and the calls it was asked (method and path, in order). */
export interface FakeContent {
  record: DocumentByIdResponse;
  asset: Asset;
  calls: string[];
  /** What GET v2/audit/history/assets/{assetId} answers (the server's own edit rule is not faked). */
  history: AuditEntry[];
}

/** The content page's calls against one document, counting likes, views and downloads as the server does. */
export function fakeContentServer(record: DocumentByIdResponse, asset: Asset) {
  const state: FakeContent = { record, asset, calls: [], history: [] };
  const insight = () => state.asset.interactionInsight!;
  const record_ = (request: Request) => {
    const url = new URL(request.url);
    state.calls.push(`${request.method} ${url.pathname.replace('/api/', '')}`);
  };
  const handlers = [
    http.get(api('v2/audit/history/assets/:assetId'), ({ request, params }) => {
      record_(request);
      const entries = state.history.filter((entry) => entry.entityId === params.assetId);
      return HttpResponse.json({ entries, nextBefore: null });
    }),
    http.get(api('v2/document/getdocumentbyid'), ({ request }) => {
      record_(request);
      return HttpResponse.json(state.record);
    }),
    http.post(api('v2/insights/assetsWithDocIds'), ({ request }) => {
      record_(request);
      return HttpResponse.json({ [state.asset.docId.toLowerCase()]: state.asset });
    }),
    http.get(api('v2/insights/relatedCollections/:id'), ({ request }) => {
      record_(request);
      return HttpResponse.json({
        count: 2,
        currentPage: 1,
        rows: [
          { collectionId: 9, name: 'Retail launch case studies', collectionAssetsCount: 8, isRelatedCollection: true },
          { collectionId: 12, name: 'Harbour archive', collectionAssetsCount: 1, isRelatedCollection: false },
        ],
      });
    }),
    http.get(api('v2/assets/:id/recommendations'), ({ request }) => {
      record_(request);
      return HttpResponse.json([
        {
          docId: 'doc-7',
          assetId: 37,
          title: 'Coastal launch results',
          contentTypeName: 'Report',
          fileExtension: 'pdf',
          thumbnailUrl: null,
          score: 0.03,
        },
      ]);
    }),
    http.post(api('v2/assets/:id/insights/views'), ({ request }) => {
      record_(request);
      state.asset.interactionInsight = { ...insight(), views: insight().views + 1 };
      return HttpResponse.json(insight());
    }),
    http.post(api('v2/assets/:id/insights/likes'), ({ request }) => {
      record_(request);
      if (!insight().liked) state.asset.interactionInsight = { ...insight(), liked: true, likes: insight().likes + 1 };
      return HttpResponse.json(insight());
    }),
    http.delete(api('v2/assets/:id/insights/likes'), ({ request }) => {
      record_(request);
      if (insight().liked) state.asset.interactionInsight = { ...insight(), liked: false, likes: insight().likes - 1 };
      return HttpResponse.json(insight());
    }),
    http.post(api('v2/document/markAsDownloaded'), ({ request }) => {
      record_(request);
      state.asset.interactionInsight = { ...insight(), downloads: insight().downloads + 1 };
      return HttpResponse.json(insight());
    }),
    http.get(api('v2/assets/:id/info/contentAccessRequestInfo'), ({ request }) => {
      record_(request);
      return HttpResponse.json({
        uploader: state.asset.createdByUser,
        siteAdministrators: [{ userId: 3, givenName: 'Ava', lastName: 'Morgan', email: 'ava.morgan@demo.portal' }],
      });
    }),
    http.get(api('v2/videos/:id/widget'), ({ request }) => {
      record_(request);
      return HttpResponse.json({
        provider: 'storage',
        playerSetting: { viewURL: 'https://files.test/site-assets/film.webm?sig=v', viewAccessToken: 'sig=v' },
        videoAccessToken: 'sig=v',
        videoId: state.asset.docId,
        videoAccountId: 'portal-storage',
        mimeType: 'video/webm',
        expiresOn: '2026-11-25T10:10:00.000Z',
      });
    }),
  ];
  return { state, handlers };
}
