-- Which permissions a site role carries is the role table of @portal/contracts (rules/site-roles.ts), read by the
-- server; the database keeps which role each user group carries, not a second copy of the table.
DROP TABLE "role_permissions" CASCADE;--> statement-breakpoint
DROP TYPE "public"."permission_name";