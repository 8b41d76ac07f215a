ALTER TABLE "music_state" ADD COLUMN "crossfade_seconds" integer DEFAULT 4 NOT NULL;--> statement-breakpoint
ALTER TABLE "music_state" ADD COLUMN "normalize" boolean DEFAULT true NOT NULL;