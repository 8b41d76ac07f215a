CREATE TABLE "play_log_seal" (
	"id" text PRIMARY KEY NOT NULL,
	"establishment_id" text NOT NULL,
	"seq" bigint NOT NULL,
	"hash" text NOT NULL,
	"reason" text NOT NULL,
	"sealed_at" timestamp (3) with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "play_log_seal_timestamp" (
	"seal_id" text PRIMARY KEY NOT NULL,
	"response" "bytea" NOT NULL,
	"gen_time" timestamp with time zone NOT NULL,
	"serial_number" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "certificate" ADD COLUMN "seal_id" text;--> statement-breakpoint
ALTER TABLE "play_log_seal" ADD CONSTRAINT "play_log_seal_establishment_id_establishment_id_fk" FOREIGN KEY ("establishment_id") REFERENCES "public"."establishment"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "play_log_seal_timestamp" ADD CONSTRAINT "play_log_seal_timestamp_seal_id_play_log_seal_id_fk" FOREIGN KEY ("seal_id") REFERENCES "public"."play_log_seal"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "play_log_seal_establishment_idx" ON "play_log_seal" USING btree ("establishment_id","seq");--> statement-breakpoint
CREATE INDEX "play_log_seal_sealed_at_idx" ON "play_log_seal" USING btree ("sealed_at");--> statement-breakpoint
ALTER TABLE "certificate" ADD CONSTRAINT "certificate_seal_id_play_log_seal_id_fk" FOREIGN KEY ("seal_id") REFERENCES "public"."play_log_seal"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Decision 016. A play may be deleted only by retention (at or before the anchor, which
-- retention writes first) or with its whole establishment (the FK cascade runs after the
-- establishment's row is gone): a middle row or the tail cannot go by plain SQL.
CREATE FUNCTION "play_log_guard_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM "establishment" WHERE "id" = OLD."establishment_id") THEN
    RETURN OLD;
  END IF;
  IF EXISTS (SELECT 1 FROM "play_log_anchor"
             WHERE "establishment_id" = OLD."establishment_id" AND OLD."seq" <= "seq") THEN
    RETURN OLD;
  END IF;
  RAISE EXCEPTION 'play_log rows are append-only: only retention removes them, oldest first';
END
$$;--> statement-breakpoint
CREATE TRIGGER "play_log_delete_guard" BEFORE DELETE ON "play_log" FOR EACH ROW EXECUTE FUNCTION "play_log_guard_delete"();
--> statement-breakpoint
-- Seals are never changed, and deleted only with their establishment.
CREATE FUNCTION "play_log_seal_guard"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' AND NOT EXISTS (SELECT 1 FROM "establishment" WHERE "id" = OLD."establishment_id") THEN
    RETURN OLD;
  END IF;
  RAISE EXCEPTION 'play_log_seal rows are append-only';
END
$$;--> statement-breakpoint
CREATE TRIGGER "play_log_seal_append_only" BEFORE UPDATE OR DELETE ON "play_log_seal" FOR EACH ROW EXECUTE FUNCTION "play_log_seal_guard"();
--> statement-breakpoint
-- A seal's time stamp goes only with its seal.
CREATE FUNCTION "play_log_seal_timestamp_guard"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' AND NOT EXISTS (SELECT 1 FROM "play_log_seal" WHERE "id" = OLD."seal_id") THEN
    RETURN OLD;
  END IF;
  RAISE EXCEPTION 'play_log_seal_timestamp rows are append-only';
END
$$;--> statement-breakpoint
CREATE TRIGGER "play_log_seal_timestamp_append_only" BEFORE UPDATE OR DELETE ON "play_log_seal_timestamp" FOR EACH ROW EXECUTE FUNCTION "play_log_seal_timestamp_guard"();
