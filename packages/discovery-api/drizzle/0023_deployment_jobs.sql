CREATE TABLE "deployment_jobs" (
	"job_id" uuid PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"state" text DEFAULT 'running' NOT NULL,
	"step" text NOT NULL,
	"done" integer DEFAULT 0 NOT NULL,
	"total" integer NOT NULL,
	"error" text,
	"user_id" integer NOT NULL,
	"source_index_id" integer NOT NULL,
	"copy_name" text NOT NULL,
	"deployment_index_id" integer,
	"audit_context" jsonb,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"finished" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "deployment_jobs" ADD CONSTRAINT "deployment_jobs_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deployment_jobs" ADD CONSTRAINT "deployment_jobs_source_index_id_deployment_indexes_deployment_index_id_fk" FOREIGN KEY ("source_index_id") REFERENCES "public"."deployment_indexes"("deployment_index_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deployment_jobs" ADD CONSTRAINT "deployment_jobs_deployment_index_id_deployment_indexes_deployment_index_id_fk" FOREIGN KEY ("deployment_index_id") REFERENCES "public"."deployment_indexes"("deployment_index_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "deployment_jobs_finished_index" ON "deployment_jobs" USING btree ("finished");