CREATE TABLE "course_data" (
	"id" serial PRIMARY KEY NOT NULL,
	"course_name" text NOT NULL,
	"city" text,
	"state" text,
	"hole_number" integer NOT NULL,
	"par" integer NOT NULL,
	"yardage" integer NOT NULL,
	"handicap_index" integer NOT NULL,
	"tee_color" text NOT NULL,
	CONSTRAINT "course_data_hole_range" CHECK ("course_data"."hole_number" between 1 and 18),
	CONSTRAINT "course_data_par_range" CHECK ("course_data"."par" between 3 and 6),
	CONSTRAINT "course_data_yardage_range" CHECK ("course_data"."yardage" between 50 and 700),
	CONSTRAINT "course_data_index_range" CHECK ("course_data"."handicap_index" between 1 and 18)
);
--> statement-breakpoint
CREATE TABLE "friend_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"requester_id" uuid NOT NULL,
	"addressee_id" uuid NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "friend_requests_not_self" CHECK ("friend_requests"."requester_id" <> "friend_requests"."addressee_id")
);
--> statement-breakpoint
CREATE TABLE "friendships" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_a_id" uuid NOT NULL,
	"user_b_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "friendships_ordered_pair" CHECK ("friendships"."user_a_id" < "friendships"."user_b_id")
);
--> statement-breakpoint
CREATE TABLE "game_players" (
	"id" serial PRIMARY KEY NOT NULL,
	"game_id" integer NOT NULL,
	"player_key" text NOT NULL,
	"user_id" uuid,
	"player_name" text NOT NULL,
	"handicap" integer DEFAULT 0 NOT NULL,
	"team_assignment" text,
	"drinks" integer DEFAULT 0 NOT NULL,
	"total_strokes" integer,
	"net_score" integer,
	"position" integer,
	"winnings_cents" integer,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "game_players_handicap_range" CHECK ("game_players"."handicap" between -5 and 54),
	CONSTRAINT "game_players_drinks_range" CHECK ("game_players"."drinks" >= 0)
);
--> statement-breakpoint
CREATE TABLE "games" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"course_name" text NOT NULL,
	"tee_color" text NOT NULL,
	"holes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"game_type" text NOT NULL,
	"nassau_mode" text,
	"bet_amount_cents" integer DEFAULT 0 NOT NULL,
	"max_players" integer DEFAULT 5 NOT NULL,
	"status" text DEFAULT 'waiting' NOT NULL,
	"current_hole" integer DEFAULT 1 NOT NULL,
	"is_private" boolean DEFAULT false NOT NULL,
	"created_by" uuid NOT NULL,
	"game_code" varchar(6) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	CONSTRAINT "games_bet_range" CHECK ("games"."bet_amount_cents" between 0 and 100000),
	CONSTRAINT "games_max_players_range" CHECK ("games"."max_players" between 1 and 5),
	CONSTRAINT "games_game_type" CHECK ("games"."game_type" in ('stroke', 'match', 'bestball', 'nassau')),
	CONSTRAINT "games_status" CHECK ("games"."status" in ('waiting', 'active', 'completed'))
);
--> statement-breakpoint
CREATE TABLE "invitation_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(8) NOT NULL,
	"created_by" uuid,
	"used_by" uuid,
	"email" text NOT NULL,
	"first_name" text,
	"last_name" text,
	"username" text,
	"trial_days" integer DEFAULT 30 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"revoked_at" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "invitation_codes_trial_days_range" CHECK ("invitation_codes"."trial_days" between 1 and 365)
);
--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"to" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"html" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"type" text NOT NULL,
	"title" text NOT NULL,
	"message" text NOT NULL,
	"data" jsonb,
	"metadata" jsonb,
	"read" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "scores" (
	"id" serial PRIMARY KEY NOT NULL,
	"game_id" integer NOT NULL,
	"game_player_id" integer NOT NULL,
	"hole_number" integer NOT NULL,
	"strokes" integer NOT NULL,
	"par" integer NOT NULL,
	"handicap_strokes" integer DEFAULT 0 NOT NULL,
	"net_strokes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "scores_hole_range" CHECK ("scores"."hole_number" between 1 and 18),
	CONSTRAINT "scores_strokes_range" CHECK ("scores"."strokes" between 1 and 20)
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"sid" varchar(64) PRIMARY KEY NOT NULL,
	"user_id" uuid,
	"sess" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"expire" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_achievements" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"achievement_type" text NOT NULL,
	"game_id" integer,
	"earned_at" timestamp with time zone DEFAULT now() NOT NULL,
	"metadata" jsonb
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_number" integer GENERATED ALWAYS AS IDENTITY (sequence name "users_user_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1001 CACHE 1),
	"email" text,
	"first_name" text,
	"last_name" text,
	"display_name" text,
	"username" text NOT NULL,
	"password" text,
	"temp_password" text,
	"temp_password_expiry" timestamp with time zone,
	"bio" text,
	"profile_image_url" text,
	"avatar_url" text,
	"handicap" integer,
	"is_admin" boolean DEFAULT false NOT NULL,
	"friends_only_game_add" boolean DEFAULT false NOT NULL,
	"trial_ends_at" timestamp with time zone,
	"subscription_status" text DEFAULT 'trial' NOT NULL,
	"stripe_customer_id" text,
	"stripe_subscription_id" text,
	"subscription_cancel_at" timestamp with time zone,
	"payment_grace_period_ends_at" timestamp with time zone,
	"must_change_password" boolean DEFAULT false NOT NULL,
	"oidc_subject" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_login_at" timestamp with time zone,
	"invited_by" uuid,
	"invite_activated" boolean DEFAULT false NOT NULL,
	"inviter_name" text,
	CONSTRAINT "users_handicap_range" CHECK ("users"."handicap" between -5 and 54),
	CONSTRAINT "users_subscription_status" CHECK ("users"."subscription_status" in ('trial', 'active', 'expired', 'lifetime'))
);
--> statement-breakpoint
ALTER TABLE "friend_requests" ADD CONSTRAINT "friend_requests_requester_id_users_id_fk" FOREIGN KEY ("requester_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "friend_requests" ADD CONSTRAINT "friend_requests_addressee_id_users_id_fk" FOREIGN KEY ("addressee_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "friendships" ADD CONSTRAINT "friendships_user_a_id_users_id_fk" FOREIGN KEY ("user_a_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "friendships" ADD CONSTRAINT "friendships_user_b_id_users_id_fk" FOREIGN KEY ("user_b_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_players" ADD CONSTRAINT "game_players_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_players" ADD CONSTRAINT "game_players_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitation_codes" ADD CONSTRAINT "invitation_codes_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitation_codes" ADD CONSTRAINT "invitation_codes_used_by_users_id_fk" FOREIGN KEY ("used_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scores" ADD CONSTRAINT "scores_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scores" ADD CONSTRAINT "scores_game_player_id_game_players_id_fk" FOREIGN KEY ("game_player_id") REFERENCES "public"."game_players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_achievements" ADD CONSTRAINT "user_achievements_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_achievements" ADD CONSTRAINT "user_achievements_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "course_data_hole_unique" ON "course_data" USING btree ("course_name","tee_color","hole_number");--> statement-breakpoint
CREATE INDEX "friend_requests_addressee_idx" ON "friend_requests" USING btree ("addressee_id");--> statement-breakpoint
CREATE UNIQUE INDEX "friend_requests_pending_unique" ON "friend_requests" USING btree ("requester_id","addressee_id") WHERE "friend_requests"."status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "friendships_pair_unique" ON "friendships" USING btree ("user_a_id","user_b_id");--> statement-breakpoint
CREATE INDEX "friendships_user_b_idx" ON "friendships" USING btree ("user_b_id");--> statement-breakpoint
CREATE UNIQUE INDEX "game_players_player_unique" ON "game_players" USING btree ("game_id","player_key");--> statement-breakpoint
CREATE INDEX "game_players_user_idx" ON "game_players" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "games_game_code_unique" ON "games" USING btree ("game_code");--> statement-breakpoint
CREATE INDEX "games_created_by_idx" ON "games" USING btree ("created_by");--> statement-breakpoint
CREATE INDEX "games_status_idx" ON "games" USING btree ("status");--> statement-breakpoint
CREATE UNIQUE INDEX "invitation_codes_code_unique" ON "invitation_codes" USING btree ("code");--> statement-breakpoint
CREATE INDEX "notifications_user_idx" ON "notifications" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "scores_player_hole_unique" ON "scores" USING btree ("game_id","game_player_id","hole_number");--> statement-breakpoint
CREATE INDEX "sessions_expire_idx" ON "sessions" USING btree ("expire");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "user_achievements_unique" ON "user_achievements" USING btree ("user_id","achievement_type");--> statement-breakpoint
CREATE UNIQUE INDEX "users_user_number_unique" ON "users" USING btree ("user_number");--> statement-breakpoint
CREATE UNIQUE INDEX "users_username_lower_unique" ON "users" USING btree (lower("username"));--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_lower_unique" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "users_oidc_subject_unique" ON "users" USING btree ("oidc_subject");