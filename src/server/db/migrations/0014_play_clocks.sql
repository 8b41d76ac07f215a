-- A play's end, as the device reports it (decision 017). Plays logged before kept only the
-- seconds heard: their end is taken as the start plus those seconds, which is also how the
-- chain's first format is checked (play-chain.ts).
ALTER TABLE "play_log" ADD COLUMN "ended_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "play_log" DISABLE TRIGGER "play_log_append_only";--> statement-breakpoint
UPDATE "play_log" SET "ended_at" = "started_at" + make_interval(secs => "seconds_heard");--> statement-breakpoint
ALTER TABLE "play_log" ENABLE TRIGGER "play_log_append_only";--> statement-breakpoint
ALTER TABLE "play_log" ALTER COLUMN "ended_at" SET NOT NULL;--> statement-breakpoint
-- A certificate answers in the time zone it was issued with: the ones issued before keep
-- their establishment's zone of today.
UPDATE "certificate" SET "facts" = "facts" || jsonb_build_object('timeZone', "establishment"."time_zone")
FROM "establishment"
WHERE "establishment"."id" = "certificate"."establishment_id" AND "certificate"."facts"->'timeZone' IS NULL;
