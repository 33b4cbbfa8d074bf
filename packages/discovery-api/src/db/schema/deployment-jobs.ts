import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { AuditContext } from '../audit-context.js';
import { deploymentIndexes } from './deployments.js';
import { users } from './users.js';

/**
 * A long administration job (POST v2/deployments/duplicateIndex; sites/duplicate-jobs.ts): what GET
 * v2/deployments/jobs/{jobId} answers, from whichever API instance, while a job worker runs it ('duplicate-site' queue).
 * `state` running, done or failed; `step` and `done` of `total` its progress; `audit_context` the call that started it,
 * under which its changes are logged. A finished job is kept an hour.
 */
export const deploymentJobs = pgTable(
  'deployment_jobs',
  {
    jobId: uuid().primaryKey(),
    kind: text().notNull(),
    state: text().notNull().default('running'),
    step: text().notNull(),
    done: integer().notNull().default(0),
    total: integer().notNull(),
    error: text(),
    userId: integer()
      .notNull()
      .references(() => users.userId, { onDelete: 'cascade' }),
    sourceIndexId: integer()
      .notNull()
      .references(() => deploymentIndexes.deploymentIndexId, { onDelete: 'cascade' }),
    copyName: text().notNull(),
    deploymentIndexId: integer().references(() => deploymentIndexes.deploymentIndexId, { onDelete: 'set null' }),
    auditContext: jsonb().$type<AuditContext>(),
    created: timestamp({ withTimezone: true }).notNull().defaultNow(),
    finished: timestamp({ withTimezone: true }),
  },
  (table) => [index().on(table.finished)],
);

export type DeploymentJobRow = typeof deploymentJobs.$inferSelect;
