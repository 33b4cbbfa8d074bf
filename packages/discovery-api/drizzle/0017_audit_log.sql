-- The audit log (issue: admin with an audit log): every change made through the API, sign-in, refused sign-in and
-- refused call. Tables of activity (views, likes, searches), notifications, the search index, sign-in sessions and
-- fixed lookups are not audited: they are events or derived data, kept in their own tables.
CREATE TYPE "public"."audit_kind" AS ENUM('change', 'sign-in', 'sign-in-failure', 'refused');--> statement-breakpoint
CREATE TABLE "audit_log" (
	"audit_id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"kind" "audit_kind" NOT NULL,
	"action" text NOT NULL,
	"entity_type" text,
	"entity_id" text,
	"before" jsonb,
	"after" jsonb,
	"actor_user_id" integer,
	"actor_email" text,
	"ip" "inet",
	"method" text,
	"path" text,
	"request_id" text,
	"status_code" integer,
	"detail" text
);
--> statement-breakpoint
CREATE INDEX "audit_log_at_idx" ON "audit_log" USING btree ("at");--> statement-breakpoint
CREATE INDEX "audit_log_actor_idx" ON "audit_log" USING btree ("actor_user_id","at");--> statement-breakpoint
CREATE INDEX "audit_log_entity_idx" ON "audit_log" USING btree ("entity_type","entity_id","at");--> statement-breakpoint
CREATE INDEX "audit_log_action_idx" ON "audit_log" USING btree ("kind","action","at");
--> statement-breakpoint
-- The audit log is append-only: no statement changes or removes an entry, whoever runs it.
CREATE FUNCTION audit_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'The audit log is append-only: % is refused.', TG_OP USING ERRCODE = 'insufficient_privilege';
END
$$;--> statement-breakpoint
CREATE TRIGGER audit_log_append_only BEFORE UPDATE OR DELETE ON audit_log FOR EACH ROW EXECUTE FUNCTION audit_log_append_only();--> statement-breakpoint
CREATE TRIGGER audit_log_no_truncate BEFORE TRUNCATE ON audit_log FOR EACH STATEMENT EXECUTE FUNCTION audit_log_append_only();--> statement-breakpoint
-- A row image as the log keeps it: secrets (passwords, keys, tokens) replaced by [redacted], a long text cut at
-- 2,000 characters and a long object or list (an embedding, an extracted text's parts) replaced by its size.
CREATE FUNCTION audit_row_image(image jsonb) RETURNS jsonb LANGUAGE sql IMMUTABLE AS $$
  SELECT coalesce(jsonb_object_agg(key, CASE
    WHEN key ~ '(password|secret|authorization_key|subscription_key|token)' AND value <> 'null'::jsonb
      THEN '"[redacted]"'::jsonb
    WHEN jsonb_typeof(value) = 'string' AND length(value #>> '{}') > 2000
      THEN to_jsonb(left(value #>> '{}', 2000) || '… (' || length(value #>> '{}') || ' characters)')
    WHEN jsonb_typeof(value) IN ('object', 'array') AND length(value::text) > 4000
      THEN to_jsonb('(' || jsonb_typeof(value) || ' of ' || length(value::text) || ' characters)')
    ELSE value END), '{}'::jsonb)
  FROM jsonb_each(image)
$$;--> statement-breakpoint
-- A change made through the API, written in the change's own transaction (so it is kept exactly when the change is).
-- The API sets portal.audit_context (who, from where, through which call) in every transaction that writes for a
-- request (src/audit/audited-database.ts); a change without it (a background job, a seed, a migration) is not an
-- API change and is not logged. An update keeps only the columns that changed, apart from the bookkeeping ones
-- (updated, last_login, and a user's profile claims, which every sign-in copies from the token: a sign-in is logged
-- as one); an update that changed nothing else is not logged. The trigger arguments name the primary key columns.
CREATE FUNCTION audit_row_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  context jsonb := nullif(current_setting('portal.audit_context', true), '')::jsonb;
  old_row jsonb;
  new_row jsonb;
  before_row jsonb;
  after_row jsonb;
  entity text;
BEGIN
  IF context IS NULL THEN
    RETURN NULL;
  END IF;
  IF TG_OP <> 'INSERT' THEN old_row := audit_row_image(to_jsonb(OLD)); END IF;
  IF TG_OP <> 'DELETE' THEN new_row := audit_row_image(to_jsonb(NEW)); END IF;
  IF TG_OP = 'UPDATE' THEN
    SELECT jsonb_object_agg(key, value) INTO after_row FROM jsonb_each(new_row)
      WHERE old_row -> key IS DISTINCT FROM value AND key NOT IN ('updated', 'last_login')
        AND NOT (TG_TABLE_NAME = 'users' AND key IN ('subject', 'issuer', 'given_name', 'last_name', 'name', 'picture'));
    IF after_row IS NULL THEN
      RETURN NULL;
    END IF;
    SELECT jsonb_object_agg(key, old_row -> key) INTO before_row FROM jsonb_object_keys(after_row) AS key;
  ELSE
    before_row := old_row;
    after_row := new_row;
  END IF;
  SELECT string_agg(coalesce(new_row, old_row) ->> key_column, ',' ORDER BY position) INTO entity
    FROM unnest(TG_ARGV) WITH ORDINALITY AS key_columns(key_column, position);
  INSERT INTO audit_log (kind, action, entity_type, entity_id, before, after, actor_user_id, actor_email, ip, method, path, request_id)
    VALUES ('change', lower(TG_OP), TG_TABLE_NAME, entity, before_row, after_row, (context ->> 'userId')::integer,
      context ->> 'email', (context ->> 'ip')::inet, context ->> 'method', context ->> 'path', context ->> 'requestId');
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER ai_deployments_audit AFTER INSERT OR UPDATE OR DELETE ON ai_deployments FOR EACH ROW EXECUTE FUNCTION audit_row_change('ai_deployment_id');--> statement-breakpoint
CREATE TRIGGER ai_endpoints_audit AFTER INSERT OR UPDATE OR DELETE ON ai_endpoints FOR EACH ROW EXECUTE FUNCTION audit_row_change('ai_endpoint_id');--> statement-breakpoint
CREATE TRIGGER announcements_audit AFTER INSERT OR UPDATE OR DELETE ON announcements FOR EACH ROW EXECUTE FUNCTION audit_row_change('announcement_id');--> statement-breakpoint
CREATE TRIGGER app_object_setting_values_audit AFTER INSERT OR UPDATE OR DELETE ON app_object_setting_values FOR EACH ROW EXECUTE FUNCTION audit_row_change('app_object_setting_value_id');--> statement-breakpoint
CREATE TRIGGER app_object_settings_audit AFTER INSERT OR UPDATE OR DELETE ON app_object_settings FOR EACH ROW EXECUTE FUNCTION audit_row_change('app_object_setting_id');--> statement-breakpoint
CREATE TRIGGER app_properties_audit AFTER INSERT OR UPDATE OR DELETE ON app_properties FOR EACH ROW EXECUTE FUNCTION audit_row_change('app_property_id');--> statement-breakpoint
CREATE TRIGGER asset_contacts_audit AFTER INSERT OR UPDATE OR DELETE ON asset_contacts FOR EACH ROW EXECUTE FUNCTION audit_row_change('asset_id', 'user_id', 'contact_role');--> statement-breakpoint
CREATE TRIGGER asset_field_values_audit AFTER INSERT OR UPDATE OR DELETE ON asset_field_values FOR EACH ROW EXECUTE FUNCTION audit_row_change('asset_id', 'field_value_id');--> statement-breakpoint
CREATE TRIGGER asset_members_audit AFTER INSERT OR UPDATE OR DELETE ON asset_members FOR EACH ROW EXECUTE FUNCTION audit_row_change('asset_id', 'user_id');--> statement-breakpoint
CREATE TRIGGER asset_user_groups_audit AFTER INSERT OR UPDATE OR DELETE ON asset_user_groups FOR EACH ROW EXECUTE FUNCTION audit_row_change('asset_id', 'user_group_id');--> statement-breakpoint
CREATE TRIGGER asset_versions_audit AFTER INSERT OR UPDATE OR DELETE ON asset_versions FOR EACH ROW EXECUTE FUNCTION audit_row_change('asset_version_id');--> statement-breakpoint
CREATE TRIGGER assets_audit AFTER INSERT OR UPDATE OR DELETE ON assets FOR EACH ROW EXECUTE FUNCTION audit_row_change('asset_id');--> statement-breakpoint
CREATE TRIGGER capability_links_audit AFTER INSERT OR UPDATE OR DELETE ON capability_links FOR EACH ROW EXECUTE FUNCTION audit_row_change('link_id');--> statement-breakpoint
CREATE TRIGGER collection_assets_audit AFTER INSERT OR UPDATE OR DELETE ON collection_assets FOR EACH ROW EXECUTE FUNCTION audit_row_change('collection_asset_id');--> statement-breakpoint
CREATE TRIGGER collection_featured_indexes_audit AFTER INSERT OR UPDATE OR DELETE ON collection_featured_indexes FOR EACH ROW EXECUTE FUNCTION audit_row_change('collection_id', 'deployment_index_id');--> statement-breakpoint
CREATE TRIGGER collection_user_groups_audit AFTER INSERT OR UPDATE OR DELETE ON collection_user_groups FOR EACH ROW EXECUTE FUNCTION audit_row_change('collection_id', 'user_group_id');--> statement-breakpoint
CREATE TRIGGER collection_users_audit AFTER INSERT OR UPDATE OR DELETE ON collection_users FOR EACH ROW EXECUTE FUNCTION audit_row_change('collection_user_id');--> statement-breakpoint
CREATE TRIGGER collections_audit AFTER INSERT OR UPDATE OR DELETE ON collections FOR EACH ROW EXECUTE FUNCTION audit_row_change('collection_id');--> statement-breakpoint
CREATE TRIGGER confidential_asset_users_audit AFTER INSERT OR UPDATE OR DELETE ON confidential_asset_users FOR EACH ROW EXECUTE FUNCTION audit_row_change('asset_id', 'user_id');--> statement-breakpoint
CREATE TRIGGER contributors_audit AFTER INSERT OR UPDATE OR DELETE ON contributors FOR EACH ROW EXECUTE FUNCTION audit_row_change('contributor_id');--> statement-breakpoint
CREATE TRIGGER deployment_index_users_audit AFTER INSERT OR UPDATE OR DELETE ON deployment_index_users FOR EACH ROW EXECUTE FUNCTION audit_row_change('deployment_index_id', 'user_id');--> statement-breakpoint
CREATE TRIGGER deployment_indexes_audit AFTER INSERT OR UPDATE OR DELETE ON deployment_indexes FOR EACH ROW EXECUTE FUNCTION audit_row_change('deployment_index_id');--> statement-breakpoint
CREATE TRIGGER deployment_users_audit AFTER INSERT OR UPDATE OR DELETE ON deployment_users FOR EACH ROW EXECUTE FUNCTION audit_row_change('deployment_id', 'user_id');--> statement-breakpoint
CREATE TRIGGER deployments_audit AFTER INSERT OR UPDATE OR DELETE ON deployments FOR EACH ROW EXECUTE FUNCTION audit_row_change('deployment_id');--> statement-breakpoint
CREATE TRIGGER form_submissions_audit AFTER INSERT OR UPDATE OR DELETE ON form_submissions FOR EACH ROW EXECUTE FUNCTION audit_row_change('form_submission_id');--> statement-breakpoint
CREATE TRIGGER group_collections_audit AFTER INSERT OR UPDATE OR DELETE ON group_collections FOR EACH ROW EXECUTE FUNCTION audit_row_change('group_id', 'collection_id');--> statement-breakpoint
CREATE TRIGGER group_featured_indexes_audit AFTER INSERT OR UPDATE OR DELETE ON group_featured_indexes FOR EACH ROW EXECUTE FUNCTION audit_row_change('group_id', 'deployment_index_id');--> statement-breakpoint
CREATE TRIGGER group_user_groups_audit AFTER INSERT OR UPDATE OR DELETE ON group_user_groups FOR EACH ROW EXECUTE FUNCTION audit_row_change('group_id', 'user_group_id');--> statement-breakpoint
CREATE TRIGGER group_users_audit AFTER INSERT OR UPDATE OR DELETE ON group_users FOR EACH ROW EXECUTE FUNCTION audit_row_change('group_user_id');--> statement-breakpoint
CREATE TRIGGER groups_audit AFTER INSERT OR UPDATE OR DELETE ON groups FOR EACH ROW EXECUTE FUNCTION audit_row_change('group_id');--> statement-breakpoint
CREATE TRIGGER identity_accounts_audit AFTER INSERT OR UPDATE OR DELETE ON identity_accounts FOR EACH ROW EXECUTE FUNCTION audit_row_change('account_id');--> statement-breakpoint
CREATE TRIGGER local_pages_audit AFTER INSERT OR UPDATE OR DELETE ON local_pages FOR EACH ROW EXECUTE FUNCTION audit_row_change('local_page_id');--> statement-breakpoint
CREATE TRIGGER maintenance_windows_audit AFTER INSERT OR UPDATE OR DELETE ON maintenance_windows FOR EACH ROW EXECUTE FUNCTION audit_row_change('maintenance_window_id');--> statement-breakpoint
CREATE TRIGGER metadata_edges_audit AFTER INSERT OR UPDATE OR DELETE ON metadata_edges FOR EACH ROW EXECUTE FUNCTION audit_row_change('metadata_edge_id');--> statement-breakpoint
CREATE TRIGGER metadata_field_values_audit AFTER INSERT OR UPDATE OR DELETE ON metadata_field_values FOR EACH ROW EXECUTE FUNCTION audit_row_change('field_value_id');--> statement-breakpoint
CREATE TRIGGER metadata_fields_audit AFTER INSERT OR UPDATE OR DELETE ON metadata_fields FOR EACH ROW EXECUTE FUNCTION audit_row_change('field_id');--> statement-breakpoint
CREATE TRIGGER metadata_sets_audit AFTER INSERT OR UPDATE OR DELETE ON metadata_sets FOR EACH ROW EXECUTE FUNCTION audit_row_change('set_id');--> statement-breakpoint
CREATE TRIGGER page_actions_audit AFTER INSERT OR UPDATE OR DELETE ON page_actions FOR EACH ROW EXECUTE FUNCTION audit_row_change('page_element_id');--> statement-breakpoint
CREATE TRIGGER page_groupings_audit AFTER INSERT OR UPDATE OR DELETE ON page_groupings FOR EACH ROW EXECUTE FUNCTION audit_row_change('page_grouping_id');--> statement-breakpoint
CREATE TRIGGER pages_audit AFTER INSERT OR UPDATE OR DELETE ON pages FOR EACH ROW EXECUTE FUNCTION audit_row_change('page_id');--> statement-breakpoint
CREATE TRIGGER quick_link_values_audit AFTER INSERT OR UPDATE OR DELETE ON quick_link_values FOR EACH ROW EXECUTE FUNCTION audit_row_change('quick_link_value_id');--> statement-breakpoint
CREATE TRIGGER quick_links_audit AFTER INSERT OR UPDATE OR DELETE ON quick_links FOR EACH ROW EXECUTE FUNCTION audit_row_change('quick_link_id');--> statement-breakpoint
CREATE TRIGGER roles_audit AFTER INSERT OR UPDATE OR DELETE ON roles FOR EACH ROW EXECUTE FUNCTION audit_row_change('role_id');--> statement-breakpoint
CREATE TRIGGER system_messages_audit AFTER INSERT OR UPDATE OR DELETE ON system_messages FOR EACH ROW EXECUTE FUNCTION audit_row_change('system_message_id');--> statement-breakpoint
CREATE TRIGGER themes_audit AFTER INSERT OR UPDATE OR DELETE ON themes FOR EACH ROW EXECUTE FUNCTION audit_row_change('theme_id');--> statement-breakpoint
CREATE TRIGGER user_group_members_audit AFTER INSERT OR UPDATE OR DELETE ON user_group_members FOR EACH ROW EXECUTE FUNCTION audit_row_change('user_group_id', 'user_id');--> statement-breakpoint
CREATE TRIGGER user_groups_audit AFTER INSERT OR UPDATE OR DELETE ON user_groups FOR EACH ROW EXECUTE FUNCTION audit_row_change('user_group_id');--> statement-breakpoint
CREATE TRIGGER users_audit AFTER INSERT OR UPDATE OR DELETE ON users FOR EACH ROW EXECUTE FUNCTION audit_row_change('user_id');
