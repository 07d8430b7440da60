DROP INDEX "audit_entity_idx";--> statement-breakpoint
DROP INDEX "audit_at_idx";--> statement-breakpoint
CREATE INDEX "audit_entity_at_idx" ON "audit_log" USING btree ("entity_type","entity_id","at","id");--> statement-breakpoint
CREATE INDEX "audit_at_id_idx" ON "audit_log" USING btree ("at","id");--> statement-breakpoint
CREATE INDEX "audit_actor_at_idx" ON "audit_log" USING btree ("actor","at","id");--> statement-breakpoint
CREATE INDEX "audit_on_behalf_at_idx" ON "audit_log" USING btree ("on_behalf_of","at","id") WHERE on_behalf_of is not null;--> statement-breakpoint
CREATE INDEX "audit_entity_type_at_idx" ON "audit_log" USING btree ("entity_type","at","id");--> statement-breakpoint
CREATE INDEX "audit_action_at_idx" ON "audit_log" USING btree ("action","at","id");--> statement-breakpoint
CREATE INDEX "audit_ip_at_idx" ON "audit_log" USING btree ("ip","at","id") WHERE ip is not null;--> statement-breakpoint
CREATE INDEX "audit_not_ok_at_idx" ON "audit_log" USING btree ("outcome","action","at","id") WHERE outcome <> 'ok';--> statement-breakpoint
-- The new permission read_audit (the activity log) for super_admin and admin of databases seeded before it: only
-- roles that exist already (a fresh database gets it from the seed, which fills role_permissions when empty).
INSERT INTO "role_permissions" ("role", "permission") SELECT "name", 'read_audit' FROM "roles" WHERE "name" IN ('super_admin', 'admin') ON CONFLICT DO NOTHING;
