CREATE TABLE "game_operations" (
	"game_id" integer NOT NULL,
	"op_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"answer" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "game_operations_game_id_op_id_pk" PRIMARY KEY("game_id","op_id"),
	CONSTRAINT "game_operations_kind" CHECK ("game_operations"."kind" in ('score', 'drinks', 'advance-hole'))
);
--> statement-breakpoint
ALTER TABLE "score_history" ALTER COLUMN "hole_number" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "score_history" ADD COLUMN "kind" text DEFAULT 'score' NOT NULL;--> statement-breakpoint
ALTER TABLE "score_history" ADD COLUMN "op_id" uuid;--> statement-breakpoint
ALTER TABLE "score_history" ADD COLUMN "conflict" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Who entered each stored score (issue 29): the latest history row of its hole says; a score stored before the history
-- began (0002) has none, and reads as entered by "Someone".
ALTER TABLE "scores" ADD COLUMN "entered_by_name" text;--> statement-breakpoint
UPDATE "scores" SET "entered_by_name" = coalesce((SELECT "h"."entered_by_name" FROM "score_history" "h" WHERE "h"."game_player_id" = "scores"."game_player_id" AND "h"."hole_number" = "scores"."hole_number" ORDER BY "h"."id" DESC LIMIT 1), 'Someone');--> statement-breakpoint
ALTER TABLE "scores" ALTER COLUMN "entered_by_name" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "scores" ADD COLUMN "dispute_strokes" integer;--> statement-breakpoint
ALTER TABLE "scores" ADD COLUMN "dispute_by_name" text;--> statement-breakpoint
ALTER TABLE "game_operations" ADD CONSTRAINT "game_operations_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "score_history" ADD CONSTRAINT "score_history_kind" CHECK ("score_history"."kind" in ('score', 'drinks'));--> statement-breakpoint
ALTER TABLE "score_history" ADD CONSTRAINT "score_history_hole_of_scores" CHECK (("score_history"."kind" = 'score') = ("score_history"."hole_number" is not null));--> statement-breakpoint
ALTER TABLE "scores" ADD CONSTRAINT "scores_dispute_whole" CHECK (("scores"."dispute_strokes" is null) = ("scores"."dispute_by_name" is null));