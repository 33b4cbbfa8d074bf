import { integer, pgTable, text } from 'drizzle-orm/pg-core';

// Small reference lists an asset points at. Their ids are chosen, not generated, so that the
// defaults of `assets` (status 1, archive tier 1) name rows the migration seeds.

export const assetStatuses = pgTable('asset_statuses', {
  assetStatusId: integer().primaryKey(),
  name: text().notNull().unique(),
});

export const archiveTiers = pgTable('archive_tiers', {
  archiveTierId: integer().primaryKey(),
  name: text().notNull().unique(),
});

export const businessResults = pgTable('business_results', {
  businessResultId: integer().primaryKey(),
  name: text().notNull().unique(),
});

export const engagementTypes = pgTable('engagement_types', {
  engagementTypeId: integer().primaryKey(),
  name: text().notNull().unique(),
});

export const estimatedValues = pgTable('estimated_values', {
  estimatedValueId: integer().primaryKey(),
  name: text().notNull().unique(),
});

export type AssetStatus = typeof assetStatuses.$inferSelect;
export type NewAssetStatus = typeof assetStatuses.$inferInsert;
export type ArchiveTier = typeof archiveTiers.$inferSelect;
export type NewArchiveTier = typeof archiveTiers.$inferInsert;
export type BusinessResult = typeof businessResults.$inferSelect;
export type NewBusinessResult = typeof businessResults.$inferInsert;
export type EngagementType = typeof engagementTypes.$inferSelect;
export type NewEngagementType = typeof engagementTypes.$inferInsert;
export type EstimatedValue = typeof estimatedValues.$inferSelect;
export type NewEstimatedValue = typeof estimatedValues.$inferInsert;
