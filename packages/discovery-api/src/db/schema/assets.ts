import { relations, sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  date,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { archiveTiers, assetStatuses, businessResults, engagementTypes, estimatedValues } from './asset-lookups.js';
import { deploymentIndexes } from './deployments.js';
import { assetVisibility } from './enums.js';
import { users } from './users.js';

/**
 * An asset: both the portal model and the uploader's model of spec §3, plus the search-record fields
 * the portal reads (visibility, external URL, dashboard flags). Defaults follow spec §9.
 */
export const assets = pgTable(
  'assets',
  {
    assetId: serial().primaryKey(),
    docId: text()
      .notNull()
      .unique()
      .default(sql`gen_random_uuid()::text`),
    tempDocId: text(),
    title: text().notNull(),
    description: text(),
    /** An image's ALT text and caption (written by its editors, e.g. from the AI writing assistants). */
    altText: text(),
    imageCaption: text(),
    fileName: text().notNull(),
    originalFileName: text().notNull(),
    storagePath: text(),
    blobName: text(),
    statusId: integer()
      .notNull()
      .default(1)
      .references(() => assetStatuses.assetStatusId, { onDelete: 'restrict' }),
    /** The processing status text the indexer reports, and its error text. */
    status: text(),
    statusError: text(),
    estimatedValueId: integer().references(() => estimatedValues.estimatedValueId, { onDelete: 'set null' }),
    engagementTypeId: integer().references(() => engagementTypes.engagementTypeId, { onDelete: 'set null' }),
    submissionDate: date()
      .notNull()
      .default(sql`current_date`),
    businessResultId: integer().references(() => businessResults.businessResultId, { onDelete: 'set null' }),
    newBusinessUrl: text(),
    companyLocationProfileEtc: text(),
    defaultPreviewId: integer().references((): AnyPgColumn => assetPreviews.assetPreviewId, { onDelete: 'set null' }),
    fileExtension: text(),
    fileExtensionId: integer(),
    previewSetId: integer(),
    externalDocId: text(),
    isVideo: boolean().notNull().default(false),
    videoAssetId: text(),
    createdByUserId: integer().references(() => users.userId, { onDelete: 'set null' }),
    updatedByUserId: integer().references(() => users.userId, { onDelete: 'set null' }),
    referenceUrl: text(),
    externalSource: text(),
    externalId: text(),
    archiveTierId: integer()
      .notNull()
      .default(1)
      .references(() => archiveTiers.archiveTierId, { onDelete: 'restrict' }),
    isFeatured: boolean().notNull().default(false),
    isConfidential: boolean().notNull().default(true),
    deploymentIndexId: integer()
      .notNull()
      .references(() => deploymentIndexes.deploymentIndexId, { onDelete: 'cascade' }),
    termsAndConditions: text(),
    notes: text(),
    assetVisibility: assetVisibility().notNull().default('Public'),
    externalUrl: text(),
    externalUrlLabel: text(),
    /** Embed mode: embed, new window, power bi …, tableau …, none (spec §4). */
    externalUrlAction: text(),
    dashboardFilters: boolean().notNull().default(false),
    dashboardBookmarks: boolean().notNull().default(false),
    mimeType: text(),
    fileSize: bigint({ mode: 'number' }),
    summary: text(),
    synopsis: text(),
    customPreviewFileUploaded: boolean().notNull().default(false),
    hasThumbnailBeenGeneratedForCustomPreview: boolean().notNull().default(false),
    created: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updated: timestamp({ withTimezone: true }).notNull().defaultNow(),
    publishedDate: timestamp({ withTimezone: true }),
  },
  (table) => [
    index('assets_deployment_index_id_created_idx').on(table.deploymentIndexId, table.created),
    index('assets_created_by_user_id_idx').on(table.createdByUserId),
    index('assets_updated_by_user_id_idx').on(table.updatedByUserId),
    index('assets_status_id_idx').on(table.statusId),
    index('assets_external_doc_id_idx').on(table.externalDocId),
    index('assets_temp_doc_id_idx').on(table.tempDocId),
  ],
);

/** Earlier files of an asset, kept when its file is replaced. */
export const assetVersions = pgTable(
  'asset_versions',
  {
    assetVersionId: serial().primaryKey(),
    assetId: integer()
      .notNull()
      .references(() => assets.assetId, { onDelete: 'cascade' }),
    storagePath: text().notNull(),
    createdByUserId: integer().references(() => users.userId, { onDelete: 'set null' }),
    created: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('asset_versions_asset_id_idx').on(table.assetId)],
);

/** Preview images and files of an asset, stored in the site's preview container. */
export const assetPreviews = pgTable(
  'asset_previews',
  {
    assetPreviewId: serial().primaryKey(),
    assetId: integer()
      .notNull()
      .references(() => assets.assetId, { onDelete: 'cascade' }),
    containerName: text().notNull(),
    blobName: text().notNull(),
    fileName: text(),
    mimeType: text(),
    useAsThumbnail: boolean().notNull().default(false),
    created: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('asset_previews_asset_id_idx').on(table.assetId)],
);

export const assetsRelations = relations(assets, ({ many, one }) => ({
  deploymentIndex: one(deploymentIndexes, {
    fields: [assets.deploymentIndexId],
    references: [deploymentIndexes.deploymentIndexId],
  }),
  createdByUser: one(users, { fields: [assets.createdByUserId], references: [users.userId] }),
  updatedByUser: one(users, { fields: [assets.updatedByUserId], references: [users.userId] }),
  status: one(assetStatuses, { fields: [assets.statusId], references: [assetStatuses.assetStatusId] }),
  archiveTier: one(archiveTiers, { fields: [assets.archiveTierId], references: [archiveTiers.archiveTierId] }),
  businessResult: one(businessResults, {
    fields: [assets.businessResultId],
    references: [businessResults.businessResultId],
  }),
  engagementType: one(engagementTypes, {
    fields: [assets.engagementTypeId],
    references: [engagementTypes.engagementTypeId],
  }),
  estimatedValue: one(estimatedValues, {
    fields: [assets.estimatedValueId],
    references: [estimatedValues.estimatedValueId],
  }),
  versions: many(assetVersions),
  previews: many(assetPreviews),
}));

export const assetVersionsRelations = relations(assetVersions, ({ one }) => ({
  asset: one(assets, { fields: [assetVersions.assetId], references: [assets.assetId] }),
}));

export const assetPreviewsRelations = relations(assetPreviews, ({ one }) => ({
  asset: one(assets, { fields: [assetPreviews.assetId], references: [assets.assetId] }),
}));

export type Asset = typeof assets.$inferSelect;
export type NewAsset = typeof assets.$inferInsert;
export type AssetVersion = typeof assetVersions.$inferSelect;
export type NewAssetVersion = typeof assetVersions.$inferInsert;
export type AssetPreview = typeof assetPreviews.$inferSelect;
export type NewAssetPreview = typeof assetPreviews.$inferInsert;
