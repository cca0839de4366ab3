CREATE TABLE "agencies" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"name" text NOT NULL,
	"secret_sealed" text NOT NULL,
	"secret_digest" text NOT NULL,
	"secret_rotated_at" bigint NOT NULL,
	"custom_domain" text,
	"settings" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"doc" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" bigint NOT NULL,
	"last_modified" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "event_deliveries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"workspace_id" text NOT NULL,
	"type" text NOT NULL,
	"payload" jsonb NOT NULL,
	"endpoint" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" bigint NOT NULL,
	"last_status" integer,
	"last_error" text,
	"created_at" bigint NOT NULL,
	"delivered_at" bigint
);
--> statement-breakpoint
CREATE TABLE "login_tokens" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"client_id" text NOT NULL,
	"digest" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" bigint NOT NULL,
	"expires_at" bigint NOT NULL,
	"used_at" bigint
);
--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"workspace_id" text,
	"purpose" text NOT NULL,
	"from" text NOT NULL,
	"to" jsonb NOT NULL,
	"reply_to" text,
	"subject" text NOT NULL,
	"html" text NOT NULL,
	"text" text NOT NULL,
	"attachments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text NOT NULL,
	"transport" text NOT NULL,
	"message_id" text,
	"error" text,
	"created_at" bigint NOT NULL,
	"sent_at" bigint
);
--> statement-breakpoint
CREATE TABLE "uploads" (
	"id" text PRIMARY KEY NOT NULL,
	"owner" text NOT NULL,
	"purpose" text NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"data" "bytea" NOT NULL,
	"created_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "workspace_invitations" (
	"id" text PRIMARY KEY NOT NULL,
	"workspace_uid" text NOT NULL,
	"email" text NOT NULL,
	"token_digest" text NOT NULL,
	"invited_by" text NOT NULL,
	"created_at" bigint NOT NULL,
	"expires_at" bigint NOT NULL,
	"accepted_at" bigint
);
--> statement-breakpoint
CREATE TABLE "workspace_logs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"workspace_id" text NOT NULL,
	"agent_id" text,
	"type" text NOT NULL,
	"content" text NOT NULL,
	"channel" text,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"with_email" boolean DEFAULT false NOT NULL,
	"created_at" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "client_sessions" ALTER COLUMN "client_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "client_sessions" ADD COLUMN "agency_id" text;--> statement-breakpoint
ALTER TABLE "client_sessions" ADD COLUMN "is_admin" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "workspace_uid" text;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "workspace_region" text;--> statement-breakpoint
ALTER TABLE "login_tokens" ADD CONSTRAINT "login_tokens_client_id_client_users_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."client_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workspace_invitations" ADD CONSTRAINT "workspace_invitations_workspace_uid_workspaces_uid_fk" FOREIGN KEY ("workspace_uid") REFERENCES "public"."workspaces"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "agencies_secret_digest_key" ON "agencies" USING btree ("secret_digest");--> statement-breakpoint
CREATE UNIQUE INDEX "agencies_custom_domain_key" ON "agencies" USING btree ("custom_domain");--> statement-breakpoint
CREATE INDEX "event_deliveries_due_idx" ON "event_deliveries" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE INDEX "event_deliveries_workspace_idx" ON "event_deliveries" USING btree ("workspace_id","created_at");--> statement-breakpoint
CREATE INDEX "login_tokens_client_idx" ON "login_tokens" USING btree ("client_id","kind","created_at");--> statement-breakpoint
CREATE INDEX "login_tokens_digest_idx" ON "login_tokens" USING btree ("digest");--> statement-breakpoint
CREATE INDEX "mail_outbox_workspace_idx" ON "mail_outbox" USING btree ("workspace_id","created_at");--> statement-breakpoint
CREATE INDEX "uploads_owner_idx" ON "uploads" USING btree ("owner","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "workspace_invitations_token_key" ON "workspace_invitations" USING btree ("token_digest");--> statement-breakpoint
CREATE INDEX "workspace_invitations_workspace_idx" ON "workspace_invitations" USING btree ("workspace_uid","created_at");--> statement-breakpoint
CREATE INDEX "workspace_logs_workspace_idx" ON "workspace_logs" USING btree ("workspace_id","created_at");--> statement-breakpoint
CREATE INDEX "workspaces_emails_idx" ON "workspaces" USING gin ("workspace_emails");