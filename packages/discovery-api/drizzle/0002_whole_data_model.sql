CREATE TYPE "public"."asset_visibility" AS ENUM('Public', 'Private');--> statement-breakpoint
CREATE TYPE "public"."award_result_type" AS ENUM('office', 'region', 'category', 'winner');--> statement-breakpoint
CREATE TYPE "public"."collection_role_code" AS ENUM('collectionOwner', 'collectionEditor', 'collectionViewer');--> statement-breakpoint
CREATE TYPE "public"."contact_role" AS ENUM('Author', 'Contributor', 'Key Contact', 'Stakeholder', 'Support Contact', 'Dashboard Access', 'Data Governance');--> statement-breakpoint
CREATE TYPE "public"."entity_type" AS ENUM('deploymentIndex', 'collection', 'group', 'asset');--> statement-breakpoint
CREATE TYPE "public"."form_kind" AS ENUM('requestAccess', 'dashboardAccessRequest', 'supportTicket', 'feedback', 'reportAnIssue', 'suggestATag', 'newContentRequest');--> statement-breakpoint
CREATE TYPE "public"."group_role_code" AS ENUM('groupOwner', 'groupEditor', 'groupViewer');--> statement-breakpoint
CREATE TYPE "public"."interaction_kind" AS ENUM('like', 'view', 'download', 'share');--> statement-breakpoint
CREATE TYPE "public"."permission_name" AS ENUM('editDeploymentIndex', 'uploadAsset', 'analyzeInsights', 'exportReports', 'viewOpenAi', 'viewAiAssistant', 'viewAiInteract', 'seeHybridSearchButton', 'viewRagAssistant', 'accessPrivateAsset');--> statement-breakpoint
CREATE TABLE "ai_deployment_types" (
	"ai_deployment_type_id" integer PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "ai_deployment_types_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "ai_deployments" (
	"ai_deployment_id" serial PRIMARY KEY NOT NULL,
	"deployment_name" text NOT NULL,
	"ai_deployment_type_id" integer NOT NULL,
	"deployment_index_id" integer NOT NULL,
	"ai_endpoint_id" integer NOT NULL,
	CONSTRAINT "ai_deployments_deployment_index_id_type_unique" UNIQUE("deployment_index_id","ai_deployment_type_id")
);
--> statement-breakpoint
CREATE TABLE "ai_endpoints" (
	"ai_endpoint_id" serial PRIMARY KEY NOT NULL,
	"endpoint_url" text NOT NULL,
	"authorization_key_encrypted" text,
	"apim_endpoint_url" text,
	"apim_subscription_key_encrypted" text
);
--> statement-breakpoint
CREATE TABLE "asset_contacts" (
	"asset_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"contact_role" "contact_role" NOT NULL,
	CONSTRAINT "asset_contacts_asset_id_user_id_contact_role_pk" PRIMARY KEY("asset_id","user_id","contact_role")
);
--> statement-breakpoint
CREATE TABLE "asset_members" (
	"asset_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	CONSTRAINT "asset_members_asset_id_user_id_pk" PRIMARY KEY("asset_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "asset_user_groups" (
	"asset_id" integer NOT NULL,
	"user_group_id" integer NOT NULL,
	CONSTRAINT "asset_user_groups_asset_id_user_group_id_pk" PRIMARY KEY("asset_id","user_group_id")
);
--> statement-breakpoint
CREATE TABLE "confidential_asset_users" (
	"asset_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	CONSTRAINT "confidential_asset_users_asset_id_user_id_pk" PRIMARY KEY("asset_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "contributors" (
	"contributor_id" serial PRIMARY KEY NOT NULL,
	"asset_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"is_primary" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "archive_tiers" (
	"archive_tier_id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "archive_tiers_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "asset_statuses" (
	"asset_status_id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "asset_statuses_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "business_results" (
	"business_result_id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "business_results_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "engagement_types" (
	"engagement_type_id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "engagement_types_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "estimated_values" (
	"estimated_value_id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "estimated_values_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "asset_previews" (
	"asset_preview_id" serial PRIMARY KEY NOT NULL,
	"asset_id" integer NOT NULL,
	"container_name" text NOT NULL,
	"blob_name" text NOT NULL,
	"file_name" text,
	"mime_type" text,
	"use_as_thumbnail" boolean DEFAULT false NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "asset_versions" (
	"asset_version_id" serial PRIMARY KEY NOT NULL,
	"asset_id" integer NOT NULL,
	"storage_path" text NOT NULL,
	"created_by_user_id" integer,
	"created" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "assets" (
	"asset_id" serial PRIMARY KEY NOT NULL,
	"doc_id" text DEFAULT gen_random_uuid()::text NOT NULL,
	"temp_doc_id" text,
	"title" text NOT NULL,
	"description" text,
	"file_name" text NOT NULL,
	"original_file_name" text NOT NULL,
	"storage_path" text,
	"blob_name" text,
	"status_id" integer DEFAULT 1 NOT NULL,
	"status" text,
	"status_error" text,
	"estimated_value_id" integer,
	"engagement_type_id" integer,
	"submission_date" date DEFAULT current_date NOT NULL,
	"business_result_id" integer,
	"new_business_url" text,
	"company_location_profile_etc" text,
	"default_preview_id" integer,
	"file_extension" text,
	"file_extension_id" integer,
	"preview_set_id" integer,
	"external_doc_id" text,
	"is_video" boolean DEFAULT false NOT NULL,
	"video_asset_id" text,
	"created_by_user_id" integer,
	"updated_by_user_id" integer,
	"reference_url" text,
	"external_source" text,
	"external_id" text,
	"archive_tier_id" integer DEFAULT 1 NOT NULL,
	"is_featured" boolean DEFAULT false NOT NULL,
	"is_confidential" boolean DEFAULT true NOT NULL,
	"deployment_index_id" integer NOT NULL,
	"terms_and_conditions" text,
	"notes" text,
	"asset_visibility" "asset_visibility" DEFAULT 'Public' NOT NULL,
	"external_url" text,
	"external_url_label" text,
	"external_url_action" text,
	"dashboard_filters" boolean DEFAULT false NOT NULL,
	"dashboard_bookmarks" boolean DEFAULT false NOT NULL,
	"mime_type" text,
	"file_size" bigint,
	"summary" text,
	"synopsis" text,
	"custom_preview_file_uploaded" boolean DEFAULT false NOT NULL,
	"has_thumbnail_been_generated_for_custom_preview" boolean DEFAULT false NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"updated" timestamp with time zone DEFAULT now() NOT NULL,
	"published_date" timestamp with time zone,
	CONSTRAINT "assets_docId_unique" UNIQUE("doc_id")
);
--> statement-breakpoint
CREATE TABLE "award_leaderboard_rows" (
	"award_leaderboard_row_id" serial PRIMARY KEY NOT NULL,
	"deployment_index_id" integer NOT NULL,
	"league" text NOT NULL,
	"agency_name" text NOT NULL,
	"current_year_points" numeric DEFAULT 0 NOT NULL,
	"previous_year_points" numeric DEFAULT 0 NOT NULL,
	"current_year_label" text,
	"previous_year_label" text
);
--> statement-breakpoint
CREATE TABLE "award_results" (
	"award_result_id" serial PRIMARY KEY NOT NULL,
	"deployment_index_id" integer NOT NULL,
	"result_type" "award_result_type" NOT NULL,
	"category" text,
	"title" text,
	"product" text,
	"advertiser" text,
	"agency" text,
	"city" text,
	"awards" text,
	"region" text,
	"office" text,
	"year" integer,
	"points" numeric,
	"show_name" text
);
--> statement-breakpoint
CREATE TABLE "collection_assets" (
	"collection_asset_id" serial PRIMARY KEY NOT NULL,
	"collection_id" integer NOT NULL,
	"asset_id" integer NOT NULL,
	"pinned" boolean DEFAULT false NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "collection_assets_collection_id_asset_id_unique" UNIQUE("collection_id","asset_id")
);
--> statement-breakpoint
CREATE TABLE "collection_featured_indexes" (
	"collection_id" integer NOT NULL,
	"deployment_index_id" integer NOT NULL,
	"featured_date" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "collection_featured_indexes_collection_id_deployment_index_id_pk" PRIMARY KEY("collection_id","deployment_index_id")
);
--> statement-breakpoint
CREATE TABLE "collection_pins" (
	"collection_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "collection_pins_collection_id_user_id_pk" PRIMARY KEY("collection_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "collection_stars" (
	"collection_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "collection_stars_collection_id_user_id_pk" PRIMARY KEY("collection_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "collection_user_groups" (
	"collection_id" integer NOT NULL,
	"user_group_id" integer NOT NULL,
	CONSTRAINT "collection_user_groups_collection_id_user_group_id_pk" PRIMARY KEY("collection_id","user_group_id")
);
--> statement-breakpoint
CREATE TABLE "collection_users" (
	"collection_user_id" serial PRIMARY KEY NOT NULL,
	"collection_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"role_code" "collection_role_code" NOT NULL,
	CONSTRAINT "collection_users_collection_id_user_id_unique" UNIQUE("collection_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "collections" (
	"collection_id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"is_featured" boolean DEFAULT false NOT NULL,
	"is_featured_date" timestamp with time zone,
	"is_confidential" boolean DEFAULT true NOT NULL,
	"created_by_user_id" integer,
	"is_smart" boolean DEFAULT false NOT NULL,
	"proposition_id" integer,
	"deployment_index_filter_id" integer,
	"deployment_index_id" integer NOT NULL,
	"is_related_collection" boolean DEFAULT false NOT NULL,
	"views_count" integer DEFAULT 0 NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"updated" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "app_object_setting_values" (
	"app_object_setting_value_id" serial PRIMARY KEY NOT NULL,
	"app_object_setting_id" integer NOT NULL,
	"app_property_id" integer NOT NULL,
	"value" text,
	"user_id" integer,
	"character_count" integer,
	"updated" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "app_object_setting_values_setting_property_unique" UNIQUE("app_object_setting_id","app_property_id")
);
--> statement-breakpoint
CREATE TABLE "app_object_settings" (
	"app_object_setting_id" serial PRIMARY KEY NOT NULL,
	"entity_type" "entity_type" NOT NULL,
	"entity_id" integer NOT NULL,
	"user_id" integer,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"updated" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "app_object_settings_entity_unique" UNIQUE("entity_type","entity_id")
);
--> statement-breakpoint
CREATE TABLE "app_properties" (
	"app_property_id" serial PRIMARY KEY NOT NULL,
	"app_property_group_id" integer NOT NULL,
	"name" text NOT NULL,
	"code" text NOT NULL,
	"type" text NOT NULL,
	"is_visual_element" boolean DEFAULT false NOT NULL,
	"description" text,
	"allow_same_value_usage" boolean DEFAULT false NOT NULL,
	"reused_by_app_property_code" text,
	CONSTRAINT "app_properties_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "app_property_groups" (
	"app_property_group_id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"app_data_type_code" text NOT NULL,
	CONSTRAINT "app_property_groups_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "deployment_index_users" (
	"deployment_index_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"is_current" boolean DEFAULT false NOT NULL,
	CONSTRAINT "deployment_index_users_deployment_index_id_user_id_pk" PRIMARY KEY("deployment_index_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "deployment_indexes" (
	"deployment_index_id" serial PRIMARY KEY NOT NULL,
	"deployment_id" integer NOT NULL,
	"name" text NOT NULL,
	"theme" jsonb,
	"welcome_message" text,
	"container_name" text NOT NULL,
	"container_url" text NOT NULL,
	"preview_container_name" text NOT NULL,
	"search_index_name" text NOT NULL,
	"is_previewable" boolean DEFAULT false NOT NULL,
	"metadata_set_id" integer,
	"page_template_code" text DEFAULT 'default' NOT NULL,
	"customizations_container" text,
	"chart_theme" text,
	"storage_access_token" text,
	"storage_access_token_expires_at" timestamp with time zone,
	"external_form_address" text,
	"hero_blob_name" text,
	"thumbnail_blob_name" text,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"updated" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "deployment_users" (
	"deployment_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	CONSTRAINT "deployment_users_deployment_id_user_id_pk" PRIMARY KEY("deployment_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "deployments" (
	"deployment_id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"is_current" boolean DEFAULT false NOT NULL,
	"metadata_set_id" integer,
	"primary_color" text,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"updated" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "form_submissions" (
	"form_submission_id" serial PRIMARY KEY NOT NULL,
	"form_kind" "form_kind" NOT NULL,
	"user_id" integer,
	"deployment_index_id" integer,
	"payload" jsonb NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "group_collections" (
	"group_id" integer NOT NULL,
	"collection_id" integer NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "group_collections_group_id_collection_id_pk" PRIMARY KEY("group_id","collection_id")
);
--> statement-breakpoint
CREATE TABLE "group_featured_indexes" (
	"group_id" integer NOT NULL,
	"deployment_index_id" integer NOT NULL,
	"featured_date" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "group_featured_indexes_group_id_deployment_index_id_pk" PRIMARY KEY("group_id","deployment_index_id")
);
--> statement-breakpoint
CREATE TABLE "group_pins" (
	"group_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "group_pins_group_id_user_id_pk" PRIMARY KEY("group_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "group_stars" (
	"group_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "group_stars_group_id_user_id_pk" PRIMARY KEY("group_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "group_user_groups" (
	"group_id" integer NOT NULL,
	"user_group_id" integer NOT NULL,
	CONSTRAINT "group_user_groups_group_id_user_group_id_pk" PRIMARY KEY("group_id","user_group_id")
);
--> statement-breakpoint
CREATE TABLE "group_users" (
	"group_user_id" serial PRIMARY KEY NOT NULL,
	"group_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"role_code" "group_role_code" NOT NULL,
	CONSTRAINT "group_users_group_id_user_id_unique" UNIQUE("group_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "groups" (
	"group_id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"is_confidential" boolean DEFAULT true NOT NULL,
	"is_featured" boolean DEFAULT false NOT NULL,
	"is_featured_date" timestamp with time zone,
	"deployment_index_id" integer NOT NULL,
	"created_by_user_id" integer,
	"updated_by_user_id" integer,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"updated" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "asset_interactions" (
	"asset_interaction_id" serial PRIMARY KEY NOT NULL,
	"asset_id" integer NOT NULL,
	"user_id" integer,
	"kind" "interaction_kind" NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "collection_interactions" (
	"collection_interaction_id" serial PRIMARY KEY NOT NULL,
	"collection_id" integer NOT NULL,
	"user_id" integer,
	"kind" "interaction_kind" NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "group_interactions" (
	"group_interaction_id" serial PRIMARY KEY NOT NULL,
	"group_id" integer NOT NULL,
	"user_id" integer,
	"kind" "interaction_kind" NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "maintenance_windows" (
	"maintenance_window_id" serial PRIMARY KEY NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"message" text,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "maintenance_windows_ends_after_start" CHECK ("maintenance_windows"."ends_at" > "maintenance_windows"."starts_at")
);
--> statement-breakpoint
CREATE TABLE "asset_field_values" (
	"asset_id" integer NOT NULL,
	"field_value_id" integer NOT NULL,
	CONSTRAINT "asset_field_values_asset_id_field_value_id_pk" PRIMARY KEY("asset_id","field_value_id")
);
--> statement-breakpoint
CREATE TABLE "metadata_edges" (
	"metadata_edge_id" serial PRIMARY KEY NOT NULL,
	"deployment_index_id" integer NOT NULL,
	"field_code" text NOT NULL,
	"field_name" text NOT NULL,
	"field_value" text NOT NULL,
	"field_order" integer DEFAULT 0 NOT NULL,
	"parent_field_code" text,
	"parent_field_name" text,
	"parent_field_value" text,
	"parent_field_order" integer
);
--> statement-breakpoint
CREATE TABLE "metadata_field_values" (
	"field_value_id" serial PRIMARY KEY NOT NULL,
	"field_id" integer NOT NULL,
	"value" text NOT NULL,
	"order" integer DEFAULT 0 NOT NULL,
	"soft_deleted" boolean DEFAULT false NOT NULL,
	CONSTRAINT "metadata_field_values_field_id_value_unique" UNIQUE("field_id","value")
);
--> statement-breakpoint
CREATE TABLE "metadata_fields" (
	"field_id" serial PRIMARY KEY NOT NULL,
	"set_id" integer NOT NULL,
	"name" text NOT NULL,
	"code" text NOT NULL,
	"is_required" boolean DEFAULT false NOT NULL,
	"is_multiple" boolean DEFAULT false NOT NULL,
	"order" integer DEFAULT 0 NOT NULL,
	"facet_group_name" text,
	"display_in_filter" boolean DEFAULT true NOT NULL,
	"display_in_insights" boolean DEFAULT false NOT NULL,
	CONSTRAINT "metadata_fields_set_id_code_unique" UNIQUE("set_id","code")
);
--> statement-breakpoint
CREATE TABLE "metadata_sets" (
	"set_id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"is_master" boolean DEFAULT false NOT NULL,
	"master_set_id" integer,
	"deployment_index_id" integer
);
--> statement-breakpoint
CREATE TABLE "local_pages" (
	"local_page_id" serial PRIMARY KEY NOT NULL,
	"deployment_index_id" integer NOT NULL,
	"name" text NOT NULL,
	"path" text NOT NULL,
	"code" text NOT NULL,
	"icon_value" text,
	"order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "local_pages_deployment_index_id_code_unique" UNIQUE("deployment_index_id","code")
);
--> statement-breakpoint
CREATE TABLE "page_actions" (
	"page_element_id" serial PRIMARY KEY NOT NULL,
	"page_id" integer NOT NULL,
	"name" text NOT NULL,
	"code" text NOT NULL,
	"has_toggle" boolean DEFAULT false NOT NULL,
	"icon_value" text,
	"action_flag" integer,
	CONSTRAINT "page_actions_page_id_code_unique" UNIQUE("page_id","code")
);
--> statement-breakpoint
CREATE TABLE "page_groupings" (
	"page_grouping_id" serial PRIMARY KEY NOT NULL,
	"deployment_index_id" integer NOT NULL,
	"name" text NOT NULL,
	"code" text NOT NULL,
	"order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "page_groupings_deployment_index_id_code_unique" UNIQUE("deployment_index_id","code")
);
--> statement-breakpoint
CREATE TABLE "pages" (
	"page_id" serial PRIMARY KEY NOT NULL,
	"page_grouping_id" integer NOT NULL,
	"name" text NOT NULL,
	"path" text NOT NULL,
	"code" text NOT NULL,
	"icon_value" text,
	"order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"notification_id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"title" text NOT NULL,
	"message" text NOT NULL,
	"subject" text DEFAULT '' NOT NULL,
	"related_entity_type" "entity_type",
	"related_entity_id" text,
	"read" boolean DEFAULT false NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quick_link_values" (
	"quick_link_value_id" serial PRIMARY KEY NOT NULL,
	"quick_link_id" integer NOT NULL,
	"name" text NOT NULL,
	"value" text NOT NULL,
	"order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quick_links" (
	"quick_link_id" serial PRIMARY KEY NOT NULL,
	"entity_type" "entity_type" NOT NULL,
	"entity_id" integer NOT NULL,
	"name" text NOT NULL,
	"order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "asset_report_events" (
	"asset_report_event_id" serial PRIMARY KEY NOT NULL,
	"asset_id" integer NOT NULL,
	"user_id" integer,
	"report_name" text NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_report_events" (
	"search_report_event_id" serial PRIMARY KEY NOT NULL,
	"query" text NOT NULL,
	"type" text NOT NULL,
	"source" text,
	"page" text,
	"result_count" integer DEFAULT 0 NOT NULL,
	"user_id" integer,
	"deployment_index_id" integer,
	"created" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "role_permissions" (
	"role_id" integer NOT NULL,
	"permission" "permission_name" NOT NULL,
	CONSTRAINT "role_permissions_role_id_permission_pk" PRIMARY KEY("role_id","permission")
);
--> statement-breakpoint
CREATE TABLE "roles" (
	"role_id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"code" text NOT NULL,
	CONSTRAINT "roles_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "system_messages" (
	"system_message_id" serial PRIMARY KEY NOT NULL,
	"deployment_index_id" integer,
	"topic" text NOT NULL,
	"message" text NOT NULL,
	"button_label" text,
	"button_link" text,
	"icon" text,
	"active" boolean DEFAULT true NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "themes" (
	"theme_id" serial PRIMARY KEY NOT NULL,
	"entity_type" "entity_type" NOT NULL,
	"entity_id" integer NOT NULL,
	"theme_color" text,
	"secondary_theme_color" text,
	"hero_blob_name" text,
	"thumbnail_blob_name" text,
	"updated" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "themes_entity_unique" UNIQUE("entity_type","entity_id")
);
--> statement-breakpoint
CREATE TABLE "user_group_members" (
	"user_group_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	CONSTRAINT "user_group_members_user_group_id_user_id_pk" PRIMARY KEY("user_group_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "user_groups" (
	"user_group_id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"deployment_index_id" integer NOT NULL,
	"role_id" integer NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_groups_deployment_index_id_name_unique" UNIQUE("deployment_index_id","name")
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "is_administrator" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "ai_deployments" ADD CONSTRAINT "ai_deployments_ai_deployment_type_id_ai_deployment_types_ai_deployment_type_id_fk" FOREIGN KEY ("ai_deployment_type_id") REFERENCES "public"."ai_deployment_types"("ai_deployment_type_id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_deployments" ADD CONSTRAINT "ai_deployments_deployment_index_id_deployment_indexes_deployment_index_id_fk" FOREIGN KEY ("deployment_index_id") REFERENCES "public"."deployment_indexes"("deployment_index_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_deployments" ADD CONSTRAINT "ai_deployments_ai_endpoint_id_ai_endpoints_ai_endpoint_id_fk" FOREIGN KEY ("ai_endpoint_id") REFERENCES "public"."ai_endpoints"("ai_endpoint_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asset_contacts" ADD CONSTRAINT "asset_contacts_asset_id_assets_asset_id_fk" FOREIGN KEY ("asset_id") REFERENCES "public"."assets"("asset_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asset_contacts" ADD CONSTRAINT "asset_contacts_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asset_members" ADD CONSTRAINT "asset_members_asset_id_assets_asset_id_fk" FOREIGN KEY ("asset_id") REFERENCES "public"."assets"("asset_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asset_members" ADD CONSTRAINT "asset_members_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asset_user_groups" ADD CONSTRAINT "asset_user_groups_asset_id_assets_asset_id_fk" FOREIGN KEY ("asset_id") REFERENCES "public"."assets"("asset_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asset_user_groups" ADD CONSTRAINT "asset_user_groups_user_group_id_user_groups_user_group_id_fk" FOREIGN KEY ("user_group_id") REFERENCES "public"."user_groups"("user_group_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "confidential_asset_users" ADD CONSTRAINT "confidential_asset_users_asset_id_assets_asset_id_fk" FOREIGN KEY ("asset_id") REFERENCES "public"."assets"("asset_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "confidential_asset_users" ADD CONSTRAINT "confidential_asset_users_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contributors" ADD CONSTRAINT "contributors_asset_id_assets_asset_id_fk" FOREIGN KEY ("asset_id") REFERENCES "public"."assets"("asset_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contributors" ADD CONSTRAINT "contributors_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asset_previews" ADD CONSTRAINT "asset_previews_asset_id_assets_asset_id_fk" FOREIGN KEY ("asset_id") REFERENCES "public"."assets"("asset_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asset_versions" ADD CONSTRAINT "asset_versions_asset_id_assets_asset_id_fk" FOREIGN KEY ("asset_id") REFERENCES "public"."assets"("asset_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asset_versions" ADD CONSTRAINT "asset_versions_created_by_user_id_users_user_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assets" ADD CONSTRAINT "assets_status_id_asset_statuses_asset_status_id_fk" FOREIGN KEY ("status_id") REFERENCES "public"."asset_statuses"("asset_status_id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assets" ADD CONSTRAINT "assets_estimated_value_id_estimated_values_estimated_value_id_fk" FOREIGN KEY ("estimated_value_id") REFERENCES "public"."estimated_values"("estimated_value_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assets" ADD CONSTRAINT "assets_engagement_type_id_engagement_types_engagement_type_id_fk" FOREIGN KEY ("engagement_type_id") REFERENCES "public"."engagement_types"("engagement_type_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assets" ADD CONSTRAINT "assets_business_result_id_business_results_business_result_id_fk" FOREIGN KEY ("business_result_id") REFERENCES "public"."business_results"("business_result_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assets" ADD CONSTRAINT "assets_default_preview_id_asset_previews_asset_preview_id_fk" FOREIGN KEY ("default_preview_id") REFERENCES "public"."asset_previews"("asset_preview_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assets" ADD CONSTRAINT "assets_created_by_user_id_users_user_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assets" ADD CONSTRAINT "assets_updated_by_user_id_users_user_id_fk" FOREIGN KEY ("updated_by_user_id") REFERENCES "public"."users"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assets" ADD CONSTRAINT "assets_archive_tier_id_archive_tiers_archive_tier_id_fk" FOREIGN KEY ("archive_tier_id") REFERENCES "public"."archive_tiers"("archive_tier_id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assets" ADD CONSTRAINT "assets_deployment_index_id_deployment_indexes_deployment_index_id_fk" FOREIGN KEY ("deployment_index_id") REFERENCES "public"."deployment_indexes"("deployment_index_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "award_leaderboard_rows" ADD CONSTRAINT "award_leaderboard_rows_deployment_index_id_deployment_indexes_deployment_index_id_fk" FOREIGN KEY ("deployment_index_id") REFERENCES "public"."deployment_indexes"("deployment_index_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "award_results" ADD CONSTRAINT "award_results_deployment_index_id_deployment_indexes_deployment_index_id_fk" FOREIGN KEY ("deployment_index_id") REFERENCES "public"."deployment_indexes"("deployment_index_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_assets" ADD CONSTRAINT "collection_assets_collection_id_collections_collection_id_fk" FOREIGN KEY ("collection_id") REFERENCES "public"."collections"("collection_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_assets" ADD CONSTRAINT "collection_assets_asset_id_assets_asset_id_fk" FOREIGN KEY ("asset_id") REFERENCES "public"."assets"("asset_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_featured_indexes" ADD CONSTRAINT "collection_featured_indexes_collection_id_collections_collection_id_fk" FOREIGN KEY ("collection_id") REFERENCES "public"."collections"("collection_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_featured_indexes" ADD CONSTRAINT "collection_featured_indexes_deployment_index_id_deployment_indexes_deployment_index_id_fk" FOREIGN KEY ("deployment_index_id") REFERENCES "public"."deployment_indexes"("deployment_index_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_pins" ADD CONSTRAINT "collection_pins_collection_id_collections_collection_id_fk" FOREIGN KEY ("collection_id") REFERENCES "public"."collections"("collection_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_pins" ADD CONSTRAINT "collection_pins_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_stars" ADD CONSTRAINT "collection_stars_collection_id_collections_collection_id_fk" FOREIGN KEY ("collection_id") REFERENCES "public"."collections"("collection_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_stars" ADD CONSTRAINT "collection_stars_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_user_groups" ADD CONSTRAINT "collection_user_groups_collection_id_collections_collection_id_fk" FOREIGN KEY ("collection_id") REFERENCES "public"."collections"("collection_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_user_groups" ADD CONSTRAINT "collection_user_groups_user_group_id_user_groups_user_group_id_fk" FOREIGN KEY ("user_group_id") REFERENCES "public"."user_groups"("user_group_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_users" ADD CONSTRAINT "collection_users_collection_id_collections_collection_id_fk" FOREIGN KEY ("collection_id") REFERENCES "public"."collections"("collection_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_users" ADD CONSTRAINT "collection_users_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collections" ADD CONSTRAINT "collections_created_by_user_id_users_user_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collections" ADD CONSTRAINT "collections_deployment_index_id_deployment_indexes_deployment_index_id_fk" FOREIGN KEY ("deployment_index_id") REFERENCES "public"."deployment_indexes"("deployment_index_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app_object_setting_values" ADD CONSTRAINT "app_object_setting_values_app_object_setting_id_app_object_settings_app_object_setting_id_fk" FOREIGN KEY ("app_object_setting_id") REFERENCES "public"."app_object_settings"("app_object_setting_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app_object_setting_values" ADD CONSTRAINT "app_object_setting_values_app_property_id_app_properties_app_property_id_fk" FOREIGN KEY ("app_property_id") REFERENCES "public"."app_properties"("app_property_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app_object_setting_values" ADD CONSTRAINT "app_object_setting_values_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app_object_settings" ADD CONSTRAINT "app_object_settings_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app_properties" ADD CONSTRAINT "app_properties_app_property_group_id_app_property_groups_app_property_group_id_fk" FOREIGN KEY ("app_property_group_id") REFERENCES "public"."app_property_groups"("app_property_group_id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deployment_index_users" ADD CONSTRAINT "deployment_index_users_deployment_index_id_deployment_indexes_deployment_index_id_fk" FOREIGN KEY ("deployment_index_id") REFERENCES "public"."deployment_indexes"("deployment_index_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deployment_index_users" ADD CONSTRAINT "deployment_index_users_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deployment_indexes" ADD CONSTRAINT "deployment_indexes_deployment_id_deployments_deployment_id_fk" FOREIGN KEY ("deployment_id") REFERENCES "public"."deployments"("deployment_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deployment_indexes" ADD CONSTRAINT "deployment_indexes_metadata_set_id_metadata_sets_set_id_fk" FOREIGN KEY ("metadata_set_id") REFERENCES "public"."metadata_sets"("set_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deployment_users" ADD CONSTRAINT "deployment_users_deployment_id_deployments_deployment_id_fk" FOREIGN KEY ("deployment_id") REFERENCES "public"."deployments"("deployment_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deployment_users" ADD CONSTRAINT "deployment_users_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deployments" ADD CONSTRAINT "deployments_metadata_set_id_metadata_sets_set_id_fk" FOREIGN KEY ("metadata_set_id") REFERENCES "public"."metadata_sets"("set_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_submissions" ADD CONSTRAINT "form_submissions_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_submissions" ADD CONSTRAINT "form_submissions_deployment_index_id_deployment_indexes_deployment_index_id_fk" FOREIGN KEY ("deployment_index_id") REFERENCES "public"."deployment_indexes"("deployment_index_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_collections" ADD CONSTRAINT "group_collections_group_id_groups_group_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("group_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_collections" ADD CONSTRAINT "group_collections_collection_id_collections_collection_id_fk" FOREIGN KEY ("collection_id") REFERENCES "public"."collections"("collection_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_featured_indexes" ADD CONSTRAINT "group_featured_indexes_group_id_groups_group_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("group_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_featured_indexes" ADD CONSTRAINT "group_featured_indexes_deployment_index_id_deployment_indexes_deployment_index_id_fk" FOREIGN KEY ("deployment_index_id") REFERENCES "public"."deployment_indexes"("deployment_index_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_pins" ADD CONSTRAINT "group_pins_group_id_groups_group_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("group_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_pins" ADD CONSTRAINT "group_pins_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_stars" ADD CONSTRAINT "group_stars_group_id_groups_group_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("group_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_stars" ADD CONSTRAINT "group_stars_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_user_groups" ADD CONSTRAINT "group_user_groups_group_id_groups_group_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("group_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_user_groups" ADD CONSTRAINT "group_user_groups_user_group_id_user_groups_user_group_id_fk" FOREIGN KEY ("user_group_id") REFERENCES "public"."user_groups"("user_group_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_users" ADD CONSTRAINT "group_users_group_id_groups_group_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("group_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_users" ADD CONSTRAINT "group_users_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "groups" ADD CONSTRAINT "groups_deployment_index_id_deployment_indexes_deployment_index_id_fk" FOREIGN KEY ("deployment_index_id") REFERENCES "public"."deployment_indexes"("deployment_index_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "groups" ADD CONSTRAINT "groups_created_by_user_id_users_user_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "groups" ADD CONSTRAINT "groups_updated_by_user_id_users_user_id_fk" FOREIGN KEY ("updated_by_user_id") REFERENCES "public"."users"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asset_interactions" ADD CONSTRAINT "asset_interactions_asset_id_assets_asset_id_fk" FOREIGN KEY ("asset_id") REFERENCES "public"."assets"("asset_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asset_interactions" ADD CONSTRAINT "asset_interactions_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_interactions" ADD CONSTRAINT "collection_interactions_collection_id_collections_collection_id_fk" FOREIGN KEY ("collection_id") REFERENCES "public"."collections"("collection_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_interactions" ADD CONSTRAINT "collection_interactions_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_interactions" ADD CONSTRAINT "group_interactions_group_id_groups_group_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("group_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_interactions" ADD CONSTRAINT "group_interactions_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asset_field_values" ADD CONSTRAINT "asset_field_values_asset_id_assets_asset_id_fk" FOREIGN KEY ("asset_id") REFERENCES "public"."assets"("asset_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asset_field_values" ADD CONSTRAINT "asset_field_values_field_value_id_metadata_field_values_field_value_id_fk" FOREIGN KEY ("field_value_id") REFERENCES "public"."metadata_field_values"("field_value_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "metadata_edges" ADD CONSTRAINT "metadata_edges_deployment_index_id_deployment_indexes_deployment_index_id_fk" FOREIGN KEY ("deployment_index_id") REFERENCES "public"."deployment_indexes"("deployment_index_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "metadata_field_values" ADD CONSTRAINT "metadata_field_values_field_id_metadata_fields_field_id_fk" FOREIGN KEY ("field_id") REFERENCES "public"."metadata_fields"("field_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "metadata_fields" ADD CONSTRAINT "metadata_fields_set_id_metadata_sets_set_id_fk" FOREIGN KEY ("set_id") REFERENCES "public"."metadata_sets"("set_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "metadata_sets" ADD CONSTRAINT "metadata_sets_master_set_id_metadata_sets_set_id_fk" FOREIGN KEY ("master_set_id") REFERENCES "public"."metadata_sets"("set_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "metadata_sets" ADD CONSTRAINT "metadata_sets_deployment_index_id_deployment_indexes_deployment_index_id_fk" FOREIGN KEY ("deployment_index_id") REFERENCES "public"."deployment_indexes"("deployment_index_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "local_pages" ADD CONSTRAINT "local_pages_deployment_index_id_deployment_indexes_deployment_index_id_fk" FOREIGN KEY ("deployment_index_id") REFERENCES "public"."deployment_indexes"("deployment_index_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "page_actions" ADD CONSTRAINT "page_actions_page_id_pages_page_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."pages"("page_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "page_groupings" ADD CONSTRAINT "page_groupings_deployment_index_id_deployment_indexes_deployment_index_id_fk" FOREIGN KEY ("deployment_index_id") REFERENCES "public"."deployment_indexes"("deployment_index_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pages" ADD CONSTRAINT "pages_page_grouping_id_page_groupings_page_grouping_id_fk" FOREIGN KEY ("page_grouping_id") REFERENCES "public"."page_groupings"("page_grouping_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quick_link_values" ADD CONSTRAINT "quick_link_values_quick_link_id_quick_links_quick_link_id_fk" FOREIGN KEY ("quick_link_id") REFERENCES "public"."quick_links"("quick_link_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asset_report_events" ADD CONSTRAINT "asset_report_events_asset_id_assets_asset_id_fk" FOREIGN KEY ("asset_id") REFERENCES "public"."assets"("asset_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asset_report_events" ADD CONSTRAINT "asset_report_events_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_report_events" ADD CONSTRAINT "search_report_events_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_report_events" ADD CONSTRAINT "search_report_events_deployment_index_id_deployment_indexes_deployment_index_id_fk" FOREIGN KEY ("deployment_index_id") REFERENCES "public"."deployment_indexes"("deployment_index_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "role_permissions" ADD CONSTRAINT "role_permissions_role_id_roles_role_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("role_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "system_messages" ADD CONSTRAINT "system_messages_deployment_index_id_deployment_indexes_deployment_index_id_fk" FOREIGN KEY ("deployment_index_id") REFERENCES "public"."deployment_indexes"("deployment_index_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_group_members" ADD CONSTRAINT "user_group_members_user_group_id_user_groups_user_group_id_fk" FOREIGN KEY ("user_group_id") REFERENCES "public"."user_groups"("user_group_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_group_members" ADD CONSTRAINT "user_group_members_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_groups" ADD CONSTRAINT "user_groups_deployment_index_id_deployment_indexes_deployment_index_id_fk" FOREIGN KEY ("deployment_index_id") REFERENCES "public"."deployment_indexes"("deployment_index_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_groups" ADD CONSTRAINT "user_groups_role_id_roles_role_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("role_id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ai_deployments_ai_deployment_type_id_idx" ON "ai_deployments" USING btree ("ai_deployment_type_id");--> statement-breakpoint
CREATE INDEX "ai_deployments_ai_endpoint_id_idx" ON "ai_deployments" USING btree ("ai_endpoint_id");--> statement-breakpoint
CREATE INDEX "asset_contacts_user_id_idx" ON "asset_contacts" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "asset_members_user_id_idx" ON "asset_members" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "asset_user_groups_user_group_id_idx" ON "asset_user_groups" USING btree ("user_group_id");--> statement-breakpoint
CREATE INDEX "confidential_asset_users_user_id_idx" ON "confidential_asset_users" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "contributors_asset_id_user_id_idx" ON "contributors" USING btree ("asset_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "contributors_one_primary_idx" ON "contributors" USING btree ("asset_id") WHERE is_primary;--> statement-breakpoint
CREATE INDEX "contributors_user_id_idx" ON "contributors" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "asset_previews_asset_id_idx" ON "asset_previews" USING btree ("asset_id");--> statement-breakpoint
CREATE INDEX "asset_versions_asset_id_idx" ON "asset_versions" USING btree ("asset_id");--> statement-breakpoint
CREATE INDEX "assets_deployment_index_id_created_idx" ON "assets" USING btree ("deployment_index_id","created");--> statement-breakpoint
CREATE INDEX "assets_created_by_user_id_idx" ON "assets" USING btree ("created_by_user_id");--> statement-breakpoint
CREATE INDEX "assets_updated_by_user_id_idx" ON "assets" USING btree ("updated_by_user_id");--> statement-breakpoint
CREATE INDEX "assets_status_id_idx" ON "assets" USING btree ("status_id");--> statement-breakpoint
CREATE INDEX "assets_external_doc_id_idx" ON "assets" USING btree ("external_doc_id");--> statement-breakpoint
CREATE INDEX "assets_temp_doc_id_idx" ON "assets" USING btree ("temp_doc_id");--> statement-breakpoint
CREATE INDEX "award_leaderboard_rows_deployment_index_id_league_idx" ON "award_leaderboard_rows" USING btree ("deployment_index_id","league");--> statement-breakpoint
CREATE INDEX "award_results_deployment_index_id_type_year_idx" ON "award_results" USING btree ("deployment_index_id","result_type","year");--> statement-breakpoint
CREATE INDEX "collection_assets_asset_id_idx" ON "collection_assets" USING btree ("asset_id");--> statement-breakpoint
CREATE INDEX "collection_featured_indexes_deployment_index_id_idx" ON "collection_featured_indexes" USING btree ("deployment_index_id","featured_date");--> statement-breakpoint
CREATE INDEX "collection_pins_user_id_idx" ON "collection_pins" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "collection_stars_user_id_idx" ON "collection_stars" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "collection_user_groups_user_group_id_idx" ON "collection_user_groups" USING btree ("user_group_id");--> statement-breakpoint
CREATE INDEX "collection_users_user_id_idx" ON "collection_users" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "collections_deployment_index_id_idx" ON "collections" USING btree ("deployment_index_id");--> statement-breakpoint
CREATE INDEX "collections_created_by_user_id_idx" ON "collections" USING btree ("created_by_user_id");--> statement-breakpoint
CREATE INDEX "app_object_setting_values_app_property_id_idx" ON "app_object_setting_values" USING btree ("app_property_id");--> statement-breakpoint
CREATE INDEX "app_object_setting_values_user_id_idx" ON "app_object_setting_values" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "app_object_settings_user_id_idx" ON "app_object_settings" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "app_properties_app_property_group_id_idx" ON "app_properties" USING btree ("app_property_group_id");--> statement-breakpoint
CREATE INDEX "deployment_index_users_user_id_idx" ON "deployment_index_users" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "deployment_index_users_one_current_idx" ON "deployment_index_users" USING btree ("user_id") WHERE is_current;--> statement-breakpoint
CREATE INDEX "deployment_indexes_deployment_id_idx" ON "deployment_indexes" USING btree ("deployment_id");--> statement-breakpoint
CREATE INDEX "deployment_indexes_metadata_set_id_idx" ON "deployment_indexes" USING btree ("metadata_set_id");--> statement-breakpoint
CREATE INDEX "deployment_users_user_id_idx" ON "deployment_users" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "form_submissions_form_kind_created_idx" ON "form_submissions" USING btree ("form_kind","created");--> statement-breakpoint
CREATE INDEX "form_submissions_user_id_idx" ON "form_submissions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "form_submissions_deployment_index_id_idx" ON "form_submissions" USING btree ("deployment_index_id");--> statement-breakpoint
CREATE INDEX "group_collections_collection_id_idx" ON "group_collections" USING btree ("collection_id");--> statement-breakpoint
CREATE INDEX "group_featured_indexes_deployment_index_id_idx" ON "group_featured_indexes" USING btree ("deployment_index_id","featured_date");--> statement-breakpoint
CREATE INDEX "group_pins_user_id_idx" ON "group_pins" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "group_stars_user_id_idx" ON "group_stars" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "group_user_groups_user_group_id_idx" ON "group_user_groups" USING btree ("user_group_id");--> statement-breakpoint
CREATE INDEX "group_users_user_id_idx" ON "group_users" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "groups_deployment_index_id_idx" ON "groups" USING btree ("deployment_index_id");--> statement-breakpoint
CREATE INDEX "groups_created_by_user_id_idx" ON "groups" USING btree ("created_by_user_id");--> statement-breakpoint
CREATE INDEX "groups_updated_by_user_id_idx" ON "groups" USING btree ("updated_by_user_id");--> statement-breakpoint
CREATE INDEX "asset_interactions_asset_id_kind_idx" ON "asset_interactions" USING btree ("asset_id","kind");--> statement-breakpoint
CREATE INDEX "asset_interactions_user_id_idx" ON "asset_interactions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "asset_interactions_created_idx" ON "asset_interactions" USING btree ("created");--> statement-breakpoint
CREATE UNIQUE INDEX "asset_interactions_one_like_idx" ON "asset_interactions" USING btree ("asset_id","user_id") WHERE kind = 'like';--> statement-breakpoint
CREATE INDEX "collection_interactions_collection_id_kind_idx" ON "collection_interactions" USING btree ("collection_id","kind");--> statement-breakpoint
CREATE INDEX "collection_interactions_user_id_idx" ON "collection_interactions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "collection_interactions_one_like_idx" ON "collection_interactions" USING btree ("collection_id","user_id") WHERE kind = 'like';--> statement-breakpoint
CREATE INDEX "group_interactions_group_id_kind_idx" ON "group_interactions" USING btree ("group_id","kind");--> statement-breakpoint
CREATE INDEX "group_interactions_user_id_idx" ON "group_interactions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "group_interactions_one_like_idx" ON "group_interactions" USING btree ("group_id","user_id") WHERE kind = 'like';--> statement-breakpoint
CREATE INDEX "maintenance_windows_ends_at_idx" ON "maintenance_windows" USING btree ("ends_at");--> statement-breakpoint
CREATE INDEX "asset_field_values_field_value_id_idx" ON "asset_field_values" USING btree ("field_value_id");--> statement-breakpoint
CREATE INDEX "metadata_edges_field_idx" ON "metadata_edges" USING btree ("deployment_index_id","field_code","field_value");--> statement-breakpoint
CREATE INDEX "metadata_edges_parent_idx" ON "metadata_edges" USING btree ("deployment_index_id","parent_field_code","parent_field_value");--> statement-breakpoint
CREATE INDEX "metadata_fields_code_idx" ON "metadata_fields" USING btree ("code");--> statement-breakpoint
CREATE INDEX "metadata_sets_master_set_id_idx" ON "metadata_sets" USING btree ("master_set_id");--> statement-breakpoint
CREATE INDEX "metadata_sets_deployment_index_id_idx" ON "metadata_sets" USING btree ("deployment_index_id");--> statement-breakpoint
CREATE INDEX "pages_page_grouping_id_idx" ON "pages" USING btree ("page_grouping_id");--> statement-breakpoint
CREATE INDEX "pages_code_idx" ON "pages" USING btree ("code");--> statement-breakpoint
CREATE INDEX "notifications_user_id_created_idx" ON "notifications" USING btree ("user_id","created");--> statement-breakpoint
CREATE INDEX "quick_link_values_quick_link_id_idx" ON "quick_link_values" USING btree ("quick_link_id");--> statement-breakpoint
CREATE INDEX "quick_links_entity_idx" ON "quick_links" USING btree ("entity_type","entity_id");--> statement-breakpoint
CREATE INDEX "asset_report_events_asset_id_report_name_idx" ON "asset_report_events" USING btree ("asset_id","report_name","created");--> statement-breakpoint
CREATE INDEX "asset_report_events_user_id_idx" ON "asset_report_events" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "search_report_events_deployment_index_id_created_idx" ON "search_report_events" USING btree ("deployment_index_id","created");--> statement-breakpoint
CREATE INDEX "search_report_events_user_id_idx" ON "search_report_events" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "role_permissions_permission_idx" ON "role_permissions" USING btree ("permission");--> statement-breakpoint
CREATE INDEX "system_messages_deployment_index_id_idx" ON "system_messages" USING btree ("deployment_index_id");--> statement-breakpoint
CREATE INDEX "user_group_members_user_id_idx" ON "user_group_members" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "user_groups_role_id_idx" ON "user_groups" USING btree ("role_id");--> statement-breakpoint
-- Reference rows the schema's defaults and the spec's fixed codes rely on (added by hand after generation).
INSERT INTO "asset_statuses" ("asset_status_id", "name") VALUES (1, 'Registered'), (2, 'Uploaded'), (3, 'Indexing'), (4, 'Indexed'), (5, 'Error');--> statement-breakpoint
INSERT INTO "archive_tiers" ("archive_tier_id", "name") VALUES (1, 'Hot'), (2, 'Cool'), (3, 'Cold'), (4, 'Archive');--> statement-breakpoint
INSERT INTO "ai_deployment_types" ("ai_deployment_type_id", "code", "name") VALUES (1, 'rag', 'Retrieval assistant'), (2, 'openai', 'AI assistant');--> statement-breakpoint
INSERT INTO "roles" ("name", "code") VALUES
	('Collection owner', 'collectionOwner'),
	('Collection editor', 'collectionEditor'),
	('Collection viewer', 'collectionViewer'),
	('Group owner', 'groupOwner'),
	('Group editor', 'groupEditor'),
	('Group viewer', 'groupViewer'),
	('Asset member', 'assetMember'),
	('Site administrator', 'siteAdministrator'),
	('Content uploader', 'contentUploader'),
	('Site member', 'siteMember');--> statement-breakpoint
INSERT INTO "role_permissions" ("role_id", "permission")
	SELECT "role_id", unnest(enum_range(NULL::"permission_name")) FROM "roles" WHERE "code" = 'siteAdministrator';--> statement-breakpoint
INSERT INTO "role_permissions" ("role_id", "permission")
	SELECT "role_id", 'uploadAsset'::"permission_name" FROM "roles" WHERE "code" = 'contentUploader';
