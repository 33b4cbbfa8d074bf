import type { PatternMetric, SitePatterns } from '@portal/contracts';
import { formatCount } from '../../../lib/format-count';

/*
 * Pattern Analysis in words: each figure of the period against the period before as a sentence ("Views rose 38%
 * against the 30 days before (420 against 304)."), and each value that rose, fell or is new as a short line
 * ("topic Sustainability: 11 against 2 (+450%)"). A figure with nothing before to compare says so ("no earlier data")
 * rather than inventing a percentage.
 */

type MetricChange = SitePatterns['metrics'][number];
type ValueChange = SitePatterns['fields'][number]['rising'][number];

/** How a figure moved: up, down, level, new (nothing before to compare with) or none (nothing in either period). */
export type Trend = 'up' | 'down' | 'level' | 'new' | 'none';

const METRIC_NAMES: Record<PatternMetric, string> = {
  views: 'Views',
  downloads: 'Downloads',
  likes: 'Likes',
  shares: 'Shares',
  searches: 'Searches',
  uploads: 'Uploads',
  activeUsers: 'Active people',
};

/** A value's field, as a line names it: 'topic Sustainability', 'client Fabrikam'. */
const FIELD_NOUNS: Record<string, string> = { topics: 'topic', clients: 'client', content_types: 'content type' };

/** The period before a date filter's, as a sentence ends: 'the 3 months before', 'the month before'. */
export function periodBeforeName(dateFilter: string): string {
  return `the ${dateFilter.replace(/^Past /, '').replace(/^1 /, '')} before`;
}

export function trendOf({ current, previous }: { current: number; previous: number }): Trend {
  if (previous === 0) return current === 0 ? 'none' : 'new';
  return current > previous ? 'up' : current < previous ? 'down' : 'level';
}

/** The size of a change in whole percent ('38%'; 'less than 1%'), undefined with nothing before. */
function percentOf({ current, previous }: { current: number; previous: number }): string | undefined {
  if (previous === 0) return undefined;
  const percent = Math.abs(((current - previous) / previous) * 100);
  return percent > 0 && percent < 0.5 ? 'less than 1%' : `${formatCount(Math.round(percent))}%`;
}

/** One figure as a sentence. */
export function metricSentence(change: MetricChange, before: string): string {
  const name = METRIC_NAMES[change.metric];
  const counts = `${formatCount(change.current)} against ${formatCount(change.previous)}`;
  switch (trendOf(change)) {
    case 'up':
      return `${name} rose ${percentOf(change)} against ${before} (${counts}).`;
    case 'down':
      return `${name} fell ${percentOf(change)} against ${before} (${counts}).`;
    case 'level':
      return `${name} held level against ${before} (${formatCount(change.current)} in each).`;
    case 'new':
      return `${name}: ${formatCount(change.current)} this period, no earlier data.`;
    case 'none':
      return `No ${name.toLowerCase()} in this period or ${before}.`;
  }
}

/** One value that rose, fell or is new, as a line: its field, its name, and its activity in both periods. */
export function valueLine(field: string, displayName: string, change: ValueChange): string {
  const named = `${FIELD_NOUNS[field] ?? displayName} ${change.value}`;
  const now = change.current === 0 ? 'none' : formatCount(change.current);
  if (change.previous === 0) return `${named}: ${now}, none before`;
  const sign = change.current > change.previous ? '+' : '−';
  return `${named}: ${now} against ${formatCount(change.previous)} (${sign}${percentOf(change)})`;
}

/** Whether nothing happened in either period: the page then says what will appear instead of empty lists. */
export const isQuiet = (patterns: SitePatterns) =>
  patterns.metrics.every((change) => change.current === 0 && change.previous === 0);
