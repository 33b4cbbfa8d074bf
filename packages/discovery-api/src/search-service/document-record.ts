import { sql } from 'drizzle-orm';
import { contentVisibleCondition } from '../assets/asset-visibility.js';
import { siteCondition } from '../search/keyword-index.js';
import type { ResultRecord } from '../search/result-records.js';
import type { SearchEngine } from '../search/search-engine.js';
import { sqlRows } from '../db/sql-rows.js';
import type { SiteAccess } from '../sites/site-access.js';
import type { IndexField } from './index-schema.js';

/**
 * A document as the index returns it: the selected fields of its search record (result-records.ts, which withholds
 * what a private asset the user may not open would reveal), in the index's order.
 */
export function documentRecord(fields: IndexField[], record: ResultRecord): Record<string, unknown> {
  const scalars = new Map<string, unknown>(Object.entries(record.fields));
  return Object.fromEntries(
    fields.map((field) => [
      field.name,
      field.kind === 'collection' ? (record.metadata[field.name] ?? []) : (scalars.get(field.name) ?? null),
    ]),
  );
}

/** Whether the selected fields include the document's text (so it is read). */
export const selectsContent = (fields: IndexField[]) => fields.some((field) => field.name === 'content');

/** The document of the user's site with this key, with whether the user may see its content. */
export async function documentByKey(engine: SearchEngine, access: SiteAccess, key: string) {
  const [row] = await sqlRows<{ asset_id: number; accessible: boolean }>(
    engine.db,
    sql`select d.asset_id, ${contentVisibleCondition(access)} as accessible from search_documents d
        where ${siteCondition(access.site.deploymentIndexId)} and d.doc_id = ${key} limit 1`,
  );
  return row ? { assetId: row.asset_id, accessible: Boolean(row.accessible) } : undefined;
}
