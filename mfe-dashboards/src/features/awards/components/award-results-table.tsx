import { Button, Table, type TableColumnsType } from 'antd';
import type { AwardResult } from '@portal/contracts';
import { usePlatform } from '@portal/platform';
import { VISUALLY_HIDDEN } from '@portal/ui';
import { SCROLLING_TABLE } from '../../../components/scrolling-table';
import { formatCount } from '../../../lib/format-count';
import { AwardLevelChip } from './award-level-chip';

const PAGE_SIZE = 10;

/** The columns that give way on a phone and in a compact column. */
const LONG_COLUMNS: TableColumnsType<AwardResult> = [
  { key: 'year', dataIndex: 'year', title: 'Year', responsive: ['md'] },
  { key: 'showName', dataIndex: 'showName', title: 'Show', responsive: ['md'] },
];

/**
 * The results of a group (spec §3 "Award result": Category, Title, Product, Advertiser, City, Awards; then Points,
 * Year and Show), ten a page. A result (its title, or anywhere on its row) opens the award details panel (spec §2.6
 * `awardDetails`) with every field of it. On a phone, and in a `compact` column, the year and the show give way (the
 * details panel has them); the table scrolls sideways inside its own box.
 */
export function AwardResultsTable({
  caption,
  results,
  siteId,
  compact = false,
}: {
  caption: string;
  results: AwardResult[];
  siteId: number;
  compact?: boolean;
}) {
  const platform = usePlatform();
  const open = (result: AwardResult) => platform.panels.open('awardDetails', { result, siteId });
  const columns: TableColumnsType<AwardResult> = [
    { key: 'Category', dataIndex: 'Category', title: 'Category' },
    {
      key: 'Title',
      dataIndex: 'Title',
      title: 'Title',
      render: (_title: string, result) => (
        <Button
          type="link"
          aria-haspopup="dialog"
          style={{ padding: 0, height: 'auto', whiteSpace: 'normal', textAlign: 'left' }}
          onClick={(event) => {
            // The row opens it too: once is enough.
            event.stopPropagation();
            open(result);
          }}
        >
          {result.Title}
        </Button>
      ),
    },
    { key: 'Product', dataIndex: 'Product', title: 'Product' },
    { key: 'Advertiser', dataIndex: 'Advertiser', title: 'Advertiser' },
    { key: 'City', dataIndex: 'City', title: 'City' },
    {
      key: 'Awards',
      dataIndex: 'Awards',
      title: 'Awards',
      render: (level: string) => <AwardLevelChip level={level} />,
    },
    {
      key: 'points',
      dataIndex: 'points',
      title: 'Points',
      align: 'right',
      render: (points: number) => formatCount(points),
    },
    ...(compact ? [] : LONG_COLUMNS),
  ];
  return (
    <Table<AwardResult>
      size="small"
      rowKey="awardResultId"
      caption={<span style={VISUALLY_HIDDEN}>{caption}</span>}
      columns={columns}
      dataSource={results}
      // A click anywhere on a row opens its details; the title is the way there from the keyboard.
      onRow={(result) => ({ onClick: () => open(result), style: { cursor: 'pointer' } })}
      pagination={results.length > PAGE_SIZE ? { pageSize: PAGE_SIZE, showSizeChanger: false, size: 'small' } : false}
      {...SCROLLING_TABLE}
    />
  );
}
