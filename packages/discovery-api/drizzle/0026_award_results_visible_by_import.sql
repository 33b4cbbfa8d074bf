-- An award result is one of the site's results when its import is done (or deleted): awards/award-filters.ts
-- visibleResults. The per-row "pending" flag goes: swapping an import in updated every one of its rows (a year of
-- 10,000 results held PGlite, and with it every request, for 150–170 ms); now it updates the import's own row. Rows
-- still pending were never results (an import that failed or stopped half-way): they go with the flag, and their
-- import, if it is still marked importing, is marked failed.
UPDATE "award_imports" SET "state" = 'failed' WHERE "state" = 'importing' AND "award_import_id" IN (SELECT "award_import_id" FROM "award_results" WHERE "pending");--> statement-breakpoint
DELETE FROM "award_results" WHERE "pending";--> statement-breakpoint
ALTER TABLE "award_results" DROP COLUMN "pending";
