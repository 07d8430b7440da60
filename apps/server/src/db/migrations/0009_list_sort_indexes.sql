DROP INDEX "systems_game_available_idx";--> statement-breakpoint
CREATE INDEX "systems_game_total_idx" ON "systems" USING btree ("game","total_price_cents","id");--> statement-breakpoint
CREATE INDEX "systems_game_created_idx" ON "systems" USING btree ("game","created_at","id");--> statement-breakpoint
CREATE INDEX "users_outlet_ivr_desc_idx" ON "users" USING btree ("ivr_code" asc nulls first) WHERE role = 'ricevitore';--> statement-breakpoint
CREATE INDEX "users_outlet_denomination_asc_idx" ON "users" USING btree ("denomination" asc nulls last,"ivr_code") WHERE role = 'ricevitore';--> statement-breakpoint
CREATE INDEX "users_outlet_denomination_desc_idx" ON "users" USING btree ("denomination" asc nulls first,"ivr_code") WHERE role = 'ricevitore';--> statement-breakpoint
CREATE INDEX "users_outlet_city_asc_idx" ON "users" USING btree (lower("city") asc nulls last,"ivr_code") WHERE role = 'ricevitore';--> statement-breakpoint
CREATE INDEX "users_outlet_city_desc_idx" ON "users" USING btree (lower("city") asc nulls first,"ivr_code") WHERE role = 'ricevitore';--> statement-breakpoint
CREATE INDEX "users_outlet_province_asc_idx" ON "users" USING btree ("province" asc nulls last,"ivr_code") WHERE role = 'ricevitore';--> statement-breakpoint
CREATE INDEX "users_outlet_province_desc_idx" ON "users" USING btree ("province" asc nulls first,"ivr_code") WHERE role = 'ricevitore';--> statement-breakpoint
CREATE INDEX "users_outlet_region_asc_idx" ON "users" USING btree ("region" asc nulls last,"ivr_code") WHERE role = 'ricevitore';--> statement-breakpoint
CREATE INDEX "users_outlet_region_desc_idx" ON "users" USING btree ("region" asc nulls first,"ivr_code") WHERE role = 'ricevitore';--> statement-breakpoint
CREATE INDEX "users_outlet_zone_asc_idx" ON "users" USING btree ("zone" asc nulls last,"ivr_code") WHERE role = 'ricevitore';--> statement-breakpoint
CREATE INDEX "users_outlet_zone_desc_idx" ON "users" USING btree ("zone" asc nulls first,"ivr_code") WHERE role = 'ricevitore';--> statement-breakpoint
CREATE INDEX "users_outlet_concession_asc_idx" ON "users" USING btree ("concession" asc nulls last,"ivr_code") WHERE role = 'ricevitore';--> statement-breakpoint
CREATE INDEX "users_outlet_concession_desc_idx" ON "users" USING btree ("concession" asc nulls first,"ivr_code") WHERE role = 'ricevitore';--> statement-breakpoint
CREATE INDEX "users_outlet_last_access_asc_idx" ON "users" USING btree ("last_access_web" asc nulls last,"ivr_code") WHERE role = 'ricevitore';--> statement-breakpoint
CREATE INDEX "users_outlet_last_access_desc_idx" ON "users" USING btree ("last_access_web" asc nulls first,"ivr_code") WHERE role = 'ricevitore';--> statement-breakpoint
CREATE INDEX "users_outlet_enabled_idx" ON "users" USING btree ("enabled","ivr_code") WHERE role = 'ricevitore';--> statement-breakpoint
CREATE INDEX "users_outlet_active_idx" ON "users" USING btree ("active","ivr_code") WHERE role = 'ricevitore';--> statement-breakpoint
CREATE INDEX "users_outlet_blocked_idx" ON "users" USING btree ("blocked","ivr_code") WHERE role = 'ricevitore';