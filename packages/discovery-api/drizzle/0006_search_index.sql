CREATE TABLE "search_chunks" (
	"chunk_id" serial PRIMARY KEY NOT NULL,
	"asset_id" integer NOT NULL,
	"deployment_index_id" integer NOT NULL,
	"ordinal" integer NOT NULL,
	"text" text NOT NULL,
	"provider_id" text NOT NULL,
	"embedding" real[] NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_documents" (
	"asset_id" integer PRIMARY KEY NOT NULL,
	"deployment_index_id" integer NOT NULL,
	"doc_id" text NOT NULL,
	"title" text NOT NULL,
	"file_name" text NOT NULL,
	"body" text NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"tsv" "tsvector" GENERATED ALWAYS AS (to_tsvector('public.portal_en'::regconfig, body)) STORED,
	"facets" text[] DEFAULT '{}'::text[] NOT NULL,
	"file_extension" text,
	"file_type_class" text,
	"is_private" boolean DEFAULT false NOT NULL,
	"is_confidential" boolean DEFAULT false NOT NULL,
	"published_date" timestamp with time zone,
	"created" timestamp with time zone NOT NULL,
	"modified" timestamp with time zone NOT NULL,
	"indexed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "search_chunks" ADD CONSTRAINT "search_chunks_asset_id_assets_asset_id_fk" FOREIGN KEY ("asset_id") REFERENCES "public"."assets"("asset_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_chunks" ADD CONSTRAINT "search_chunks_deployment_index_id_deployment_indexes_deployment_index_id_fk" FOREIGN KEY ("deployment_index_id") REFERENCES "public"."deployment_indexes"("deployment_index_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_documents" ADD CONSTRAINT "search_documents_asset_id_assets_asset_id_fk" FOREIGN KEY ("asset_id") REFERENCES "public"."assets"("asset_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_documents" ADD CONSTRAINT "search_documents_deployment_index_id_deployment_indexes_deployment_index_id_fk" FOREIGN KEY ("deployment_index_id") REFERENCES "public"."deployment_indexes"("deployment_index_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "search_chunks_asset_id_idx" ON "search_chunks" USING btree ("asset_id");--> statement-breakpoint
CREATE INDEX "search_chunks_deployment_index_id_idx" ON "search_chunks" USING btree ("deployment_index_id");--> statement-breakpoint
CREATE INDEX "search_documents_deployment_index_id_published_idx" ON "search_documents" USING btree ("deployment_index_id","published_date");--> statement-breakpoint
CREATE INDEX "search_documents_doc_id_idx" ON "search_documents" USING btree ("doc_id");--> statement-breakpoint
CREATE INDEX "search_documents_facets_idx" ON "search_documents" USING gin ("facets");--> statement-breakpoint
CREATE INDEX "search_documents_tsv_idx" ON "search_documents" USING gin ("tsv");