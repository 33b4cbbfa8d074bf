import { relations } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, serial, text } from 'drizzle-orm/pg-core';
import { permissionName } from './enums.js';

/**
 * Roles by code: the collection, group and asset roles of spec §6 and the site roles that user groups
 * carry. The fixed codes are seeded by the migration.
 */
export const roles = pgTable('roles', {
  roleId: serial().primaryKey(),
  name: text().notNull(),
  code: text().notNull().unique(),
});

/** The named site permissions a role grants (a missing row means denied). */
export const rolePermissions = pgTable(
  'role_permissions',
  {
    roleId: integer()
      .notNull()
      .references(() => roles.roleId, { onDelete: 'cascade' }),
    permission: permissionName().notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.roleId, table.permission] }),
    index('role_permissions_permission_idx').on(table.permission),
  ],
);

export const rolesRelations = relations(roles, ({ many }) => ({
  permissions: many(rolePermissions),
}));

export const rolePermissionsRelations = relations(rolePermissions, ({ one }) => ({
  role: one(roles, { fields: [rolePermissions.roleId], references: [roles.roleId] }),
}));

export type Role = typeof roles.$inferSelect;
export type NewRole = typeof roles.$inferInsert;
export type RolePermission = typeof rolePermissions.$inferSelect;
export type NewRolePermission = typeof rolePermissions.$inferInsert;
