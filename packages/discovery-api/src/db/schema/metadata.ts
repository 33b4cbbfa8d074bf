import { relations } from 'drizzle-orm';
import { boolean, index, integer, pgTable, primaryKey, serial, text, unique } from 'drizzle-orm/pg-core';
import { assets } from './assets.js';
import { deploymentIndexes, metadataSets } from './deployments.js';

export const metadataFields = pgTable(
  'metadata_fields',
  {
    fieldId: serial().primaryKey(),
    setId: integer()
      .notNull()
      .references(() => metadataSets.setId, { onDelete: 'cascade' }),
    name: text().notNull(),
    code: text().notNull(),
    isRequired: boolean().notNull().default(false),
    isMultiple: boolean().notNull().default(false),
    order: integer().notNull().default(0),
    facetGroupName: text(),
    displayInFilter: boolean().notNull().default(true),
    displayInInsights: boolean().notNull().default(false),
  },
  (table) => [
    unique('metadata_fields_set_id_code_unique').on(table.setId, table.code),
    index('metadata_fields_code_idx').on(table.code),
  ],
);

/** A value a field offers (profileFieldValueId in the uploader); soft-deleted values stay for old assets but are ignored. */
export const metadataFieldValues = pgTable(
  'metadata_field_values',
  {
    fieldValueId: serial().primaryKey(),
    fieldId: integer()
      .notNull()
      .references(() => metadataFields.fieldId, { onDelete: 'cascade' }),
    value: text().notNull(),
    order: integer().notNull().default(0),
    softDeleted: boolean().notNull().default(false),
  },
  (table) => [unique('metadata_field_values_field_id_value_unique').on(table.fieldId, table.value)],
);

/** The field values selected for an asset (its selected set). */
export const assetFieldValues = pgTable(
  'asset_field_values',
  {
    assetId: integer()
      .notNull()
      .references(() => assets.assetId, { onDelete: 'cascade' }),
    fieldValueId: integer()
      .notNull()
      .references(() => metadataFieldValues.fieldValueId, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.assetId, table.fieldValueId] }),
    index('asset_field_values_field_value_id_idx').on(table.fieldValueId),
  ],
);

/** A parent→child link between metadata values of hierarchical fields (e.g. region → country). */
export const metadataEdges = pgTable(
  'metadata_edges',
  {
    metadataEdgeId: serial().primaryKey(),
    deploymentIndexId: integer()
      .notNull()
      .references(() => deploymentIndexes.deploymentIndexId, { onDelete: 'cascade' }),
    fieldCode: text().notNull(),
    fieldName: text().notNull(),
    fieldValue: text().notNull(),
    fieldOrder: integer().notNull().default(0),
    parentFieldCode: text(),
    parentFieldName: text(),
    parentFieldValue: text(),
    parentFieldOrder: integer(),
  },
  (table) => [
    index('metadata_edges_field_idx').on(table.deploymentIndexId, table.fieldCode, table.fieldValue),
    index('metadata_edges_parent_idx').on(table.deploymentIndexId, table.parentFieldCode, table.parentFieldValue),
  ],
);

export const metadataSetsRelations = relations(metadataSets, ({ many, one }) => ({
  masterSet: one(metadataSets, {
    fields: [metadataSets.masterSetId],
    references: [metadataSets.setId],
    relationName: 'subsets',
  }),
  subsets: many(metadataSets, { relationName: 'subsets' }),
  deploymentIndex: one(deploymentIndexes, {
    fields: [metadataSets.deploymentIndexId],
    references: [deploymentIndexes.deploymentIndexId],
  }),
  fields: many(metadataFields),
}));

export const metadataFieldsRelations = relations(metadataFields, ({ many, one }) => ({
  set: one(metadataSets, { fields: [metadataFields.setId], references: [metadataSets.setId] }),
  values: many(metadataFieldValues),
}));

export const metadataFieldValuesRelations = relations(metadataFieldValues, ({ many, one }) => ({
  field: one(metadataFields, { fields: [metadataFieldValues.fieldId], references: [metadataFields.fieldId] }),
  assetFieldValues: many(assetFieldValues),
}));

export const assetFieldValuesRelations = relations(assetFieldValues, ({ one }) => ({
  asset: one(assets, { fields: [assetFieldValues.assetId], references: [assets.assetId] }),
  fieldValue: one(metadataFieldValues, {
    fields: [assetFieldValues.fieldValueId],
    references: [metadataFieldValues.fieldValueId],
  }),
}));

export type MetadataSet = typeof metadataSets.$inferSelect;
export type NewMetadataSet = typeof metadataSets.$inferInsert;
export type MetadataField = typeof metadataFields.$inferSelect;
export type NewMetadataField = typeof metadataFields.$inferInsert;
export type MetadataFieldValue = typeof metadataFieldValues.$inferSelect;
export type NewMetadataFieldValue = typeof metadataFieldValues.$inferInsert;
export type AssetFieldValue = typeof assetFieldValues.$inferSelect;
export type NewAssetFieldValue = typeof assetFieldValues.$inferInsert;
export type MetadataEdge = typeof metadataEdges.$inferSelect;
export type NewMetadataEdge = typeof metadataEdges.$inferInsert;
