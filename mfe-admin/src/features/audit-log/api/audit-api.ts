import { portalApi } from '@portal/api-client';
import type { AuditPage, AuditQuery } from '@portal/contracts';

/** The filters of one walk through the log; the cursor (`before`) is the page's own. */
export type AuditLogQuery = Omit<AuditQuery, 'before'>;

/**
 * The audit log (issue 27): GET v2/audit (newest first, a page at a time: `before` is the previous page's
 * nextBefore) and GET v2/audit/entityTypes (the tables the log names, for the filter). One entity's history is
 * @portal/api-client's (the pages of every remote show it); the CSV export is a file download, not a cached answer.
 */
export const auditApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    getAuditLog: build.infiniteQuery<AuditPage, AuditLogQuery, number>({
      infiniteQueryOptions: {
        // 0: the newest page (no cursor).
        initialPageParam: 0,
        getNextPageParam: (last) => last.nextBefore,
      },
      query: ({ queryArg, pageParam }) => ({
        url: 'v2/audit',
        params: pageParam > 0 ? { ...queryArg, before: pageParam } : queryArg,
      }),
      keepUnusedDataFor: 0,
    }),
    getAuditEntityTypes: build.query<string[], void>({ query: () => 'v2/audit/entityTypes' }),
  }),
});

export const { useGetAuditLogInfiniteQuery, useGetAuditEntityTypesQuery } = auditApi;
