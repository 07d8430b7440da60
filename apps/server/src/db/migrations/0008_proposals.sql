CREATE TABLE "proposals" (
	"id" serial PRIMARY KEY NOT NULL,
	"game" text NOT NULL,
	"outlet_id" integer NOT NULL,
	"structure_id" integer NOT NULL,
	"contest_id" integer NOT NULL,
	"modules" jsonb NOT NULL,
	"numbers_hash" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'DA_VALUTARE' NOT NULL,
	"reason" text,
	"evaluated_by" text,
	"evaluated_at" timestamp with time zone,
	"system_id" integer,
	"developed_by" text,
	"developed_at" timestamp with time zone,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "proposals_status_ck" CHECK ("proposals"."status" in ('DA_VALUTARE', 'APPROVATA', 'RIFIUTATA', 'SVILUPPATA'))
);
--> statement-breakpoint
ALTER TABLE "proposals" ADD CONSTRAINT "proposals_outlet_id_users_id_fk" FOREIGN KEY ("outlet_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proposals" ADD CONSTRAINT "proposals_structure_id_structures_id_fk" FOREIGN KEY ("structure_id") REFERENCES "public"."structures"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proposals" ADD CONSTRAINT "proposals_contest_id_contests_id_fk" FOREIGN KEY ("contest_id") REFERENCES "public"."contests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proposals" ADD CONSTRAINT "proposals_system_id_systems_id_fk" FOREIGN KEY ("system_id") REFERENCES "public"."systems"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "proposals_game_status_id_idx" ON "proposals" USING btree ("game","status","id");--> statement-breakpoint
CREATE INDEX "proposals_contest_idx" ON "proposals" USING btree ("contest_id","id");--> statement-breakpoint
CREATE INDEX "proposals_outlet_idx" ON "proposals" USING btree ("outlet_id","id");