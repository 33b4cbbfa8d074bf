import { and, eq, inArray, isNull, max, sql } from 'drizzle-orm';
import type { Database, Db } from '../db/database.js';
import {
  metadataEdges,
  metadataFields,
  metadataFieldValues,
  type DeploymentIndex,
  type MetadataEdge,
  type MetadataField,
  type MetadataFieldValue,
} from '../db/schema/index.js';
import { HttpError } from '../http/http-error.js';
import { siteMetadataSets } from './metadata-sets.js';

/**
 * New metadata values (createNewMetadata) and hierarchy edges (createEdge) added from the uploader.
 * Values are compared without case and with spaces collapsed, so 'acme  corp' finds 'Acme Corp'.
 */

const invalid = (message: string) => new HttpError(400, `The request is not valid: ${message}`);
const normalise = (text: string) => text.trim().replace(/\s+/g, ' ');

/** The fields of the site's master set and subsets. */
async function siteFields(db: Db, site: DeploymentIndex): Promise<MetadataField[]> {
  const { sets } = await siteMetadataSets(db, site);
  if (sets.length === 0) return [];
  return db
    .select()
    .from(metadataFields)
    .where(
      inArray(
        metadataFields.setId,
        sets.map((set) => set.setId),
      ),
    );
}

async function valueByText(db: Db, fieldIds: readonly number[], text: string): Promise<MetadataFieldValue[]> {
  if (fieldIds.length === 0) return [];
  return db
    .select()
    .from(metadataFieldValues)
    .where(
      and(
        inArray(metadataFieldValues.fieldId, [...fieldIds]),
        sql`lower(regexp_replace(btrim(${metadataFieldValues.value}), '\\s+', ' ', 'g')) = lower(${text})`,
      ),
    );
}

/**
 * Adds a value to a field of the site's sets, at the end of its order, in one transaction; answers an existing
 * live value of the same text instead (created false). A soft-deleted value of that text is not revived: a site editor removed it.
 */
export async function addFieldValue(
  db: Database,
  site: DeploymentIndex,
  fieldId: number,
  text: string,
): Promise<{ field: MetadataField; value: MetadataFieldValue; created: boolean }> {
  return db.transaction(async (tx) => {
    const field = (await siteFields(tx, site)).find((candidate) => candidate.fieldId === fieldId);
    if (!field) throw invalid(`body/FieldId ${fieldId} is not a field of this site's metadata sets.`);
    const value = normalise(text);
    if (value === '') throw invalid('body/FieldValue must not be blank.');
    const [existing] = await valueByText(tx, [fieldId], value);
    if (existing?.softDeleted)
      throw new HttpError(
        409,
        `The value '${existing.value}' was removed from '${field.name}' and cannot be added again from the uploader.`,
      );
    if (existing) return { field, value: existing, created: false };
    const [last] = await tx
      .select({ order: max(metadataFieldValues.order) })
      .from(metadataFieldValues)
      .where(eq(metadataFieldValues.fieldId, fieldId));
    const [created] = await tx
      .insert(metadataFieldValues)
      .values({ fieldId, value, order: (last?.order ?? 0) + 1 })
      .returning();
    if (!created) throw new Error('Adding a metadata value returned no row.');
    return { field, value: created, created: true };
  });
}

export interface EdgeInput {
  FieldCode: string;
  FieldValue: string;
  FieldOrder?: number;
  ParentFieldCode?: string | null;
  ParentFieldValue?: string | null;
  ParentFieldOrder?: number | null;
}

/** A live value of a field with the code in the site's sets; 400 naming the fields otherwise. */
async function requireLiveValue(
  db: Db,
  fields: readonly MetadataField[],
  code: string,
  text: string,
  codeField: string,
  valueField: string,
) {
  const withCode = fields.filter((field) => field.code === code);
  if (withCode.length === 0) throw invalid(`${codeField} '${code}' is not a field of this site's metadata sets.`);
  const live = (
    await valueByText(
      db,
      withCode.map((field) => field.fieldId),
      normalise(text),
    )
  ).find((value) => !value.softDeleted);
  if (!live) throw invalid(`${valueField} '${text}' is not a value of the field '${withCode[0]!.name}' (${code}).`);
  return { field: withCode.find((field) => field.fieldId === live.fieldId)!, value: live };
}

/**
 * Links a value under a parent value (metadata edge, spec §3). Both must be live values of fields of the
 * site's sets; field names are stored as the fields are named (the names sent are not trusted). Without the
 * parent, the edge marks a top-level value. The same link twice answers the stored one (created false).
 */
export async function addEdge(
  db: Database,
  site: DeploymentIndex,
  input: EdgeInput,
): Promise<{ edge: MetadataEdge; created: boolean }> {
  return db.transaction(async (tx) => {
    const fields = await siteFields(tx, site);
    const child = await requireLiveValue(
      tx,
      fields,
      input.FieldCode,
      input.FieldValue,
      'body/FieldCode',
      'body/FieldValue',
    );
    const hasParentCode = input.ParentFieldCode != null && input.ParentFieldCode !== '';
    const hasParentValue = input.ParentFieldValue != null && input.ParentFieldValue !== '';
    if (hasParentCode !== hasParentValue)
      throw invalid(
        `body/${hasParentCode ? 'ParentFieldValue' : 'ParentFieldCode'} is required with body/${hasParentCode ? 'ParentFieldCode' : 'ParentFieldValue'}.`,
      );
    const parent = hasParentCode
      ? await requireLiveValue(
          tx,
          fields,
          input.ParentFieldCode!,
          input.ParentFieldValue!,
          'body/ParentFieldCode',
          'body/ParentFieldValue',
        )
      : undefined;
    if (parent && parent.value.fieldValueId === child.value.fieldValueId)
      throw invalid('body/ParentFieldValue: a value cannot be its own parent.');

    const sameLink = and(
      eq(metadataEdges.deploymentIndexId, site.deploymentIndexId),
      eq(metadataEdges.fieldCode, child.field.code),
      eq(metadataEdges.fieldValue, child.value.value),
      parent ? eq(metadataEdges.parentFieldCode, parent.field.code) : isNull(metadataEdges.parentFieldCode),
      parent ? eq(metadataEdges.parentFieldValue, parent.value.value) : isNull(metadataEdges.parentFieldValue),
    );
    const [existing] = await tx.select().from(metadataEdges).where(sameLink);
    if (existing) return { edge: existing, created: false };
    const [edge] = await tx
      .insert(metadataEdges)
      .values({
        deploymentIndexId: site.deploymentIndexId,
        fieldCode: child.field.code,
        fieldName: child.field.name,
        fieldValue: child.value.value,
        fieldOrder: input.FieldOrder ?? child.value.order,
        parentFieldCode: parent?.field.code ?? null,
        parentFieldName: parent?.field.name ?? null,
        parentFieldValue: parent?.value.value ?? null,
        parentFieldOrder: parent ? (input.ParentFieldOrder ?? parent.value.order) : null,
      })
      .returning();
    if (!edge) throw new Error('Adding a metadata edge returned no row.');
    return { edge, created: true };
  });
}
