CREATE TABLE "contest_results" (
	"id" serial PRIMARY KEY NOT NULL,
	"game" text NOT NULL,
	"contest_id" integer NOT NULL,
	"status" text DEFAULT 'BOZZA' NOT NULL,
	"numbers" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"jolly" integer,
	"superstar" integer,
	"euronumbers" integer[],
	"signs" text[],
	"prizes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"entered_by_id" integer NOT NULL,
	"entered_by" text NOT NULL,
	"entered_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_by_id" integer,
	"confirmed_by" text,
	"confirmed_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "contest_results_status_ck" CHECK ("contest_results"."status" in ('BOZZA', 'CONFERMATO'))
);
--> statement-breakpoint
ALTER TABLE "contest_results" ADD CONSTRAINT "contest_results_contest_id_contests_id_fk" FOREIGN KEY ("contest_id") REFERENCES "public"."contests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contest_results" ADD CONSTRAINT "contest_results_entered_by_id_users_id_fk" FOREIGN KEY ("entered_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contest_results" ADD CONSTRAINT "contest_results_confirmed_by_id_users_id_fk" FOREIGN KEY ("confirmed_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "contest_results_contest_uq" ON "contest_results" USING btree ("contest_id");--> statement-breakpoint
CREATE INDEX "contest_results_game_status_idx" ON "contest_results" USING btree ("game","status");--> statement-breakpoint
-- Hand-written data, keep when regenerating: the new permission handle_results for super_admin, admin
-- and ra of databases seeded before it (a fresh database gets it from the seed, which fills role_permissions when empty).
INSERT INTO "role_permissions" ("role", "permission") SELECT "name", 'handle_results' FROM "roles" WHERE "name" IN ('super_admin', 'admin', 'ra') ON CONFLICT DO NOTHING;
