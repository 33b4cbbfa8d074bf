import type { ReactNode } from 'react';
import { Empty, Typography } from 'antd';
import { errorMessage } from '@portal/api-client';
import type { AuditEntry } from '@portal/contracts';
import { LoadFailure } from '@portal/ui';
import { useGetUserHistoryQuery } from '../api/user-history-api';

/**
 * "History": the audit entries about a user (GET v2/audit/history/users/{userId}), newest first, shown by the audit
 * log's own list of entries, which the app hands in (a feature does not import another).
 */
export function UserHistory({
  userId,
  renderEntries,
}: {
  userId: number;
  renderEntries: (entries: AuditEntry[]) => ReactNode;
}) {
  const { data, error, refetch } = useGetUserHistoryQuery({ userId });
  if (error)
    return (
      <LoadFailure
        title="The history could not be loaded."
        reason={errorMessage(error)}
        onRetry={() => void refetch()}
      />
    );
  if (!data) return <Typography.Text aria-busy="true">Loading the history…</Typography.Text>;
  if (data.entries.length === 0) return <Empty description="Nothing has been recorded about this user yet." />;
  return (
    <>
      {renderEntries(data.entries)}
      {data.nextBefore !== null && (
        <Typography.Paragraph type="secondary" style={{ marginTop: 12, marginBottom: 0 }}>
          The newest {data.entries.length} entries are shown; older ones are in the audit log.
        </Typography.Paragraph>
      )}
    </>
  );
}
