DROP INDEX "systems_contest_idx";--> statement-breakpoint
CREATE INDEX "systems_contest_id_idx" ON "systems" USING btree ("contest_id","id");