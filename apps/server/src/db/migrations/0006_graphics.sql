CREATE TABLE "graphics" (
	"id" serial PRIMARY KEY NOT NULL,
	"game" text NOT NULL,
	"name" text NOT NULL,
	"structure_id" integer NOT NULL,
	"design" jsonb NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "graphics" ADD CONSTRAINT "graphics_structure_id_structures_id_fk" FOREIGN KEY ("structure_id") REFERENCES "public"."structures"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "graphics_game_name_uq" ON "graphics" USING btree ("game",lower("name"));--> statement-breakpoint
CREATE INDEX "graphics_structure_idx" ON "graphics" USING btree ("structure_id");--> statement-breakpoint
CREATE INDEX "graphics_game_updated_idx" ON "graphics" USING btree ("game","updated_at");