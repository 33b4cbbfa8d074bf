-- The Preferences panel's choices per user (GET/PUT v2/users/me/preferences); only chosen keys are stored.
ALTER TABLE "users" ADD COLUMN "preferences" jsonb DEFAULT '{}'::jsonb NOT NULL;
