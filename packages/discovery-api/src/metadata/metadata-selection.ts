import type { SelectedFieldValue, SetFieldValue } from '@portal/contracts';
import { and, asc, eq, inArray } from 'drizzle-orm';
import {
  assetFieldValues,
  metadataFields,
  metadataFieldValues,
  type DeploymentIndex,
  type MetadataField,
  type MetadataSet,
} from '../db/schema/index.js';
import { HttpError } from '../http/http-error.js';
import { siteMetadataSets } from './metadata-sets.js';
import { type Db, type Transaction } from '../db/database.js';

/**
 * The selected set values of an asset (spec §3 uploader state: fieldId, profileFieldValueId), checked
 * against the site's master set and one subset, and stored in asset_field_values.
 *
 * Choices where the spec is silent:
 * - The register payload has no SubsetId: the subset is the one whose fields the chosen values belong
 *   to (values from two subsets are refused). The update payload names it; its values must then come
 *   from the master set or that subset.
 * - Required fields are those of the master set and of the subset in use.
 * - No free text: a value the field does not offer yet is added first with createNewMetadata, which
 *   answers its profileFieldValueId.
 * - Choosing a soft-deleted value is refused; a soft-deleted value an asset already has is kept when its
 *   values are replaced (spec §5: ignored, not erased), and never shown.
 */

export interface SelectionPaths {
  masterSetId: string;
  subsetId: string;
  values: string;
}

export const BODY_PATHS: SelectionPaths = {
  masterSetId: 'body/MasterSetId',
  subsetId: 'body/SubsetId',
  values: 'body/MetadataData',
};

export interface ResolvedSelection {
  masterSetId: number | null;
  subsetId: number | null;
  fieldValueIds: number[];
}

const invalid = (message: string) => new HttpError(400, `The request is not valid: ${message}`);

export async function resolveSelection(
  db: Db,
  site: DeploymentIndex,
  input: { masterSetId?: number | null; subsetId?: number | null; values: readonly SelectedFieldValue[] },
  paths: SelectionPaths = BODY_PATHS,
): Promise<ResolvedSelection> {
  const { master, sets } = await siteMetadataSets(db, site);
  if (input.masterSetId != null && input.masterSetId !== master?.setId) {
    throw invalid(
      `${paths.masterSetId} ${input.masterSetId} is not the master metadata set of this site (${master ? master.setId : 'it has none'}).`,
    );
  }
  if (!master) {
    if (input.values.length > 0)
      throw invalid(`${paths.values}: this site has no metadata set, so no values can be chosen.`);
    if (input.subsetId != null)
      throw invalid(`${paths.subsetId} ${input.subsetId} is not a subset of this site's metadata set (it has none).`);
    return { masterSetId: null, subsetId: null, fieldValueIds: [] };
  }
  const subsets = new Map(
    sets.filter((set) => set.setId !== master.setId && !set.isMaster).map((set) => [set.setId, set]),
  );
  let subset: MetadataSet | undefined;
  if (input.subsetId != null) {
    subset = subsets.get(input.subsetId);
    if (!subset)
      throw invalid(`${paths.subsetId} ${input.subsetId} is not a subset of this site's master set '${master.name}'.`);
  }

  const usable = [master.setId, ...subsets.keys()];
  const fields = new Map(
    (await db.select().from(metadataFields).where(inArray(metadataFields.setId, usable))).map((field) => [
      field.fieldId,
      field,
    ]),
  );
  const requestedIds = [...new Set(input.values.map((value) => value.profileFieldValueId))];
  const values = new Map(
    requestedIds.length === 0
      ? []
      : (
          await db.select().from(metadataFieldValues).where(inArray(metadataFieldValues.fieldValueId, requestedIds))
        ).map((value) => [value.fieldValueId, value]),
  );

  const chosen = new Map<number, MetadataField>();
  input.values.forEach((selected, index) => {
    const at = `${paths.values}/${index}`;
    const field = fields.get(selected.fieldId);
    if (!field) throw invalid(`${at}/fieldId ${selected.fieldId} is not a field of this site's metadata sets.`);
    const value = values.get(selected.profileFieldValueId);
    if (!value || value.fieldId !== field.fieldId) {
      throw invalid(
        `${at}/profileFieldValueId ${selected.profileFieldValueId} is not a value of the field '${field.name}'.`,
      );
    }
    if (value.softDeleted)
      throw invalid(
        `${at}/profileFieldValueId: the value '${value.value}' of '${field.name}' was removed and can no longer be chosen.`,
      );
    if (field.setId !== master.setId) {
      const owner = subsets.get(field.setId)!;
      if (subset && subset.setId !== owner.setId) {
        throw invalid(
          `${at}/fieldId: the field '${field.name}' belongs to the subset '${owner.name}', not to the master set or the subset in use ('${subset.name}').`,
        );
      }
      subset = owner;
    }
    chosen.set(value.fieldValueId, field);
  });

  const countByField = new Map<number, number>();
  for (const field of chosen.values()) countByField.set(field.fieldId, (countByField.get(field.fieldId) ?? 0) + 1);
  for (const [fieldId, count] of countByField) {
    const field = fields.get(fieldId)!;
    if (!field.isMultiple && count > 1)
      throw invalid(`${paths.values}: the field '${field.name}' takes one value; ${count} were given.`);
  }
  const inUse = new Set([master.setId, ...(subset ? [subset.setId] : [])]);
  const missing = [...fields.values()]
    .filter((field) => inUse.has(field.setId) && field.isRequired && !countByField.has(field.fieldId))
    .sort((a, b) => a.order - b.order || a.fieldId - b.fieldId);
  if (missing.length > 0) {
    const names = missing.map((field) => `'${field.name}' (${field.code})`).join(', ');
    throw invalid(
      `${paths.values}: ${missing.length === 1 ? `the field ${names} is` : `the fields ${names} are`} required.`,
    );
  }
  return { masterSetId: master.setId, subsetId: subset?.setId ?? null, fieldValueIds: [...chosen.keys()] };
}

/** Replaces the asset's live selected values; soft-deleted ones it already had stay (see above). */
export async function storeSelection(
  tx: Transaction,
  assetId: number,
  fieldValueIds: readonly number[],
): Promise<void> {
  const live = tx
    .select({ id: metadataFieldValues.fieldValueId })
    .from(metadataFieldValues)
    .where(eq(metadataFieldValues.softDeleted, false));
  await tx
    .delete(assetFieldValues)
    .where(and(eq(assetFieldValues.assetId, assetId), inArray(assetFieldValues.fieldValueId, live)));
  if (fieldValueIds.length > 0) {
    await tx
      .insert(assetFieldValues)
      .values(fieldValueIds.map((fieldValueId) => ({ assetId, fieldValueId })))
      .onConflictDoNothing();
  }
}

export interface AssetSelection {
  masterSetId: number | null;
  subsetId: number | null;
  masterValues: SetFieldValue[];
  subsetValues: SetFieldValue[];
}

/**
 * An asset's live selected values, split into its master set's and its subset's (the first subset by
 * name holding one of its values). Values of sets the site no longer uses are not shown.
 */
export async function loadAssetSelection(db: Db, site: DeploymentIndex, assetId: number): Promise<AssetSelection> {
  const { master, sets } = await siteMetadataSets(db, site);
  const rows = await db
    .select({
      fieldId: metadataFields.fieldId,
      setId: metadataFields.setId,
      fieldName: metadataFields.name,
      fieldCode: metadataFields.code,
      profileFieldValueId: metadataFieldValues.fieldValueId,
      value: metadataFieldValues.value,
    })
    .from(assetFieldValues)
    .innerJoin(metadataFieldValues, eq(metadataFieldValues.fieldValueId, assetFieldValues.fieldValueId))
    .innerJoin(metadataFields, eq(metadataFields.fieldId, metadataFieldValues.fieldId))
    .where(and(eq(assetFieldValues.assetId, assetId), eq(metadataFieldValues.softDeleted, false)))
    .orderBy(
      asc(metadataFields.order),
      asc(metadataFields.fieldId),
      asc(metadataFieldValues.order),
      asc(metadataFieldValues.value),
    );
  const held = new Set(rows.map((row) => row.setId));
  const subset = sets.find((set) => set.setId !== master?.setId && !set.isMaster && held.has(set.setId));
  const strip = ({ setId: _setId, ...value }: (typeof rows)[number]): SetFieldValue => value;
  return {
    masterSetId: master?.setId ?? null,
    subsetId: subset?.setId ?? null,
    masterValues: rows.filter((row) => row.setId === master?.setId).map(strip),
    subsetValues: subset ? rows.filter((row) => row.setId === subset.setId).map(strip) : [],
  };
}
