import type { PGlite, Transaction as PgliteTransaction } from '@electric-sql/pglite';
import pg from 'pg';
import { currentAuditContext, mayWrite, SET_AUDIT_CONTEXT } from './audit-context.js';

/**
 * The database clients the API uses, made to hand the call's audit context (audit-context.ts) to the audit
 * trigger (drizzle/0017) in the transaction of every write, so an entry is written exactly when its change commits:
 * - a transaction (drizzle's db.transaction) sets it first thing after BEGIN;
 * - a single statement that may write, run for a call, becomes a transaction of its own that sets it first.
 * Reads, and anything run outside a call (jobs, seeds, migrations), go through unchanged.
 */
export function auditPglite(pglite: PGlite): PGlite {
  const query = pglite.query.bind(pglite);
  const transaction = pglite.transaction.bind(pglite);
  const withContext = async (tx: PgliteTransaction) => {
    const context = currentAuditContext();
    if (context) await tx.query(SET_AUDIT_CONTEXT, [JSON.stringify(context)]);
  };
  pglite.transaction = async <Result>(callback: (tx: PgliteTransaction) => Promise<Result>) =>
    transaction(async (tx) => {
      await withContext(tx);
      return callback(tx);
    });
  pglite.query = (async (text: string, params?: unknown[], options?: Parameters<PGlite['query']>[2]) => {
    if (!currentAuditContext() || !mayWrite(text)) return query(text, params, options);
    return transaction(async (tx) => {
      await withContext(tx);
      return tx.query(text, params, options);
    });
  }) as PGlite['query'];
  return pglite;
}

type QueryText = string | { text: string };
const textOf = (statement: QueryText) => (typeof statement === 'string' ? statement : statement.text);

/** The same for a PostgreSQL pool: its clients set the context after BEGIN; its own writes run in a transaction. */
export class AuditedPool extends pg.Pool {
  override async connect(): Promise<pg.PoolClient>;
  override connect(
    callback: (error: Error | undefined, client: pg.PoolClient | undefined, done: (release?: unknown) => void) => void,
  ): void;
  override connect(callback?: Parameters<pg.Pool['connect']>[0]): Promise<pg.PoolClient> | void {
    if (callback) return super.connect(callback);
    return super.connect().then(auditedClient);
  }

  override query(...args: unknown[]): never {
    const [statement, values] = args as [QueryText, unknown[] | undefined];
    const plain = () => (super.query as (...all: unknown[]) => unknown)(...args);
    if (!currentAuditContext() || typeof args.at(-1) === 'function' || !mayWrite(textOf(statement)))
      return plain() as never;
    return (async () => {
      const client = await this.connect();
      try {
        await client.query('begin');
        const result = await client.query(statement as string, values);
        await client.query('commit');
        return result;
      } catch (error) {
        await client.query('rollback').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    })() as never;
  }
}

/** A pool client whose BEGIN is followed by the audit context of the call it runs for. */
function auditedClient(client: pg.PoolClient): pg.PoolClient {
  const query = client.query.bind(client) as (...all: unknown[]) => Promise<unknown>;
  const audited = async (...args: unknown[]) => {
    const result = await query(...args);
    const context = currentAuditContext();
    if (context && /^\s*begin\b/i.test(textOf(args[0] as QueryText)))
      await query(SET_AUDIT_CONTEXT, [JSON.stringify(context)]);
    return result;
  };
  if (!(client as { auditedQuery?: boolean }).auditedQuery) {
    Object.assign(client, { query: audited, auditedQuery: true });
  }
  return client;
}
