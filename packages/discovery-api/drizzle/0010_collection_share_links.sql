CREATE TABLE "collection_share_link_uses" (
	"id" serial PRIMARY KEY NOT NULL,
	"share_link_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"used_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "collection_share_links" (
	"share_link_id" serial PRIMARY KEY NOT NULL,
	"collection_id" integer NOT NULL,
	"token" text NOT NULL,
	"created_by_user_id" integer,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"expires" timestamp with time zone NOT NULL,
	"revoked" timestamp with time zone,
	CONSTRAINT "collection_share_links_token_unique" UNIQUE("token")
);
--> statement-breakpoint
ALTER TABLE "collection_share_link_uses" ADD CONSTRAINT "collection_share_link_uses_share_link_id_collection_share_links_share_link_id_fk" FOREIGN KEY ("share_link_id") REFERENCES "public"."collection_share_links"("share_link_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_share_link_uses" ADD CONSTRAINT "collection_share_link_uses_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_share_links" ADD CONSTRAINT "collection_share_links_collection_id_collections_collection_id_fk" FOREIGN KEY ("collection_id") REFERENCES "public"."collections"("collection_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_share_links" ADD CONSTRAINT "collection_share_links_created_by_user_id_users_user_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "collection_share_link_uses_share_link_id_idx" ON "collection_share_link_uses" USING btree ("share_link_id");--> statement-breakpoint
CREATE INDEX "collection_share_link_uses_user_id_idx" ON "collection_share_link_uses" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "collection_share_links_collection_id_idx" ON "collection_share_links" USING btree ("collection_id");