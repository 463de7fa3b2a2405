CREATE TABLE "score_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"game_id" integer NOT NULL,
	"game_player_id" integer NOT NULL,
	"hole_number" integer NOT NULL,
	"strokes" integer NOT NULL,
	"previous_strokes" integer,
	"entered_by" uuid,
	"entered_by_name" text NOT NULL,
	"entered_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "score_history" ADD CONSTRAINT "score_history_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "score_history" ADD CONSTRAINT "score_history_game_player_id_game_players_id_fk" FOREIGN KEY ("game_player_id") REFERENCES "public"."game_players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "score_history" ADD CONSTRAINT "score_history_entered_by_users_id_fk" FOREIGN KEY ("entered_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "score_history_game_idx" ON "score_history" USING btree ("game_id","id");