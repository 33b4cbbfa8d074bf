import type { InsightPeriod } from '@portal/contracts';

/*
 * How the insights pages write dates, in the reader's language: months of the documents chart
 * ('Apr 2026'), weeks and months of the searches chart ('6 Apr' / 'Apr 2026') and the period of the page.
 */

const MONTH = new Intl.DateTimeFormat(undefined, { month: 'short', year: 'numeric', timeZone: 'UTC' });
const DAY = new Intl.DateTimeFormat(undefined, { day: 'numeric', month: 'short', timeZone: 'UTC' });
const DATE = new Intl.DateTimeFormat(undefined, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });

/** 'YYYY-MM' (a month of the dashboard insights' series). */
export const monthLabel = (month: string) => MONTH.format(new Date(`${month}-01T00:00:00Z`));

/** 'YYYY-MM-DD', the first day of a week or a month of the searches' series. */
export const intervalLabel = (start: string, interval: 'week' | 'month') =>
  interval === 'month' ? monthLabel(start.slice(0, 7)) : DAY.format(new Date(`${start}T00:00:00Z`));

/** The period an answer covers: 'Past 3 months · 28 Aug 2026 – 28 Nov 2026'. */
export const periodLabel = (period: InsightPeriod) =>
  `${period.dateFilter} · ${DATE.format(new Date(period.from))} – ${DATE.format(new Date(period.to))}`;

/** A share as a whole percentage, '—' when there is nothing to share. */
export const percentLabel = (part: number, whole: number) => (whole > 0 ? `${Math.round((part / whole) * 100)}%` : '—');
