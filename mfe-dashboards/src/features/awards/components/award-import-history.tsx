import { Empty, Skeleton, Table, type TableColumnsType } from 'antd';
import { errorMessage } from '@portal/api-client';
import type { AwardsImport } from '@portal/contracts';
import { LoadFailure, VISUALLY_HIDDEN } from '@portal/ui';
import { SCROLLING_TABLE } from '../../../components/scrolling-table';
import { formatCount } from '../../../lib/format-count';
import { useGetAwardImportsQuery } from '../api/award-imports-api';

const WHEN = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

const COLUMNS: TableColumnsType<AwardsImport> = [
  { key: 'importedAt', dataIndex: 'importedAt', title: 'Imported', render: (at: string) => WHEN.format(new Date(at)) },
  { key: 'fileName', dataIndex: 'fileName', title: 'File' },
  { key: 'years', dataIndex: 'years', title: 'Years', render: (years: number[]) => years.join(', ') },
  { key: 'rows', dataIndex: 'rows', title: 'Results', align: 'right', render: (rows: number) => formatCount(rows) },
  {
    key: 'replacedRows',
    dataIndex: 'replacedRows',
    title: 'Replaced',
    align: 'right',
    render: (rows: number) => formatCount(rows),
  },
  { key: 'importedBy', dataIndex: 'importedBy', title: 'By', render: (name: string | null) => name ?? '—' },
];

/** The site's imports of results files, newest first (GET v2/awards/imports): when, which file, its years and rows. */
export function AwardImportHistory({ siteId }: { siteId: number }) {
  const query = useGetAwardImportsQuery(siteId);
  if (query.error)
    return (
      <LoadFailure
        title="The imports could not be loaded."
        reason={errorMessage(query.error)}
        onRetry={() => void query.refetch()}
      />
    );
  if (!query.data) return <Skeleton active aria-busy="true" title={false} paragraph={{ rows: 3 }} />;
  if (query.data.length === 0)
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No results file has been imported yet." />;
  return (
    <Table<AwardsImport>
      size="small"
      rowKey="importId"
      caption={<span style={VISUALLY_HIDDEN}>Imports of results files, newest first</span>}
      columns={COLUMNS}
      dataSource={query.data}
      pagination={query.data.length > 10 ? { pageSize: 10, showSizeChanger: false, size: 'small' } : false}
      {...SCROLLING_TABLE}
    />
  );
}
