ALTER TABLE "course_data" ADD COLUMN "womens_par" integer;--> statement-breakpoint
ALTER TABLE "course_data" ADD COLUMN "womens_handicap_index" integer;--> statement-breakpoint
ALTER TABLE "course_data" ADD COLUMN "tee_ratings" jsonb;--> statement-breakpoint
ALTER TABLE "course_data" ADD CONSTRAINT "course_data_womens_par_range" CHECK ("course_data"."womens_par" between 3 and 6);--> statement-breakpoint
ALTER TABLE "course_data" ADD CONSTRAINT "course_data_womens_index_range" CHECK ("course_data"."womens_handicap_index" between 1 and 18);