import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { assetFieldValues, assets, metadataFields, metadataFieldValues, type Asset } from '../db/schema/index.js';
import { documentTypeFromStoragePath } from '../media/file-types.js';

/**
 * An asset's content types as its search record has them (search/search-record-of-asset.ts): the content_types
 * values chosen for it (soft-deleted ones left out), else the document type of the first folder of its storage
 * path ('Cases' → 'Case Study', spec §9) unless that folder is the asset's own upload folder (`<docId>/<file>`).
 */

const CONTENT_TYPES = 'content_types';

type ContentTypeSource = Pick<Asset, 'assetId' | 'docId' | 'storagePath' | 'blobName'>;

function storedDocumentType(asset: ContentTypeSource): string | undefined {
  if (!asset.storagePath || asset.blobName?.startsWith(`${asset.docId}/`)) return undefined;
  return documentTypeFromStoragePath(asset.storagePath);
}

/** The content types of the assets, per asset id: one query whatever the number of assets. */
export async function loadContentTypes(
  db: Database,
  rows: readonly ContentTypeSource[],
): Promise<Map<number, string[]>> {
  const chosen = new Map<number, string[]>(rows.map((asset) => [asset.assetId, []]));
  if (rows.length === 0) return chosen;
  const values = await db
    .select({ assetId: assetFieldValues.assetId, value: metadataFieldValues.value })
    .from(assetFieldValues)
    .innerJoin(metadataFieldValues, eq(metadataFieldValues.fieldValueId, assetFieldValues.fieldValueId))
    .innerJoin(metadataFields, eq(metadataFields.fieldId, metadataFieldValues.fieldId))
    .where(
      and(
        inArray(
          assetFieldValues.assetId,
          rows.map((asset) => asset.assetId),
        ),
        eq(metadataFields.code, CONTENT_TYPES),
        eq(metadataFieldValues.softDeleted, false),
      ),
    )
    .orderBy(asc(metadataFieldValues.order), asc(metadataFieldValues.value));
  for (const { assetId, value } of values) if (value.trim() !== '') chosen.get(assetId)?.push(value);
  return new Map(
    rows.map((asset) => {
      const types = chosen.get(asset.assetId) ?? [];
      const documentType = types.length ? undefined : storedDocumentType(asset);
      return [asset.assetId, documentType ? [documentType] : types];
    }),
  );
}

/**
 * True for a row of `assets` whose content types include one of `wanted`: its search record's content_types facet
 * (which holds the chosen values or the storage folder's document type), or, for an asset not indexed yet, a chosen
 * content_types value.
 */
export function hasContentType(wanted: readonly string[]): SQL {
  if (wanted.length === 0) return sql`false`;
  const facetKeys = sql.join(
    wanted.map((value) => sql`${`${CONTENT_TYPES}_${value}`}`),
    sql`, `,
  );
  const values = sql.join(
    wanted.map((value) => sql`${value}`),
    sql`, `,
  );
  return sql`(exists (select 1 from search_documents d
                      where d.asset_id = ${assets.assetId} and d.facets && array[${facetKeys}]::text[])
              or exists (select 1 from asset_field_values af
                         join metadata_field_values v on v.field_value_id = af.field_value_id and not v.soft_deleted
                         join metadata_fields f on f.field_id = v.field_id and f.code = ${CONTENT_TYPES}
                         where af.asset_id = ${assets.assetId} and v.value in (${values})))`;
}
