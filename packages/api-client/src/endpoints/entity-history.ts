import type { AuditPage } from '@portal/contracts';
import { portalApi } from '../portal-api';

/** An entity whose history is asked: its table (e.g. `collections`) and its primary key. */
export interface HistoryEntity {
  entityType: string;
  entityId: string;
}

/**
 * The cache tag of an entity's history: a change made through the app invalidates it (or every history, by the type
 * 'AuditHistory' alone, when it touches several) so an open history shows the change at once.
 */
export const historyTag = (entityType: string, entityId: string | number) => ({
  type: 'AuditHistory' as const,
  id: `${entityType}/${entityId}`,
});

/**
 * GET v2/audit/history/{entityType}/{entityId} (issue 27): the audit entries about one entity, newest first, a page
 * at a time (`before` is the previous page's nextBefore). The server answers only those who may edit the entity.
 */
export const entityHistoryApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    getEntityHistory: build.infiniteQuery<AuditPage, HistoryEntity, number>({
      infiniteQueryOptions: {
        // 0: the newest page (no cursor).
        initialPageParam: 0,
        getNextPageParam: (last) => last.nextBefore,
      },
      query: ({ queryArg: { entityType, entityId }, pageParam }) => ({
        url: `v2/audit/history/${encodeURIComponent(entityType)}/${encodeURIComponent(entityId)}`,
        params: pageParam > 0 ? { before: pageParam } : undefined,
      }),
      providesTags: (_result, _error, { entityType, entityId }) => [historyTag(entityType, entityId)],
      // A history is read where it is shown: opened again, it is asked again.
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useGetEntityHistoryInfiniteQuery } = entityHistoryApi;
