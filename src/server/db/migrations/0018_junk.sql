ALTER TABLE "game_operations" DROP CONSTRAINT "game_operations_kind";--> statement-breakpoint
ALTER TABLE "score_history" DROP CONSTRAINT "score_history_kind";--> statement-breakpoint
ALTER TABLE "score_history" DROP CONSTRAINT "score_history_hole_of_scores";--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "junk_marks" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "score_history" ADD COLUMN "junk_kind" text;--> statement-breakpoint
ALTER TABLE "game_operations" ADD CONSTRAINT "game_operations_kind" CHECK ("game_operations"."kind" in ('score', 'drinks', 'advance-hole', 'wolf', 'press', 'junk'));--> statement-breakpoint
ALTER TABLE "score_history" ADD CONSTRAINT "score_history_kind_of_junk" CHECK (("score_history"."kind" in ('junk')) = ("score_history"."junk_kind" is not null));--> statement-breakpoint
ALTER TABLE "score_history" ADD CONSTRAINT "score_history_junk_kind" CHECK ("score_history"."junk_kind" in ('greenie', 'sandie'));--> statement-breakpoint
ALTER TABLE "score_history" ADD CONSTRAINT "score_history_kind" CHECK ("score_history"."kind" in ('score', 'drinks', 'wolf', 'press', 'junk'));--> statement-breakpoint
ALTER TABLE "score_history" ADD CONSTRAINT "score_history_hole_of_scores" CHECK (("score_history"."kind" in ('score', 'wolf', 'press', 'junk')) = ("score_history"."hole_number" is not null));