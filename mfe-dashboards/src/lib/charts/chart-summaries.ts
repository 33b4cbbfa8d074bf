import { formatCount } from '../format-count';

/*
 * The words a chart is read out as (its aria-label): what it shows and its numbers in short, so a screen reader user
 * gets the point without opening the table view, which holds every number.
 */

export interface RankedValue {
  name: string;
  count: number;
}

export interface TrendPoint {
  label: string;
  value: number;
}

/** 'Content Types, 3 values, most first: Case Study 12, Report 8, Deck 2.' */
export function rankingSummary(title: string, rows: readonly RankedValue[]): string {
  if (rows.length === 0) return `${title}: no values in this period.`;
  const listed = rows.map((row) => `${row.name} ${formatCount(row.count)}`).join(', ');
  return `${title}, ${rows.length} ${rows.length === 1 ? 'value' : 'values'}, most first: ${listed}.`;
}

/** 'Documents per month, Apr 2026 to Jul 2026: 37 in all, most in Jun 2026 (14).' (the first peak when tied) */
export function trendSummary(title: string, points: readonly TrendPoint[]): string {
  if (points.length === 0) return `${title}: nothing in this period.`;
  const total = points.reduce((sum, point) => sum + point.value, 0);
  const peak = points.reduce((best, point) => (point.value > best.value ? point : best));
  const span = points.length === 1 ? points[0]!.label : `${points[0]!.label} to ${points.at(-1)!.label}`;
  return `${title}, ${span}: ${formatCount(total)} in all, most in ${peak.label} (${formatCount(peak.value)}).`;
}
