import { AWARD_RESULTS_PER_SITE, type AwardsImport } from '@portal/contracts';
import { HttpError } from '../http/http-error.js';
import { and, between, desc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { awardImports, awardResults, users } from '../db/schema/index.js';
import type { AwardFileRow } from './award-file.js';

/** Rows inserted per statement: each statement is short, so other requests are answered between them. */
const INSERT_BATCH = 500;
/**
 * Rows removed or swapped in per statement in the swap. One statement over a year of 10,000 results held the event
 * loop 150–170 ms on PGlite (measured: routes/api/event-loop-stall.test.ts); 1,000 rows a statement hold it about 20.
 */
const SWAP_BATCH = 1_000;

/**
 * Stores a checked results file for a site. PGlite (the embedded default) runs one statement at a time for every
 * request, so a transaction of 40 inserts would hold every other request for seconds: the rows are written first,
 * batch by batch, marked pending (no reader sees them), and then swapped in by one transaction that removes the
 * results of the years the file holds and unmarks the new rows (a year is imported whole), SWAP_BATCH rows a statement
 * (readers outside the transaction see the swap whole, or not at all). A failure before the swap
 * removes the pending rows and leaves the site's results as they were; the import is recorded (and audited) as
 * importing, then done or failed.
 */
export async function storeAwardImport(
  db: Database,
  input: { siteId: number; fileName: string; rows: readonly AwardFileRow[]; userId: number },
): Promise<AwardsImport> {
  const years = [...new Set(input.rows.map((row) => row.year))].sort((a, b) => a - b);
  const kept = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(awardResults)
    .where(
      and(
        eq(awardResults.deploymentIndexId, input.siteId),
        eq(awardResults.pending, false),
        notInArray(awardResults.year, years),
      ),
    );
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
    // The ids the rows were given (serial, so nearly one range), to swap them in by ranges of the primary key.
    let firstId = Infinity;
    let lastId = -Infinity;
    for (let start = 0; start < input.rows.length; start += INSERT_BATCH) {
      const inserted = await db
        .insert(awardResults)
        .values(
          input.rows.slice(start, start + INSERT_BATCH).map((row) => ({
            ...row,
            deploymentIndexId: input.siteId,
            awardImportId: importId,
            pending: true,
          })),
        )
        .returning({ id: awardResults.awardResultId });
      for (const { id } of inserted) {
        firstId = Math.min(firstId, id);
        lastId = Math.max(lastId, id);
      }
    }
    await db.transaction(async (tx) => {
      const replacedResults = and(
        eq(awardResults.deploymentIndexId, input.siteId),
        inArray(awardResults.year, years),
        eq(awardResults.pending, false),
      );
      let replacedRows = 0;
      for (;;) {
        const batch = tx
          .select({ id: awardResults.awardResultId })
          .from(awardResults)
          .where(replacedResults)
          .limit(SWAP_BATCH);
        const removed = await tx
          .delete(awardResults)
          .where(inArray(awardResults.awardResultId, batch))
          .returning({ id: awardResults.awardResultId });
        replacedRows += removed.length;
        if (removed.length < SWAP_BATCH) break;
      }
      for (let low = firstId; low <= lastId; low += SWAP_BATCH) {
        await tx
          .update(awardResults)
          .set({ pending: false })
          .where(
            and(
              eq(awardResults.awardImportId, importId),
              between(awardResults.awardResultId, low, low + SWAP_BATCH - 1),
            ),
          );
      }
      await tx
        .update(awardImports)
        .set({ state: 'done', replacedRows })
        .where(eq(awardImports.awardImportId, importId));
    });
  } catch (error) {
    await db
      .delete(awardResults)
      .where(and(eq(awardResults.awardImportId, importId), eq(awardResults.pending, true)))
      .catch(() => undefined);
    await db
      .update(awardImports)
      .set({ state: 'failed' })
      .where(eq(awardImports.awardImportId, importId))
      .catch(() => undefined);
    throw error;
  }
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
