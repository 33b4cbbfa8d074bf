-- A sign-in is not a change any API instance keeps (drizzle/0009_change_revisions.sql), but upsertSignedInUser records it
-- with INSERT … ON CONFLICT DO UPDATE, and a statement-level INSERT trigger fires for every such statement, a new row
-- or not: every sign-in, notification list and /users/me moved search_revision_seq, so every instance dropped its
-- kept users, sites and permissions and re-read the last changes of its search indexes. Inserts are now looked at
-- row by row (an AFTER INSERT row trigger fires only for a row really inserted; the update of an existing one goes
-- through users_changed_advance_revision, which leaves last_login and updated out).
DROP TRIGGER "users_advance_revision" ON "users";--> statement-breakpoint
CREATE TRIGGER users_advance_revision AFTER DELETE OR TRUNCATE ON users FOR EACH STATEMENT EXECUTE FUNCTION search_revision_advance();--> statement-breakpoint
CREATE TRIGGER users_inserted_advance_revision AFTER INSERT ON users FOR EACH ROW EXECUTE FUNCTION search_revision_advance();
