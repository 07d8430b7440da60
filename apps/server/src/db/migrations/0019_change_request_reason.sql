ALTER TABLE "outlet_change_requests" ADD COLUMN "reason" text;--> statement-breakpoint
ALTER TABLE "outlet_change_requests" ADD COLUMN "previous" jsonb;