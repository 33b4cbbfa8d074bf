import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { usePhone, useReducedMotion } from '@portal/ui';
import { useChartTheme } from '../../hooks/use-chart-theme';
import { rankingSummary, type RankedValue } from '../../lib/charts/chart-summaries';
import { axisProps, shortLabel, tooltipProps } from './chart-parts';
import { ChartCard } from './chart-card';

const ROW_HEIGHT = 30;

/**
 * A ranking (the top values of a facet, the assets by client, …) as horizontal bars in the site's main chart colour,
 * most first as the server ordered them, with its table view.
 */
export function RankingChart({
  title,
  rows,
  nameTitle,
  countTitle,
  empty,
}: {
  title: string;
  /** What an empty ranking says. */
  empty?: string;
  rows: readonly RankedValue[];
  /** Column titles of the table view: what the names are ('Content Types') and what is counted ('Documents'). */
  nameTitle: string;
  countTitle: string;
}) {
  const theme = useChartTheme();
  const phone = usePhone();
  const reducedMotion = useReducedMotion();
  const height = Math.max(120, rows.length * ROW_HEIGHT + 40);
  return (
    <ChartCard
      title={title}
      summary={rankingSummary(title, rows)}
      height={height}
      empty={empty}
      table={{
        columns: [
          { key: 'name', title: nameTitle },
          { key: 'count', title: countTitle, numeric: true },
        ],
        rows: rows.map((row) => ({ key: row.name, name: row.name, count: row.count })),
      }}
    >
      <ResponsiveContainer width="100%" height="100%">
        <BarChart
          accessibilityLayer={false}
          data={[...rows]}
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
          <Bar
            dataKey="count"
            name={countTitle}
            fill={theme.primary}
            radius={[0, 4, 4, 0]}
            maxBarSize={22}
            isAnimationActive={!reducedMotion}
          />
        </BarChart>
      </ResponsiveContainer>
    </ChartCard>
  );
}
