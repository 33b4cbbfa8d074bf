-- Keyword matching and facet filters use GIN indexes without a pending list (src/db/schema/search.ts): new rows go
-- into the index at once instead of an unsorted list every query scans until a vacuum merges it. Altered in place
-- (the same index as drizzle-kit's drop and create, without rebuilding it), and what waits in the list is merged now.
ALTER INDEX "search_documents_facets_idx" SET (fastupdate = false);--> statement-breakpoint
ALTER INDEX "search_documents_tsv_idx" SET (fastupdate = false);--> statement-breakpoint
SELECT gin_clean_pending_list('search_documents_facets_idx'::regclass);--> statement-breakpoint
SELECT gin_clean_pending_list('search_documents_tsv_idx'::regclass);
