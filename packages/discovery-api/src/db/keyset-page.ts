import { sql, type AnyColumn, type SQL } from 'drizzle-orm';

/**
 * Keyset ("seek") paging: a page is the rows after (or before) a position of the list's order, found through the
 * ordering key and the row id instead of an OFFSET, so a page costs the same wherever it is in the list and rows
 * added meanwhile neither repeat nor skip an item (what cursor paging, e.g. GraphQL's Relay connections, needs).
 */

export type SortDirection = 'asc' | 'desc';

/** A row's place in an ordered list: its ordering key as canonical text, and its id, which breaks ties. */
export interface KeysetPosition {
  key: string;
  id: number;
}

/** What a list is ordered by, and its canonical text form (what a position holds). */
export interface KeysetKey {
  /** The expression rows are ordered by. */
  value: SQL;
  /** The same value as text that converts back without loss (`fromText`). */
  text: SQL;
  /** A position's key as a value of the key's type again. */
  fromText(text: string): SQL;
  /** Whether a text could have been made by `text` (a position from outside is checked before it reaches SQL). */
  isValidText(text: string): boolean;
}

/** Microseconds, in UTC: PostgreSQL keeps timestamps to the microsecond, which a JavaScript Date would round away. */
const TIMESTAMP_TEXT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

/** A timestamp key (a column or an expression of type timestamptz, never null). */
export function timestampKey(expression: SQL | AnyColumn): KeysetKey {
  return {
    value: sql`${expression}`,
    text: sql<string>`to_char(${expression} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
    fromText: (text) => sql`${text}::timestamptz`,
    isValidText: (text) => TIMESTAMP_TEXT.test(text),
  };
}

/** A text key (an expression of type text, never null), compared in the database's collation both ways. */
export function textKey(expression: SQL): KeysetKey {
  return {
    value: expression,
    text: sql<string>`${expression}`,
    fromText: (text) => sql`${text}::text`,
    isValidText: (text) => !text.includes('\u0000'),
  };
}

export interface KeysetOrder {
  key: KeysetKey;
  /** The table's id column: the second key, in the same direction, so that the order is total. */
  id: AnyColumn;
  direction: SortDirection;
}

/** Which page: up to `first` rows after a position (or from the start), or up to `last` rows before one (or the end). */
export type KeysetRequest = { first: number; after?: KeysetPosition } | { last: number; before?: KeysetPosition };

/**
 * A page: its rows, and what the list says around it. The flags that need the whole list (its size, whether there
 * is something on the cursor's far side) cost a second query, run once when first asked: a page asked for its rows
 * alone costs one.
 */
export interface KeysetPage<Row> {
  rows: Row[];
  totalCount(): Promise<number>;
  hasNextPage(): Promise<boolean>;
  hasPreviousPage(): Promise<boolean>;
}

/** What the count over the list (the filter alone) answers: `count(*)` and the window's `outside`. */
export interface KeysetCounts {
  total: number;
  outside: number;
}

/** The rows strictly on one side of the position, in the list's order. */
function beyond(order: KeysetOrder, position: KeysetPosition, side: 'after' | 'before'): SQL {
  const ascending = (order.direction === 'asc') === (side === 'after');
  const row = sql`(${order.key.value}, ${order.id})`;
  const at = sql`(${order.key.fromText(position.key)}, ${position.id})`;
  return ascending ? sql`${row} > ${at}` : sql`${row} < ${at}`;
}

export interface KeysetWindow {
  /** The condition that starts the page at the position (undefined: from the start or the end). */
  where: SQL | undefined;
  /** The order to read in: the list's, or its reverse when reading backward. */
  orderBy: SQL[];
  /** One more row than asked for: whether there is a further page. */
  limit: number;
  /**
   * An aggregate over the whole list (the filter only) counting the rows on the far side of the position: the rows
   * at or before `after`, or at or after `before` (whether there is a page the other way).
   */
  outside: SQL<number>;
  /** The page of the rows read (as ordered by `orderBy`, at most `limit`), and how to count the list when asked. */
  page<Row>(rows: Row[], count: () => Promise<KeysetCounts>): KeysetPage<Row>;
}

/**
 * How to read one page: the caller runs its own query over its filter with `where`, `orderBy` and `limit` added,
 * and hands `page` the rows and a count over the filter alone (`count(*)` and `outside`), which runs only if needed.
 */
export function keysetWindow(order: KeysetOrder, request: KeysetRequest): KeysetWindow {
  const forward = 'first' in request;
  const size = forward ? request.first : request.last;
  const position = forward ? request.after : request.before;
  const readDirection = forward === (order.direction === 'asc') ? sql`asc` : sql`desc`;
  return {
    where: position && beyond(order, position, forward ? 'after' : 'before'),
    orderBy: [sql`${order.key.value} ${readDirection}`, sql`${order.id} ${readDirection}`],
    limit: size + 1,
    outside: position
      ? sql<number>`(count(*) filter (where not (${beyond(order, position, forward ? 'after' : 'before')})))::int`
      : sql<number>`0`,
    page: (rows, count) => {
      const more = rows.length > size;
      const kept = rows.slice(0, size);
      if (!forward) kept.reverse();
      let counted: Promise<KeysetCounts> | undefined;
      const counts = () => (counted ??= count());
      // Without a cursor nothing lies on its far side: no count needed.
      const beyondCursor = async () => position !== undefined && Number((await counts()).outside) > 0;
      return {
        rows: kept,
        totalCount: async () => Number((await counts()).total),
        hasNextPage: async () => (forward ? more : beyondCursor()),
        hasPreviousPage: async () => (forward ? beyondCursor() : more),
      };
    },
  };
}
