import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import type { SearchCapabilities } from './search-capabilities.js';

/**
 * BM25 parameters: the classic k1 1.2, b 0.75. On the Cranfield yardstick b 0.5 and other values moved the
 * scores by less than 0.005, so the textbook values stay.
 */
const BM25_WITH = `text_config = 'public.portal_en', k1 = 1.2, b = 0.75`;

/**
 * `d.deployment_index_id = <id>` with the id as a literal: a partial index is only chosen when the query's
 * predicate is the same literal, so it cannot be a bound parameter. The id is checked to be an integer.
 */
export function siteCondition(siteId: number, alias = 'd'): SQL {
  keywordIndexNames(siteId);
  return sql.raw(`${alias}.deployment_index_id = ${siteId}`);
}

/** The per-site BM25 index names. Queries name the index (to_bm25query), so they must be predictable. */
export function keywordIndexNames(siteId: number): { body: string; title: string } {
  if (!Number.isSafeInteger(siteId) || siteId <= 0) throw new Error(`Not a site id: ${siteId}`);
  return { body: `search_documents_body_bm25_${siteId}`, title: `search_documents_title_bm25_${siteId}` };
}

const ensured = new WeakMap<Database, Set<number>>();

/**
 * Creates the site's two partial BM25 indexes (body, and title for the title boost) when missing. One index
 * per site keeps term statistics per site, like one search index per site. Only one BM25 index may exist per
 * column and predicate: with two, the planner may pick the other and pg_textsearch then refuses the query.
 */
export async function ensureKeywordIndexes(
  db: Database,
  siteId: number,
  capabilities: SearchCapabilities,
): Promise<void> {
  if (!capabilities.bm25) return;
  const done = ensured.get(db) ?? new Set<number>();
  ensured.set(db, done);
  if (done.has(siteId)) return;
  const names = keywordIndexNames(siteId);
  for (const [column, name] of [
    ['body', names.body],
    ['title', names.title],
  ] as const) {
    await db.execute(
      sql.raw(
        `create index if not exists ${name} on search_documents using bm25 (${column}) with (${BM25_WITH}) where deployment_index_id = ${siteId}`,
      ),
    );
  }
  done.add(siteId);
}
