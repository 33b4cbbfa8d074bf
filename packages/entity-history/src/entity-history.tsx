import { Alert, Button, Typography } from 'antd';
import { errorMessage, useGetEntityHistoryInfiniteQuery, type HistoryEntity } from '@portal/api-client';
import { AuditEntryList, LoadFailure } from '@portal/ui';

/**
 * An entity's history on its own page (issue 27), for those who may edit it: the audit entries about it, newest first
 * (GET v2/audit/history/{entityType}/{entityId}), each with who did what, when, and its before → after; "Load more"
 * reads the older ones. The server refuses everyone else, so a page shows it only to its editors. An entry names its
 * entity only when it is about another row (a user group's membership on a user's page).
 */
export function EntityHistory({
  entityType,
  entityId,
  label = 'History',
}: HistoryEntity & {
  /** The list's accessible name. */
  label?: string;
}) {
  const history = useGetEntityHistoryInfiniteQuery({ entityType, entityId }, { refetchOnMountOrArgChange: true });
  if (!history.data)
    return history.error ? (
      <LoadFailure
        title="The history could not be loaded."
        reason={errorMessage(history.error)}
        onRetry={() => void history.refetch()}
      />
    ) : (
      <Typography.Text aria-busy="true">Loading the history…</Typography.Text>
    );
  const entries = history.data.pages.flatMap((page) => page.entries);
  return (
    <div style={{ display: 'grid', gap: 12 }}>
      <AuditEntryList
        entries={entries}
        label={label}
        showEntity={(entry) => entry.entityType !== entityType || entry.entityId !== entityId}
        empty="Nothing has been recorded about this yet."
      />
      {history.isFetchNextPageError && (
        <Alert
          type="error"
          showIcon
          title="Older entries could not be loaded."
          description={errorMessage(history.error)}
        />
      )}
      {history.hasNextPage && (
        <div>
          <Button onClick={() => void history.fetchNextPage()} loading={history.isFetchingNextPage}>
            Load more
          </Button>
        </div>
      )}
    </div>
  );
}
