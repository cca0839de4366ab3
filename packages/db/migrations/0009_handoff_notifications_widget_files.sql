CREATE TABLE "account_settings" (
	"account_id" text PRIMARY KEY NOT NULL,
	"status" text DEFAULT 'offline' NOT NULL,
	"notify_if" text DEFAULT 'requestsOnly' NOT NULL,
	"notify_through" text DEFAULT 'all' NOT NULL,
	"updated_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"recipient" text NOT NULL,
	"workspace_id" text NOT NULL,
	"org_id" text,
	"agent_id" text,
	"user_id" text,
	"level" integer NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"url_pathname" text,
	"seen" boolean DEFAULT false NOT NULL,
	"ts" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "push_subscriptions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"recipient" text NOT NULL,
	"endpoint" text NOT NULL,
	"keys" jsonb NOT NULL,
	"user_agent" text,
	"created_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "widget_files" (
	"id" text PRIMARY KEY NOT NULL,
	"agent_id" text NOT NULL,
	"user_id" text NOT NULL,
	"component" text NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"storage" text NOT NULL,
	"storage_key" text NOT NULL,
	"created_at" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "manual_control" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "handoff_deadline" bigint;--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "handoff_requested_at" bigint;--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "assignee_name" text;--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "tags" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "account_settings" ADD CONSTRAINT "account_settings_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "widget_files" ADD CONSTRAINT "widget_files_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notifications_recipient_idx" ON "notifications" USING btree ("recipient","level","ts");--> statement-breakpoint
CREATE UNIQUE INDEX "push_subscriptions_endpoint_key" ON "push_subscriptions" USING btree ("endpoint");--> statement-breakpoint
CREATE INDEX "push_subscriptions_recipient_idx" ON "push_subscriptions" USING btree ("recipient");--> statement-breakpoint
CREATE INDEX "widget_files_convo_idx" ON "widget_files" USING btree ("agent_id","user_id","created_at");--> statement-breakpoint
CREATE INDEX "conversations_handoff_due_idx" ON "conversations" USING btree ("state","handoff_deadline");