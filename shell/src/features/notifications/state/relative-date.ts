const UNITS: { unit: Intl.RelativeTimeFormatUnit; seconds: number }[] = [
  { unit: 'year', seconds: 365 * 24 * 3600 },
  { unit: 'month', seconds: 30 * 24 * 3600 },
  { unit: 'week', seconds: 7 * 24 * 3600 },
  { unit: 'day', seconds: 24 * 3600 },
  { unit: 'hour', seconds: 3600 },
  { unit: 'minute', seconds: 60 },
];

/**
 * "5 minutes ago", "yesterday", "il y a 3 jours": the date relative to `now` in the largest unit that
 * fits, in the given language. Under a minute reads as "now".
 */
export function formatRelativeDate(date: Date, now: Date, language: string): string {
  const format = new Intl.RelativeTimeFormat(language, { numeric: 'auto' });
  const elapsedSeconds = (date.getTime() - now.getTime()) / 1000;
  for (const { unit, seconds } of UNITS) {
    if (Math.abs(elapsedSeconds) >= seconds) return format.format(Math.trunc(elapsedSeconds / seconds), unit);
  }
  return format.format(0, 'second');
}

/** The full date and time, for a tooltip beside the relative date. */
export function formatFullDate(date: Date, language: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}
