-- Drinks become a game option, off by default (issue 34 item 7; product §R8). A game where drinks were already counted
-- (a player has some, or the history has a drinks change) keeps them on, so no one's count or history line disappears.
ALTER TABLE "games" ADD COLUMN "drinks_on" boolean DEFAULT false NOT NULL;--> statement-breakpoint
UPDATE "games" SET "drinks_on" = true WHERE EXISTS (SELECT 1 FROM "game_players" WHERE "game_players"."game_id" = "games"."id" AND "game_players"."drinks" > 0) OR EXISTS (SELECT 1 FROM "score_history" WHERE "score_history"."game_id" = "games"."id" AND "score_history"."kind" = 'drinks');
