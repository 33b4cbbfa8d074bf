import type { CustomizationSet, SettingInput, SettingValue } from '@portal/contracts';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { settingValueProblem } from './setting-values.js';
import {
  appObjectSettings,
  appObjectSettingValues,
  appProperties,
  appPropertyGroups,
  type EntityType,
} from '../db/schema/index.js';
import { HttpError } from '../http/http-error.js';

/** The answer for an entity without a saved set: id 0 and no settings. */
export const emptyCustomizationSet = (): CustomizationSet => ({ appObjectSettingId: 0, userId: null, settings: [] });

const settingColumns = {
  appObjectSettingValueId: appObjectSettingValues.appObjectSettingValueId,
  appObjectSettingId: appObjectSettingValues.appObjectSettingId,
  appPropertyId: appObjectSettingValues.appPropertyId,
  value: appObjectSettingValues.value,
  appPropertyCode: appProperties.code,
  appPropertyName: appProperties.name,
  appPropertyType: appProperties.type,
  propertyGroupName: appPropertyGroups.name,
  userId: appObjectSettingValues.userId,
  characterCount: appObjectSettingValues.characterCount,
  allowSameValueUsage: appProperties.allowSameValueUsage,
  reusedByAppPropertyCode: appProperties.reusedByAppPropertyCode,
};

type Reader = Pick<Database, 'select'>;

/** The sets of the given entities, by entity id; entities without one get the empty set. */
export async function loadCustomizationSets(
  db: Reader,
  type: EntityType,
  ids: readonly number[],
): Promise<Map<number, CustomizationSet>> {
  const result = new Map<number, CustomizationSet>(ids.map((id) => [id, emptyCustomizationSet()]));
  if (ids.length === 0) return result;
  const sets = await db
    .select()
    .from(appObjectSettings)
    .where(and(eq(appObjectSettings.entityType, type), inArray(appObjectSettings.entityId, [...new Set(ids)])));
  if (sets.length === 0) return result;
  const values = await db
    .select({ ...settingColumns })
    .from(appObjectSettingValues)
    .innerJoin(appProperties, eq(appProperties.appPropertyId, appObjectSettingValues.appPropertyId))
    .innerJoin(appPropertyGroups, eq(appPropertyGroups.appPropertyGroupId, appProperties.appPropertyGroupId))
    .where(
      inArray(
        appObjectSettingValues.appObjectSettingId,
        sets.map((set) => set.appObjectSettingId),
      ),
    )
    .orderBy(appPropertyGroups.name, appProperties.name, appObjectSettingValues.appObjectSettingValueId);
  for (const set of sets) {
    result.set(set.entityId, {
      appObjectSettingId: set.appObjectSettingId,
      userId: set.userId,
      settings: values.filter((value) => value.appObjectSettingId === set.appObjectSettingId),
    });
  }
  return result;
}

/** Per entity id, its value of one property (null when it has none); 400 for an unknown property code. */
export async function loadPropertyValues(
  db: Reader,
  type: EntityType,
  ids: readonly number[],
  propertyCode: string,
): Promise<Map<number, SettingValue>> {
  const [property] = await db
    .select({ id: appProperties.appPropertyId })
    .from(appProperties)
    .where(eq(appProperties.code, propertyCode));
  if (!property) throw new HttpError(400, `Unknown customization property '${propertyCode}'.`);
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ entityId: appObjectSettings.entityId, ...settingColumns })
    .from(appObjectSettingValues)
    .innerJoin(appObjectSettings, eq(appObjectSettings.appObjectSettingId, appObjectSettingValues.appObjectSettingId))
    .innerJoin(appProperties, eq(appProperties.appPropertyId, appObjectSettingValues.appPropertyId))
    .innerJoin(appPropertyGroups, eq(appPropertyGroups.appPropertyGroupId, appProperties.appPropertyGroupId))
    .where(
      and(
        eq(appObjectSettings.entityType, type),
        inArray(appObjectSettings.entityId, [...new Set(ids)]),
        eq(appObjectSettingValues.appPropertyId, property.id),
      ),
    );
  return new Map(rows.map(({ entityId, ...value }) => [entityId, value]));
}

/**
 * Saves the given settings of one entity in one transaction: the set is created when missing, each
 * listed property's value is created or replaced; properties not listed keep their values. An unknown
 * or repeated property code is refused with 400 before anything is written.
 */
export async function saveCustomizationSet(
  db: Database,
  type: EntityType,
  entityId: number,
  userId: number,
  settings: readonly SettingInput[],
): Promise<CustomizationSet> {
  const seen = new Set<string>();
  for (const setting of settings) {
    if (seen.has(setting.appPropertyCode))
      throw new HttpError(400, `The customization property '${setting.appPropertyCode}' is listed twice.`);
    seen.add(setting.appPropertyCode);
  }
  return db.transaction(async (tx) => {
    const properties =
      seen.size === 0
        ? []
        : await tx
            .select({ id: appProperties.appPropertyId, code: appProperties.code, type: appProperties.type })
            .from(appProperties)
            .where(inArray(appProperties.code, [...seen]));
    const propertyIds = new Map(properties.map((property) => [property.code, property.id]));
    const unknown = [...seen].filter((code) => !propertyIds.has(code));
    if (unknown.length > 0) {
      throw new HttpError(
        400,
        `Unknown customization propert${unknown.length > 1 ? 'ies' : 'y'} ${unknown.map((code) => `'${code}'`).join(', ')}.`,
      );
    }
    const typeOf = new Map(properties.map((property) => [property.code, property.type]));
    settings.forEach((setting, index) => {
      const problem =
        setting.value === null
          ? undefined
          : settingValueProblem(typeOf.get(setting.appPropertyCode)!, setting.appPropertyCode, setting.value);
      if (problem)
        throw new HttpError(
          400,
          `The request is not valid: body/settings/${index}/value of '${setting.appPropertyCode}' ${problem}.`,
        );
    });

    const now = new Date();
    const [set] = await tx
      .insert(appObjectSettings)
      .values({ entityType: type, entityId, userId })
      .onConflictDoUpdate({
        target: [appObjectSettings.entityType, appObjectSettings.entityId],
        set: { userId, updated: now },
      })
      .returning({ id: appObjectSettings.appObjectSettingId });
    if (!set) throw new Error('Saving the customization set returned no row.');

    if (settings.length > 0) {
      await tx
        .insert(appObjectSettingValues)
        .values(
          settings.map((setting) => ({
            appObjectSettingId: set.id,
            appPropertyId: propertyIds.get(setting.appPropertyCode) as number,
            value: setting.value,
            userId,
            characterCount: setting.value === null ? null : [...setting.value].length,
            updated: now,
          })),
        )
        .onConflictDoUpdate({
          target: [appObjectSettingValues.appObjectSettingId, appObjectSettingValues.appPropertyId],
          set: {
            value: sql`excluded.value`,
            userId: sql`excluded.user_id`,
            characterCount: sql`excluded.character_count`,
            updated: now,
          },
        });
    }
    return (await loadCustomizationSets(tx, type, [entityId])).get(entityId) ?? emptyCustomizationSet();
  });
}
