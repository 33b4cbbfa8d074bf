-- search_revision_seq also moves when what access and facets are read from changes (users, sites, user groups and
-- their members, roles' permissions, metadata sets and fields): an API instance keeps those values while the
-- sequence stands still (src/db/changes.ts), at the cost of one statement per request that reads it.
CREATE FUNCTION search_revision_advance() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM nextval('search_revision_seq');
  RETURN NULL;
END
$$;--> statement-breakpoint
-- The same function serves statement and row triggers. A sign-in only records its time (last_login, updated):
-- that is not a change of the user anyone keeps, so updates of users are looked at row by row.
CREATE TRIGGER users_advance_revision AFTER INSERT OR DELETE OR TRUNCATE ON users FOR EACH STATEMENT EXECUTE FUNCTION search_revision_advance();--> statement-breakpoint
CREATE TRIGGER users_changed_advance_revision AFTER UPDATE ON users FOR EACH ROW
  WHEN ((to_jsonb(OLD) - 'last_login' - 'updated') IS DISTINCT FROM (to_jsonb(NEW) - 'last_login' - 'updated'))
  EXECUTE FUNCTION search_revision_advance();--> statement-breakpoint
CREATE TRIGGER deployment_indexes_advance_revision AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON deployment_indexes FOR EACH STATEMENT EXECUTE FUNCTION search_revision_advance();--> statement-breakpoint
CREATE TRIGGER user_groups_advance_revision AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON user_groups FOR EACH STATEMENT EXECUTE FUNCTION search_revision_advance();--> statement-breakpoint
CREATE TRIGGER user_group_members_advance_revision AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON user_group_members FOR EACH STATEMENT EXECUTE FUNCTION search_revision_advance();--> statement-breakpoint
CREATE TRIGGER roles_advance_revision AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON roles FOR EACH STATEMENT EXECUTE FUNCTION search_revision_advance();--> statement-breakpoint
CREATE TRIGGER role_permissions_advance_revision AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON role_permissions FOR EACH STATEMENT EXECUTE FUNCTION search_revision_advance();--> statement-breakpoint
CREATE TRIGGER metadata_sets_advance_revision AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON metadata_sets FOR EACH STATEMENT EXECUTE FUNCTION search_revision_advance();--> statement-breakpoint
CREATE TRIGGER metadata_fields_advance_revision AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON metadata_fields FOR EACH STATEMENT EXECUTE FUNCTION search_revision_advance();
