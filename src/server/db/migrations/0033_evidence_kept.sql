ALTER TABLE "play_log_seal" ADD COLUMN "stamp_requested" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "play_log_seal_zone_sealed_at_idx" ON "play_log_seal" USING btree ("zone_id","sealed_at","seq") WHERE "play_log_seal"."reason" <> 'retention';--> statement-breakpoint
-- Decision 033: retention that the seals allow, and evidence that is archived, never deleted.
-- Every chain gets the seal of its opening (seq 0, the genesis hash, reason "opened"), dated
-- no later than anything it holds — its rows' receipt, its seals, its anchor's cutoff and
-- creation, its zone's creation — so that no row can be older than it. New chains get
-- theirs in the transaction of their first play (record-plays.ts).
INSERT INTO "play_log_seal" ("id", "establishment_id", "zone_id", "seq", "hash", "reason", "sealed_at")
SELECT gen_random_uuid()::text, h."establishment_id", h."zone_id", 0, repeat('0', 64), 'opened',
  date_trunc('milliseconds', LEAST(
    z."created_at",
    (SELECT min(p."received_at") FROM "play_log" p WHERE p."zone_id" = h."zone_id"),
    (SELECT min(s."sealed_at") FROM "play_log_seal" s WHERE s."zone_id" = h."zone_id"),
    a."removed_before",
    a."created_at"))
FROM "play_log_head" h
JOIN "zone" z ON z."id" = h."zone_id"
LEFT JOIN "play_log_anchor" a ON a."zone_id" = h."zone_id";--> statement-breakpoint
-- Every anchor retention wrote is sealed where it stands, as retention now seals each one.
INSERT INTO "play_log_seal" ("id", "establishment_id", "zone_id", "seq", "hash", "reason", "sealed_at")
SELECT gen_random_uuid()::text, a."establishment_id", a."zone_id", a."seq", a."hash", 'retention',
  date_trunc('milliseconds', a."created_at")
FROM "play_log_anchor" a;--> statement-breakpoint
-- A play goes only at or before its zone's anchor. The escape for "its establishment no
-- longer exists" goes: an establishment with plays can no longer be deleted (below).
CREATE OR REPLACE FUNCTION "play_log_guard_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM "play_log_anchor"
             WHERE "zone_id" = OLD."zone_id" AND OLD."seq" <= "seq") THEN
    RETURN OLD;
  END IF;
  RAISE EXCEPTION 'play_log rows are append-only: only retention removes them, oldest first';
END
$$;--> statement-breakpoint
-- Seals and their time stamps are never changed nor deleted, not even with their
-- establishment: it cannot be deleted while they exist.
CREATE OR REPLACE FUNCTION "play_log_seal_guard"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'play_log_seal rows are append-only';
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "play_log_seal_timestamp_guard"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'play_log_seal_timestamp rows are append-only';
END
$$;--> statement-breakpoint
-- An anchor opens the play log's delete guard, so it must stand on a retention seal of its
-- seq and hash (retention writes that seal first, in the same transaction), only move
-- forward, and never go. Whether the rows it lets go were past the retention period is
-- checked by verification against the seals (the database does not know the period).
CREATE FUNCTION "play_log_anchor_guard"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    RAISE EXCEPTION 'play_log_anchor rows are never deleted';
  END IF;
  IF TG_OP = 'UPDATE' AND (NEW."zone_id" <> OLD."zone_id" OR NEW."seq" < OLD."seq") THEN
    RAISE EXCEPTION 'a play_log_anchor only moves forward';
  END IF;
  IF NOT EXISTS (SELECT 1 FROM "play_log_seal"
                 WHERE "zone_id" = NEW."zone_id" AND "seq" = NEW."seq" AND "hash" = NEW."hash"
                   AND "reason" = 'retention') THEN
    RAISE EXCEPTION 'a play_log_anchor needs a retention seal of its seq and hash';
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "play_log_anchor_sealed" BEFORE INSERT OR UPDATE OR DELETE ON "play_log_anchor" FOR EACH ROW EXECUTE FUNCTION "play_log_anchor_guard"();
--> statement-breakpoint
-- An establishment or a zone that evidence names is archived, never deleted: a DELETE by
-- hand, or cascading from its account, stops here before it reaches plays, seals,
-- certificates or waits. (restrict_violation: the API answers it as a conflict.)
CREATE FUNCTION "establishment_keep_evidence"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM "play_log" WHERE "establishment_id" = OLD."id")
     OR EXISTS (SELECT 1 FROM "play_log_seal" WHERE "establishment_id" = OLD."id")
     OR EXISTS (SELECT 1 FROM "certificate" WHERE "establishment_id" = OLD."id")
     OR EXISTS (SELECT 1 FROM "player_wait" WHERE "establishment_id" = OLD."id") THEN
    RAISE EXCEPTION 'establishment % holds evidence (plays, seals, certificates or waits): it is archived, never deleted', OLD."id"
      USING ERRCODE = 'restrict_violation';
  END IF;
  RETURN OLD;
END
$$;--> statement-breakpoint
CREATE TRIGGER "establishment_keeps_evidence" BEFORE DELETE ON "establishment" FOR EACH ROW EXECUTE FUNCTION "establishment_keep_evidence"();
--> statement-breakpoint
CREATE FUNCTION "zone_keep_evidence"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM "play_log" WHERE "zone_id" = OLD."id")
     OR EXISTS (SELECT 1 FROM "play_log_seal" WHERE "zone_id" = OLD."id")
     OR EXISTS (SELECT 1 FROM "player_wait" WHERE "zone_id" = OLD."id") THEN
    RAISE EXCEPTION 'zone % holds evidence (plays, seals or waits): it is archived, never deleted', OLD."id"
      USING ERRCODE = 'restrict_violation';
  END IF;
  RETURN OLD;
END
$$;--> statement-breakpoint
CREATE TRIGGER "zone_keeps_evidence" BEFORE DELETE ON "zone" FOR EACH ROW EXECUTE FUNCTION "zone_keep_evidence"();
--> statement-breakpoint
-- A certificate is never deleted, and changes only once: to be revoked, every other column
-- as it was issued (facts, period, code, seal).
CREATE FUNCTION "certificate_guard"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND OLD."revoked_at" IS NULL AND NEW."revoked_at" IS NOT NULL
     AND to_jsonb(NEW) - 'revoked_at' - 'revoked_reason' - 'revoked_by'
       = to_jsonb(OLD) - 'revoked_at' - 'revoked_reason' - 'revoked_by' THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'certificate rows are never deleted, and change only to be revoked'
    USING ERRCODE = 'restrict_violation';
END
$$;--> statement-breakpoint
CREATE TRIGGER "certificate_append_only" BEFORE UPDATE OR DELETE ON "certificate" FOR EACH ROW EXECUTE FUNCTION "certificate_guard"();
