import type { ReactNode } from 'react';
import { Empty, Tag, theme, Typography } from 'antd';
import type { AuditEntry } from '@portal/contracts';
import { entityOf, eventTag } from './audit-labels';
import { AuditEntryDiff } from './audit-entry-diff';
import { absoluteTime, relativeTime } from './entry-time';

/**
 * A compact history: entries (newest first, as GET v2/audit/history/{entityType}/{entityId} answers them) with who
 * did what and when, and each change's before → after. An entity's page embeds it through EntityHistory
 * (@portal/entity-history), which loads the entries.
 */
export function AuditEntryList({
  entries,
  label = 'History',
  showEntity = true,
  empty = 'Nothing has been recorded yet.',
}: {
  entries: readonly AuditEntry[];
  /** The list's accessible name. */
  label?: string;
  /** Whether an entry names its entity: leave it out for the entries of the entity whose page it is. */
  showEntity?: boolean | ((entry: AuditEntry) => boolean);
  /** What to say when there is no entry. */
  empty?: ReactNode;
}) {
  const { token } = theme.useToken();
  if (entries.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={empty} />;
  const now = new Date();
  return (
    <ol aria-label={label} style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 12 }}>
      {entries.map((entry) => {
        const tag = eventTag(entry);
        const at = new Date(entry.at);
        const named = typeof showEntity === 'function' ? showEntity(entry) : showEntity;
        const entity = named ? entityOf(entry) : null;
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
