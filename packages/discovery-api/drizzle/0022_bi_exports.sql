CREATE TABLE "bi_exports" (
	"export_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"deployment_index_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"report_url" text NOT NULL,
	"doc_id" text,
	"format" text NOT NULL,
	"status" text DEFAULT 'NotStarted' NOT NULL,
	"percent_complete" integer DEFAULT 0 NOT NULL,
	"power_bi_export_id" text,
	"file_name" text NOT NULL,
	"content_type" text,
	"file" "bytea",
	"error" text,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bi_exports" ADD CONSTRAINT "bi_exports_deployment_index_id_deployment_indexes_deployment_index_id_fk" FOREIGN KEY ("deployment_index_id") REFERENCES "public"."deployment_indexes"("deployment_index_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bi_exports" ADD CONSTRAINT "bi_exports_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bi_exports_user_id_index" ON "bi_exports" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "bi_exports_expires_at_index" ON "bi_exports" USING btree ("expires_at");