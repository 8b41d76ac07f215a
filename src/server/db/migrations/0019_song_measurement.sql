ALTER TABLE "song" ADD COLUMN "measured_by" text;--> statement-breakpoint
-- Every song measured before this column was measured by the server's job.
UPDATE "song" SET "measured_by" = 'server' WHERE "analysis_status" = 'done';
