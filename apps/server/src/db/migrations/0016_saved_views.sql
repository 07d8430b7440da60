CREATE TABLE "saved_views" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"list" text NOT NULL,
	"name" text NOT NULL,
	"search" text DEFAULT '' NOT NULL,
	"shared" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "publication_jobs" ADD COLUMN "cancelled" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "publication_jobs" ADD COLUMN "retry_of" integer;--> statement-breakpoint
ALTER TABLE "saved_views" ADD CONSTRAINT "saved_views_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "saved_views_owner_name_uq" ON "saved_views" USING btree ("user_id","list",lower("name"));--> statement-breakpoint
CREATE INDEX "saved_views_shared_idx" ON "saved_views" USING btree ("list") WHERE "saved_views"."shared";--> statement-breakpoint
-- Hand-written data: the new permission share_views (sharing a saved view) for super_admin and admin of
-- databases seeded before it: only roles that exist already (a fresh database gets it from the seed).
INSERT INTO "role_permissions" ("role", "permission") SELECT "name", 'share_views' FROM "roles" WHERE "name" IN ('super_admin', 'admin') ON CONFLICT DO NOTHING;
