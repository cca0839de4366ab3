CREATE TABLE "accounts" (
	"id" text PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"display_name" text DEFAULT '' NOT NULL,
	"photo_url" text,
	"created_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "agents" (
	"id" text PRIMARY KEY NOT NULL,
	"owner_id" text NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"agent_platform" text DEFAULT 'vg' NOT NULL,
	"secret_sealed" text NOT NULL,
	"secret_digest" text NOT NULL,
	"doc" jsonb NOT NULL,
	"created_at" bigint NOT NULL,
	"last_modified" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "conversation_turns" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"agent_id" text NOT NULL,
	"user_id" text NOT NULL,
	"session_id" text NOT NULL,
	"from" text NOT NULL,
	"messages" jsonb NOT NULL,
	"sources" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"ts" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "conversations" (
	"agent_id" text NOT NULL,
	"user_id" text NOT NULL,
	"session_id" text NOT NULL,
	"state" text DEFAULT 'ai-chatting' NOT NULL,
	"chat_assigned_to" text,
	"total_user_interactions" integer DEFAULT 0 NOT NULL,
	"user_name" text,
	"user_email" text,
	"user_phone" text,
	"user_image" text,
	"rating_from5" integer,
	"nodes_info" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"origin" text,
	"is_test" integer DEFAULT 0 NOT NULL,
	"created_at" bigint NOT NULL,
	"last_modified" bigint NOT NULL,
	CONSTRAINT "conversations_agent_id_user_id_pk" PRIMARY KEY("agent_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"token_digest" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"created_at" bigint NOT NULL,
	"expires_at" bigint NOT NULL,
	"user_agent" text
);
--> statement-breakpoint
CREATE TABLE "workspaces" (
	"uid" text PRIMARY KEY NOT NULL,
	"owner_id" text NOT NULL,
	"email" text NOT NULL,
	"display_name" text DEFAULT '' NOT NULL,
	"workspace_name" text NOT NULL,
	"workspace_secret_sealed" text NOT NULL,
	"workspace_secret_digest" text NOT NULL,
	"workspace_emails" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"workspace_photo_url" text,
	"location" text NOT NULL,
	"joined_at" bigint NOT NULL,
	"load_tokens" bigint DEFAULT 0 NOT NULL,
	"doc" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "accounts_email_key" ON "accounts" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "agents_owner_modified_idx" ON "agents" USING btree ("owner_id","last_modified");--> statement-breakpoint
CREATE UNIQUE INDEX "agents_secret_digest_key" ON "agents" USING btree ("secret_digest");--> statement-breakpoint
CREATE INDEX "conversation_turns_convo_idx" ON "conversation_turns" USING btree ("agent_id","user_id","id");--> statement-breakpoint
CREATE INDEX "conversations_agent_modified_idx" ON "conversations" USING btree ("agent_id","last_modified");--> statement-breakpoint
CREATE INDEX "sessions_account_idx" ON "sessions" USING btree ("account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "workspaces_secret_digest_key" ON "workspaces" USING btree ("workspace_secret_digest");--> statement-breakpoint
CREATE INDEX "workspaces_owner_idx" ON "workspaces" USING btree ("owner_id");