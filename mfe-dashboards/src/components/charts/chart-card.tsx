import { useId, useState, type ReactNode } from 'react';
import { Segmented, Table, theme, type TableColumnsType } from 'antd';
import { useChartTheme } from '../../hooks/use-chart-theme';
import { cardStyle } from '../card-style';
import { VISUALLY_HIDDEN } from '@portal/ui';
import { SCROLLING_TABLE } from '../scrolling-table';

export type ChartRow = Record<string, string | number> & { key: string };

/** The numbers of a chart as a table: its columns (numbers right-aligned) and rows. */
export interface ChartTable {
  columns: { key: string; title: string; numeric?: boolean }[];
  rows: ChartRow[];
}

const VIEWS = ['Chart', 'Table'] as const;

/**
 * One chart of the insights or awards pages as a card: a figure with its caption, the chart (painted on the site's
 * chart background, read out as `summary`) and a Chart/Table switch showing the same numbers in a captioned table, for
 * anyone who prefers to read them or cannot see the chart. Without rows it says so instead. The chart is one image to
 * assistive technology (its summary); the charts turn recharts' keyboard layer off, since focus inside an image is
 * lost to those users and the table gives every number.
 */
export function ChartCard({
  title,
  summary,
  table,
  height,
  empty = 'Nothing in this period.',
  children,
}: {
  title: string;
  summary: string;
  table: ChartTable;
  height: number;
  /** Shown instead of the chart when there is no row. */
  empty?: string;
  children: ReactNode;
}) {
  const { token } = theme.useToken();
  const chart = useChartTheme();
  const [view, setView] = useState<(typeof VIEWS)[number]>('Chart');
  const captionId = useId();
  const switchName = useId();
  const columns: TableColumnsType<ChartRow> = table.columns.map((column) => ({
    key: column.key,
    dataIndex: column.key,
    title: column.title,
    align: column.numeric ? 'right' : 'left',
    render: (value: string | number) => (typeof value === 'number' ? value.toLocaleString() : value),
  }));
  return (
    <figure
      aria-labelledby={captionId}
      style={{
        margin: 0,
        minWidth: 0,
        display: 'grid',
        gap: 12,
        alignContent: 'start',
        ...cardStyle(token),
      }}
    >
      <figcaption
        style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 8, flexWrap: 'wrap' }}
      >
        <span id={captionId} style={{ fontWeight: 600, fontSize: token.fontSizeLG, color: token.colorTextHeading }}>
          {title}
        </span>
        {table.rows.length > 0 && (
          <Segmented
            size="small"
            name={switchName}
            options={[...VIEWS]}
            value={view}
            onChange={(value) => setView(value as (typeof VIEWS)[number])}
            aria-label={`Show ${title} as`}
          />
        )}
      </figcaption>
      {table.rows.length === 0 ? (
        <p style={{ margin: 0, color: token.colorTextSecondary }}>{empty}</p>
      ) : view === 'Chart' ? (
        <div
          role="img"
          aria-label={summary}
          style={{
            height,
            padding: 8,
            borderRadius: token.borderRadius,
            background: chart.background,
            color: chart.text,
            fontFamily: chart.font,
          }}
        >
          {children}
        </div>
      ) : (
        <Table<ChartRow>
          size="small"
          // The figure's caption already shows the title above the table.
          caption={<span style={VISUALLY_HIDDEN}>{title}</span>}
          columns={columns}
          dataSource={table.rows}
          pagination={false}
          {...SCROLLING_TABLE}
        />
      )}
    </figure>
  );
}
