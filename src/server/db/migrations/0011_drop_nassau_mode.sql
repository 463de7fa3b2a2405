-- A nassau's mode moves into format_options (issue 28); a nassau stored without a mode keeps reading as match mode.
UPDATE "games" SET "format_options" = jsonb_build_object('mode', "nassau_mode") WHERE "nassau_mode" IS NOT NULL AND "game_type" = 'nassau';--> statement-breakpoint
ALTER TABLE "games" DROP CONSTRAINT "games_nassau_mode";--> statement-breakpoint
ALTER TABLE "games" DROP COLUMN "nassau_mode";
