CREATE SEQUENCE "public"."search_revision_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "search_document_removals" (
	"asset_id" integer NOT NULL,
	"deployment_index_id" integer NOT NULL,
	"revision" bigint DEFAULT nextval('search_revision_seq') NOT NULL
);
--> statement-breakpoint
ALTER TABLE "search_documents" ADD COLUMN "revision" bigint DEFAULT nextval('search_revision_seq') NOT NULL;--> statement-breakpoint
CREATE INDEX "search_document_removals_revision_idx" ON "search_document_removals" USING btree ("revision");--> statement-breakpoint
CREATE INDEX "search_documents_revision_idx" ON "search_documents" USING btree ("revision");--> statement-breakpoint
-- Every change of a search record gets a new revision, and every removal is logged with one, whoever writes
-- (the ingest worker, the import CLI, another API instance, a cascade from a deleted asset or site): each API
-- instance keeps a match index of its sites in memory and reads only what changed since the revision it holds.
CREATE FUNCTION search_documents_revise() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.revision := nextval('search_revision_seq');
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER search_documents_revise BEFORE UPDATE ON search_documents FOR EACH ROW EXECUTE FUNCTION search_documents_revise();--> statement-breakpoint
CREATE FUNCTION search_documents_removed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_document_removals (asset_id, deployment_index_id) VALUES (OLD.asset_id, OLD.deployment_index_id);
  RETURN OLD;
END
$$;--> statement-breakpoint
CREATE TRIGGER search_documents_removed AFTER DELETE ON search_documents FOR EACH ROW EXECUTE FUNCTION search_documents_removed();--> statement-breakpoint
-- Suggestions are answered from the match index now: the trigram index on titles only cost writes.
DROP INDEX IF EXISTS search_documents_title_trgm_idx;--> statement-breakpoint
-- Adding the revision column rewrote the table: fresh statistics keep the planner on its indexes.
ANALYZE search_documents;
