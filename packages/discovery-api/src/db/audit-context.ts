import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * Who is acting, from where, through which call: what every audit entry of a request names. The request hook
 * (plugins/app/audit.ts) opens it when a call arrives and fills in the user once the bearer token says who it is;
 * the database clients (db/audited-database.ts) hand it to the audit trigger in every transaction that writes.
 */
export interface AuditContext {
  requestId: string;
  ip: string;
  method: string;
  /** The route's path pattern when known (e.g. /api/v2/usergroups/:id), else the path asked for. */
  path: string;
  userId: number | null;
  email: string | null;
}

const storage = new AsyncLocalStorage<AuditContext>();

/** Runs `work` (and everything it starts) as part of the call `context` describes. */
export function runWithAuditContext<Result>(context: AuditContext, work: () => Result): Result {
  return storage.run(context, work);
}

/** The call the current code runs for; none in background work (jobs, seeds, migrations). */
export function currentAuditContext(): AuditContext | undefined {
  return storage.getStore();
}

/** Whether a statement may write: what the clients run in a transaction with the audit context. */
export function mayWrite(text: string): boolean {
  return /^\s*(insert|update|delete|with|merge)\b/i.test(text);
}

/** The statement that hands the context to the audit trigger for the rest of the transaction. */
export const SET_AUDIT_CONTEXT = "select set_config('portal.audit_context', $1, true)";
