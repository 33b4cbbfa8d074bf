import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { useReducedMotion } from '@portal/ui';
import { useChartTheme } from '../../hooks/use-chart-theme';
import { trendSummary } from '../../lib/charts/chart-summaries';
import { axisProps, legendProps, tooltipProps } from './chart-parts';
import { ChartCard } from './chart-card';

const HEIGHT = 280;

export interface TrendSeries {
  key: string;
  name: string;
}

/**
 * A count over time (documents per month, searches per week): one series as columns in the main chart colour, or
 * several as lines in the site's colour list, with a legend. The first series is the one read out in the summary;
 * the table view lists every series.
 */
export function TrendChart({
  title,
  labelTitle,
  rows,
  series,
}: {
  title: string;
  /** The table view's first column: 'Month', 'Week of'. */
  labelTitle: string;
  rows: ({ label: string } & Record<string, number | string>)[];
  series: TrendSeries[];
}) {
  const theme = useChartTheme();
  const reducedMotion = useReducedMotion();
  const first = series[0]!;
  const summary = trendSummary(
    title,
    rows.map((row) => ({ label: row.label, value: Number(row[first.key]) })),
  );
  const axes = (
    <>
      <CartesianGrid stroke={theme.guide} vertical={false} />
      <XAxis dataKey="label" {...axisProps(theme)} />
      <YAxis allowDecimals={false} width={40} {...axisProps(theme)} />
      <Tooltip {...tooltipProps(theme)} />
    </>
  );
  return (
    <ChartCard
      title={title}
      summary={summary}
      height={HEIGHT}
      table={{
        columns: [
          { key: 'label', title: labelTitle },
          ...series.map((item) => ({ key: item.key, title: item.name, numeric: true })),
        ],
        rows: rows.map((row) => ({ ...row, key: row.label })),
      }}
    >
      <ResponsiveContainer width="100%" height="100%">
        {series.length === 1 ? (
          <BarChart accessibilityLayer={false} data={rows} margin={{ top: 8, right: 8, bottom: 4, left: 0 }}>
            {axes}
            <Bar
              dataKey={first.key}
              name={first.name}
              fill={theme.primary}
              radius={[4, 4, 0, 0]}
              maxBarSize={48}
              isAnimationActive={!reducedMotion}
            />
          </BarChart>
        ) : (
          <LineChart accessibilityLayer={false} data={rows} margin={{ top: 8, right: 8, bottom: 4, left: 0 }}>
            {axes}
            <Legend {...legendProps(theme)} />
            {series.map((item, index) => (
              <Line
                key={item.key}
                type="monotone"
                dataKey={item.key}
                name={item.name}
                stroke={theme.colours[index % theme.colours.length]}
                strokeWidth={2}
                dot={rows.length <= 16}
                isAnimationActive={!reducedMotion}
              />
            ))}
          </LineChart>
        )}
      </ResponsiveContainer>
    </ChartCard>
  );
}
