CREATE TABLE "award_imports" (
	"award_import_id" serial PRIMARY KEY NOT NULL,
	"deployment_index_id" integer NOT NULL,
	"file_name" text NOT NULL,
	"years" integer[] NOT NULL,
	"rows" integer NOT NULL,
	"replaced_rows" integer DEFAULT 0 NOT NULL,
	"imported_by_user_id" integer,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL,
	"state" text DEFAULT 'done' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "award_point_levels" (
	"deployment_index_id" integer NOT NULL,
	"level" text NOT NULL,
	"points" numeric NOT NULL,
	"priority" integer NOT NULL,
	CONSTRAINT "award_point_levels_deployment_index_id_level_pk" PRIMARY KEY("deployment_index_id","level")
);
--> statement-breakpoint
CREATE TABLE "award_results" (
	"award_result_id" serial PRIMARY KEY NOT NULL,
	"deployment_index_id" integer NOT NULL,
	"award_import_id" integer,
	"year" integer NOT NULL,
	"show_name" text NOT NULL,
	"category" text NOT NULL,
	"title" text NOT NULL,
	"product" text DEFAULT '' NOT NULL,
	"advertiser" text NOT NULL,
	"agency" text NOT NULL,
	"network" text DEFAULT '' NOT NULL,
	"holding_company" text DEFAULT '' NOT NULL,
	"office" text DEFAULT '' NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"region" text DEFAULT '' NOT NULL,
	"award_level" text NOT NULL,
	"points" numeric,
	"credits" integer DEFAULT 0 NOT NULL,
	"pending" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
ALTER TABLE "award_imports" ADD CONSTRAINT "award_imports_deployment_index_id_deployment_indexes_deployment_index_id_fk" FOREIGN KEY ("deployment_index_id") REFERENCES "public"."deployment_indexes"("deployment_index_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "award_imports" ADD CONSTRAINT "award_imports_imported_by_user_id_users_user_id_fk" FOREIGN KEY ("imported_by_user_id") REFERENCES "public"."users"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "award_point_levels" ADD CONSTRAINT "award_point_levels_deployment_index_id_deployment_indexes_deployment_index_id_fk" FOREIGN KEY ("deployment_index_id") REFERENCES "public"."deployment_indexes"("deployment_index_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "award_results" ADD CONSTRAINT "award_results_deployment_index_id_deployment_indexes_deployment_index_id_fk" FOREIGN KEY ("deployment_index_id") REFERENCES "public"."deployment_indexes"("deployment_index_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "award_results" ADD CONSTRAINT "award_results_award_import_id_award_imports_award_import_id_fk" FOREIGN KEY ("award_import_id") REFERENCES "public"."award_imports"("award_import_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "award_imports_deployment_index_id_imported_at_index" ON "award_imports" USING btree ("deployment_index_id","imported_at");--> statement-breakpoint
CREATE INDEX "award_results_site_year_idx" ON "award_results" USING btree ("deployment_index_id","year");--> statement-breakpoint
CREATE INDEX "award_results_site_agency_idx" ON "award_results" USING btree ("deployment_index_id",lower("agency"));--> statement-breakpoint
-- An import is audited as its own row (who imported which file and which years it replaced), not as the thousands of
-- results it brings; a change of the points scheme is audited level by level.
CREATE TRIGGER award_imports_audit AFTER INSERT OR UPDATE OR DELETE ON award_imports FOR EACH ROW EXECUTE FUNCTION audit_row_change('award_import_id');--> statement-breakpoint
CREATE TRIGGER award_point_levels_audit AFTER INSERT OR UPDATE OR DELETE ON award_point_levels FOR EACH ROW EXECUTE FUNCTION audit_row_change('deployment_index_id', 'level');
