import { PAGE_SIZES, type SearchServiceSuggestBody } from '@portal/contracts';
import { and, sql, type SQL } from 'drizzle-orm';
import { contentVisibleCondition } from '../assets/asset-visibility.js';
import { orderBySql } from '../search/database-matching.js';
import { siteCondition } from '../search/keyword-index.js';
import { recordsOf } from '../search/result-records.js';
import type { SearchEngine } from '../search/search-engine.js';
import { sqlRows } from '../db/sql-rows.js';
import type { SiteAccess } from '../sites/site-access.js';
import { documentByKey, documentRecord, selectsContent } from './document-record.js';
import { indexSchemaOf, KEY_FIELD } from './index-schema.js';
import { indexQueryOf, parseSelect } from './query-options.js';
import { invalidParameter, SearchServiceError } from './search-service-error.js';

/**
 * Suggestions as you type (Azure's Suggest): titles of the site's documents that start with the text, or with
 * a word of them that starts with it, titles starting with it first, then shorter ones. Each text comes once
 * (case ignored), with the key of one document carrying it; at most 8 ($top, default 8, is capped at 8).
 * Titles of private assets are suggested as the portal lists them in results anyway; their content is not.
 * Any suggester name is accepted: every index has one suggester, over the title.
 */
export async function suggestDocuments(
  engine: SearchEngine,
  access: SiteAccess,
  request: SearchServiceSuggestBody,
): Promise<{ value: Record<string, unknown>[] }> {
  const text = (request.search ?? '').trim().toLowerCase();
  if (!request.search || request.search.length > 100)
    throw invalidParameter('The search text of a suggestion must be between 1 and 100 characters long.', 'search');
  if (!request.suggesterName)
    throw invalidParameter(
      'The suggester name is required (any name: every index has one suggester, over the title).',
      'suggesterName',
    );
  if (request.fuzzy)
    throw invalidParameter('Fuzzy matching of suggestions is not supported by this search service.', 'fuzzy');
  if (request.highlightPreTag || request.highlightPostTag)
    throw invalidParameter(
      'Highlighting suggestions is not supported by this search service.',
      request.highlightPreTag ? 'highlightPreTag' : 'highlightPostTag',
    );
  const searchFields = (request.searchFields ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  if (searchFields.some((name) => name !== 'title'))
    throw invalidParameter("The suggester searches the field 'title' only.", 'searchFields');
  const top = Math.min(request.top ?? PAGE_SIZES.suggestions, PAGE_SIZES.suggestions);

  const siteId = access.site.deploymentIndexId;
  const { where: filter, fields, orderBy: order } = await indexQueryOf(engine, access, request, KEY_FIELD);
  const words = text.replace(/[^\p{L}\p{N}]+/gu, ' ').trim();
  if (text === '' || top === 0) return { value: [] };

  const escape = (value: string) => value.replace(/[\\%_]/g, (char) => `\\${char}`);
  const titleWords = sql`(' ' || regexp_replace(lower(d.title), '[^[:alnum:]]+', ' ', 'g'))`;
  const matches =
    words === ''
      ? sql`lower(d.title) like ${`${escape(text)}%`}`
      : sql`(lower(d.title) like ${`${escape(text)}%`} or ${titleWords} like ${`% ${escape(words)}%`})`;
  const visible = contentVisibleCondition(access);
  // One document per text (the first by key), then the best texts: starting with the text, shorter, alphabetical.
  const ranking = order ? orderBySql(order) : sql`t.starts desc, length(t.title), t.title`;
  const rows = await sqlRows<{ asset_id: number; title: string; accessible: boolean }>(
    engine.db,
    sql`select t.asset_id, t.title, t.accessible from (
          select distinct on (lower(d.title)) d.asset_id, d.title, lower(d.title) like ${`${escape(text)}%`} as starts, ${visible} as accessible
          from search_documents d where ${and(siteCondition(siteId), filter, matches) as SQL}
          order by lower(d.title), d.doc_id
        ) t join search_documents d on d.asset_id = t.asset_id
        order by ${ranking} limit ${top}`,
  );
  const hits = rows.map((row) => ({ assetId: row.asset_id, accessible: Boolean(row.accessible), title: row.title }));
  const listed = await recordsOf(engine, access, hits, { content: selectsContent(fields) });
  return { value: listed.map((hit) => ({ '@search.text': hit.title, ...documentRecord(fields, hit.record) })) };
}

/** Azure's Lookup: one document by its key, with the selected fields (content withheld as in search). */
export async function lookupDocument(
  engine: SearchEngine,
  access: SiteAccess,
  key: string,
  select: string | undefined,
): Promise<Record<string, unknown>> {
  const schema = await indexSchemaOf(engine, access);
  const fields = parseSelect(select, schema);
  const hit = await documentByKey(engine, access, key);
  const [found] = hit ? await recordsOf(engine, access, [hit], { content: selectsContent(fields) }) : [];
  if (!found)
    throw new SearchServiceError(
      404,
      'DocumentNotFound',
      `No document with the key '${key}' in the index '${access.site.searchIndexName}'.`,
    );
  return documentRecord(fields, found.record);
}

/** Azure's Count: how many documents the index holds (private ones included, as Azure counts every document). */
export async function countDocuments(engine: SearchEngine, siteId: number): Promise<number> {
  const [row] = await sqlRows<{ total: number }>(
    engine.db,
    sql`select count(*)::int as total from search_documents d where ${siteCondition(siteId)}`,
  );
  return row?.total ?? 0;
}
