import { theme } from 'antd';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { InsightValueCount } from '@portal/contracts';

/**
 * The values of an insight field as horizontal bars, one per value, by count (recharts: loaded lazily, only with
 * the insight dialog or the insight charts panel, so the remote's first load stays small).
 */
export function InsightBarChart({
  rows,
  label,
  compact = false,
}: {
  rows: readonly InsightValueCount[];
  label: string;
  compact?: boolean;
}) {
  const { token } = theme.useToken();
  const barSize = compact ? 16 : 24;
  const height = Math.max(compact ? 120 : 200, rows.length * (barSize + 8) + 48);
  return (
    <div role="img" aria-label={`Chart of ${label}`} style={{ width: '100%', height }}>
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={[...rows]} layout="vertical" margin={{ top: 8, right: 16, bottom: 8, left: 8 }}>
          <CartesianGrid strokeDasharray="3 3" />
          <XAxis type="number" allowDecimals={false} />
          <YAxis type="category" dataKey="name" width={compact ? 120 : 200} />
          <Tooltip />
          <Bar dataKey="count" name="Count" fill={token.colorPrimary} barSize={barSize} />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
