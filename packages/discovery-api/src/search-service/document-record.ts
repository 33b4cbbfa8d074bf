import { sql, type SQL } from 'drizzle-orm';
import { loadHitRows, type ShownAsset, type ShownSearchRecord } from '../search/search-site.js';
import type { SearchEngine } from '../search/search-engine.js';
import { sqlRows } from '../search/sql-rows.js';
import { siteCondition } from '../search/keyword-index.js';
import type { IndexField, IndexSchema } from './index-schema.js';

type DocumentRow = ShownSearchRecord;
type AssetRow = ShownAsset;

/**
 * A document as the index returns it: the selected fields, in the index's order. Content and description are
 * null for a private asset the user may not open (asset-visibility.ts), and so are its metadata values (but
 * its content types): its title, type and dates stay, as in the portal's own search results.
 */
export function documentRecord(schema: IndexSchema, fields: IndexField[], document: DocumentRow, asset: AssetRow, accessible: boolean): Record<string, unknown> {
  const collections = new Map<string, string[]>();
  for (const key of document.facets) {
    const owner = schema.collectionValueOf(key);
    if (owner) collections.set(owner.field, [...(collections.get(owner.field) ?? []), owner.value]);
  }
  const record: Record<string, unknown> = {};
  // A private asset the user may not open shows its title, type and dates only: no metadata values but its types.
  const shownCollection = (name: string) => (accessible || name === 'content_types' ? (collections.get(name) ?? []) : []);
  for (const field of fields) record[field.name] = field.kind === 'collection' ? shownCollection(field.name) : scalarValue(field.name, document, asset, accessible);
  return record;
}

function scalarValue(name: string, document: DocumentRow, asset: AssetRow, accessible: boolean): unknown {
  switch (name) {
    case 'doc_id':
      return document.docId;
    case 'title':
      return document.title;
    case 'file_name':
      return document.fileName;
    case 'file_extension':
      return document.fileExtension;
    case 'file_type_class':
      return document.fileTypeClass;
    case 'description':
      return accessible ? asset.description : null;
    case 'content':
      return accessible ? document.content : null;
    case 'created':
      return document.created.toISOString();
    case 'published_date':
      return document.publishedDate?.toISOString() ?? null;
    case 'metadata_storage_last_modified':
      return document.modified.toISOString();
    case 'asset_visibility':
      return document.isPrivate ? 'Private' : 'Public';
    case 'confidential':
      return document.isConfidential;
    default:
      return null;
  }
}

/** The records of the given hits, in their order (hits whose record has gone in the meantime are left out). */
export async function hitRecords(
  engine: SearchEngine,
  schema: IndexSchema,
  fields: IndexField[],
  hits: { assetId: number; accessible: boolean }[],
): Promise<{ assetId: number; record: Record<string, unknown> }[]> {
  const rows = await loadHitRows(
    engine,
    hits.map((hit) => hit.assetId),
  );
  return hits.flatMap((hit) => {
    const row = rows.get(hit.assetId);
    return row ? [{ assetId: hit.assetId, record: documentRecord(schema, fields, row.document, row.asset, hit.accessible) }] : [];
  });
}

/** The document of the site with this key, with whether the user may see its content. */
export async function documentByKey(engine: SearchEngine, siteId: number, key: string, visible: SQL) {
  const [row] = await sqlRows<{ asset_id: number; accessible: boolean }>(
    engine.db,
    sql`select d.asset_id, ${visible} as accessible from search_documents d where ${siteCondition(siteId)} and d.doc_id = ${key} limit 1`,
  );
  return row ? { assetId: row.asset_id, accessible: Boolean(row.accessible) } : undefined;
}
