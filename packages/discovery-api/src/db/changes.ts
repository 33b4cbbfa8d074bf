import { sql } from 'drizzle-orm';
import { sqlRows } from './sql-rows.js';
import type { Database } from './database.js';

/**
 * After a change, how long values read from the database are not kept: with a PostgreSQL server a writer on
 * another connection takes the sequence's next number before it commits, so a value read in between would be
 * stale under the new number. PGlite has one backend, which runs no statement of ours during another
 * connection's transaction: there nothing has to wait.
 */
export const SERVER_SETTLE_MS = 30_000;

/** Values kept at most; past it they are read again. */
const CACHE_LIMIT = 20_000;

/**
 * What changed in the database, as one number: search_revision_seq, which triggers advance on every change of a
 * search record (drizzle/0008) and of what access and facets are read from: users, sites, user groups and their
 * members, roles and their permissions, metadata sets and fields (drizzle/0009). Reading it is one statement;
 * while it stands still, values read from those tables are kept (`cached`). A request reads it once (`of`).
 */
export class Changes {
  private perRequest = new WeakMap<object, Promise<number>>();
  private revision = -1;
  private since = 0;
  private values = new Map<string, unknown>();

  constructor(
    private readonly db: Database,
    /** SERVER_SETTLE_MS with a PostgreSQL server, 0 with PGlite. */
    readonly settleMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** The sequence's value now (one statement). */
  async read(): Promise<number> {
    const [row] = await sqlRows<{ last: number | string; called: boolean }>(
      this.db,
      sql`select last_value as last, is_called as called from search_revision_seq`,
    );
    return row?.called ? Number(row.last) : 0;
  }

  /** The revision one request works with: read on its first use, the same for the rest of it. */
  of(request: object): Promise<number> {
    let revision = this.perRequest.get(request);
    if (!revision) {
      revision = this.read();
      this.perRequest.set(request, revision);
    }
    return revision;
  }

  /**
   * The value kept under `key` at this revision, or `load`'s (kept for the next callers unless the revision is
   * new on a server database, see SERVER_SETTLE_MS). `revision` must have been read before `load` runs.
   */
  async cached<Value>(key: string, revision: number, load: () => Promise<Value>): Promise<Value> {
    if (revision > this.revision) {
      this.revision = revision;
      this.since = this.now();
      this.values.clear();
    }
    const usable = revision === this.revision && this.now() - this.since >= this.settleMs;
    if (usable && this.values.has(key)) return this.values.get(key) as Value;
    const value = await load();
    if (usable && revision === this.revision) {
      if (this.values.size >= CACHE_LIMIT) this.values.clear();
      this.values.set(key, value);
    }
    return value;
  }
}
