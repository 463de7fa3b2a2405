ALTER TABLE "game_operations" DROP CONSTRAINT "game_operations_kind";--> statement-breakpoint
ALTER TABLE "games" DROP CONSTRAINT "games_game_type";--> statement-breakpoint
ALTER TABLE "score_history" DROP CONSTRAINT "score_history_kind";--> statement-breakpoint
ALTER TABLE "score_history" DROP CONSTRAINT "score_history_hole_of_scores";--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "wolf_choices" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "score_history" ADD COLUMN "choice" jsonb;--> statement-breakpoint
ALTER TABLE "score_history" ADD COLUMN "previous_choice" jsonb;--> statement-breakpoint
ALTER TABLE "game_operations" ADD CONSTRAINT "game_operations_kind" CHECK ("game_operations"."kind" in ('score', 'drinks', 'advance-hole', 'wolf'));--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_game_type" CHECK ("games"."game_type" in ('stroke', 'match', 'bestball', 'nassau', 'skins', 'stableford', 'wolf'));--> statement-breakpoint
ALTER TABLE "score_history" ADD CONSTRAINT "score_history_choice_of_wolf" CHECK (("score_history"."kind" in ('wolf')) = ("score_history"."choice" is not null));--> statement-breakpoint
ALTER TABLE "score_history" ADD CONSTRAINT "score_history_kind" CHECK ("score_history"."kind" in ('score', 'drinks', 'wolf'));--> statement-breakpoint
ALTER TABLE "score_history" ADD CONSTRAINT "score_history_hole_of_scores" CHECK (("score_history"."kind" in ('score', 'wolf')) = ("score_history"."hole_number" is not null));