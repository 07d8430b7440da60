CREATE TABLE "game_preferences" (
	"game" text PRIMARY KEY NOT NULL,
	"contests_selectable_admin" integer DEFAULT 4 NOT NULL,
	"contests_selectable_showcase" integer DEFAULT 4 NOT NULL,
	"featured_contests" integer DEFAULT 2 NOT NULL,
	"upselling_contests" integer DEFAULT 5 NOT NULL,
	"auto_assign_percentage" integer DEFAULT 10 NOT NULL,
	"premium_threshold_cents" integer DEFAULT 5000 NOT NULL,
	"multi_purchase" boolean DEFAULT true NOT NULL,
	"web_enabled" boolean DEFAULT true NOT NULL,
	"terminal_enabled" boolean DEFAULT true NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	CONSTRAINT "game_preferences_min_ck" CHECK ("game_preferences"."contests_selectable_admin" >= 1 and "game_preferences"."contests_selectable_showcase" >= 1 and "game_preferences"."featured_contests" >= 1),
	CONSTRAINT "game_preferences_upselling_ck" CHECK ("game_preferences"."upselling_contests" between 3 and 15),
	CONSTRAINT "game_preferences_percentage_ck" CHECK ("game_preferences"."auto_assign_percentage" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "publication_job_items" (
	"job_id" integer NOT NULL,
	"seq" integer NOT NULL,
	"system_id" integer NOT NULL,
	"contest_id" integer NOT NULL,
	"sice_name" text NOT NULL,
	"board_name" text NOT NULL,
	"outcome" text,
	"message" text,
	"published_system_id" integer,
	CONSTRAINT "publication_job_items_job_id_seq_pk" PRIMARY KEY("job_id","seq")
);
--> statement-breakpoint
CREATE TABLE "publication_jobs" (
	"id" serial PRIMARY KEY NOT NULL,
	"game" text NOT NULL,
	"author_id" integer,
	"author" text NOT NULL,
	"on_behalf_of" text,
	"contest_ids" integer[] NOT NULL,
	"status" text DEFAULT 'IN_CORSO' NOT NULL,
	"random_names" boolean DEFAULT false NOT NULL,
	"system_count" integer NOT NULL,
	"item_count" integer NOT NULL,
	"processed" integer DEFAULT 0 NOT NULL,
	"published" integer DEFAULT 0 NOT NULL,
	"already_present" integer DEFAULT 0 NOT NULL,
	"failed" integer DEFAULT 0 NOT NULL,
	"processing_rate" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	CONSTRAINT "publication_jobs_rate_ck" CHECK ("publication_jobs"."processing_rate" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "staff_notifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone
);
--> statement-breakpoint
DROP INDEX "systems_structure_numbers_uq";--> statement-breakpoint
ALTER TABLE "systems" ADD COLUMN "board_name" text;--> statement-breakpoint
ALTER TABLE "systems" ADD COLUMN "source_system_id" integer;--> statement-breakpoint
ALTER TABLE "systems" ADD COLUMN "publication_job_id" integer;--> statement-breakpoint
ALTER TABLE "publication_job_items" ADD CONSTRAINT "publication_job_items_job_id_publication_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."publication_jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "publication_jobs" ADD CONSTRAINT "publication_jobs_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_notifications" ADD CONSTRAINT "staff_notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "publication_job_items_pending_idx" ON "publication_job_items" USING btree ("job_id","seq") WHERE "publication_job_items"."outcome" is null;--> statement-breakpoint
CREATE INDEX "publication_jobs_game_idx" ON "publication_jobs" USING btree ("game","id");--> statement-breakpoint
CREATE INDEX "publication_jobs_status_idx" ON "publication_jobs" USING btree ("status");--> statement-breakpoint
CREATE INDEX "staff_notifications_user_idx" ON "staff_notifications" USING btree ("user_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "systems_contest_numbers_uq" ON "systems" USING btree ("contest_id","structure_id","numbers_hash") WHERE "systems"."contest_id" is not null and "systems"."status" <> 'CANCELLATA';--> statement-breakpoint
CREATE UNIQUE INDEX "systems_contest_name_uq" ON "systems" USING btree ("contest_id",lower("name")) WHERE "systems"."contest_id" is not null and "systems"."status" <> 'CANCELLATA';--> statement-breakpoint
CREATE INDEX "systems_source_idx" ON "systems" USING btree ("source_system_id");--> statement-breakpoint
CREATE INDEX "systems_job_idx" ON "systems" USING btree ("publication_job_id");--> statement-breakpoint
CREATE UNIQUE INDEX "systems_structure_numbers_uq" ON "systems" USING btree ("structure_id","numbers_hash") WHERE "systems"."contest_id" is null;