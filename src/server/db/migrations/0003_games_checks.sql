ALTER TABLE "game_players" ADD CONSTRAINT "game_players_team_assignment" CHECK ("game_players"."team_assignment" in ('A', 'B'));--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_nassau_mode" CHECK ("games"."nassau_mode" in ('stroke', 'match'));--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_current_hole_range" CHECK ("games"."current_hole" between 1 and 19);