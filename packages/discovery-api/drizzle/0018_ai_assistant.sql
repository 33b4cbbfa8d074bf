CREATE TABLE "ai_calls" (
	"ai_call_id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"user_id" integer NOT NULL,
	"deployment_index_id" integer NOT NULL,
	"call" text NOT NULL,
	"interaction" text,
	"provider" text NOT NULL,
	"model" text NOT NULL,
	"outcome" text NOT NULL,
	"prompt_tokens" integer,
	"completion_tokens" integer,
	"duration_ms" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ai_endpoints" ADD COLUMN "provider" text DEFAULT 'openai' NOT NULL;--> statement-breakpoint
ALTER TABLE "assets" ADD COLUMN "alt_text" text;--> statement-breakpoint
ALTER TABLE "assets" ADD COLUMN "image_caption" text;--> statement-breakpoint
ALTER TABLE "ai_calls" ADD CONSTRAINT "ai_calls_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_calls" ADD CONSTRAINT "ai_calls_deployment_index_id_deployment_indexes_deployment_index_id_fk" FOREIGN KEY ("deployment_index_id") REFERENCES "public"."deployment_indexes"("deployment_index_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ai_calls_user_at_idx" ON "ai_calls" USING btree ("user_id","at");--> statement-breakpoint
-- The demo's AI deployments pointed at addresses that do not resolve, with placeholder keys: they now use the
-- portal's own local extractive assistant (the embedded default), whose endpoint is the portal's own API.
UPDATE "ai_endpoints" SET "provider" = 'local', "endpoint_url" = '/api/v2/assistant', "authorization_key_encrypted" = NULL,
  "apim_endpoint_url" = NULL, "apim_subscription_key_encrypted" = NULL
  WHERE "endpoint_url" = 'https://ai-gateway.demo.portal/openai';
