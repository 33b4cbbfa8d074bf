DROP TABLE "award_leaderboard_rows" CASCADE;--> statement-breakpoint
DROP TABLE "award_results" CASCADE;--> statement-breakpoint
DROP TYPE "public"."award_result_type";