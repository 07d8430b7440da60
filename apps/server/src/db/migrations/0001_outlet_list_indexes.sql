CREATE INDEX "users_ivr_code_prefix_idx" ON "users" USING btree ("ivr_code" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "users_city_prefix_idx" ON "users" USING btree (lower("city") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "users_denomination_idx" ON "users" USING btree ("denomination");--> statement-breakpoint
CREATE INDEX "users_denomination_search_idx" ON "users" USING gin (to_tsvector('simple', coalesce("denomination", '')));--> statement-breakpoint
CREATE INDEX "users_last_access_idx" ON "users" USING btree ("last_access_web" desc nulls last);--> statement-breakpoint
CREATE INDEX "users_search_idx" ON "users" USING gin (to_tsvector('simple', coalesce("ivr_code", '') || ' ' || "username" || ' ' || coalesce("denomination", '') || ' ' || coalesce("name", '') || ' ' || coalesce("city", '') || ' ' || coalesce("email", '')));