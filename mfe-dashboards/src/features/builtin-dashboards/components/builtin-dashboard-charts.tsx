import type { ReactNode } from 'react';
import { theme } from 'antd';
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
import type { BuiltinDashboard } from '@portal/contracts';

/** A week's Monday as the axis shows it: 24 Nov. */
const weekLabel = (week: string) =>
  new Date(`${week}T00:00:00Z`).toLocaleDateString(undefined, { day: 'numeric', month: 'short', timeZone: 'UTC' });

/** The chart colours: the site's primary colour first (the shell's theme), then antd's palette. */
function useChartColours() {
  const { token } = theme.useToken();
  return [token.colorPrimary, token.colorSuccess, token.colorWarning, token.colorError, token.colorInfo];
}

function Figure({ title, children }: { title: string; children: ReactNode }) {
  return (
    <figure style={{ margin: 0, display: 'grid', gap: 8, minWidth: 0 }}>
      <figcaption style={{ fontWeight: 600 }}>{title}</figcaption>
      <div style={{ width: '100%', height: 280 }}>{children}</div>
    </figure>
  );
}

/** The weekly series of a built-in dashboard as a line chart (one line per measure). */
function WeeklyLines({
  title,
  dashboard,
  keys,
}: {
  title: string;
  dashboard: BuiltinDashboard;
  keys: [string, string][];
}) {
  const colours = useChartColours();
  const rows = dashboard.series.map((row) => ({ ...row, label: weekLabel(row.week) }));
  return (
    <Figure title={title}>
      <ResponsiveContainer width="100%" height="100%">
        <LineChart data={rows} margin={{ top: 8, right: 16, bottom: 8, left: 0 }}>
          <CartesianGrid strokeDasharray="3 3" />
          <XAxis dataKey="label" />
          <YAxis allowDecimals={false} />
          <Tooltip />
          <Legend />
          {keys.map(([key, name], index) => (
            <Line
              key={key}
              type="monotone"
              dataKey={key}
              name={name}
              stroke={colours[index % colours.length]}
              strokeWidth={2}
            />
          ))}
        </LineChart>
      </ResponsiveContainer>
    </Figure>
  );
}

/** A ranking as horizontal bars. */
function RankingBars({
  title,
  rows,
  label,
  value,
}: {
  title: string;
  rows: Record<string, unknown>[];
  label: string;
  value: string;
}) {
  const colours = useChartColours();
  if (rows.length === 0) return null;
  return (
    <Figure title={title}>
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={rows} layout="vertical" margin={{ top: 8, right: 16, bottom: 8, left: 8 }}>
          <CartesianGrid strokeDasharray="3 3" />
          <XAxis type="number" allowDecimals={false} />
          <YAxis type="category" dataKey={label} width={180} />
          <Tooltip />
          <Bar dataKey={value} fill={colours[0]} />
        </BarChart>
      </ResponsiveContainer>
    </Figure>
  );
}

/** The charts of one built-in dashboard (recharts, loaded only with this page). */
export function BuiltinDashboardCharts({ dashboard }: { dashboard: BuiltinDashboard }) {
  const grid = { display: 'grid', gap: 24, gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 420px), 1fr))' };
  if (dashboard.name === 'engagement')
    return (
      <div style={grid}>
        <WeeklyLines
          title="Engagement per week"
          dashboard={dashboard}
          keys={[
            ['views', 'Views'],
            ['likes', 'Likes'],
            ['downloads', 'Downloads'],
            ['shares', 'Shares'],
          ]}
        />
        <RankingBars title="Most viewed" rows={dashboard.top} label="title" value="views" />
      </div>
    );
  if (dashboard.name === 'uploads')
    return (
      <div style={grid}>
        <WeeklyLines title="Uploads per week" dashboard={dashboard} keys={[['uploads', 'Uploads']]} />
        <RankingBars title="Assets by content type" rows={dashboard.top} label="contentType" value="count" />
      </div>
    );
  return (
    <div style={grid}>
      <WeeklyLines
        title="Searches per week"
        dashboard={dashboard}
        keys={[
          ['searches', 'Searches'],
          ['noResults', 'Found nothing'],
        ]}
      />
      <RankingBars title="Most asked" rows={dashboard.top} label="query" value="count" />
    </div>
  );
}
