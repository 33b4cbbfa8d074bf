import { AWARD_RESULTS_PER_SITE, type AwardsImport } from '@portal/contracts';
import { HttpError } from '../http/http-error.js';
import { and, desc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { awardImports, awardResults, users } from '../db/schema/index.js';
import type { AwardFileRow } from './award-file.js';
import { visibleResults } from './award-filters.js';

/** Rows inserted per statement: each statement is short, so other requests are answered between them. */
const INSERT_BATCH = 500;
/** Replaced results removed per statement in the swap (1,000 rows hold PGlite about 6 ms). */
const DELETE_BATCH = 1_000;

/**
 * Stores a checked results file for a site. PGlite (the embedded default) runs one statement at a time for every
 * request, so a transaction of 40 inserts would hold every other request for seconds: the rows are written first,
 * batch by batch, under an import marked importing (no reader sees them: award-filters.ts visibleResults), and then
 * swapped in by one transaction that removes the results of the years the file holds (a year is imported whole),
 * DELETE_BATCH rows a statement, and marks the import done. The import's own rows are not touched by the swap (an
 * update of a year's 10,000 rows held the event loop 150–170 ms on PGlite, and every other request for longer:
 * routes/api/event-loop-stall.test.ts). A failure before the swap marks the import failed and removes its rows, so
 * the site's results are as they were; the import is recorded (and audited) as importing, then done or failed.
 */
export async function storeAwardImport(
  db: Database,
  input: { siteId: number; fileName: string; rows: readonly AwardFileRow[]; userId: number },
): Promise<AwardsImport> {
  const years = [...new Set(input.rows.map((row) => row.year))].sort((a, b) => a - b);
  const kept = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(awardResults)
    .where(and(eq(awardResults.deploymentIndexId, input.siteId), visibleResults, notInArray(awardResults.year, years)));
  const total = (kept[0]?.count ?? 0) + input.rows.length;
  if (total > AWARD_RESULTS_PER_SITE)
    throw new HttpError(
      400,
      `The site would hold ${total} results; it holds at most ${AWARD_RESULTS_PER_SITE}. Import fewer years, or ask to remove old ones.`,
    );
  const [created] = await db
    .insert(awardImports)
    .values({
      deploymentIndexId: input.siteId,
      fileName: input.fileName,
      years,
      rows: input.rows.length,
      importedByUserId: input.userId,
      state: 'importing',
    })
    .returning({ id: awardImports.awardImportId });
  const importId = created!.id;
  try {
    for (let start = 0; start < input.rows.length; start += INSERT_BATCH) {
      await db
        .insert(awardResults)
        .values(
          input.rows
            .slice(start, start + INSERT_BATCH)
            .map((row) => ({ ...row, deploymentIndexId: input.siteId, awardImportId: importId })),
        );
    }
    await db.transaction(async (tx) => {
      const replacedResults = and(
        eq(awardResults.deploymentIndexId, input.siteId),
        inArray(awardResults.year, years),
        visibleResults,
      );
      let replacedRows = 0;
      for (;;) {
        const batch = tx
          .select({ id: awardResults.awardResultId })
          .from(awardResults)
          .where(replacedResults)
          .limit(DELETE_BATCH);
        const removed = await tx
          .delete(awardResults)
          .where(inArray(awardResults.awardResultId, batch))
          .returning({ id: awardResults.awardResultId });
        replacedRows += removed.length;
        if (removed.length < DELETE_BATCH) break;
      }
      await tx
        .update(awardImports)
        .set({ state: 'done', replacedRows })
        .where(eq(awardImports.awardImportId, importId));
    });
  } catch (error) {
    await db
      .update(awardImports)
      .set({ state: 'failed' })
      .where(eq(awardImports.awardImportId, importId))
      .catch(() => undefined);
    await db
      .delete(awardResults)
      .where(eq(awardResults.awardImportId, importId))
      .catch(() => undefined);
    throw error;
  }
  // The planner's figures for the tables, which changed by up to a year of results: PGlite has no autovacuum to
  // gather them, and without them it planned the result views for one row (nested loops over 10,000 results: the
  // listed results of a view took 107–173 ms instead of 43–70). A sample of 3,000 rows (statistics target 10) is
  // enough for the views' plans and holds the event loop less than the default 30,000.
  await db.transaction(async (tx) => {
    await tx.execute(sql`set local default_statistics_target = 10`);
    await tx.execute(sql`analyze ${awardResults}, ${awardImports}`);
  });
  const [stored] = await siteImports(db, input.siteId, importId);
  return stored!;
}

/** A site's completed imports, newest first (or the one asked for), with who imported each. */
export async function siteImports(db: Database, siteId: number, importId?: number): Promise<AwardsImport[]> {
  const rows = await db
    .select({
      importId: awardImports.awardImportId,
      fileName: awardImports.fileName,
      years: awardImports.years,
      rows: awardImports.rows,
      replacedRows: awardImports.replacedRows,
      importedBy: sql<string | null>`nullif(trim(coalesce(${users.name}, ${users.email})), '')`,
      importedAt: awardImports.importedAt,
    })
    .from(awardImports)
    .leftJoin(users, eq(users.userId, awardImports.importedByUserId))
    .where(
      and(
        eq(awardImports.deploymentIndexId, siteId),
        eq(awardImports.state, 'done'),
        importId === undefined ? undefined : eq(awardImports.awardImportId, importId),
      ),
    )
    .orderBy(desc(awardImports.importedAt), desc(awardImports.awardImportId))
    .limit(100);
  return rows.map((row) => ({ ...row, importedAt: row.importedAt.toISOString() }));
}
