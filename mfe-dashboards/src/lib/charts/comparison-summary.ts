import { formatCount } from '../format-count';

export interface ComparedValue {
  name: string;
  latest: number;
  previous: number;
}

/**
 * How a this-year-against-last-year ranking is read out (its chart's aria-label):
 * 'Top agencies, 2 values, 2025 against 2024: Northwind Media 120 (90), Summit Creative 80 (95).'
 */
export function comparisonSummary(
  title: string,
  rows: readonly ComparedValue[],
  latestLabel: string,
  previousLabel: string,
): string {
  if (rows.length === 0) return `${title}: no values.`;
  const listed = rows.map((row) => `${row.name} ${formatCount(row.latest)} (${formatCount(row.previous)})`);
  return `${title}, ${rows.length} ${rows.length === 1 ? 'value' : 'values'}, ${latestLabel} against ${previousLabel}: ${listed.join(', ')}.`;
}
