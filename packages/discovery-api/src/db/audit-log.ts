import type { Db } from './database.js';
import { auditLog, type NewAuditEntry } from './schema/index.js';

/**
 * Appends an entry that records no change of a row (a sign-in, a refused sign-in, a refused call): the changes
 * themselves are written by the database's audit trigger (drizzle/0017) in their own transactions.
 */
export async function appendAuditEntry(
  db: Db,
  entry: NewAuditEntry & { kind: Exclude<NewAuditEntry['kind'], 'change'> },
) {
  await db.insert(auditLog).values(entry);
}
