import { portalApi } from '@portal/api-client';
import type {
  AvailableCollections,
  AvailableGroups,
  Collection,
  CollectionFormInput,
  CollectionGroupIds,
  CreateCollectionRequest,
  CustomizationSet,
  DeletedCollection,
  DeletedGroup,
  Group,
  QuickLinksResponse,
  SaveCollectionRequest,
  SaveCustomizationRequest,
  SaveGroupRequest,
  SaveQuickLinksRequest,
  Theme,
} from '@portal/contracts';

/** A collection or a group: the two kinds the panels and dialogs edit. */
export type EntityKind = 'collection' | 'group';

/** The plural path segment of the customization and theme calls (v2/{collections|groups}/…). */
export const pluralPath = (kind: EntityKind) => (kind === 'collection' ? 'collections' : 'groups');

const entityTag = (kind: EntityKind, id: number) =>
  kind === 'collection' ? { type: 'Collection' as const, id } : { type: 'Group' as const, id };

/** The theme images of PUT v2/{collections|groups}/theme/{id}: only the files chosen are sent. */
export interface ThemeImages {
  heroFile?: File;
  thumbnailFile?: File;
}

const themeForm = (id: number, images: ThemeImages) => {
  const body = new FormData();
  body.append('themeEntityId', String(id));
  if (images.heroFile) body.append('heroFile', images.heroFile, images.heroFile.name);
  if (images.thumbnailFile) body.append('thumbnailFile', images.thumbnailFile, images.thumbnailFile.name);
  return body;
};

/**
 * The calls of the collection and group panels and dialogs (calls doc §7 "Groups", "Collections", "Customization
 * and quick links"): the form input (the site's users, user groups and a new one's defaults), one collection or
 * group, create/update/delete, theme images, the group ↔ collection dialogs, quick links and customization sets.
 * Endpoint names differ from the pages' (collections-api.ts, groups-api.ts) because both inject into the one
 * `portalApi` of the remote; each mutation invalidates what it changed in this store, and the panel publishes
 * `collection/changed` / `group/changed` for the pages' store.
 */
export const collectionFormsApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    getCollectionFormInput: build.query<CollectionFormInput, number>({
      query: (indexId) => `v2/collectionForm/input/${indexId}`,
    }),
    getCollectionToEdit: build.query<Collection, number>({
      query: (id) => `v2/collections/get/${id}`,
      providesTags: (_result, _error, id) => [entityTag('collection', id)],
    }),
    getGroupToEdit: build.query<Group, number>({
      query: (id) => `v2/groups/${id}`,
      providesTags: (_result, _error, id) => [entityTag('group', id)],
    }),
    createCollection: build.mutation<Collection, CreateCollectionRequest>({
      query: (body) => ({ url: 'v2/collections', method: 'POST', body }),
      invalidatesTags: ['Collection'],
    }),
    saveCollection: build.mutation<Collection, SaveCollectionRequest & { id: number }>({
      query: ({ id, ...body }) => ({ url: `v2/collections/save/${id}`, method: 'PUT', body }),
      invalidatesTags: (_result, _error, { id }) => [entityTag('collection', id)],
    }),
    createGroup: build.mutation<Group, SaveGroupRequest>({
      query: (body) => ({ url: 'v2/groups', method: 'POST', body }),
      invalidatesTags: ['Group'],
    }),
    saveGroup: build.mutation<Group, SaveGroupRequest & { id: number }>({
      query: ({ id, ...body }) => ({ url: `v2/groups/${id}`, method: 'PUT', body }),
      invalidatesTags: (_result, _error, { id }) => [entityTag('group', id)],
    }),
    /** PUT v2/{collections|groups}/theme/{id} (multipart): the hero and thumbnail images, after the entity is saved. */
    saveThemeImages: build.mutation<Theme, { kind: EntityKind; id: number; images: ThemeImages }>({
      query: ({ kind, id, images }) => ({
        url: `v2/${pluralPath(kind)}/theme/${id}`,
        method: 'PUT',
        body: themeForm(id, images),
      }),
      invalidatesTags: (_result, _error, { kind, id }) => [entityTag(kind, id)],
    }),
    deleteCollection: build.mutation<DeletedCollection, number>({
      query: (id) => ({ url: `v2/collections/${id}`, method: 'DELETE' }),
      invalidatesTags: ['Collection'],
    }),
    deleteGroup: build.mutation<DeletedGroup, number>({
      query: (id) => ({ url: `v2/groups/${id}`, method: 'DELETE' }),
      invalidatesTags: ['Group'],
    }),
    getAvailableCollectionsForGroup: build.query<AvailableCollections, { groupId: number; indexId: number }>({
      query: ({ groupId, indexId }) => ({
        url: 'v2/collectionForm/availableCollectionsForGroup',
        params: { id: groupId, deploymentIndex: indexId },
      }),
      providesTags: (_result, _error, { groupId }) => [entityTag('group', groupId)],
    }),
    addCollectionsToGroup: build.mutation<Group, { groupId: number; collections: number[] }>({
      query: ({ groupId, collections }) => ({
        url: `v2/groups/addCollections/${groupId}`,
        method: 'PUT',
        body: { collections },
      }),
      invalidatesTags: (_result, _error, { groupId }) => [entityTag('group', groupId)],
    }),
    getAvailableGroupsForCollection: build.query<AvailableGroups, { collectionId: number; indexId: number }>({
      query: ({ collectionId, indexId }) => ({
        url: 'v2/collectionForm/availableGroupsForCollection',
        params: { id: collectionId, deploymentIndex: indexId },
      }),
      providesTags: (_result, _error, { collectionId }) => [entityTag('collection', collectionId)],
    }),
    associateCollectionToGroups: build.mutation<CollectionGroupIds, { collectionId: number; groupIds: number[] }>({
      query: ({ collectionId, groupIds }) => ({
        url: `v2/groups/associateCollectionToGroups/${collectionId}`,
        method: 'PUT',
        body: { groupIds },
      }),
      invalidatesTags: (_result, _error, { collectionId }) => [entityTag('collection', collectionId), 'Group'],
    }),
    /** GET v2/{collection|group}/quicklinks/{id} (singular type, calls doc §7). */
    getQuickLinks: build.query<QuickLinksResponse, { kind: EntityKind; id: number }>({
      query: ({ kind, id }) => `v2/${kind}/quicklinks/${id}`,
      providesTags: (_result, _error, { kind, id }) => [entityTag(kind, id)],
    }),
    saveQuickLinks: build.mutation<QuickLinksResponse, { kind: EntityKind; id: number; links: SaveQuickLinksRequest }>({
      query: ({ kind, id, links }) => ({ url: `v2/${kind}/quicklinks/${id}`, method: 'POST', body: links }),
      invalidatesTags: (_result, _error, { kind, id }) => [entityTag(kind, id)],
    }),
    /** GET v2/{deploymentIndexes|collections|groups}/{id}/customization. */
    getCustomizationSet: build.query<
      CustomizationSet,
      { path: 'deploymentIndexes' | 'collections' | 'groups'; id: number }
    >({
      query: ({ path, id }) => `v2/${path}/${id}/customization`,
      providesTags: (_result, _error, { path, id }) =>
        path === 'deploymentIndexes'
          ? [{ type: 'Site', id }]
          : [entityTag(path === 'collections' ? 'collection' : 'group', id)],
    }),
    saveCustomizationSet: build.mutation<CustomizationSet, { kind: EntityKind; id: number } & SaveCustomizationRequest>(
      {
        query: ({ kind, id, settings }) => ({
          url: `v2/${pluralPath(kind)}/${id}/customization`,
          method: 'PUT',
          body: { settings },
        }),
        invalidatesTags: (_result, _error, { kind, id }) => [entityTag(kind, id)],
      },
    ),
  }),
});

export const {
  useGetCollectionFormInputQuery,
  useGetCollectionToEditQuery,
  useGetGroupToEditQuery,
  useCreateCollectionMutation,
  useSaveCollectionMutation,
  useCreateGroupMutation,
  useSaveGroupMutation,
  useSaveThemeImagesMutation,
  useDeleteCollectionMutation,
  useDeleteGroupMutation,
  useGetAvailableCollectionsForGroupQuery,
  useAddCollectionsToGroupMutation,
  useGetAvailableGroupsForCollectionQuery,
  useAssociateCollectionToGroupsMutation,
  useGetQuickLinksQuery,
  useSaveQuickLinksMutation,
  useGetCustomizationSetQuery,
  useSaveCustomizationSetMutation,
} = collectionFormsApi;
