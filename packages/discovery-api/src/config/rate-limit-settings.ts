/**
 * The rate limits (limits/rate-limits.ts), each `RATE_LIMIT_<KIND>=<requests>/<window>` with the window in seconds,
 * minutes or hours (`30/10m`: 30 requests in 10 minutes). Who is counted: the signed-in user, or the client address
 * for what comes before sign-in (the sign-in form, a caller without a valid token).
 */
export const RATE_LIMIT_KINDS = ['writes', 'interactions', 'shares', 'exports', 'signIn', 'refusals', 'views'] as const;
export type RateLimitKind = (typeof RATE_LIMIT_KINDS)[number] | 'ai';

export interface RateLimit {
  max: number;
  windowMs: number;
}

export type RateLimitSettings = Record<RateLimitKind, RateLimit>;

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

/** The defaults, and what each kind counts. */
export const DEFAULT_RATE_LIMITS: Record<(typeof RATE_LIMIT_KINDS)[number], RateLimit & { counts: string }> = {
  writes: { max: 300, windowMs: MINUTE, counts: "a user's changes (every call that is not a read) a minute" },
  interactions: {
    max: 120,
    windowMs: MINUTE,
    counts: "a user's likes, unlikes, recorded views, shares and downloads of assets a minute",
  },
  shares: {
    max: 30,
    windowMs: 10 * MINUTE,
    counts: 'what a user sends other people in 10 minutes: shared assets, collections and groups, forms',
  },
  exports: {
    max: 20,
    windowMs: 10 * MINUTE,
    counts: "a user's exports in 10 minutes: reports, collection and group lists, the audit log, zips, responses",
  },
  signIn: {
    max: 300,
    windowMs: 5 * MINUTE,
    counts:
      'sign-in form posts from one address in 5 minutes (an office signs in from one address; each account has its own lock after 5 failures)',
  },
  refusals: {
    max: 60,
    windowMs: MINUTE,
    counts:
      'refused calls (401, 403) of one caller a minute; past it, every call of that caller is refused until the minute ends',
  },
  views: { max: 1, windowMs: 30 * MINUTE, counts: "a user's views of one asset that count, in 30 minutes" },
};

const UNITS: Record<string, number> = { s: SECOND, m: MINUTE, h: HOUR };

/** `30/10m` → { max: 30, windowMs: 600000 }; a problem named after its variable otherwise. */
export function parseRateLimit(name: string, value: string, problems: string[]): RateLimit | undefined {
  const match = /^(\d+)\s*\/\s*(\d+)\s*([smh])$/.exec(value);
  const max = Number(match?.[1]);
  const windowMs = Number(match?.[2]) * (UNITS[match?.[3] ?? ''] ?? Number.NaN);
  if (!match || !Number.isSafeInteger(max) || max < 1 || !Number.isSafeInteger(windowMs) || windowMs < SECOND) {
    problems.push(`${name} must be requests per window, such as 30/10m or 300/1m (got "${value}").`);
    return undefined;
  }
  return { max, windowMs };
}

/** The rate limits from RATE_LIMIT_<KIND> (the AI calls' own limit is AI_CALLS_PER_HOUR). */
export function rateLimitsFromEnv(
  read: (name: string) => string | undefined,
  aiCallsPerHour: number,
  problems: string[],
): RateLimitSettings {
  const settings = { ai: { max: aiCallsPerHour, windowMs: HOUR } } as RateLimitSettings;
  for (const kind of RATE_LIMIT_KINDS) {
    const name = `RATE_LIMIT_${kind.replace(/[A-Z]/g, (letter) => `_${letter}`).toUpperCase()}`;
    const value = read(name);
    const { max, windowMs } = DEFAULT_RATE_LIMITS[kind];
    settings[kind] = (value === undefined ? undefined : parseRateLimit(name, value, problems)) ?? { max, windowMs };
  }
  return settings;
}
