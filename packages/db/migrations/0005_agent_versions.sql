CREATE TABLE "agent_backups" (
	"id" text PRIMARY KEY NOT NULL,
	"agent_id" text NOT NULL,
	"agent_template" jsonb NOT NULL,
	"created_by" text NOT NULL,
	"created_at" bigint NOT NULL,
	"seq" bigserial NOT NULL
);
--> statement-breakpoint
CREATE TABLE "agent_drafts" (
	"agent_id" text PRIMARY KEY NOT NULL,
	"patch" jsonb NOT NULL,
	"updated_by" text NOT NULL,
	"updated_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dashboard_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"workspace_id" text NOT NULL,
	"agent_id" text,
	"actor" text NOT NULL,
	"kind" text NOT NULL,
	"payload" jsonb NOT NULL,
	"timestamp" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "agent_backups" ADD CONSTRAINT "agent_backups_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_drafts" ADD CONSTRAINT "agent_drafts_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "agent_backups_agent_idx" ON "agent_backups" USING btree ("agent_id","created_at","seq");--> statement-breakpoint
CREATE INDEX "dashboard_events_agent_idx" ON "dashboard_events" USING btree ("agent_id","kind","timestamp");