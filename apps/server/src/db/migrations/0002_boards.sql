CREATE TABLE "contests" (
	"id" serial PRIMARY KEY NOT NULL,
	"game" text NOT NULL,
	"year" integer NOT NULL,
	"number" integer NOT NULL,
	"draw_date" date NOT NULL,
	"closes_at" timestamp with time zone NOT NULL,
	"events" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "structures" (
	"id" serial PRIMARY KEY NOT NULL,
	"game" text NOT NULL,
	"name" text NOT NULL,
	"short_description" text NOT NULL,
	"extended_description" text NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"proposal_channels" text[] NOT NULL,
	"sales_channel" text NOT NULL,
	"structure_type" text NOT NULL,
	"board_type" text NOT NULL,
	"modules" jsonb NOT NULL,
	"quotes" integer NOT NULL,
	"preassigned_quotes_percentage" integer NOT NULL,
	"visible_in_backoffice" boolean DEFAULT true NOT NULL,
	"visible_in_vetrina" boolean DEFAULT false NOT NULL,
	"graphic_template" text NOT NULL,
	"graphic_id" integer,
	"status" text DEFAULT 'BOZZA' NOT NULL,
	"totals" jsonb NOT NULL,
	"combinations" integer NOT NULL,
	"cedole" integer NOT NULL,
	"total_price_cents" integer NOT NULL,
	"quota_price_cents" integer NOT NULL,
	"systems_seq" integer DEFAULT 0 NOT NULL,
	"systems_count" integer DEFAULT 0 NOT NULL,
	"published_systems_count" integer DEFAULT 0 NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "structures_quotes_ck" CHECK ("structures"."quotes" between 2 and 125),
	CONSTRAINT "structures_percentage_ck" CHECK ("structures"."preassigned_quotes_percentage" between 1 and 100)
);
--> statement-breakpoint
CREATE TABLE "system_quotes" (
	"system_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"assigned_at" timestamp with time zone DEFAULT now() NOT NULL,
	"assigned_by" text NOT NULL,
	CONSTRAINT "system_quotes_system_id_user_id_pk" PRIMARY KEY("system_id","user_id"),
	CONSTRAINT "system_quotes_quantity_ck" CHECK ("system_quotes"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "systems" (
	"id" serial PRIMARY KEY NOT NULL,
	"game" text NOT NULL,
	"structure_id" integer NOT NULL,
	"name" text NOT NULL,
	"contest_id" integer,
	"modules" jsonb NOT NULL,
	"numbers_hash" text NOT NULL,
	"quotes_total" integer NOT NULL,
	"quotes_assigned" integer DEFAULT 0 NOT NULL,
	"quotes_available" integer GENERATED ALWAYS AS (quotes_total - quotes_assigned) STORED,
	"quota_price_cents" integer NOT NULL,
	"total_price_cents" integer NOT NULL,
	"cedole" integer NOT NULL,
	"combinations" integer NOT NULL,
	"accumulation" boolean DEFAULT false NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"status" text DEFAULT 'BOZZA' NOT NULL,
	"evidence" boolean DEFAULT false NOT NULL,
	"bo_system" boolean DEFAULT true NOT NULL,
	"graphic_name" text,
	"search_text" text DEFAULT '' NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "systems_quotes_assigned_ck" CHECK ("systems"."quotes_assigned" between 0 and "systems"."quotes_total"),
	CONSTRAINT "systems_quotes_total_ck" CHECK ("systems"."quotes_total" between 2 and 125),
	CONSTRAINT "systems_name_ck" CHECK (char_length("systems"."name") between 1 and 15)
);
--> statement-breakpoint
ALTER TABLE "system_quotes" ADD CONSTRAINT "system_quotes_system_id_systems_id_fk" FOREIGN KEY ("system_id") REFERENCES "public"."systems"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "system_quotes" ADD CONSTRAINT "system_quotes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "systems" ADD CONSTRAINT "systems_structure_id_structures_id_fk" FOREIGN KEY ("structure_id") REFERENCES "public"."structures"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "systems" ADD CONSTRAINT "systems_contest_id_contests_id_fk" FOREIGN KEY ("contest_id") REFERENCES "public"."contests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "contests_game_year_number_uq" ON "contests" USING btree ("game","year","number");--> statement-breakpoint
CREATE INDEX "contests_game_closes_idx" ON "contests" USING btree ("game","closes_at");--> statement-breakpoint
CREATE UNIQUE INDEX "structures_game_name_uq" ON "structures" USING btree ("game",lower("name")) WHERE "structures"."status" <> 'CANCELLATA';--> statement-breakpoint
CREATE INDEX "structures_game_status_idx" ON "structures" USING btree ("game","status");--> statement-breakpoint
CREATE INDEX "structures_tags_idx" ON "structures" USING gin ("tags");--> statement-breakpoint
CREATE INDEX "system_quotes_user_idx" ON "system_quotes" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "systems_structure_numbers_uq" ON "systems" USING btree ("structure_id","numbers_hash");--> statement-breakpoint
CREATE INDEX "systems_game_id_idx" ON "systems" USING btree ("game","id");--> statement-breakpoint
CREATE INDEX "systems_game_status_id_idx" ON "systems" USING btree ("game","status","id");--> statement-breakpoint
CREATE INDEX "systems_game_available_idx" ON "systems" USING btree ("game","quotes_available","id");--> statement-breakpoint
CREATE INDEX "systems_game_name_idx" ON "systems" USING btree ("game","name","id");--> statement-breakpoint
CREATE INDEX "systems_game_quota_idx" ON "systems" USING btree ("game","quota_price_cents","id");--> statement-breakpoint
CREATE INDEX "systems_contest_idx" ON "systems" USING btree ("contest_id");--> statement-breakpoint
CREATE INDEX "systems_structure_idx" ON "systems" USING btree ("structure_id","status");--> statement-breakpoint
CREATE INDEX "systems_search_idx" ON "systems" USING gin (to_tsvector('simple', "search_text"));