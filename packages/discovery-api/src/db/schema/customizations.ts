import { relations } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { entityType } from './enums.js';
import { users } from './users.js';

/** A group of customisable properties (appPropertyGroup). */
export const appPropertyGroups = pgTable('app_property_groups', {
  appPropertyGroupId: serial().primaryKey(),
  code: text().notNull().unique(),
  name: text().notNull(),
  appDataTypeCode: text().notNull(),
});

/** A customisable property, e.g. a colour or a hero image; `type` 'file' means its value is a blob name. */
export const appProperties = pgTable(
  'app_properties',
  {
    appPropertyId: serial().primaryKey(),
    appPropertyGroupId: integer()
      .notNull()
      .references(() => appPropertyGroups.appPropertyGroupId, { onDelete: 'restrict' }),
    name: text().notNull(),
    code: text().notNull().unique(),
    type: text().notNull(),
    isVisualElement: boolean().notNull().default(false),
    description: text(),
    allowSameValueUsage: boolean().notNull().default(false),
    reusedByAppPropertyCode: text(),
  },
  (table) => [index('app_properties_app_property_group_id_idx').on(table.appPropertyGroupId)],
);

/**
 * A customisation set of one site, collection, group or asset (appObjectSetting). The owner is
 * polymorphic, so there is no foreign key to it; the API removes a set with its owner.
 */
export const appObjectSettings = pgTable(
  'app_object_settings',
  {
    appObjectSettingId: serial().primaryKey(),
    entityType: entityType().notNull(),
    entityId: integer().notNull(),
    userId: integer().references(() => users.userId, { onDelete: 'set null' }),
    created: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updated: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('app_object_settings_entity_unique').on(table.entityType, table.entityId),
    index('app_object_settings_user_id_idx').on(table.userId),
  ],
);

export const appObjectSettingValues = pgTable(
  'app_object_setting_values',
  {
    appObjectSettingValueId: serial().primaryKey(),
    appObjectSettingId: integer()
      .notNull()
      .references(() => appObjectSettings.appObjectSettingId, { onDelete: 'cascade' }),
    appPropertyId: integer()
      .notNull()
      .references(() => appProperties.appPropertyId, { onDelete: 'cascade' }),
    value: text(),
    userId: integer().references(() => users.userId, { onDelete: 'set null' }),
    characterCount: integer(),
    updated: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('app_object_setting_values_setting_property_unique').on(table.appObjectSettingId, table.appPropertyId),
    index('app_object_setting_values_app_property_id_idx').on(table.appPropertyId),
    index('app_object_setting_values_user_id_idx').on(table.userId),
  ],
);

export const appPropertyGroupsRelations = relations(appPropertyGroups, ({ many }) => ({
  appProperties: many(appProperties),
}));

export const appPropertiesRelations = relations(appProperties, ({ one }) => ({
  appPropertyGroup: one(appPropertyGroups, {
    fields: [appProperties.appPropertyGroupId],
    references: [appPropertyGroups.appPropertyGroupId],
  }),
}));

export const appObjectSettingsRelations = relations(appObjectSettings, ({ many, one }) => ({
  user: one(users, { fields: [appObjectSettings.userId], references: [users.userId] }),
  settings: many(appObjectSettingValues),
}));

export const appObjectSettingValuesRelations = relations(appObjectSettingValues, ({ one }) => ({
  appObjectSetting: one(appObjectSettings, {
    fields: [appObjectSettingValues.appObjectSettingId],
    references: [appObjectSettings.appObjectSettingId],
  }),
  appProperty: one(appProperties, {
    fields: [appObjectSettingValues.appPropertyId],
    references: [appProperties.appPropertyId],
  }),
  user: one(users, { fields: [appObjectSettingValues.userId], references: [users.userId] }),
}));

export type AppPropertyGroup = typeof appPropertyGroups.$inferSelect;
export type NewAppPropertyGroup = typeof appPropertyGroups.$inferInsert;
export type AppProperty = typeof appProperties.$inferSelect;
export type NewAppProperty = typeof appProperties.$inferInsert;
export type AppObjectSetting = typeof appObjectSettings.$inferSelect;
export type NewAppObjectSetting = typeof appObjectSettings.$inferInsert;
export type AppObjectSettingValue = typeof appObjectSettingValues.$inferSelect;
export type NewAppObjectSettingValue = typeof appObjectSettingValues.$inferInsert;
