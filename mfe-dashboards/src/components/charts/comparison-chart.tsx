import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { AwardRankingRow } from '@portal/contracts';
import { usePhone, useReducedMotion } from '@portal/ui';
import { ChartCard, type ChartTable } from './chart-card';
import { axisProps, legendProps, shortLabel, tooltipProps } from './chart-parts';
import { useChartTheme } from '../../hooks/use-chart-theme';
import { comparisonSummary } from '../../lib/charts/comparison-summary';

const ROW_HEIGHT = 44;

/**
 * A ranking of this year against last year (the Cannes dashboard's and the BI dashboards' rankings): for each name
 * two bars, its points in the latest year of the filters in the site's main chart colour and the year before in the
 * next colour, in the order of `rows`. The table view gives, unless `table` says otherwise, the points over every
 * year of the filters and the wins too.
 */
export function ComparisonChart({
  title,
  nameTitle,
  rows,
  latestLabel,
  previousLabel,
  table,
}: {
  title: string;
  /** What the names are, as the table's first column says it ('Agency'). */
  nameTitle: string;
  rows: readonly AwardRankingRow[];
  latestLabel: string;
  previousLabel: string;
  /** The table view's columns and rows, when the page reads the ranking otherwise. */
  table?: ChartTable;
}) {
  const theme = useChartTheme();
  const phone = usePhone();
  const reducedMotion = useReducedMotion();
  const latest = `Points ${latestLabel}`;
  const previous = `Points ${previousLabel}`;
  // Last year in the first colour of the site's list that is not this year's.
  const data = rows.map((row) => ({ name: row.name, latest: row.latestPoints, previous: row.previousPoints }));
  return (
    <ChartCard
      title={title}
      summary={comparisonSummary(title, data, latestLabel, previousLabel)}
      height={Math.max(160, rows.length * ROW_HEIGHT + 64)}
      empty="No values with these filters."
      table={
        table ?? {
          columns: [
            { key: 'name', title: nameTitle },
            { key: 'latest', title: latest, numeric: true },
            { key: 'previous', title: previous, numeric: true },
            { key: 'points', title: 'Points, every year', numeric: true },
            { key: 'wins', title: 'Wins', numeric: true },
          ],
          rows: rows.map((row) => ({
            key: row.name,
            name: row.name,
            latest: row.latestPoints,
            previous: row.previousPoints,
            points: row.points,
            wins: row.wins,
          })),
        }
      }
    >
      <ResponsiveContainer width="100%" height="100%">
        <BarChart
          accessibilityLayer={false}
          data={data}
          layout="vertical"
          margin={{ top: 4, right: 16, bottom: 4, left: 4 }}
        >
          <CartesianGrid stroke={theme.guide} horizontal={false} />
          <XAxis type="number" allowDecimals={false} {...axisProps(theme)} />
          <YAxis
            type="category"
            dataKey="name"
            width={phone ? 96 : 150}
            interval={0}
            tickFormatter={shortLabel(phone ? 12 : 22)}
            {...axisProps(theme)}
          />
          <Tooltip {...tooltipProps(theme)} />
          <Legend {...legendProps(theme)} />
          <Bar
            dataKey="latest"
            name={latest}
            fill={theme.primary}
            radius={[0, 4, 4, 0]}
            maxBarSize={16}
            isAnimationActive={!reducedMotion}
          />
          <Bar
            dataKey="previous"
            name={previous}
            fill={theme.colours.find((colour) => colour !== theme.primary) ?? theme.guide}
            radius={[0, 4, 4, 0]}
            maxBarSize={16}
            isAnimationActive={!reducedMotion}
          />
        </BarChart>
      </ResponsiveContainer>
    </ChartCard>
  );
}
