CREATE TABLE "extraordinary_awards" (
	"id" serial PRIMARY KEY NOT NULL,
	"game" text DEFAULT 'superenalotto' NOT NULL,
	"contest_id" integer NOT NULL,
	"label" text NOT NULL,
	"icon" text,
	"show_icon" boolean DEFAULT false NOT NULL,
	"associated_win_cents" integer DEFAULT 0 NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "extraordinary_awards_win_ck" CHECK ("extraordinary_awards"."associated_win_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "notification_acks" (
	"notification_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"acked_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notification_acks_notification_id_user_id_pk" PRIMARY KEY("notification_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"category" text NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"url" text,
	"priority" integer NOT NULL,
	"scope" text[] NOT NULL,
	"visible_from" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "notifications_dates_ck" CHECK ("notifications"."expires_at" > "notifications"."visible_from"),
	CONSTRAINT "notifications_type_ck" CHECK ("notifications"."type" in ('banner', 'popup'))
);
--> statement-breakpoint
ALTER TABLE "extraordinary_awards" ADD CONSTRAINT "extraordinary_awards_contest_id_contests_id_fk" FOREIGN KEY ("contest_id") REFERENCES "public"."contests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_acks" ADD CONSTRAINT "notification_acks_notification_id_notifications_id_fk" FOREIGN KEY ("notification_id") REFERENCES "public"."notifications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_acks" ADD CONSTRAINT "notification_acks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "extraordinary_awards_contest_uq" ON "extraordinary_awards" USING btree ("contest_id");--> statement-breakpoint
CREATE INDEX "notification_acks_user_idx" ON "notification_acks" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "notifications_type_dates_idx" ON "notifications" USING btree ("type","visible_from","expires_at");--> statement-breakpoint
CREATE INDEX "notifications_scope_idx" ON "notifications" USING gin ("scope");