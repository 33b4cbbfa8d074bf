CREATE TYPE "public"."capability_link_purpose" AS ENUM('collectionShare', 'publicVideo');--> statement-breakpoint
CREATE TABLE "capability_link_uses" (
	"use_id" serial PRIMARY KEY NOT NULL,
	"link_id" integer NOT NULL,
	"user_id" integer,
	"used_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "capability_links" (
	"link_id" serial PRIMARY KEY NOT NULL,
	"purpose" "capability_link_purpose" NOT NULL,
	"collection_id" integer,
	"asset_id" integer,
	"token_hash" text NOT NULL,
	"created_by_user_id" integer,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"expires" timestamp with time zone NOT NULL,
	"revoked" timestamp with time zone,
	CONSTRAINT "capability_links_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "capability_links_opens_one_thing" CHECK (("capability_links"."purpose" = 'collectionShare' and "capability_links"."collection_id" is not null and "capability_links"."asset_id" is null)
        or ("capability_links"."purpose" = 'publicVideo' and "capability_links"."asset_id" is not null and "capability_links"."collection_id" is null))
);
--> statement-breakpoint
ALTER TABLE "capability_link_uses" ADD CONSTRAINT "capability_link_uses_link_id_capability_links_link_id_fk" FOREIGN KEY ("link_id") REFERENCES "public"."capability_links"("link_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "capability_link_uses" ADD CONSTRAINT "capability_link_uses_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "capability_links" ADD CONSTRAINT "capability_links_collection_id_collections_collection_id_fk" FOREIGN KEY ("collection_id") REFERENCES "public"."collections"("collection_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "capability_links" ADD CONSTRAINT "capability_links_asset_id_assets_asset_id_fk" FOREIGN KEY ("asset_id") REFERENCES "public"."assets"("asset_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "capability_links" ADD CONSTRAINT "capability_links_created_by_user_id_users_user_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "capability_link_uses_link_id_idx" ON "capability_link_uses" USING btree ("link_id");--> statement-breakpoint
CREATE INDEX "capability_link_uses_user_id_idx" ON "capability_link_uses" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "capability_links_collection_id_idx" ON "capability_links" USING btree ("collection_id");--> statement-breakpoint
CREATE INDEX "capability_links_asset_id_idx" ON "capability_links" USING btree ("asset_id");
--> statement-breakpoint
-- Existing links keep working (added by hand after generation): a collection share link keeps its id, and its
-- plain token becomes the SHA-256 (hex) the server now checks; a public video link already kept only its hash.
INSERT INTO "capability_links" ("link_id", "purpose", "collection_id", "token_hash", "created_by_user_id", "created", "expires", "revoked")
	SELECT "share_link_id", 'collectionShare', "collection_id", encode(sha256(convert_to("token", 'UTF8')), 'hex'), "created_by_user_id", "created", "expires", "revoked"
	FROM "collection_share_links";--> statement-breakpoint
INSERT INTO "capability_link_uses" ("link_id", "user_id", "used_at")
	SELECT "share_link_id", "user_id", "used_at" FROM "collection_share_link_uses";--> statement-breakpoint
SELECT setval(pg_get_serial_sequence('capability_links', 'link_id'), coalesce((SELECT max("link_id") FROM "capability_links"), 0) + 1, false);--> statement-breakpoint
INSERT INTO "capability_links" ("purpose", "asset_id", "token_hash", "created_by_user_id", "created", "expires", "revoked")
	SELECT 'publicVideo', "asset_id", "token_hash", "created_by_user_id", "created", "expires", "revoked" FROM "public_video_links" ORDER BY "id";--> statement-breakpoint
DROP TABLE "collection_share_link_uses" CASCADE;--> statement-breakpoint
DROP TABLE "collection_share_links" CASCADE;--> statement-breakpoint
DROP TABLE "public_video_links" CASCADE;