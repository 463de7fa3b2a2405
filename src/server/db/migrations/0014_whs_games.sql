ALTER TABLE "game_players" DROP CONSTRAINT "game_players_handicap_range";--> statement-breakpoint
ALTER TABLE "game_players" ADD COLUMN "handicap_index" integer;--> statement-breakpoint
ALTER TABLE "game_players" ADD COLUMN "course_handicap" integer;--> statement-breakpoint
ALTER TABLE "game_players" ADD COLUMN "playing_handicap" integer;--> statement-breakpoint
ALTER TABLE "game_players" ADD COLUMN "tee_set" text DEFAULT 'M' NOT NULL;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "handicap_mode" text DEFAULT 'fixed' NOT NULL;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "allowance_percent" integer;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "holes_played" text DEFAULT '18' NOT NULL;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "tee_ratings" jsonb;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "handicap_index" integer;--> statement-breakpoint
ALTER TABLE "game_players" ADD CONSTRAINT "game_players_handicap_index_range" CHECK ("game_players"."handicap_index" between -100 and 540);--> statement-breakpoint
ALTER TABLE "game_players" ADD CONSTRAINT "game_players_tee_set" CHECK ("game_players"."tee_set" in ('M', 'W'));--> statement-breakpoint
ALTER TABLE "game_players" ADD CONSTRAINT "game_players_handicap_range" CHECK ("game_players"."handicap" between -99 and 199);--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_handicap_mode" CHECK ("games"."handicap_mode" in ('fixed', 'whs'));--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_allowance_range" CHECK ("games"."allowance_percent" between 0 and 100);--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_holes_played" CHECK ("games"."holes_played" in ('18', 'front', 'back'));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_handicap_index_range" CHECK ("users"."handicap_index" between -100 and 540);