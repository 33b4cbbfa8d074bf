import type { AuditPage } from '@portal/contracts';
import { adminApi } from '../../../api/admin-api';

/** GET v2/audit/history/users/{userId}: the audit entries about a user, newest first, a page at a time. */
export const userHistoryApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    getUserHistory: build.query<AuditPage, { userId: number; before?: number }>({
      query: ({ userId, before }) => ({
        url: `v2/audit/history/users/${userId}`,
        params: before ? { before } : undefined,
      }),
      // LIST too: a grant or a removal (which invalidate the users' list) is an entry of the history.
      providesTags: (_result, _error, { userId }) => [
        { type: 'AdminUser', id: userId },
        { type: 'AdminUser', id: 'LIST' },
      ],
    }),
  }),
});

export const { useGetUserHistoryQuery } = userHistoryApi;
