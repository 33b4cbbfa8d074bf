import { setImmediate as nextTurn } from 'node:timers/promises';
import type { PGlite, Transaction as PgliteTransaction } from '@electric-sql/pglite';

/**
 * PGlite runs each statement synchronously on the thread that answers requests, and answers it in a promise that is
 * already settled: a call that runs statements one after another (a transaction of a hundred inserts) would never
 * give the event loop a turn between them, and every other request, timer and health check would wait for all of it.
 * Here every statement first waits for the event loop's next turn, so at most one statement runs at a time without
 * a break, whatever the call (a PostgreSQL server needs none of this: its statements are network I/O).
 */
export function yieldBetweenStatements(pglite: PGlite): PGlite {
  const yielding = <Client extends Pick<PGlite, 'query' | 'exec'>>(client: Client): Client => {
    const query = client.query.bind(client);
    const exec = client.exec.bind(client);
    client.query = (async (...args: Parameters<PGlite['query']>) => {
      await nextTurn();
      return query(...args);
    }) as Client['query'];
    client.exec = (async (...args: Parameters<PGlite['exec']>) => {
      await nextTurn();
      return exec(...args);
    }) as Client['exec'];
    return client;
  };
  const transaction = pglite.transaction.bind(pglite);
  pglite.transaction = async <Result>(callback: (tx: PgliteTransaction) => Promise<Result>) => {
    await nextTurn();
    return transaction((tx) => callback(yielding(tx)));
  };
  return yielding(pglite);
}
