import { useState } from 'react';
import { Alert, Button, Grid, Skeleton, Table, Tag, Typography } from 'antd';
import { attachmentName, downloadFile, errorMessage, saveFile } from '@portal/api-client';
import { AUDIT_EXPORT_MAX, type AuditEntry } from '@portal/contracts';
import { usePlatform } from '@portal/platform';
import {
  absoluteTime,
  AuditEntryDiff,
  AuditEntryList,
  entityOf,
  eventTag,
  LoadFailure,
  relativeTime,
  TitledPage,
} from '@portal/ui';
import { useGetAuditLogInfiniteQuery } from '../api/audit-api';
import { useAuditFilters } from '../hooks/use-audit-filters';
import { activeFilterCount, auditExportPath, auditQueryOf } from '../state/audit-filters';
import { AuditFiltersForm } from './audit-filters-form';

/** Entries a page of the log asks for. */
const PAGE_SIZE = 50;

const none = <Typography.Text type="secondary">—</Typography.Text>;

/** Whether expanding an entry shows anything: its fields changed, or the server noted why it was refused. */
const hasDetail = (entry: AuditEntry) => entry.before !== null || entry.after !== null || !!entry.detail;

/**
 * The audit log (issue 27), for portal administrators: every change made through the API, every sign-in and refused
 * sign-in, and every refused call, newest first (GET v2/audit, 50 at a time, "Load more" follows nextBefore).
 * Filters live in the URL so a filtered view can be linked; an entry opens to its before → after; Export CSV
 * downloads the filtered log (GET v2/audit/export) with the user's token.
 */
export function AuditLogPage() {
  const platform = usePlatform();
  const { filters, setFilters } = useAuditFilters();
  const log = useGetAuditLogInfiniteQuery(auditQueryOf(filters, PAGE_SIZE));
  const [exporting, setExporting] = useState(false);
  const entries = log.data?.pages.flatMap((page) => page.entries) ?? [];
  const now = new Date();
  const screens = Grid.useBreakpoint();

  const exportCsv = async () => {
    setExporting(true);
    try {
      const file = await downloadFile(platform, auditExportPath(filters), { accept: 'text/csv' });
      saveFile(file.blob, attachmentName(file.headers) ?? 'audit-log.csv');
    } catch (error) {
      platform.notify(errorMessage(error, 'The audit log could not be exported.'), 'error');
    } finally {
      setExporting(false);
    }
  };

  const filtered = activeFilterCount(filters) > 0;
  return (
    <TitledPage title="Audit log">
      <Typography.Paragraph type="secondary" style={{ maxWidth: 760 }}>
        Every change made through the portal, every sign-in and failed sign-in, and every refused call — newest first.
      </Typography.Paragraph>
      <AuditFiltersForm filters={filters} onApply={setFilters} />
      <div
        style={{
          display: 'flex',
          flexWrap: 'wrap',
          gap: 12,
          alignItems: 'center',
          justifyContent: 'space-between',
          margin: '16px 0 8px',
        }}
      >
        <Typography.Text role="status">
          {log.data
            ? `${entries.length}${log.hasNextPage ? '+' : ''} ${entries.length === 1 ? 'entry' : 'entries'}${
                filtered ? ' match the filters' : ''
              }`
            : ''}
        </Typography.Text>
        <Button
          onClick={() => void exportCsv()}
          loading={exporting}
          title={`Up to ${AUDIT_EXPORT_MAX.toLocaleString('en')} entries, newest first`}
        >
          Export CSV
        </Button>
      </div>
      {log.error ? (
        <LoadFailure
          title="The audit log could not be loaded."
          reason={errorMessage(log.error)}
          onRetry={() => void log.refetch()}
        />
      ) : !log.data ? (
        <Skeleton active aria-busy="true" />
      ) : (
        <>
          {/* On a phone, the entries as a list (who, what, when, then before → after); the table from a tablet up. */}
          {!screens.md ? (
            <AuditEntryList
              entries={entries}
              label="Audit log entries"
              empty={filtered ? 'No entry matches the filters.' : 'Nothing has been recorded yet.'}
            />
          ) : (
            <Table<AuditEntry>
              rowKey="auditId"
              size="middle"
              pagination={false}
              scroll={{ x: 'max-content' }}
              dataSource={entries}
              locale={{ emptyText: filtered ? 'No entry matches the filters.' : 'Nothing has been recorded yet.' }}
              expandable={{
                rowExpandable: hasDetail,
                expandedRowRender: (entry) => <AuditEntryDiff entry={entry} />,
              }}
              columns={[
                {
                  title: 'When',
                  key: 'when',
                  render: (_, entry) => {
                    const at = new Date(entry.at);
                    return (
                      <time dateTime={entry.at} style={{ display: 'grid', whiteSpace: 'nowrap' }}>
                        <span>{absoluteTime(at)}</span>
                        <Typography.Text type="secondary">{relativeTime(at, now)}</Typography.Text>
                      </time>
                    );
                  },
                },
                {
                  title: 'Who',
                  key: 'who',
                  render: (_, entry) => <span style={{ wordBreak: 'break-word' }}>{entry.actorEmail ?? none}</span>,
                },
                {
                  title: 'What',
                  key: 'what',
                  render: (_, entry) => {
                    const tag = eventTag(entry);
                    return <Tag color={tag.color}>{tag.label}</Tag>;
                  },
                },
                {
                  title: 'Entity',
                  key: 'entity',
                  render: (_, entry) => {
                    const label = entityOf(entry);
                    return label ? (
                      <span style={{ display: 'grid' }}>
                        <span>{label}</span>
                        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                          {entry.entityType}
                        </Typography.Text>
                      </span>
                    ) : (
                      none
                    );
                  },
                },
                { title: 'From', key: 'ip', render: (_, entry) => entry.ip ?? none },
                {
                  title: 'Call',
                  key: 'call',

                  render: (_, entry) =>
                    entry.method || entry.path ? (
                      <Typography.Text code style={{ whiteSpace: 'nowrap' }}>
                        {[entry.method, entry.path].filter(Boolean).join(' ')}
                      </Typography.Text>
                    ) : (
                      none
                    ),
                },
                { title: 'Status', key: 'status', render: (_, entry) => entry.statusCode ?? none },
              ]}
            />
          )}
          {log.isFetchingNextPage || log.hasNextPage ? (
            <div style={{ textAlign: 'center', marginTop: 16 }}>
              <Button onClick={() => void log.fetchNextPage()} loading={log.isFetchingNextPage}>
                Load more
              </Button>
            </div>
          ) : null}
          {log.isFetchNextPageError && (
            <Alert type="error" showIcon style={{ marginTop: 12 }} title="More entries could not be loaded." />
          )}
        </>
      )}
    </TitledPage>
  );
}
