import { graphqlQuery } from '@portal/api-client';
import type { Role } from '@portal/contracts';
import { adminApi } from '../../../api/admin-api';

/** A user's role on one site, as the users query answers it. */
export interface AdminUserSite {
  deploymentIndexId: number;
  siteName: string;
  isCurrent: boolean;
  roles: Role[];
}

/** A user as the administration screens show them (GraphQL User). */
export interface AdminUser {
  userId: number;
  email: string;
  givenName: string | null;
  lastName: string | null;
  name: string | null;
  status: string;
  /** null: added by email ahead of their first sign-in. */
  lastLogin: string | null;
  isAdministrator: boolean;
  deploymentIndexUsers: AdminUserSite[];
}

/** A user group a user belongs to, on a site the signed-in user manages. */
export interface AdminUserGroupMembership {
  userGroupId: number;
  name: string;
  deploymentIndexId: number;
  siteName: string;
  role: Role;
}

export interface AdminUserDetails extends AdminUser {
  userGroups: AdminUserGroupMembership[];
}

export interface UsersPage {
  users: AdminUser[];
  totalCount: number;
  pageInfo: { hasNextPage: boolean; hasPreviousPage: boolean; startCursor: string | null; endCursor: string | null };
}

const USER_FIELDS = `userId email givenName lastName name status lastLogin isAdministrator
      deploymentIndexUsers { deploymentIndexId siteName isCurrent roles { roleId name code } }`;

const USERS_QUERY = `query AdminUsers($first: Int, $after: String, $last: Int, $before: String, $filter: UserFilter, $orderBy: UserOrder) {
  users(first: $first, after: $after, last: $last, before: $before, filter: $filter, orderBy: $orderBy) {
    totalCount
    pageInfo { hasNextPage hasPreviousPage startCursor endCursor }
    nodes { ${USER_FIELDS} }
  }
}`;

const USERS_COUNT_QUERY = `query AdminUsersCount($filter: UserFilter) {
  users(first: 0, filter: $filter) { totalCount }
}`;

const USER_QUERY = `query AdminUser($userId: Int!) {
  userById(userId: $userId) {
    ${USER_FIELDS}
    userGroups { userGroupId name deploymentIndexId siteName role { roleId name code } }
  }
}`;

const usersTag = { type: 'AdminUser' as const, id: 'LIST' };

/**
 * The users the signed-in user may see, through the Graph endpoint: a page of them (cursors, search, site, order),
 * how many there are, and one user with their user groups. Network-only, as every Graph read (calls doc §7).
 */
export const usersGraphApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    getUsersPage: build.query<UsersPage, Record<string, unknown>>({
      queryFn: async (variables, api) => {
        const result = await graphqlQuery<{ users: Omit<UsersPage, 'users'> & { nodes: AdminUser[] } }>(
          { query: USERS_QUERY, variables },
          api,
        );
        if ('error' in result) return result;
        const { nodes, totalCount, pageInfo } = result.data.users;
        return { data: { users: nodes, totalCount, pageInfo } };
      },
      providesTags: [usersTag],
      keepUnusedDataFor: 0,
    }),
    getUsersCount: build.query<number, { deploymentIndexId: number | null }>({
      queryFn: async ({ deploymentIndexId }, api) => {
        const filter = deploymentIndexId === null ? undefined : { deploymentIndexId };
        const result = await graphqlQuery<{ users: { totalCount: number } }>(
          { query: USERS_COUNT_QUERY, variables: filter ? { filter } : {} },
          api,
        );
        return 'error' in result ? result : { data: result.data.users.totalCount };
      },
      providesTags: [usersTag],
      keepUnusedDataFor: 0,
    }),
    getUserById: build.query<AdminUserDetails | null, number>({
      queryFn: async (userId, api) => {
        const result = await graphqlQuery<{ userById: AdminUserDetails | null }>(
          { query: USER_QUERY, variables: { userId } },
          api,
        );
        return 'error' in result ? result : { data: result.data.userById };
      },
      providesTags: (_result, _error, userId) => [{ type: 'AdminUser', id: userId }, usersTag],
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useGetUsersPageQuery, useGetUsersCountQuery, useGetUserByIdQuery } = usersGraphApi;
