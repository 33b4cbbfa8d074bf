import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { assetFieldValues, type assets, metadataFields, metadataFieldValues } from '../db/schema/index.js';
import { documentTypeFromStoragePath, fileTypeClass } from '../media/file-types.js';
import type { SearchRecordInput } from './index-search-record.js';

type Asset = typeof assets.$inferSelect;

/**
 * The search record of an asset from its row, its selected metadata values (soft-deleted values left out)
 * and its extracted text. Facet keys are `<field code>_<value>`. When no content type was chosen, the
 * document type derived from the first folder of the storage path (spec §3: 'Cases' → 'Case Study') is the
 * content type, so imported folders are faceted by what they hold.
 */
export async function searchRecordOfAsset(db: Database, asset: Asset, content: string): Promise<SearchRecordInput> {
  const [record] = await searchRecordsOfAssets(db, [{ asset, content }]);
  return record!;
}

/** The search records of several assets, their metadata values read in one statement. */
export async function searchRecordsOfAssets(
  db: Database,
  items: { asset: Asset; content: string }[],
): Promise<SearchRecordInput[]> {
  if (items.length === 0) return [];
  const rows = await db
    .select({ assetId: assetFieldValues.assetId, code: metadataFields.code, value: metadataFieldValues.value })
    .from(assetFieldValues)
    .innerJoin(metadataFieldValues, eq(metadataFieldValues.fieldValueId, assetFieldValues.fieldValueId))
    .innerJoin(metadataFields, eq(metadataFields.fieldId, metadataFieldValues.fieldId))
    .where(
      inArray(
        assetFieldValues.assetId,
        items.map(({ asset }) => asset.assetId),
      ),
    );
  return items.map(({ asset, content }) =>
    recordOf(
      asset,
      rows.filter((row) => row.assetId === asset.assetId),
      content,
    ),
  );
}

function recordOf(asset: Asset, values: { code: string; value: string }[], content: string): SearchRecordInput {
  const selected = values.filter((row) => row.value.trim() !== '');
  const facets = selected.map((row) => `${row.code}_${row.value}`);
  const metadataText = selected.map((row) => row.value);
  if (!selected.some((row) => row.code === 'content_types')) {
    // Uploads are stored as `<docId>/<file>`: a folder named after the asset itself is no document type.
    const documentType = asset.storagePath ? documentTypeFromStoragePath(asset.storagePath) : undefined;
    if (documentType && !asset.blobName?.startsWith(`${asset.docId}/`)) {
      facets.push(`content_types_${documentType}`);
      metadataText.push(documentType);
    }
  }
  return {
    assetId: asset.assetId,
    siteId: asset.deploymentIndexId,
    docId: asset.docId,
    title: asset.title,
    fileName: asset.fileName,
    description: asset.description,
    metadataText,
    content,
    facets,
    fileExtension: asset.fileExtension,
    fileTypeClass: fileTypeClass(asset.originalFileName || asset.fileName),
    isPrivate: asset.assetVisibility === 'Private',
    isConfidential: asset.isConfidential,
    publishedDate: asset.publishedDate,
    created: asset.created,
    modified: asset.updated,
  };
}
