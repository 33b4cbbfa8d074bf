import { http, HttpResponse } from 'msw';
import type {
  AuditEntry,
  Collection,
  CollectionAsset,
  CollectionCounts,
  CollectionInsights,
  CollectionListType,
  Group,
} from '@portal/contracts';
import { TEST_API_BASE, testUser } from '@portal/test-utils';

const api = (path: string) => `${TEST_API_BASE}/${path}`;
const NOW = '2026-11-20T09:00:00.000Z';
const noTheme = (id: number) => ({
  themeEntityId: id,
  themeColor: null,
  secondaryThemeColor: null,
  heroUrl: null,
  thumbnailUrl: null,
});
const person = (userId: number, givenName: string, lastName: string) => ({
  userId,
  givenName,
  lastName,
  email: `${givenName.toLowerCase()}.${lastName.toLowerCase()}@demo.portal`,
});

/** A collection as GET v2/collections/get/{id} answers it; the signed-in test user owns it unless told otherwise. */
export function aCollection(id: number, fields: Partial<Collection> = {}): Collection {
  const name = fields.name ?? `Collection ${id}`;
  return {
    collectionId: id,
    name,
    description: `About ${name}`,
    created: NOW,
    updated: NOW,
    isFeatured: false,
    isFeaturedDate: null,
    isConfidential: false,
    createdByUser: { userId: testUser.userId, givenName: 'Ava', lastName: 'Morgan', email: testUser.email },
    collectionAssets: [],
    collectionUsers: [],
    userGroups: [],
    collectionAssetsCount: 0,
    pinned: false,
    starred: false,
    isSmart: false,
    propositionId: null,
    deploymentIndexFilterId: null,
    nameWithId: `${name} (${id})`,
    deploymentIndexId: 2,
    isRelatedCollection: false,
    theme: noTheme(id),
    viewsCount: 0,
    quickLinks: [],
    isEditable: true,
    canDelete: true,
    ...fields,
  };
}

/** A collection another user created and shared with the test user as a viewer. */
export function aViewedCollection(id: number, fields: Partial<Collection> = {}): Collection {
  return aCollection(id, {
    createdByUser: person(5, 'Noah', 'Berg'),
    collectionUsers: [
      { collectionUserId: 1, collectionId: id, user: person(5, 'Noah', 'Berg'), roleCode: 'collectionOwner' },
      {
        collectionUserId: 2,
        collectionId: id,
        user: { userId: testUser.userId, givenName: 'Ava', lastName: 'Morgan', email: testUser.email },
        roleCode: 'collectionViewer',
      },
    ],
    isEditable: false,
    canDelete: false,
    ...fields,
  });
}

/** An asset of a collection; `accessible: false` is a private asset the user may not open (no content sent). */
export function anAsset(
  collectionId: number,
  assetId: number,
  title: string,
  fields: { pinned?: boolean; accessible?: boolean } = {},
): CollectionAsset {
  const accessible = fields.accessible ?? true;
  return {
    collectionAssetId: assetId * 10,
    collectionId,
    pinned: fields.pinned ?? false,
    asset: {
      assetId,
      docId: `doc-${assetId}`,
      tempDocId: null,
      title,
      description: null,
      fileName: `${title}.pdf`,
      originalFileName: `${title}.pdf`,
      storagePath: '',
      token: null,
      created: NOW,
      updated: null,
      submissionDate: null,
      deploymentIndexId: 2,
      createdByUser: null,
      createdByUserId: null,
      updatedByUserId: null,
      contributors: [],
      contentTypeName: null,
      contentTypes: [],
      contentTypeGroups: [],
      thumbnailUrl: null,
      thumbnailSasUrl: null,
      fullSizePreviewSasUrl: null,
      summary: null,
      summaryText: null,
      selectedSet: [],
      interactionInsight: null,
      isAccessible: accessible,
      hasUserGroupAccess: false,
      defaultPdfPreview: null,
      userGroups: [],
      customPreviewFileUploaded: false,
      hasThumbnailBeenGeneratedForCustomPreview: false,
      customFullSizePreviewSasUrl: null,
      customThumbnailSasUrl: null,
      customPdfPreview: null,
      fileExtensionFileTypeCategory: null,
      synopsis: null,
      pinnedCollections: [],
    },
  };
}

/** A group as GET v2/groups/{id} answers it; the test user owns it unless told otherwise. */
export function aGroup(id: number, fields: Partial<Group> = {}): Group {
  const owner = { userId: testUser.userId, givenName: 'Ava', lastName: 'Morgan', email: testUser.email };
  return {
    groupId: id,
    name: `Group ${id}`,
    description: '',
    isConfidential: false,
    deploymentIndexId: 2,
    theme: noTheme(id),
    groupUsers: [],
    userGroupIds: [],
    pinned: false,
    starred: false,
    isFeatured: false,
    isFeaturedDate: null,
    collectionGroupsCount: 0,
    featuredDeploymentIndexes: [],
    created: NOW,
    createdByUser: owner,
    updated: null,
    updatedByUser: null,
    collections: [],
    appObjectSettingId: null,
    owners: [owner],
    editors: [],
    viewers: [],
    isMember: true,
    isOwner: true,
    canDelete: true,
    isEditor: true,
    isEditable: true,
    ...fields,
  };
}

const INSIGHTS: CollectionInsights = {
  topLiked: [],
  topViewed: [],
  topDownloaded: [],
  totalViews: 0,
  totalDownloads: 0,
  totalLikes: 0,
  liked: false,
};

/** What the fake server holds, and what it was asked (method and path, in order). */
export interface FakeData {
  collections: Collection[];
  assets: CollectionAsset[];
  groups: Group[];
  insights: CollectionInsights;
  /** The documents GET v2/collections/{id}/assets/search answers (search-record fields, enrichments). */
  searchHits: Record<string, unknown>[];
  calls: string[];
  /** The JSON bodies sent, by "METHOD path". */
  bodies: Record<string, unknown>;
  /** The audit entries GET v2/audit/history answers, about the collection or group asked, to its editors only. */
  history: AuditEntry[];
}

const inList = (
  type: CollectionListType,
  item: { pinned: boolean; starred: boolean; isFeatured: boolean; isConfidential: boolean },
  mine: boolean,
) =>
  ({
    my: mine,
    shared: !mine,
    'all-public': !item.isConfidential,
    pinned: item.pinned,
    featured: item.isFeatured,
    starred: item.starred,
  })[type];

/** GET v2/collections/count and v2/groups/count: every item, then each list's size. */
function listCounts<T extends Parameters<typeof inList>[1]>(items: T[], mine: (item: T) => boolean): CollectionCounts {
  const count = (type: CollectionListType) => items.filter((item) => inList(type, item, mine(item))).length;
  return {
    count: items.length,
    my: count('my'),
    shared: count('shared'),
    allPublic: count('all-public'),
    pinned: count('pinned'),
    featured: count('featured'),
    starred: count('starred'),
  };
}

const notFound = (what: string, id: string | readonly string[] | undefined) =>
  HttpResponse.json({ statusCode: 404, error: `No such ${what}: ${String(id)}.` }, { status: 404 });

/**
 * The collection and group calls of the pages against data in memory, as the server answers them (lists by type,
 * counts, toggles that change the data, 404 'No such collection: N.' for unknown ids). Only HTTP is faked.
 */
export function fakeCollectionServer(data: Partial<FakeData> = {}) {
  const state: FakeData = {
    collections: [],
    assets: [],
    groups: [],
    insights: INSIGHTS,
    searchHits: [],
    calls: [],
    bodies: {},
    history: [],
    ...data,
  };
  const mine = (collection: Collection) => collection.createdByUser?.userId === testUser.userId;
  const record = (request: Request) => {
    const url = new URL(request.url);
    const call = `${request.method} ${url.pathname.replace('/api/', '')}${url.search}`;
    state.calls.push(call);
    return call;
  };
  const recordBody = async (request: Request) => {
    const call = record(request);
    state.bodies[call] = await request.clone().json();
  };
  const findCollection = (id: unknown) => state.collections.find((item) => item.collectionId === Number(id));
  const findGroup = (id: unknown) => state.groups.find((item) => item.groupId === Number(id));

  const handlers = [
    http.get(api('v2/audit/history/:entityType/:entityId'), ({ request, params }) => {
      record(request);
      const { entityType, entityId } = params;
      const entity = entityType === 'collections' ? findCollection(entityId) : findGroup(entityId);
      if (!entity) return notFound(entityType === 'collections' ? 'collection' : 'group', entityId);
      if (!entity.isEditable)
        return HttpResponse.json({ statusCode: 403, error: 'You may not edit this.' }, { status: 403 });
      const entries = state.history.filter((entry) => entry.entityType === entityType && entry.entityId === entityId);
      return HttpResponse.json({ entries, nextBefore: null });
    }),
    http.get(api('v2/collections/count'), ({ request }) => {
      record(request);
      return HttpResponse.json(listCounts(state.collections, mine));
    }),
    http.get(api('v2/collections'), ({ request }) => {
      record(request);
      const type = (new URL(request.url).searchParams.get('type') ?? 'my') as CollectionListType;
      const rows = state.collections.filter((item) => inList(type, item, mine(item)));
      return HttpResponse.json({ rows, count: rows.length });
    }),
    http.get(api('v2/collections/get/:id'), ({ request, params }) => {
      record(request);
      const found = findCollection(params.id);
      return found ? HttpResponse.json(found) : notFound('collection', params.id);
    }),
    // As the server: its editors (isEditable) change the flag; anyone else is refused with the server's words.
    http.post(api('v2/collections/setRelated'), async ({ request }) => {
      await recordBody(request);
      const { collectionId, isRelated } = (await request.clone().json()) as {
        collectionId: number;
        isRelated: boolean;
      };
      const found = findCollection(collectionId);
      if (!found) return notFound('collection', String(collectionId));
      if (!found.isEditable)
        return HttpResponse.json(
          {
            statusCode: 403,
            error: `You may not change the collection '${found.name}': it needs its owner, an editor or a site administrator.`,
          },
          { status: 403 },
        );
      found.isRelatedCollection = isRelated;
      return HttpResponse.json(found);
    }),
    http.post(api('v2/collections/:mark/:id'), ({ request, params }) => {
      record(request);
      const found = findCollection(params.id);
      if (!found) return notFound('collection', params.id);
      const mark = String(params.mark);
      if (mark === 'pin' || mark === 'unpin') found.pinned = mark === 'pin';
      if (mark === 'star' || mark === 'unstar') found.starred = mark === 'star';
      return HttpResponse.json(found);
    }),
    // Before the featuring paths, which have as many segments.
    http.post(api('v2/:kind/:id/insights/views'), ({ request }) => {
      record(request);
      state.insights = { ...state.insights, totalViews: state.insights.totalViews + 1 };
      return HttpResponse.json(state.insights);
    }),
    http.post(api('v2/:kind/:id/insights/likes'), async ({ request }) => {
      await recordBody(request);
      state.insights = { ...state.insights, liked: !state.insights.liked };
      state.insights.totalLikes += state.insights.liked ? 1 : -1;
      return HttpResponse.json(state.insights);
    }),
    http.post(api('v2/collections/:feature/:id/:indexId'), ({ request, params }) => {
      record(request);
      const found = findCollection(params.id);
      if (!found) return notFound('collection', params.id);
      found.isFeatured = params.feature === 'markAsFeatured';
      return HttpResponse.json(found);
    }),
    http.get(api('v2/collections/:id/assets'), ({ request, params }) => {
      record(request);
      if (!findCollection(params.id)) return notFound('collection', params.id);
      const pinned = new URL(request.url).searchParams.get('pinned');
      const rows = state.assets.filter(
        (item) => item.collectionId === Number(params.id) && (pinned === null || String(item.pinned) === pinned),
      );
      return HttpResponse.json({ rows, count: rows.length, currentPage: 1 });
    }),
    http.get(api('v2/collections/:id/assets/search'), ({ request }) => {
      record(request);
      const result = {
        documents: state.searchHits,
        facets: [],
        facetableFields: [],
        answers: [],
        totalRecords: state.searchHits.length,
        searchId: 'search-1',
        tags: [],
      };
      return HttpResponse.json(result);
    }),
    http.post(api('v2/assets/:assetId/:pin'), async ({ request, params }) => {
      await recordBody(request);
      const pinned = params.pin === 'pin';
      const items = state.assets.filter((item) => item.asset.assetId === Number(params.assetId));
      items.forEach((item) => (item.pinned = pinned));
      return HttpResponse.json({ assetId: Number(params.assetId), pinnedCollections: [] });
    }),
    http.put(api('v2/collections/removeAsset/:id/:assetId'), ({ request, params }) => {
      record(request);
      state.assets = state.assets.filter((item) => item.asset.assetId !== Number(params.assetId));
      return HttpResponse.json(findCollection(params.id));
    }),
    http.delete(api('v2/groups/:groupId/collections/:collectionId'), ({ request, params }) => {
      record(request);
      const found = findGroup(params.groupId);
      if (!found) return notFound('group', params.groupId);
      found.collections = found.collections.filter((item) => item.collectionId !== Number(params.collectionId));
      return HttpResponse.json(found);
    }),
    http.get(api('v2/:kind/:id/insights'), ({ request }) => {
      record(request);
      return HttpResponse.json(state.insights);
    }),
    http.get(api('v2/:kind/quicklinks/:id'), ({ request }) => {
      record(request);
      return HttpResponse.json([]);
    }),
    http.get(api('v2/groups/count'), ({ request }) => {
      record(request);
      return HttpResponse.json(listCounts(state.groups, (group) => group.isOwner));
    }),
    http.get(api('v2/groups'), ({ request }) => {
      record(request);
      const type = (new URL(request.url).searchParams.get('type') ?? 'my') as CollectionListType;
      const rows = state.groups.filter((item) => inList(type, item, item.isOwner));
      return HttpResponse.json({ rows, count: rows.length, currentPage: 1 });
    }),
    http.get(api('v2/groups/:id'), ({ request, params }) => {
      record(request);
      const found = findGroup(params.id);
      return found ? HttpResponse.json(found) : notFound('group', params.id);
    }),
    http.put(api('v2/groups/:mark/:id'), ({ request, params }) => {
      record(request);
      const found = findGroup(params.id);
      if (!found) return notFound('group', params.id);
      const mark = String(params.mark);
      if (mark === 'pin' || mark === 'unpin') found.pinned = mark === 'pin';
      if (mark === 'star' || mark === 'unstar') found.starred = mark === 'star';
      return HttpResponse.json(found);
    }),
  ];
  return { state, handlers };
}

/** An update of a collection's or group's row, as the audit log records it (the server's history answers). */
export function anAuditEntry(
  auditId: number,
  entityType: 'collections' | 'groups',
  entityId: number,
  fields: Partial<AuditEntry> = {},
): AuditEntry {
  return {
    auditId,
    at: '2026-11-19T10:00:00.000Z',
    kind: 'change',
    action: 'update',
    entityType,
    entityId: String(entityId),
    before: { description: 'Harbour campaigns' },
    after: { description: 'Harbour and fjord campaigns' },
    actorUserId: 5,
    actorEmail: 'noah.berg@demo.portal',
    ip: null,
    method: 'PUT',
    path: `/api/v2/${entityType}/${entityId}`,
    statusCode: 200,
    detail: null,
    ...fields,
  };
}
