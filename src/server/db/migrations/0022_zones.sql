-- Decision 023. Every establishment gets one zone, "Principal", whose id is the
-- establishment's: every chain, seal, anchor, claim, wait and programme keyed by the
-- establishment goes on as its Principal zone's, and no row nor hash is rewritten.
CREATE TABLE "zone" (
	"id" text PRIMARY KEY NOT NULL,
	"establishment_id" text NOT NULL,
	"name" text NOT NULL,
	"position" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"archived_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "zone" ADD CONSTRAINT "zone_establishment_id_establishment_id_fk" FOREIGN KEY ("establishment_id") REFERENCES "public"."establishment"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "zone_establishment_idx" ON "zone" USING btree ("establishment_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "zone_live_name_idx" ON "zone" USING btree ("establishment_id",lower("name")) WHERE "zone"."archived_at" is null;--> statement-breakpoint
INSERT INTO "zone" ("id", "establishment_id", "name", "position", "created_at")
SELECT "id", "id", 'Principal', 0, "created_at" FROM "establishment";--> statement-breakpoint
-- The columns arrive empty, are filled with the establishment's id, and only then refuse nulls.
ALTER TABLE "play_log" ADD COLUMN "zone_id" text;--> statement-breakpoint
ALTER TABLE "play_log_anchor" ADD COLUMN "zone_id" text;--> statement-breakpoint
ALTER TABLE "play_log_head" ADD COLUMN "zone_id" text;--> statement-breakpoint
ALTER TABLE "play_log_seal" ADD COLUMN "zone_id" text;--> statement-breakpoint
ALTER TABLE "playback_claim" ADD COLUMN "zone_id" text;--> statement-breakpoint
ALTER TABLE "player_wait" ADD COLUMN "zone_id" text;--> statement-breakpoint
ALTER TABLE "schedule" ADD COLUMN "zone_id" text;--> statement-breakpoint
-- Plays and seals refuse UPDATE (decisions 011, 016); this one fills a new column only.
ALTER TABLE "play_log" DISABLE TRIGGER "play_log_append_only";--> statement-breakpoint
UPDATE "play_log" SET "zone_id" = "establishment_id";--> statement-breakpoint
ALTER TABLE "play_log" ENABLE TRIGGER "play_log_append_only";--> statement-breakpoint
ALTER TABLE "play_log_seal" DISABLE TRIGGER "play_log_seal_append_only";--> statement-breakpoint
UPDATE "play_log_seal" SET "zone_id" = "establishment_id";--> statement-breakpoint
ALTER TABLE "play_log_seal" ENABLE TRIGGER "play_log_seal_append_only";--> statement-breakpoint
UPDATE "play_log_anchor" SET "zone_id" = "establishment_id";--> statement-breakpoint
UPDATE "play_log_head" SET "zone_id" = "establishment_id";--> statement-breakpoint
UPDATE "playback_claim" SET "zone_id" = "establishment_id";--> statement-breakpoint
UPDATE "player_wait" SET "zone_id" = "establishment_id";--> statement-breakpoint
UPDATE "schedule" SET "zone_id" = "establishment_id";--> statement-breakpoint
ALTER TABLE "play_log" ALTER COLUMN "zone_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "play_log_anchor" ALTER COLUMN "zone_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "play_log_head" ALTER COLUMN "zone_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "play_log_seal" ALTER COLUMN "zone_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "playback_claim" ALTER COLUMN "zone_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "player_wait" ALTER COLUMN "zone_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "schedule" ALTER COLUMN "zone_id" SET NOT NULL;--> statement-breakpoint
-- The chains' keys move from the establishment to the zone.
DROP INDEX "play_log_client_id_idx";--> statement-breakpoint
DROP INDEX "playback_claim_claimed_at_idx";--> statement-breakpoint
ALTER TABLE "play_log" DROP CONSTRAINT "play_log_establishment_id_seq_pk";--> statement-breakpoint
ALTER TABLE "play_log_anchor" DROP CONSTRAINT "play_log_anchor_pkey";--> statement-breakpoint
ALTER TABLE "play_log_head" DROP CONSTRAINT "play_log_head_pkey";--> statement-breakpoint
ALTER TABLE "schedule" DROP CONSTRAINT "schedule_pkey";--> statement-breakpoint
ALTER TABLE "play_log" ADD CONSTRAINT "play_log_zone_id_seq_pk" PRIMARY KEY("zone_id","seq");--> statement-breakpoint
ALTER TABLE "play_log_anchor" ADD PRIMARY KEY ("zone_id");--> statement-breakpoint
ALTER TABLE "play_log_head" ADD PRIMARY KEY ("zone_id");--> statement-breakpoint
ALTER TABLE "schedule" ADD PRIMARY KEY ("zone_id");--> statement-breakpoint
ALTER TABLE "play_log" ADD CONSTRAINT "play_log_zone_id_zone_id_fk" FOREIGN KEY ("zone_id") REFERENCES "public"."zone"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "play_log_anchor" ADD CONSTRAINT "play_log_anchor_zone_id_zone_id_fk" FOREIGN KEY ("zone_id") REFERENCES "public"."zone"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "play_log_head" ADD CONSTRAINT "play_log_head_zone_id_zone_id_fk" FOREIGN KEY ("zone_id") REFERENCES "public"."zone"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "play_log_seal" ADD CONSTRAINT "play_log_seal_zone_id_zone_id_fk" FOREIGN KEY ("zone_id") REFERENCES "public"."zone"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "playback_claim" ADD CONSTRAINT "playback_claim_zone_id_zone_id_fk" FOREIGN KEY ("zone_id") REFERENCES "public"."zone"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_wait" ADD CONSTRAINT "player_wait_zone_id_zone_id_fk" FOREIGN KEY ("zone_id") REFERENCES "public"."zone"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule" ADD CONSTRAINT "schedule_zone_id_zone_id_fk" FOREIGN KEY ("zone_id") REFERENCES "public"."zone"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "play_log_zone_client_id_idx" ON "play_log" USING btree ("zone_id","client_id");--> statement-breakpoint
CREATE INDEX "play_log_zone_started_at_idx" ON "play_log" USING btree ("zone_id","started_at");--> statement-breakpoint
CREATE INDEX "play_log_seal_zone_idx" ON "play_log_seal" USING btree ("zone_id","seq");--> statement-breakpoint
CREATE INDEX "playback_claim_claimed_at_idx" ON "playback_claim" USING btree ("zone_id","claimed_at");--> statement-breakpoint
-- Retention's anchor is now the zone's: a play may go at or before its zone's anchor, or
-- with its whole establishment (decision 016). A zone with plays is archived, never
-- deleted, so deleting one by hand is refused like any other removal.
CREATE OR REPLACE FUNCTION "play_log_guard_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM "establishment" WHERE "id" = OLD."establishment_id") THEN
    RETURN OLD;
  END IF;
  IF EXISTS (SELECT 1 FROM "play_log_anchor"
             WHERE "zone_id" = OLD."zone_id" AND OLD."seq" <= "seq") THEN
    RETURN OLD;
  END IF;
  RAISE EXCEPTION 'play_log rows are append-only: only retention removes them, oldest first';
END
$$;
