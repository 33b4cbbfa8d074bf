import type {
  NewUserGroup,
  Role,
  UserGroup,
  UserGroupChanges,
  UserGroupMember,
  UserGroupMembersRequest,
} from '@portal/contracts';
import { adminApi } from './admin-api';

const siteTag = (siteId: number) => ({ type: 'UserGroup' as const, id: `site-${siteId}` });
const membersTag = (userGroupId: number) => ({ type: 'UserGroupMembers' as const, id: userGroupId });
// A membership changes what the users list and a user's page show of everyone it touches (by email: unknown ids).
const usersTag = { type: 'AdminUser' as const, id: 'LIST' };
// It is also an entry of the group's history and of theirs: every history open is asked again.
const histories = 'AuditHistory' as const;

/**
 * The user groups of a site and their members: GET v2/usergroups/roles (the site roles a group may carry),
 * GET v2/usergroups/deploymentindex/{siteId}, POST v2/usergroups, PUT and DELETE v2/usergroups/{id},
 * GET v2/usergroups/{id}/members, PUT v2/usergroups/{id}/members (by user id or by email) and
 * DELETE v2/usergroups/{id}/members/{userId}.
 */
export const userGroupsApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    getSiteRoles: build.query<Role[], void>({ query: () => 'v2/usergroups/roles' }),
    getSiteUserGroups: build.query<UserGroup[], number>({
      query: (siteId) => `v2/usergroups/deploymentindex/${siteId}`,
      providesTags: (_result, _error, siteId) => [siteTag(siteId)],
    }),
    createUserGroup: build.mutation<UserGroup, NewUserGroup>({
      query: (body) => ({ url: 'v2/usergroups', method: 'POST', body }),
      invalidatesTags: (_result, _error, { deploymentIndexId }) => [siteTag(deploymentIndexId)],
    }),
    updateUserGroup: build.mutation<UserGroup, { userGroupId: number; siteId: number } & UserGroupChanges>({
      query: ({ userGroupId, siteId: _siteId, ...body }) => ({
        url: `v2/usergroups/${userGroupId}`,
        method: 'PUT',
        body,
      }),
      invalidatesTags: (_result, _error, { siteId }) => [siteTag(siteId), usersTag, histories],
    }),
    deleteUserGroup: build.mutation<unknown, { userGroupId: number; siteId: number }>({
      query: ({ userGroupId }) => ({ url: `v2/usergroups/${userGroupId}`, method: 'DELETE' }),
      invalidatesTags: (_result, _error, { siteId }) => [siteTag(siteId), usersTag, histories],
    }),
    getUserGroupMembers: build.query<UserGroupMember[], number>({
      query: (userGroupId) => `v2/usergroups/${userGroupId}/members`,
      providesTags: (_result, _error, userGroupId) => [membersTag(userGroupId)],
    }),
    addUserGroupMembers: build.mutation<UserGroupMember[], { userGroupId: number } & UserGroupMembersRequest>({
      query: ({ userGroupId, ...body }) => ({ url: `v2/usergroups/${userGroupId}/members`, method: 'PUT', body }),
      invalidatesTags: (_result, _error, { userGroupId }) => [membersTag(userGroupId), usersTag, histories],
    }),
    removeUserGroupMember: build.mutation<unknown, { userGroupId: number; userId: number }>({
      query: ({ userGroupId, userId }) => ({
        url: `v2/usergroups/${userGroupId}/members/${userId}`,
        method: 'DELETE',
      }),
      invalidatesTags: (_result, _error, { userGroupId }) => [membersTag(userGroupId), usersTag, histories],
    }),
  }),
});

export const {
  useGetSiteRolesQuery,
  useGetSiteUserGroupsQuery,
  useCreateUserGroupMutation,
  useUpdateUserGroupMutation,
  useDeleteUserGroupMutation,
  useGetUserGroupMembersQuery,
  useAddUserGroupMembersMutation,
  useRemoveUserGroupMemberMutation,
} = userGroupsApi;
