import { Empty, Tag, theme, Typography } from 'antd';
import type { AuditEntry } from '@portal/contracts';
import { entityOf, eventTag } from '../state/audit-labels';
import { absoluteTime, relativeTime } from '../state/entry-time';
import { AuditEntryDiff } from './audit-entry-diff';

/**
 * A compact history: entries (newest first, as GET v2/audit/history/{entityType}/{entityId} answers them) with who
 * did what and when, and each change's before → after. For a user's or an entity's page to embed:
 * `useGetEntityHistoryQuery({ entityType, entityId })` gives the entries.
 */
export function AuditEntryList({
  entries,
  label = 'History',
  showEntity = true,
}: {
  entries: readonly AuditEntry[];
  /** The list's accessible name. */
  label?: string;
  /** Whether each entry names its entity (leave out on the entity's own page). */
  showEntity?: boolean;
}) {
  const { token } = theme.useToken();
  if (entries.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="Nothing recorded yet." />;
  const now = new Date();
  return (
    <ol aria-label={label} style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 12 }}>
      {entries.map((entry) => {
        const tag = eventTag(entry);
        const at = new Date(entry.at);
        const entity = showEntity ? entityOf(entry) : null;
        return (
          <li
            key={entry.auditId}
            style={{ borderLeft: `3px solid ${token.colorBorder}`, paddingLeft: 12, display: 'grid', gap: 6 }}
          >
            <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'baseline' }}>
              <Tag color={tag.color}>{tag.label}</Tag>
              {entity && <Typography.Text strong>{entity}</Typography.Text>}
              <Typography.Text>by {entry.actorEmail ?? '—'}</Typography.Text>
              <Typography.Text type="secondary">
                <time dateTime={entry.at} title={absoluteTime(at)}>
                  {relativeTime(at, now)}
                </time>
              </Typography.Text>
            </div>
            <AuditEntryDiff entry={entry} />
          </li>
        );
      })}
    </ol>
  );
}
