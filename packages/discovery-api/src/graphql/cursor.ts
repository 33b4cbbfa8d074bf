import type { FastifyInstance } from 'fastify';
import type { KeysetKey, KeysetPosition } from '../db/keyset-page.js';
import { purposeBoxFor, type SecretBox } from '../security/secret-box.js';
import { graphqlError } from './graphql-errors.js';

/**
 * Relay cursors: opaque to clients, they hold the list's ordering (say `assets:CREATED:DESC`), the row's ordering key
 * and its id, sealed (AES-256-GCM with a key of their own, derived from the server's secret: security/secret-box.ts).
 * A client can neither read a cursor (an ordering key may be something the viewer is not shown, such as a user's last
 * sign-in) nor make one: a cursor that this server did not seal, or that was altered, is refused before it reaches a
 * query, as is one made for another list or ordering (a keyset position means nothing in another order).
 */
export class CursorCodec {
  constructor(private readonly box: SecretBox) {}

  encode(ordering: string, position: KeysetPosition): string {
    return this.box.encrypt(JSON.stringify([ordering, position.key, position.id]));
  }

  /** The position a cursor names, for a list in `ordering` keyed by `key`; a GraphQL error naming the argument if it is not one. */
  decode(cursor: string, argument: 'after' | 'before', ordering: string, key: KeysetKey): KeysetPosition {
    const refuse = (why: string) =>
      graphqlError(`The cursor given as ${argument} is not valid: ${why}`, 'BAD_USER_INPUT', { argument });
    const notOurs = () =>
      refuse('it is not a cursor of this API (use the cursor of an edge or of pageInfo as it was given).');
    if (cursor.length > MAX_CURSOR_LENGTH || !SEALED.test(cursor)) throw notOurs();
    let parsed: unknown;
    try {
      parsed = JSON.parse(this.box.decrypt(cursor));
    } catch {
      throw notOurs();
    }
    if (
      !Array.isArray(parsed) ||
      parsed.length !== 3 ||
      typeof parsed[0] !== 'string' ||
      typeof parsed[1] !== 'string' ||
      !Number.isSafeInteger(parsed[2])
    ) {
      throw notOurs();
    }
    const [madeFor, text, id] = parsed as [string, string, number];
    if (madeFor !== ordering) {
      throw refuse(
        `it was given by another list or ordering (${madeFor}), not by ${ordering}: page with the orderBy the cursor came from, or start again without one.`,
      );
    }
    // Sealed by this server, so made by it; checked all the same before it reaches SQL.
    if (!key.isValidText(text)) throw notOurs();
    return { key: text, id };
  }
}

/** Longer than any cursor this server makes (an ordering, a title or e-mail address as its key, an id, sealed). */
const MAX_CURSOR_LENGTH = 16_000;
const SEALED = /^[A-Za-z0-9_.-]+$/;

/** The server's cursor codec (one per data folder and process). */
export async function cursorCodecOf(app: Pick<FastifyInstance, 'config'>): Promise<CursorCodec> {
  return new CursorCodec(await purposeBoxFor(app.config.dataDir, 'graphql-cursor'));
}
