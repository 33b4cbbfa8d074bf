import { portalApi } from '@portal/api-client';
import type { Group, GroupCount, GroupListType, GroupPage } from '@portal/contracts';
import { PAGE_SIZE } from '../lib/page-number';

/** The per-user marks of spec §4 (PUT v2/groups/{mark}/{groupId}). */
export type GroupMark = 'pin' | 'unpin' | 'star' | 'unstar';

const LIST = { type: 'Group' as const, id: 'LIST' };

/**
 * What the group pages read and toggle (calls doc §7 "Groups", §9 page size 30): the lists and the count, one
 * group, pin/star/feature, and removing a collection from a group. Every change invalidates the group and the
 * lists; removing a collection also its collection (it lists the groups it is in nowhere else on these pages).
 */
export const groupsApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET v2/groups: one page (30) of a list type of the site. */
    listGroups: build.query<GroupPage, { deploymentIndexId: number; type: GroupListType; currentPage: number }>({
      query: (params) => ({ url: 'v2/groups', params: { ...params, rowsPerPage: PAGE_SIZE } }),
      providesTags: (result) => [
        LIST,
        ...(result?.rows ?? []).map((row) => ({ type: 'Group' as const, id: row.groupId })),
      ],
    }),
    /** GET v2/groups/count: how many of the site's groups the user may see, and each list's size. */
    countGroups: build.query<GroupCount, number>({
      query: (deploymentIndexId) => ({ url: 'v2/groups/count', params: { deploymentIndexId } }),
      providesTags: [LIST],
    }),
    /** GET v2/groups/{id}: the group with its members, collections and the user's membership. */
    getGroupDetails: build.query<Group, number>({
      query: (id) => `v2/groups/${id}`,
      providesTags: (_result, _error, id) => [{ type: 'Group', id }],
    }),
    /** PUT v2/groups/pin|unpin|star|unstar/{groupId}. */
    markGroup: build.mutation<Group, { id: number; mark: GroupMark }>({
      query: ({ id, mark }) => ({ url: `v2/groups/${mark}/${id}`, method: 'PUT' }),
      invalidatesTags: (_result, _error, { id }) => [{ type: 'Group', id }, LIST],
    }),
    /** POST v2/groups/markAsFeatured|removeAsFeatured/{id}/{indexId} (site administrators). */
    featureGroup: build.mutation<Group, { id: number; indexId: number; featured: boolean }>({
      query: ({ id, indexId, featured }) => ({
        url: `v2/groups/${featured ? 'markAsFeatured' : 'removeAsFeatured'}/${id}/${indexId}`,
        method: 'POST',
      }),
      invalidatesTags: (_result, _error, { id }) => [{ type: 'Group', id }, LIST],
    }),
    /** DELETE v2/groups/{groupId}/collections/{collectionId} (the group's owners and editors). */
    removeCollectionFromGroup: build.mutation<Group, { groupId: number; collectionId: number }>({
      query: ({ groupId, collectionId }) => ({
        url: `v2/groups/${groupId}/collections/${collectionId}`,
        method: 'DELETE',
      }),
      invalidatesTags: (_result, _error, { groupId, collectionId }) => [
        { type: 'Group', id: groupId },
        { type: 'Collection', id: collectionId },
        LIST,
      ],
    }),
  }),
});

export const {
  useListGroupsQuery,
  useCountGroupsQuery,
  useGetGroupDetailsQuery,
  useMarkGroupMutation,
  useFeatureGroupMutation,
  useRemoveCollectionFromGroupMutation,
} = groupsApi;
