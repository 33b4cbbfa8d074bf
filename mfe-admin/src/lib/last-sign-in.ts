const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

const relative = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });
const absolute = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' });

/**
 * When a user last signed in, as people say it ("3 days ago", "yesterday"), with the exact time for a tooltip. A
 * user without one was added by email ahead of their first sign-in: "never signed in".
 */
export function lastSignIn(at: string | null, now: Date = new Date()): { text: string; exact: string | null } {
  if (!at) return { text: 'never signed in', exact: null };
  const when = new Date(at);
  const seconds = Math.round((when.getTime() - now.getTime()) / 1000);
  const [unit, size] = UNITS.find(([, unitSeconds]) => Math.abs(seconds) >= unitSeconds) ?? [];
  const text = unit && size ? relative.format(Math.round(seconds / size), unit) : 'just now';
  return { text, exact: absolute.format(when) };
}
