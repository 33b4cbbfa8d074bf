import type { RegisterAssetInfo } from '@portal/contracts';
import { inArray } from 'drizzle-orm';
import { archiveTiers, businessResults, engagementTypes, estimatedValues, type NewAsset } from '../db/schema/index.js';
import { HttpError } from '../http/http-error.js';
import { type Db } from '../db/database.js';

/** The editable asset fields of an uploader item (@portal/contracts RegisterAssetInfo). */
export type AssetFieldsInput = Omit<
  RegisterAssetInfo,
  'UniqueId' | 'FileName' | 'OriginalFileName' | 'MimeType' | 'filesize' | 'IsVideo' | 'InjectError'
>;

const trimmedOrNull = (value: string | null | undefined) =>
  value == null ? value : value.trim() === '' ? null : value.trim();

/** The columns the item sets; fields left out are left out (unchanged on update, default on insert). */
export function assetColumns(fields: AssetFieldsInput): Partial<NewAsset> {
  const columns: Partial<NewAsset> = {};
  if (fields.Title !== undefined) columns.title = fields.Title.trim();
  if (fields.Description !== undefined) columns.description = trimmedOrNull(fields.Description);
  if (fields.SubmissionDate !== undefined) columns.submissionDate = fields.SubmissionDate;
  if (fields.IsConfidential !== undefined) columns.isConfidential = fields.IsConfidential;
  if (fields.IsFeatured !== undefined) columns.isFeatured = fields.IsFeatured;
  if (fields.ArchiveTierId !== undefined) columns.archiveTierId = fields.ArchiveTierId;
  if (fields.EstimatedValueId !== undefined) columns.estimatedValueId = fields.EstimatedValueId;
  if (fields.EngagementTypeId !== undefined) columns.engagementTypeId = fields.EngagementTypeId;
  if (fields.BusinessResultId !== undefined) columns.businessResultId = fields.BusinessResultId;
  if (fields.ReferenceUrl !== undefined) columns.referenceUrl = trimmedOrNull(fields.ReferenceUrl);
  if (fields.NewBusinessUrl !== undefined) columns.newBusinessUrl = trimmedOrNull(fields.NewBusinessUrl);
  if (fields.CompanyLocationProfileEtc !== undefined)
    columns.companyLocationProfileEtc = trimmedOrNull(fields.CompanyLocationProfileEtc);
  if (fields.TermsAndConditions !== undefined) columns.termsAndConditions = trimmedOrNull(fields.TermsAndConditions);
  if (fields.Notes !== undefined) columns.notes = trimmedOrNull(fields.Notes);
  if (fields.ExternalSource !== undefined) columns.externalSource = trimmedOrNull(fields.ExternalSource);
  if (fields.ExternalId !== undefined) columns.externalId = trimmedOrNull(fields.ExternalId);
  if (fields.ExternalDocId !== undefined) columns.externalDocId = trimmedOrNull(fields.ExternalDocId);
  return columns;
}

/**
 * 400 naming the field when an item names a lookup row that does not exist (archive tier, estimated
 * value, engagement type, business result), or a blank title or an impossible date.
 */
export async function checkAssetFields(
  db: Db,
  items: readonly { path: string; fields: AssetFieldsInput }[],
): Promise<void> {
  for (const { path, fields } of items) {
    if (fields.Title !== undefined && fields.Title.trim() === '')
      throw new HttpError(400, `The request is not valid: ${path}/Title must not be blank.`);
    if (fields.SubmissionDate !== undefined && Number.isNaN(Date.parse(`${fields.SubmissionDate}T00:00:00Z`))) {
      throw new HttpError(
        400,
        `The request is not valid: ${path}/SubmissionDate '${fields.SubmissionDate}' is not a date.`,
      );
    }
  }
  const lookups = [
    { key: 'ArchiveTierId', table: archiveTiers, column: archiveTiers.archiveTierId },
    { key: 'EstimatedValueId', table: estimatedValues, column: estimatedValues.estimatedValueId },
    { key: 'EngagementTypeId', table: engagementTypes, column: engagementTypes.engagementTypeId },
    { key: 'BusinessResultId', table: businessResults, column: businessResults.businessResultId },
  ] as const;
  for (const { key, table, column } of lookups) {
    const wanted = [
      ...new Set(items.map((item) => item.fields[key]).filter((id): id is number => typeof id === 'number')),
    ];
    if (wanted.length === 0) continue;
    const found = new Set(
      (await db.select({ id: column }).from(table).where(inArray(column, wanted))).map((row) => row.id),
    );
    const bad = items.find((item) => typeof item.fields[key] === 'number' && !found.has(item.fields[key]));
    if (bad)
      throw new HttpError(400, `The request is not valid: ${bad.path}/${key} ${bad.fields[key]} does not exist.`);
  }
}
