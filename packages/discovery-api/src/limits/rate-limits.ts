import { lt, sql } from 'drizzle-orm';
import type { RateLimitKind, RateLimitSettings } from '../config/rate-limit-settings.js';
import type { Database } from '../db/database.js';
import { rateLimitHits } from '../db/schema/index.js';
import { sqlRows } from '../db/sql-rows.js';

/** How one caller stands against one limit after a request was counted (or looked at). */
export interface RateLimitState {
  /** Requests counted in the current window, this one included. */
  count: number;
  max: number;
  /** Whether this request is over the limit. */
  exceeded: boolean;
  /** Seconds until the window ends and the count starts again (at least 1). */
  retryAfterSeconds: number;
  /** When the window ends. */
  resetsAt: Date;
}

/** How often windows that are over are removed (at most once per this many milliseconds, by whichever count runs). */
const SWEEP_EVERY_MS = 60_000;

/**
 * Rate limits in one mechanism: each kind of request (config/rate-limit-settings.ts) is counted per caller in fixed
 * windows (a window of 10 minutes starts on the clock's tenth minutes), in the database, so that every API instance
 * of a deployment counts together. A count is one statement (an upsert that answers the new count), so two requests
 * at once cannot both pass the last place. Rows of windows that are over are swept once a minute.
 *
 * The HTTP side (plugins/app/rate-limits.ts) counts every call by its kind and answers 429 with Retry-After; the AI
 * calls (ai/ai-calls.ts), views (assets/asset-interactions.ts) and refused calls (plugins/app/audit.ts) count here
 * too.
 */
export class RateLimiter {
  private lastSweep = 0;

  constructor(
    private readonly db: Database,
    readonly settings: RateLimitSettings,
    private readonly now: () => number = () => Date.now(),
  ) {}

  /** Counts one request of `kind` by `caller` (a user id or an address) and says whether it is over the limit. */
  async take(kind: RateLimitKind, caller: string): Promise<RateLimitState> {
    const { max, now, start, end } = this.windowOf(kind);
    const [row] = await sqlRows<{ hits: number }>(
      this.db,
      sql`insert into rate_limit_hits (key, window_start, window_end, hits)
          values (${`${kind}:${caller}`}, ${start.toISOString()}::timestamptz, ${end.toISOString()}::timestamptz, 1)
          on conflict (key, window_start) do update set hits = rate_limit_hits.hits + 1
          returning hits`,
    );
    this.sweep(now);
    return this.state(Number(row?.hits ?? 1), max, end, now);
  }

  /** How `caller` stands against the limit of `kind` now, without counting anything. */
  async peek(kind: RateLimitKind, caller: string): Promise<RateLimitState> {
    const { max, now, start, end } = this.windowOf(kind);
    const [row] = await sqlRows<{ hits: number }>(
      this.db,
      sql`select hits from rate_limit_hits where key = ${`${kind}:${caller}`} and window_start = ${start.toISOString()}::timestamptz`,
    );
    const count = Number(row?.hits ?? 0);
    return { ...this.state(count, max, end, now), exceeded: count >= max };
  }

  /** The limit of `kind`, and the window it counts in now (windows start on the clock's multiples of their length). */
  private windowOf(kind: RateLimitKind) {
    const { max, windowMs } = this.settings[kind];
    const now = this.now();
    const start = new Date(Math.floor(now / windowMs) * windowMs);
    return { max, now, start, end: new Date(start.getTime() + windowMs) };
  }

  private state(count: number, max: number, end: Date, now: number): RateLimitState {
    return {
      count,
      max,
      exceeded: count > max,
      retryAfterSeconds: Math.max(1, Math.ceil((end.getTime() - now) / 1000)),
      resetsAt: end,
    };
  }

  private sweep(now: number): void {
    if (now - this.lastSweep < SWEEP_EVERY_MS) return;
    this.lastSweep = now;
    this.db
      .delete(rateLimitHits)
      .where(lt(rateLimitHits.windowEnd, new Date(now)))
      .catch(() => {
        this.lastSweep = 0; // tried again with the next count
      });
  }
}
