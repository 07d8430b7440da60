DROP INDEX "users_ivr_code_prefix_idx";--> statement-breakpoint
CREATE INDEX "users_ivr_code_prefix_idx" ON "users" USING btree (upper("ivr_code") text_pattern_ops);