import { portalApi } from '@portal/api-client';
import type { AuditPage, AuditQuery } from '@portal/contracts';

/** The filters of one walk through the log; the cursor (`before`) is the page's own. */
export type AuditLogQuery = Omit<AuditQuery, 'before'>;

/** An entity whose history is asked (GET v2/audit/history/{entityType}/{entityId}). */
export interface EntityRef {
  entityType: string;
  entityId: string;
}

/**
 * The audit log (issue 27): GET v2/audit (newest first, a page at a time: `before` is the previous page's
 * nextBefore), GET v2/audit/entityTypes (the tables the log names, for the filter) and GET
 * v2/audit/history/{entityType}/{entityId} (one entity's history, for the pages that show one user or entity).
 * The CSV export is a file download (audit-export.ts), not a cached answer.
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
    getEntityHistory: build.query<AuditPage, EntityRef>({
      query: ({ entityType, entityId }) =>
        `v2/audit/history/${encodeURIComponent(entityType)}/${encodeURIComponent(entityId)}`,
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useGetAuditLogInfiniteQuery, useGetAuditEntityTypesQuery, useGetEntityHistoryQuery } = auditApi;
