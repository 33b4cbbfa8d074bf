import type { KeysetKey, KeysetRequest } from '../db/keyset-page.js';
import type { CursorCodec } from './cursor.js';
import { graphqlError } from './graphql-errors.js';

/** Spec §9 "Default pagination object: first 10": a list asked for without first or last. */
export const DEFAULT_PAGE_SIZE = 10;
/**
 * The most rows one list answers at once. A larger first/last is refused with a clear error rather than quietly
 * cut to this, so a client never mistakes a cut page for the end of the list.
 */
export const MAX_PAGE_SIZE = 100;

/** Relay connection arguments (forward with first/after, backward with last/before). */
export interface ConnectionArguments {
  first?: number | null;
  after?: string | null;
  last?: number | null;
  before?: string | null;
}

/** Why a page size cannot be served, or undefined; also checked before a query runs (query-cost.ts). */
export function pageSizeProblem(argument: 'first' | 'last', value: unknown, field: string): string | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0 || value > MAX_PAGE_SIZE) {
    return `${argument} of ${field} must be a whole number from 0 to ${MAX_PAGE_SIZE} (got ${String(value)}); page through longer lists with after and endCursor.`;
  }
  return undefined;
}

/**
 * The page the arguments ask for: `first` rows after the cursor `after`, or `last` rows before `before`; neither:
 * the first `defaultSize`. Giving both directions at once (first with last, first with before, last with after) is
 * refused: Relay discourages it and its meaning is rarely what the caller wants.
 */
export function keysetRequestOf(
  args: ConnectionArguments,
  options: { field: string; ordering: string; key: KeysetKey; defaultSize: number; cursors: CursorCodec },
): KeysetRequest {
  const { field, ordering, key, cursors } = options;
  for (const argument of ['first', 'last'] as const) {
    const problem = pageSizeProblem(argument, args[argument], field);
    if (problem) throw graphqlError(problem, 'BAD_USER_INPUT', { argument });
  }
  const hasFirst = args.first !== undefined && args.first !== null;
  const hasLast = args.last !== undefined && args.last !== null;
  const after = args.after ?? undefined;
  const before = args.before ?? undefined;
  if ((hasFirst && hasLast) || (hasFirst && before !== undefined) || (hasLast && after !== undefined)) {
    throw graphqlError(
      `${field}: page forward with first and after, or backward with last and before, not both at once.`,
      'BAD_USER_INPUT',
    );
  }
  if (after !== undefined && before !== undefined) {
    throw graphqlError(`${field}: give after or before, not both.`, 'BAD_USER_INPUT');
  }
  if (hasLast || before !== undefined) {
    return {
      last: args.last ?? options.defaultSize,
      before: before === undefined ? undefined : cursors.decode(before, 'before', ordering, key),
    };
  }
  return {
    first: args.first ?? options.defaultSize,
    after: after === undefined ? undefined : cursors.decode(after, 'after', ordering, key),
  };
}
