import { boolean, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { deploymentIndexes } from './deployments.js';

/** A banner message of one site, or of every site when `deployment_index_id` is null. */
export const systemMessages = pgTable(
  'system_messages',
  {
    systemMessageId: serial().primaryKey(),
    deploymentIndexId: integer().references(() => deploymentIndexes.deploymentIndexId, { onDelete: 'cascade' }),
    topic: text().notNull(),
    message: text().notNull(),
    buttonLabel: text(),
    buttonLink: text(),
    icon: text(),
    active: boolean().notNull().default(true),
    created: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('system_messages_deployment_index_id_idx').on(table.deploymentIndexId)],
);

export type SystemMessage = typeof systemMessages.$inferSelect;
export type NewSystemMessage = typeof systemMessages.$inferInsert;
