import { useCallback, useEffect, useId, useState } from 'react';
import { Alert, Button, Segmented, Table, Typography, type TableColumnsType } from 'antd';
import { errorMessage, type PortalQueryError } from '@portal/api-client';
import {
  ASSET_REPORT_NAMES,
  PAGE_SIZES,
  searchTypeLabel,
  type AssetReportName,
  type AssetReportRow,
  type SearchReportRow,
} from '@portal/contracts';
import { useGetAssetReportQuery, useGetSearchReportQuery } from '../../../api/content-api';

/** Rows a page: the spec's page helper default (10), so a report's page fits beside the engagement totals. */
const ROWS_PER_PAGE = PAGE_SIZES.pageHelperDefault;

const REPORT_CHOICES = [...ASSET_REPORT_NAMES, 'searches'] as const;
type ReportChoice = (typeof REPORT_CHOICES)[number];

interface ReportText {
  label: string;
  one: string;
  many: string;
  /** The table's name to assistive technology. */
  caption: string;
  empty: string;
}

const REPORTS: Record<ReportChoice, ReportText> = {
  views: {
    label: 'Views',
    one: 'view',
    many: 'views',
    caption: 'Views of this asset',
    empty: 'Nobody has viewed this asset yet.',
  },
  downloads: {
    label: 'Downloads',
    one: 'download',
    many: 'downloads',
    caption: 'Downloads of this asset',
    empty: 'Nobody has downloaded this asset yet.',
  },
  shares: {
    label: 'Shares',
    one: 'share',
    many: 'shares',
    caption: 'Shares of this asset',
    empty: 'Nobody has shared this asset yet.',
  },
  searches: {
    label: 'Searches',
    one: 'search',
    many: 'searches',
    caption: 'Searches that led to this asset',
    empty: 'No search has led anyone to this asset yet.',
  },
};

const when = (date: string) => new Date(date).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

type ReportUser = Pick<AssetReportRow, 'userFullName' | 'userEmail'>;

/** The person of a row: name above email; the row of a deleted user (both gone) says so. */
function Person({ user }: { user: ReportUser }) {
  const { userFullName, userEmail } = user;
  if (!userFullName && !userEmail) return <Typography.Text type="secondary">A deleted user</Typography.Text>;
  return (
    <div style={{ display: 'grid' }}>
      <span>{userFullName || userEmail}</span>
      {userFullName && userEmail && <Typography.Text type="secondary">{userEmail}</Typography.Text>}
    </div>
  );
}

const dateColumn = {
  title: 'Date',
  key: 'date',
  render: (_: unknown, row: { date: string }) => <time dateTime={row.date}>{when(row.date)}</time>,
};
const personColumn = {
  title: 'Person',
  key: 'person',
  render: (_: unknown, row: ReportUser) => <Person user={row} />,
};
const orDash = (value: string | null) => value || '—';

type Keyed<Row> = Row & { key: string };

const ASSET_REPORT_COLUMNS: TableColumnsType<Keyed<AssetReportRow>> = [dateColumn, personColumn];

const SEARCH_REPORT_COLUMNS: TableColumnsType<Keyed<SearchReportRow>> = [
  { title: 'Query', dataIndex: 'query', key: 'query' },
  { title: 'Type', key: 'type', render: (_, row) => searchTypeLabel(row.type) },
  { title: 'Source', key: 'source', render: (_, row) => orDash(row.source) },
  { title: 'Page', key: 'page', render: (_, row) => orDash(row.page) },
  { title: 'Results', key: 'resultCount', align: 'right', render: (_, row) => row.resultCount.toLocaleString() },
  personColumn,
  dateColumn,
];

/** What a report's table needs of its RTK Query result. */
interface ReportResult<Row> {
  data?: { count: number; rows: Row[] };
  error?: unknown;
  isFetching: boolean;
  refetch: () => unknown;
}

const statusOf = (error: unknown) =>
  typeof error === 'object' && error !== null && 'status' in error ? (error as PortalQueryError).status : null;

/**
 * One report as a table a page at a time (the server pages it). A 403 hides the whole section (onDenied): the
 * server's rule changed since the page was drawn (a permission or the uploader), and refusing to show a report is
 * not an error of the page. Any other failure says so with a retry.
 */
function ReportTable<Row extends object>({
  choice,
  result,
  columns,
  page,
  onPage,
  onDenied,
}: {
  choice: ReportChoice;
  result: ReportResult<Row>;
  columns: TableColumnsType<Keyed<Row>>;
  page: number;
  onPage: (page: number) => void;
  onDenied: () => void;
}) {
  const text = REPORTS[choice];
  const denied = statusOf(result.error) === 403;
  useEffect(() => {
    if (denied) onDenied();
  }, [denied, onDenied]);
  if (denied) return null;
  if (result.error)
    return (
      <Alert
        type="error"
        showIcon
        title={`The ${text.many} report could not be read.`}
        description={errorMessage(result.error)}
        action={
          <Button size="small" onClick={() => result.refetch()}>
            Try again
          </Button>
        }
      />
    );
  const { data } = result;
  // The rows keep their order (newest first); their place in the whole report is their key.
  const rows = (data?.rows ?? []).map((row, index) => ({ ...row, key: String((page - 1) * ROWS_PER_PAGE + index) }));
  return (
    <div style={{ display: 'grid', gap: 8 }}>
      {data && data.count > 0 && (
        <Typography.Text type="secondary">
          {data.count.toLocaleString()} {data.count === 1 ? text.one : text.many}, newest first.
        </Typography.Text>
      )}
      <Table<Keyed<Row>>
        size="small"
        aria-label={text.caption}
        columns={columns}
        dataSource={rows}
        loading={result.isFetching}
        locale={{ emptyText: data ? text.empty : `Loading the ${text.many}…` }}
        scroll={{ x: 'max-content' }}
        pagination={{
          current: page,
          pageSize: ROWS_PER_PAGE,
          total: data?.count ?? 0,
          showSizeChanger: false,
          hideOnSinglePage: true,
          onChange: onPage,
        }}
      />
    </div>
  );
}

function AssetReport({
  assetId,
  reportName,
  onDenied,
}: {
  assetId: number;
  reportName: AssetReportName;
  onDenied: () => void;
}) {
  const [page, setPage] = useState(1);
  const result = useGetAssetReportQuery({ assetId, reportName, page, rowsPerPage: ROWS_PER_PAGE });
  return (
    <ReportTable
      choice={reportName}
      result={result}
      columns={ASSET_REPORT_COLUMNS}
      page={page}
      onPage={setPage}
      onDenied={onDenied}
    />
  );
}

function SearchReport({ assetId, onDenied }: { assetId: number; onDenied: () => void }) {
  const [page, setPage] = useState(1);
  const result = useGetSearchReportQuery({ assetId, page, rowsPerPage: ROWS_PER_PAGE });
  return (
    <ReportTable
      choice="searches"
      result={result}
      columns={SEARCH_REPORT_COLUMNS}
      page={page}
      onPage={setPage}
      onDenied={onDenied}
    />
  );
}

/**
 * The asset's reports (calls doc §7, spec §3 "Asset report row", "Search report row"), for who may read them
 * (asset-reports.tsx asks first): who viewed, downloaded or shared it, and the searches that led people to it, each
 * newest first, ten rows a page. A 403 the server still answers hides the section. Each report opens on its first
 * page; its table is keyed by the report, so a page of one report is never shown under another's name while the
 * other loads.
 */
export function AssetReportsSection({ assetId }: { assetId: number }) {
  const [choice, setChoice] = useState<ReportChoice>('views');
  const [denied, setDenied] = useState(false);
  const titleId = useId();
  const choiceName = useId();
  const onDenied = useCallback(() => setDenied(true), []);
  if (denied) return null;
  return (
    <section aria-labelledby={titleId} style={{ display: 'grid', gap: 12, minWidth: 0 }}>
      <h3 id={titleId} style={{ fontSize: 16, margin: 0 }}>
        Reports
      </h3>
      <p style={{ margin: 0 }}>Who viewed, downloaded or shared this asset, and the searches that led people to it.</p>
      <Segmented<ReportChoice>
        name={choiceName}
        aria-label="Report"
        options={REPORT_CHOICES.map((value) => ({ value, label: REPORTS[value].label }))}
        value={choice}
        onChange={setChoice}
        style={{ justifySelf: 'start' }}
      />
      {choice === 'searches' ? (
        <SearchReport key="searches" assetId={assetId} onDenied={onDenied} />
      ) : (
        <AssetReport key={choice} assetId={assetId} reportName={choice} onDenied={onDenied} />
      )}
    </section>
  );
}
