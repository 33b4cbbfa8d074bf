-- Site roles beyond administrator, uploader and member, so user groups can grant the editing, insight and AI permissions of spec §6.
INSERT INTO "roles" ("name", "code") VALUES
	('Site editor', 'siteEditor'),
	('Site analyst', 'siteAnalyst'),
	('AI user', 'aiUser')
ON CONFLICT ("code") DO NOTHING;--> statement-breakpoint
INSERT INTO "role_permissions" ("role_id", "permission")
	SELECT "role_id", unnest(ARRAY['editDeploymentIndex', 'exportReports']::"permission_name"[]) FROM "roles" WHERE "code" = 'siteEditor'
ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "role_permissions" ("role_id", "permission")
	SELECT "role_id", 'analyzeInsights'::"permission_name" FROM "roles" WHERE "code" = 'siteAnalyst'
ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "role_permissions" ("role_id", "permission")
	SELECT "role_id", unnest(ARRAY['viewOpenAi', 'viewAiAssistant', 'viewAiInteract', 'viewRagAssistant']::"permission_name"[]) FROM "roles" WHERE "code" = 'aiUser'
ON CONFLICT DO NOTHING;
