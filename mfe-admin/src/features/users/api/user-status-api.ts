import { historyTag } from '@portal/api-client';
import type { UserStatusChange } from '@portal/contracts';
import { adminApi } from '../../../api/admin-api';

/** PUT v2/users/{userId}/status (portal administrators): disable a user, or enable them again. */
export const userStatusApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    setUserStatus: build.mutation<
      { userId: number; email: string; status: string },
      { userId: number } & UserStatusChange
    >({
      query: ({ userId, status }) => ({ url: `v2/users/${userId}/status`, method: 'PUT', body: { status } }),
      invalidatesTags: (_result, _error, { userId }) => [
        { type: 'AdminUser', id: userId },
        { type: 'AdminUser', id: 'LIST' },
        historyTag('users', userId),
      ],
    }),
  }),
});

export const { useSetUserStatusMutation } = userStatusApi;
