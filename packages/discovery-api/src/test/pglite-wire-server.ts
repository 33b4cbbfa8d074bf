import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import { pgliteExtensions } from '../db/pglite-extensions.js';

export interface WireServer {
  databaseUrl: string;
  close(): Promise<void>;
}

/**
 * PGlite served over the PostgreSQL wire protocol, so the server's `pg` pool path runs without a
 * PostgreSQL install. `from`: a data template (see createDataTemplate) whose database to start with;
 * without it the database is empty and the server migrates and seeds it over the wire.
 */
export async function startPgliteWireServer(options: { from?: string } = {}): Promise<WireServer> {
  const dataDir = await mkdtemp(join(tmpdir(), 'discovery-api-wire-'));
  if (options.from) await cp(join(options.from, 'pgdata'), dataDir, { recursive: true });
  const db = await PGlite.create({ dataDir, extensions: pgliteExtensions });
  // The app's pool and pg-boss's pool each hold several connections.
  const server = new PGLiteSocketServer({ db, host: '127.0.0.1', port: 0, maxConnections: 40 });
  takeTurnsByQuery(server, db);
  await server.start();
  return {
    databaseUrl: `postgresql://postgres:postgres@${server.getServerConn()}/postgres`,
    close: async () => {
      await server.stop();
      await db.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** What pglite-socket's connection handlers ask of the server's query queue (0.2.17). */
interface QueryQueue {
  enqueue(connection: number, message: Uint8Array, onData: (data: Uint8Array) => void): Promise<number>;
  clearQueueForHandler(connection: number): void;
  clearTransactionIfNeeded(connection: number): Promise<void>;
  getQueueLength(): number;
}

/**
 * pglite-socket 0.2.17 runs the frontend messages of every connection through one queue, a message at a
 * time, and keeps a connection's turn only inside BEGIN … COMMIT. An extended-protocol query (Parse, Bind,
 * Describe, Execute, Sync) is outside a transaction block between its messages, so when a loaded machine
 * delivers them in separate reads, two connections' queries interleave on PGlite's single session: one's Parse
 * replaces the other's unnamed statement before its Bind ("Failed query", "portal does not exist"; upstream
 * electric-sql/pglite#1046, open). This queue gives a connection the session from its first message until the
 * session is idle again: after a Sync, a simple Query or the startup, outside a transaction block. A query
 * that throws does not stop the queue. pglite-socket is pinned exactly, so its `queryQueue` is checked here.
 */
function takeTurnsByQuery(server: PGLiteSocketServer, db: PGlite): void {
  const internals = server as unknown as { queryQueue?: QueryQueue };
  if (typeof internals.queryQueue?.enqueue !== 'function') {
    throw new Error('pglite-socket no longer has the queryQueue this test server replaces: see takeTurnsByQuery.');
  }
  internals.queryQueue = new QueryTurns(db);
}

interface Pending {
  connection: number;
  message: Uint8Array;
  onData(data: Uint8Array): void;
  resolve(bytes: number): void;
  reject(error: unknown): void;
}

// Message types after which the backend says ReadyForQuery: Sync, Query, Terminate; a startup message has no
// type byte (it starts with its length, whose first byte is 0).
const ENDS_QUERY = new Set(['S'.charCodeAt(0), 'Q'.charCodeAt(0), 'X'.charCodeAt(0), 0]);

class QueryTurns implements QueryQueue {
  #pending: Pending[] = [];
  /** The connection whose query or transaction is under way, or null when the session is idle. */
  #turn: number | null = null;
  #running = false;

  constructor(private readonly db: PGlite) {}

  enqueue(connection: number, message: Uint8Array, onData: (data: Uint8Array) => void): Promise<number> {
    return new Promise((resolve, reject) => {
      this.#pending.push({ connection, message, onData, resolve, reject });
      void this.#run();
    });
  }

  clearQueueForHandler(connection: number): void {
    for (const pending of this.#pending.filter((each) => each.connection === connection)) {
      pending.reject(new Error('Handler disconnected'));
    }
    this.#pending = this.#pending.filter((each) => each.connection !== connection);
  }

  async clearTransactionIfNeeded(connection: number): Promise<void> {
    if (this.#turn !== connection) return;
    if (this.db.isInTransaction()) await this.db.exec('ROLLBACK');
    this.#turn = null;
    void this.#run();
  }

  getQueueLength(): number {
    return this.#pending.length;
  }

  async #run(): Promise<void> {
    if (this.#running) return;
    this.#running = true;
    try {
      for (;;) {
        const index = this.#turn === null ? 0 : this.#pending.findIndex((each) => each.connection === this.#turn);
        const [next] = index === -1 ? [] : this.#pending.splice(index, 1);
        if (!next) return;
        let bytes = 0;
        try {
          await this.db.runExclusive(() =>
            this.db.execProtocolRawStream(next.message, {
              onRawData: (data) => {
                bytes += data.length;
                next.onData(data);
              },
            }),
          );
          next.resolve(bytes);
        } catch (error) {
          next.reject(error);
        }
        this.#turn = ENDS_QUERY.has(next.message[0] ?? 0) && !this.db.isInTransaction() ? null : next.connection;
      }
    } finally {
      this.#running = false;
    }
  }
}
