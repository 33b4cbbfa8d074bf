import { inArray } from 'drizzle-orm';
import { searchDocuments } from '../db/schema/index.js';
import { rankSite, type SearchMode } from '../search/rank-site.js';
import type { CliApp } from './cli-app.js';

export interface BatchQuery {
  id: string | number;
  q: string;
}

export interface BatchResult {
  id: string | number;
  results: { docId: string; fileName: string; title: string; score: number }[];
}

/** Reads a queries file: one `{"id": ..., "q": "..."}` per line. */
export function parseQueries(text: string, sourceName: string): BatchQuery[] {
  return text
    .split(/\r?\n/)
    .map((line, index) => ({ line, index }))
    .filter(({ line }) => line.trim() !== '')
    .map(({ line, index }) => {
      let query: unknown;
      try {
        query = JSON.parse(line);
      } catch (error) {
        throw new Error(`${sourceName} line ${index + 1} is not JSON: ${(error as Error).message}`);
      }
      const { id, q } = (query ?? {}) as Partial<BatchQuery>;
      if ((typeof id !== 'string' && typeof id !== 'number') || typeof q !== 'string') {
        throw new Error(`${sourceName} line ${index + 1} needs "id" (string or number) and "q" (string).`);
      }
      return { id, q };
    });
}

/**
 * Runs each query through the search service the API uses (rankSite: the same ranking, the same site) and
 * gives the documents in rank order, with the file name as imported so results map back to the source files.
 * Batch evaluation sees every document of the site: no user's access rules apply.
 */
export async function* searchBatch(
  app: CliApp,
  input: { siteId: number; mode: SearchMode; top: number; queries: BatchQuery[] },
): AsyncGenerator<BatchResult> {
  for (const query of input.queries) {
    const { documents } = await rankSite(app.searchEngine, {
      siteId: input.siteId,
      text: query.q,
      mode: input.mode,
      limit: input.top,
    });
    const rows =
      documents.length === 0
        ? []
        : await app.db
            .select({
              assetId: searchDocuments.assetId,
              docId: searchDocuments.docId,
              fileName: searchDocuments.fileName,
              title: searchDocuments.title,
            })
            .from(searchDocuments)
            .where(
              inArray(
                searchDocuments.assetId,
                documents.map((doc) => doc.assetId),
              ),
            );
    const byAsset = new Map(rows.map((row) => [row.assetId, row]));
    yield {
      id: query.id,
      results: documents.flatMap((doc) => {
        const row = byAsset.get(doc.assetId);
        return row
          ? [{ docId: row.docId, fileName: row.fileName, title: row.title, score: Number(doc.score.toFixed(6)) }]
          : [];
      }),
    };
  }
}
