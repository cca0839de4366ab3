CREATE TABLE "client_users" (
	"id" text PRIMARY KEY NOT NULL,
	"org_id" text NOT NULL,
	"owner_id" text NOT NULL,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"password_hash" text NOT NULL,
	"password_changed_at" bigint NOT NULL,
	"square_photo_url" text,
	"can_access" jsonb NOT NULL,
	"client_tab_order" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"widget_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"is_org_admin" boolean DEFAULT false NOT NULL,
	"allow_create_agents" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'offline' NOT NULL,
	"doc" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" bigint NOT NULL,
	"last_modified" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "credit_transfers" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"workspace_id" text NOT NULL,
	"org_id" text NOT NULL,
	"amount" bigint NOT NULL,
	"actor" text NOT NULL,
	"timestamp" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "organisations" (
	"id" text PRIMARY KEY NOT NULL,
	"owner_id" text NOT NULL,
	"name" text NOT NULL,
	"square_photo_url" text,
	"widget_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"dashboard_layout" text DEFAULT 'vertical' NOT NULL,
	"preferred_language" text DEFAULT 'en' NOT NULL,
	"load_tokens" bigint DEFAULT 0 NOT NULL,
	"doc" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" bigint NOT NULL,
	"last_modified" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "client_users" ADD CONSTRAINT "client_users_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "client_users_email_key" ON "client_users" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "client_users_org_idx" ON "client_users" USING btree ("org_id");--> statement-breakpoint
CREATE INDEX "credit_transfers_org_idx" ON "credit_transfers" USING btree ("org_id","timestamp");--> statement-breakpoint
CREATE INDEX "organisations_owner_idx" ON "organisations" USING btree ("owner_id");