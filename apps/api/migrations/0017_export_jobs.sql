-- Long exports run as jobs (issue 20): the row the caller reads (status, progress, file); pg-boss keeps
-- the work in its own schema (created by pg-boss itself on start).
CREATE TABLE "export_jobs" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"operation_id" text NOT NULL,
	"format" text NOT NULL,
	"params" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"query" jsonb NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"rows_done" integer DEFAULT 0 NOT NULL,
	"rows_total" integer,
	"file_key" text,
	"file_name" text,
	"file_bytes" bigint,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "export_jobs_status_check" CHECK ("status" IN ('queued', 'running', 'done', 'failed'))
);
--> statement-breakpoint
CREATE INDEX "export_jobs_user_idx" ON "export_jobs" USING btree ("user_id","created_at");
