import { AWARD_RESULTS_PER_SITE, type AwardsImport } from '@portal/contracts';
import { HttpError } from '../http/http-error.js';
import { and, desc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { awardImports, awardResults, users } from '../db/schema/index.js';
import type { AwardFileRow } from './award-file.js';

/** Rows inserted per statement: each statement is short, so other requests are answered between them. */
const INSERT_BATCH = 500;

/**
 * Stores a checked results file for a site. PGlite (the embedded default) runs one statement at a time for every
 * request, so a transaction of 40 inserts would hold every other request for seconds: the rows are written first,
 * batch by batch, marked pending (no reader sees them), and then swapped in by one short transaction that removes the
 * results of the years the file holds and unmarks the new rows (a year is imported whole). A failure before the swap
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
    for (let start = 0; start < input.rows.length; start += INSERT_BATCH) {
      await db.insert(awardResults).values(
        input.rows.slice(start, start + INSERT_BATCH).map((row) => ({
          ...row,
          deploymentIndexId: input.siteId,
          awardImportId: importId,
          pending: true,
        })),
      );
    }
    await db.transaction(async (tx) => {
      const replaced = await tx
        .delete(awardResults)
        .where(
          and(
            eq(awardResults.deploymentIndexId, input.siteId),
            inArray(awardResults.year, years),
            eq(awardResults.pending, false),
          ),
        )
        .returning({ id: awardResults.awardResultId });
      await tx.update(awardResults).set({ pending: false }).where(eq(awardResults.awardImportId, importId));
      await tx
        .update(awardImports)
        .set({ state: 'done', replacedRows: replaced.length })
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
