import { AUDIT_EXPORT_MAX, type AuditEntry, type AuditPage, type AuditQuery } from '@portal/contracts';
import { and, desc, eq, gte, ilike, lt, sql, type SQL } from 'drizzle-orm';
import type { Readable } from 'node:stream';
import type { Database } from '../db/database.js';
import { auditLog, type AuditEntry as AuditRow } from '../db/schema/index.js';
import { csvFile } from '../insights/report-export-files.js';

/**
 * Reading the audit log (written by the database's trigger and db/audit-log.ts): a page of entries, newest first,
 * filtered; the same as a CSV file; an entity's history. Reading only: the log is append-only.
 */

/** The filters of a query, each a condition; all of them must hold. */
function conditionsOf(query: AuditQuery): (SQL | undefined)[] {
  const likeText = (text: string) => `%${text.replace(/[\\%_]/g, (match) => `\\${match}`)}%`;
  return [
    query.kind ? eq(auditLog.kind, query.kind) : undefined,
    query.action ? eq(auditLog.action, query.action) : undefined,
    query.entityType ? eq(auditLog.entityType, query.entityType) : undefined,
    query.entityId ? eq(auditLog.entityId, query.entityId) : undefined,
    query.actor ? ilike(auditLog.actorEmail, likeText(query.actor)) : undefined,
    query.actorUserId ? eq(auditLog.actorUserId, query.actorUserId) : undefined,
    query.from ? gte(auditLog.at, new Date(query.from)) : undefined,
    query.to ? lt(auditLog.at, new Date(query.to)) : undefined,
    query.before ? lt(auditLog.auditId, query.before) : undefined,
  ];
}

/** An entry as the API answers it. */
export function toAuditEntry(row: AuditRow): AuditEntry {
  return {
    auditId: row.auditId,
    at: row.at.toISOString(),
    kind: row.kind,
    action: row.action,
    entityType: row.entityType,
    entityId: row.entityId,
    before: row.before as AuditEntry['before'],
    after: row.after as AuditEntry['after'],
    actorUserId: row.actorUserId,
    actorEmail: row.actorEmail,
    ip: row.ip,
    method: row.method,
    path: row.path,
    statusCode: row.statusCode,
    detail: row.detail,
  };
}

/**
 * One page of the entries the query asks for, newest first, with where the next page starts; `scope` narrows them
 * further (an entity's history, audit/entity-history.ts).
 */
export async function listAuditEntries(db: Database, query: AuditQuery, scope?: SQL): Promise<AuditPage> {
  const limit = query.limit ?? 50;
  const rows = await db
    .select()
    .from(auditLog)
    .where(and(scope, ...conditionsOf(query)))
    .orderBy(desc(auditLog.auditId))
    .limit(limit + 1);
  const page = rows.slice(0, limit);
  return {
    entries: page.map(toAuditEntry),
    nextBefore: rows.length > limit ? (page.at(-1)?.auditId ?? null) : null,
  };
}

/** The entity types the log holds (the filter's choices), in order. */
export async function auditedEntityTypes(db: Database): Promise<string[]> {
  const rows = await db
    .selectDistinct({ entityType: auditLog.entityType })
    .from(auditLog)
    .where(sql`${auditLog.entityType} is not null`)
    .orderBy(auditLog.entityType);
  return rows.map((row) => row.entityType!);
}

const CSV_COLUMNS = [
  ['auditId', 10],
  ['at', 24],
  ['kind', 16],
  ['action', 12],
  ['entityType', 22],
  ['entityId', 12],
  ['actorEmail', 30],
  ['actorUserId', 10],
  ['ip', 16],
  ['method', 8],
  ['path', 40],
  ['statusCode', 8],
  ['detail', 40],
  ['before', 60],
  ['after', 60],
] as const;

/** Rows read at a time for an export. */
const EXPORT_BATCH = 1_000;

/**
 * The entries the query asks for as a CSV file (newest first, at most AUDIT_EXPORT_MAX), read and written in
 * batches; before and after as JSON text. Cells go through the report exports' neutralising (no formula runs).
 */
export function auditCsv(db: Database, query: Omit<AuditQuery, 'before' | 'limit'>): Readable {
  async function* batches() {
    let before: number | undefined;
    let written = 0;
    while (written < AUDIT_EXPORT_MAX) {
      const page = await listAuditEntries(db, {
        ...query,
        before,
        limit: Math.min(EXPORT_BATCH, AUDIT_EXPORT_MAX - written),
      });
      yield page.entries.map((entry) => ({
        ...entry,
        before: entry.before === null ? null : JSON.stringify(entry.before),
        after: entry.after === null ? null : JSON.stringify(entry.after),
      }));
      written += page.entries.length;
      if (page.nextBefore === null) return;
      before = page.nextBefore;
    }
  }
  return csvFile(
    CSV_COLUMNS.map(([key, width]) => ({ key, width })),
    batches(),
  );
}
