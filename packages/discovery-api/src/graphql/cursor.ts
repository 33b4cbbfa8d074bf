import type { KeysetKey, KeysetPosition } from '../db/keyset-page.js';
import { graphqlError } from './graphql-errors.js';

/**
 * Relay cursors: opaque to clients, they hold the list's ordering (say `assets:CREATED:DESC`), the row's ordering key
 * and its id, base64url-encoded. A cursor is checked before it reaches a query: one that was not made by this
 * endpoint, or was made for another list or ordering, is refused with a message saying so (a keyset position means
 * nothing in another order).
 */

export function encodeCursor(ordering: string, position: KeysetPosition): string {
  return Buffer.from(JSON.stringify([ordering, position.key, position.id]), 'utf8').toString('base64url');
}

const BASE64URL = /^[A-Za-z0-9_-]+$/;

/** The position a cursor names, for a list in `ordering` keyed by `key`; a GraphQL error naming the argument if it is not one. */
export function decodeCursor(
  cursor: string,
  argument: 'after' | 'before',
  ordering: string,
  key: KeysetKey,
): KeysetPosition {
  const refuse = (why: string) =>
    graphqlError(`The cursor given as ${argument} is not valid: ${why}`, 'BAD_USER_INPUT', { argument });
  let parsed: unknown;
  try {
    if (!BASE64URL.test(cursor)) throw new Error('not base64url');
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw refuse('it is not a cursor of this API (use the cursor of an edge or of pageInfo as it was given).');
  }
  if (
    !Array.isArray(parsed) ||
    parsed.length !== 3 ||
    typeof parsed[0] !== 'string' ||
    typeof parsed[1] !== 'string' ||
    !Number.isSafeInteger(parsed[2])
  ) {
    throw refuse('it is not a cursor of this API (use the cursor of an edge or of pageInfo as it was given).');
  }
  const [madeFor, text, id] = parsed as [string, string, number];
  if (madeFor !== ordering) {
    throw refuse(
      `it was given by another list or ordering (${madeFor}), not by ${ordering}: page with the orderBy the cursor came from, or start again without one.`,
    );
  }
  if (!key.isValidText(text)) throw refuse('its position has been altered.');
  return { key: text, id };
}
