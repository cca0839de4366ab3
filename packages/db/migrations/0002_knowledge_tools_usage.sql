CREATE TABLE "kb_chunks" (
	"id" text PRIMARY KEY NOT NULL,
	"document_id" text NOT NULL,
	"agent_id" text NOT NULL,
	"seq" integer NOT NULL,
	"text" text NOT NULL,
	"url" text,
	"tsv" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple', text)) STORED NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kb_documents" (
	"id" text PRIMARY KEY NOT NULL,
	"agent_id" text NOT NULL,
	"workspace_id" text NOT NULL,
	"agency_id" text,
	"name" text NOT NULL,
	"source_type" text NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'INITIALIZED' NOT NULL,
	"error" text,
	"refresh_rate" text DEFAULT 'never' NOT NULL,
	"with_refresh" integer DEFAULT 0 NOT NULL,
	"content" text,
	"content_url" text,
	"file_name" text,
	"mime_type" text,
	"content_hash" text,
	"char_count" integer DEFAULT 0 NOT NULL,
	"dimensions" integer,
	"tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"last_refresh_ts" bigint,
	"next_refresh_ts" bigint,
	"ts" bigint NOT NULL,
	"updated_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tools" (
	"id" text PRIMARY KEY NOT NULL,
	"agent_id" text NOT NULL,
	"user_id" text NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"image_url" text,
	"fields" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"server_url" text NOT NULL,
	"server_url_secret_sealed" text,
	"created_at" bigint NOT NULL,
	"updated_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "usage_logs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"workspace_id" text NOT NULL,
	"agent_id" text,
	"amount" double precision NOT NULL,
	"direction" text NOT NULL,
	"caused_by" text NOT NULL,
	"feature_key" text,
	"message" text,
	"input_tokens" integer,
	"output_tokens" integer,
	"model_id" text,
	"timestamp" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "kb_chunks" ADD CONSTRAINT "kb_chunks_document_id_kb_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."kb_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kb_documents" ADD CONSTRAINT "kb_documents_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tools" ADD CONSTRAINT "tools_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "kb_chunks_agent_idx" ON "kb_chunks" USING btree ("agent_id");--> statement-breakpoint
CREATE INDEX "kb_chunks_doc_idx" ON "kb_chunks" USING btree ("document_id","seq");--> statement-breakpoint
CREATE INDEX "kb_chunks_tsv_idx" ON "kb_chunks" USING gin ("tsv");--> statement-breakpoint
CREATE INDEX "kb_documents_agent_idx" ON "kb_documents" USING btree ("agent_id","ts");--> statement-breakpoint
CREATE INDEX "kb_documents_refresh_idx" ON "kb_documents" USING btree ("next_refresh_ts");--> statement-breakpoint
CREATE INDEX "tools_agent_idx" ON "tools" USING btree ("agent_id");--> statement-breakpoint
CREATE INDEX "usage_logs_workspace_idx" ON "usage_logs" USING btree ("workspace_id","timestamp");--> statement-breakpoint
CREATE INDEX "usage_logs_agent_idx" ON "usage_logs" USING btree ("agent_id","timestamp");