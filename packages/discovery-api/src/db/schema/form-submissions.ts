import { index, integer, jsonb, pgTable, serial, timestamp } from 'drizzle-orm/pg-core';
import { deploymentIndexes } from './deployments.js';
import { formKind } from './enums.js';
import { users } from './users.js';

/** A submitted request, ticket or feedback form; its fields differ per kind, so they are kept as JSON. */
export const formSubmissions = pgTable(
  'form_submissions',
  {
    formSubmissionId: serial().primaryKey(),
    formKind: formKind().notNull(),
    userId: integer().references(() => users.userId, { onDelete: 'set null' }),
    deploymentIndexId: integer().references(() => deploymentIndexes.deploymentIndexId, { onDelete: 'set null' }),
    payload: jsonb().$type<Record<string, unknown>>().notNull(),
    created: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('form_submissions_form_kind_created_idx').on(table.formKind, table.created),
    index('form_submissions_user_id_idx').on(table.userId),
    index('form_submissions_deployment_index_id_idx').on(table.deploymentIndexId),
  ],
);

export type FormSubmission = typeof formSubmissions.$inferSelect;
export type NewFormSubmission = typeof formSubmissions.$inferInsert;
