CREATE TABLE "public_video_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"asset_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"created_by_user_id" integer,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"expires" timestamp with time zone NOT NULL,
	"revoked" timestamp with time zone,
	CONSTRAINT "public_video_links_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "public_video_links" ADD CONSTRAINT "public_video_links_asset_id_assets_asset_id_fk" FOREIGN KEY ("asset_id") REFERENCES "public"."assets"("asset_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "public_video_links" ADD CONSTRAINT "public_video_links_created_by_user_id_users_user_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "public_video_links_asset_id_idx" ON "public_video_links" USING btree ("asset_id");