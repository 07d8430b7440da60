ALTER TABLE "systems" ALTER COLUMN "structure_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "systems" ADD COLUMN "totocalcio" jsonb;--> statement-breakpoint
ALTER TABLE "systems" ADD CONSTRAINT "systems_origin_ck" CHECK ("systems"."structure_id" is not null or "systems"."totocalcio" is not null);