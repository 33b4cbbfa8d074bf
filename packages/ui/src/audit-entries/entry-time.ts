const UNITS: { unit: Intl.RelativeTimeFormatUnit; seconds: number }[] = [
  { unit: 'year', seconds: 365 * 24 * 3600 },
  { unit: 'month', seconds: 30 * 24 * 3600 },
  { unit: 'week', seconds: 7 * 24 * 3600 },
  { unit: 'day', seconds: 24 * 3600 },
  { unit: 'hour', seconds: 3600 },
  { unit: 'minute', seconds: 60 },
];

/** "5 minutes ago", "yesterday": the moment relative to `now` in the largest unit that fits; under a minute, "now". */
export function relativeTime(at: Date, now: Date, language = 'en'): string {
  const format = new Intl.RelativeTimeFormat(language, { numeric: 'auto' });
  const elapsed = (at.getTime() - now.getTime()) / 1000;
  for (const { unit, seconds } of UNITS) {
    if (Math.abs(elapsed) >= seconds) return format.format(Math.trunc(elapsed / seconds), unit);
  }
  return format.format(0, 'second');
}

/** The date and time to the second (an audit entry is read for its exact moment). */
export function absoluteTime(at: Date, language = 'en'): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'medium' }).format(at);
}
