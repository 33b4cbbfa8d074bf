import { and, eq } from 'drizzle-orm';
import { metadataFields, metadataSets } from '../db/schema/index.js';
import type { FacetField } from './facet-counts.js';
import type { SearchEngine } from './search-engine.js';

/**
 * The site's facet fields: the fields of its master metadata set, in their order (content types first if absent).
 * Kept while the database's change revision stands still (given, or read here).
 */
export async function facetFieldsOf(engine: SearchEngine, siteId: number, revision?: number): Promise<FacetField[]> {
  return engine.changes.cached(`facetFields:${siteId}`, revision ?? (await engine.changes.read()), () =>
    readFacetFields(engine, siteId),
  );
}

async function readFacetFields(engine: SearchEngine, siteId: number): Promise<FacetField[]> {
  const rows = await engine.db
    .select({
      code: metadataFields.code,
      name: metadataFields.name,
      groupName: metadataFields.facetGroupName,
      order: metadataFields.order,
      displayInFilter: metadataFields.displayInFilter,
      isMultiple: metadataFields.isMultiple,
    })
    .from(metadataFields)
    .innerJoin(metadataSets, eq(metadataSets.setId, metadataFields.setId))
    .where(and(eq(metadataSets.deploymentIndexId, siteId), eq(metadataSets.isMaster, true)))
    .orderBy(metadataFields.order, metadataFields.fieldId);
  const fields: FacetField[] = rows.map((row) => ({ ...row, groupName: row.groupName ?? 'Content' }));
  // The document type from the storage path is a content type even on a site without a metadata set.
  if (!fields.some((field) => field.code === 'content_types')) {
    fields.unshift({
      code: 'content_types',
      name: 'Content Types',
      groupName: 'Content',
      order: 0,
      displayInFilter: true,
      isMultiple: true,
    });
  }
  return fields;
}
