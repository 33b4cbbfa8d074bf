import { pgTable, serial, text } from 'drizzle-orm/pg-core';

/**
 * Roles by code: the collection, group and asset roles of spec §6 and the site roles that user groups
 * carry. The fixed codes are seeded by the migration; which permissions and abilities a site role carries is the role
 * table's (@portal/contracts rules/site-roles.ts), not the database's.
 */
export const roles = pgTable('roles', {
  roleId: serial().primaryKey(),
  name: text().notNull(),
  code: text().notNull().unique(),
});

export type Role = typeof roles.$inferSelect;
export type NewRole = typeof roles.$inferInsert;
