CREATE TABLE "outlet_win_notices" (
	"user_id" integer NOT NULL,
	"contest_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"seen_at" timestamp with time zone,
	CONSTRAINT "outlet_win_notices_user_id_contest_id_pk" PRIMARY KEY("user_id","contest_id")
);
--> statement-breakpoint
CREATE TABLE "system_wins" (
	"job_id" integer NOT NULL,
	"system_id" integer NOT NULL,
	"contest_id" integer NOT NULL,
	"wins" jsonb NOT NULL,
	"total_cents" bigint NOT NULL,
	"per_quota_cents" bigint NOT NULL,
	CONSTRAINT "system_wins_job_id_system_id_pk" PRIMARY KEY("job_id","system_id")
);
--> statement-breakpoint
CREATE TABLE "wins_jobs" (
	"id" serial PRIMARY KEY NOT NULL,
	"game" text NOT NULL,
	"contest_id" integer NOT NULL,
	"result_version" integer NOT NULL,
	"draw" jsonb NOT NULL,
	"prizes" jsonb NOT NULL,
	"author_id" integer,
	"author" text NOT NULL,
	"status" text DEFAULT 'IN_CORSO' NOT NULL,
	"system_count" integer NOT NULL,
	"processed" integer DEFAULT 0 NOT NULL,
	"winning" integer DEFAULT 0 NOT NULL,
	"total_cents" bigint DEFAULT 0 NOT NULL,
	"last_system_id" integer DEFAULT 0 NOT NULL,
	"processing_rate" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	CONSTRAINT "wins_jobs_rate_ck" CHECK ("wins_jobs"."processing_rate" between 0 and 100),
	CONSTRAINT "wins_jobs_status_ck" CHECK ("wins_jobs"."status" in ('IN_CORSO', 'COMPLETATO', 'ANNULLATO'))
);
--> statement-breakpoint
ALTER TABLE "outlet_win_notices" ADD CONSTRAINT "outlet_win_notices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outlet_win_notices" ADD CONSTRAINT "outlet_win_notices_contest_id_contests_id_fk" FOREIGN KEY ("contest_id") REFERENCES "public"."contests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "system_wins" ADD CONSTRAINT "system_wins_job_id_wins_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."wins_jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "system_wins" ADD CONSTRAINT "system_wins_system_id_systems_id_fk" FOREIGN KEY ("system_id") REFERENCES "public"."systems"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wins_jobs" ADD CONSTRAINT "wins_jobs_contest_id_contests_id_fk" FOREIGN KEY ("contest_id") REFERENCES "public"."contests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wins_jobs" ADD CONSTRAINT "wins_jobs_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "system_wins_system_idx" ON "system_wins" USING btree ("system_id");--> statement-breakpoint
CREATE INDEX "system_wins_job_total_idx" ON "system_wins" USING btree ("job_id","total_cents");--> statement-breakpoint
CREATE INDEX "wins_jobs_contest_idx" ON "wins_jobs" USING btree ("contest_id","result_version");--> statement-breakpoint
CREATE INDEX "wins_jobs_status_idx" ON "wins_jobs" USING btree ("status");