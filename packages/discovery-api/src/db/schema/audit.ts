import { bigserial, index, inet, integer, jsonb, pgEnum, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * What an audit entry records: a change of a row made through the API (written by the database's own trigger in
 * the transaction of the change, drizzle/0017), a sign-in, a refused sign-in, or a call the API refused (401, 403).
 */
export const auditKind = pgEnum('audit_kind', ['change', 'sign-in', 'sign-in-failure', 'refused']);

/**
 * The audit log: append-only (a trigger refuses every UPDATE, DELETE and TRUNCATE, drizzle/0017). A change names
 * its table (entity_type) and primary key (entity_id) with the row before and after (only the columns that changed
 * for an update; long values and secrets shortened, see audit_row_change); every entry names who (the user and
 * their email; none for a sign-in failure of an unknown account), from which address, through which call.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    auditId: bigserial({ mode: 'number' }).primaryKey(),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    kind: auditKind().notNull(),
    /** insert, update or delete for a change; the kind again for the others. */
    action: text().notNull(),
    entityType: text(),
    entityId: text(),
    before: jsonb(),
    after: jsonb(),
    actorUserId: integer(),
    actorEmail: text(),
    ip: inet(),
    method: text(),
    path: text(),
    requestId: text(),
    statusCode: integer(),
    /** Why a call or sign-in was refused. */
    detail: text(),
  },
  (table) => [
    index('audit_log_at_idx').on(table.at),
    index('audit_log_actor_idx').on(table.actorUserId, table.at),
    index('audit_log_entity_idx').on(table.entityType, table.entityId, table.at),
    index('audit_log_action_idx').on(table.kind, table.action, table.at),
  ],
);

export type AuditEntry = typeof auditLog.$inferSelect;
export type NewAuditEntry = typeof auditLog.$inferInsert;
