import { relations, sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './users.js';

/** Site theme colours (spec §3 Theme); any of them may be left to the portal's defaults. */
export interface SiteThemeColors {
  primary?: string;
  secondary?: string;
  accent?: string;
  error?: string;
  warning?: string;
  info?: string;
  success?: string;
  confidential?: string;
}

export const deployments = pgTable('deployments', {
  deploymentId: serial().primaryKey(),
  name: text().notNull(),
  isCurrent: boolean().notNull().default(false),
  metadataSetId: integer().references((): AnyPgColumn => metadataSets.setId, { onDelete: 'set null' }),
  primaryColor: text(),
  created: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updated: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** A site: one search index with its storage containers, theme and page template. */
export const deploymentIndexes = pgTable(
  'deployment_indexes',
  {
    deploymentIndexId: serial().primaryKey(),
    deploymentId: integer()
      .notNull()
      .references(() => deployments.deploymentId, { onDelete: 'cascade' }),
    name: text().notNull(),
    theme: jsonb().$type<SiteThemeColors>(),
    /** Null means the API's default, a welcome to the index name. */
    welcomeMessage: text(),
    containerName: text().notNull(),
    containerUrl: text().notNull(),
    previewContainerName: text().notNull(),
    searchIndexName: text().notNull(),
    isPreviewable: boolean().notNull().default(false),
    metadataSetId: integer().references((): AnyPgColumn => metadataSets.setId, { onDelete: 'set null' }),
    pageTemplateCode: text().notNull().default('default'),
    customizationsContainer: text(),
    chartTheme: text(),
    storageAccessToken: text(),
    storageAccessTokenExpiresAt: timestamp({ withTimezone: true }),
    externalFormAddress: text(),
    heroBlobName: text(),
    thumbnailBlobName: text(),
    created: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updated: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('deployment_indexes_deployment_id_idx').on(table.deploymentId),
    index('deployment_indexes_metadata_set_id_idx').on(table.metadataSetId),
  ],
);

/** Users who belong to a deployment. */
export const deploymentUsers = pgTable(
  'deployment_users',
  {
    deploymentId: integer()
      .notNull()
      .references(() => deployments.deploymentId, { onDelete: 'cascade' }),
    userId: integer()
      .notNull()
      .references(() => users.userId, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.deploymentId, table.userId] }),
    index('deployment_users_user_id_idx').on(table.userId),
  ],
);

/** The sites a user has used; `is_current` marks the one they chose (at most one per user). */
export const deploymentIndexUsers = pgTable(
  'deployment_index_users',
  {
    deploymentIndexId: integer()
      .notNull()
      .references(() => deploymentIndexes.deploymentIndexId, { onDelete: 'cascade' }),
    userId: integer()
      .notNull()
      .references(() => users.userId, { onDelete: 'cascade' }),
    isCurrent: boolean().notNull().default(false),
  },
  (table) => [
    primaryKey({ columns: [table.deploymentIndexId, table.userId] }),
    index('deployment_index_users_user_id_idx').on(table.userId),
    uniqueIndex('deployment_index_users_one_current_idx')
      .on(table.userId)
      .where(sql`is_current`),
  ],
);

export const deploymentsRelations = relations(deployments, ({ many, one }) => ({
  deploymentIndexes: many(deploymentIndexes),
  deploymentUsers: many(deploymentUsers),
  metadataSet: one(metadataSets, { fields: [deployments.metadataSetId], references: [metadataSets.setId] }),
}));

export const deploymentIndexesRelations = relations(deploymentIndexes, ({ many, one }) => ({
  deployment: one(deployments, { fields: [deploymentIndexes.deploymentId], references: [deployments.deploymentId] }),
  metadataSet: one(metadataSets, { fields: [deploymentIndexes.metadataSetId], references: [metadataSets.setId] }),
  deploymentIndexUsers: many(deploymentIndexUsers),
}));

export const deploymentUsersRelations = relations(deploymentUsers, ({ one }) => ({
  deployment: one(deployments, { fields: [deploymentUsers.deploymentId], references: [deployments.deploymentId] }),
  user: one(users, { fields: [deploymentUsers.userId], references: [users.userId] }),
}));

export const deploymentIndexUsersRelations = relations(deploymentIndexUsers, ({ one }) => ({
  deploymentIndex: one(deploymentIndexes, {
    fields: [deploymentIndexUsers.deploymentIndexId],
    references: [deploymentIndexes.deploymentIndexId],
  }),
  user: one(users, { fields: [deploymentIndexUsers.userId], references: [users.userId] }),
}));

export type Deployment = typeof deployments.$inferSelect;
export type NewDeployment = typeof deployments.$inferInsert;
export type DeploymentIndex = typeof deploymentIndexes.$inferSelect;
export type NewDeploymentIndex = typeof deploymentIndexes.$inferInsert;
export type DeploymentUser = typeof deploymentUsers.$inferSelect;
export type NewDeploymentUser = typeof deploymentUsers.$inferInsert;
export type DeploymentIndexUser = typeof deploymentIndexUsers.$inferSelect;
export type NewDeploymentIndexUser = typeof deploymentIndexUsers.$inferInsert;

/**
 * A metadata set: the master set of a site, or a subset that points at its master. It lives beside the sites because
 * the two tables reference each other (a site's metadata set, a set's site); its fields are in metadata.ts.
 */
export const metadataSets = pgTable(
  'metadata_sets',
  {
    setId: serial().primaryKey(),
    name: text().notNull(),
    isMaster: boolean().notNull().default(false),
    masterSetId: integer().references((): AnyPgColumn => metadataSets.setId, { onDelete: 'set null' }),
    deploymentIndexId: integer().references((): AnyPgColumn => deploymentIndexes.deploymentIndexId, {
      onDelete: 'cascade',
    }),
  },
  (table) => [
    index('metadata_sets_master_set_id_idx').on(table.masterSetId),
    index('metadata_sets_deployment_index_id_idx').on(table.deploymentIndexId),
  ],
);
