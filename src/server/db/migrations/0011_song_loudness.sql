ALTER TABLE "song" ADD COLUMN "analysis_status" text DEFAULT 'pending' NOT NULL;--> statement-breakpoint
ALTER TABLE "song" ADD COLUMN "loudness_lufs" double precision;--> statement-breakpoint
ALTER TABLE "song" ADD COLUMN "true_peak_dbtp" double precision;--> statement-breakpoint
ALTER TABLE "song" ADD COLUMN "leading_silence_seconds" double precision;--> statement-breakpoint
ALTER TABLE "song" ADD COLUMN "trailing_silence_seconds" double precision;--> statement-breakpoint
CREATE INDEX "song_analysis_pending_idx" ON "song" USING btree ("created_at","id") WHERE analysis_status = 'pending';