CREATE TABLE "inspection_file" (
	"id" text PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"establishment_id" text NOT NULL,
	"requested_by" text,
	"zone_ids" jsonb NOT NULL,
	"period_from" date NOT NULL,
	"period_until" date NOT NULL,
	"full_days" jsonb,
	"declaration_id" text,
	"status" text NOT NULL,
	"progress" integer DEFAULT 0 NOT NULL,
	"object_key" text,
	"sha256" text,
	"bytes" integer,
	"issued_at" timestamp (3) with time zone,
	"stamp_requested" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inspection_file_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "inspection_file_timestamp" (
	"file_id" text PRIMARY KEY NOT NULL,
	"response" "bytea" NOT NULL,
	"gen_time" timestamp with time zone NOT NULL,
	"serial_number" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "music_source_declaration" (
	"id" text PRIMARY KEY NOT NULL,
	"establishment_id" text NOT NULL,
	"user_id" text NOT NULL,
	"signer_name" text NOT NULL,
	"period_from" date NOT NULL,
	"period_until" date NOT NULL,
	"text" text NOT NULL,
	"signed_at" timestamp (3) with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "inspection_file" ADD CONSTRAINT "inspection_file_establishment_id_establishment_id_fk" FOREIGN KEY ("establishment_id") REFERENCES "public"."establishment"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspection_file" ADD CONSTRAINT "inspection_file_requested_by_user_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspection_file" ADD CONSTRAINT "inspection_file_declaration_id_music_source_declaration_id_fk" FOREIGN KEY ("declaration_id") REFERENCES "public"."music_source_declaration"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspection_file_timestamp" ADD CONSTRAINT "inspection_file_timestamp_file_id_inspection_file_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."inspection_file"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "music_source_declaration" ADD CONSTRAINT "music_source_declaration_establishment_id_establishment_id_fk" FOREIGN KEY ("establishment_id") REFERENCES "public"."establishment"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "music_source_declaration" ADD CONSTRAINT "music_source_declaration_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "inspection_file_establishment_idx" ON "inspection_file" USING btree ("establishment_id","created_at");--> statement-breakpoint
CREATE INDEX "music_source_declaration_period_idx" ON "music_source_declaration" USING btree ("establishment_id","period_until");--> statement-breakpoint
-- An inspection file is never deleted, and once sealed (its hash written) only who asked
-- for it may be emptied, when that person's account goes (decision 040).
CREATE FUNCTION "inspection_file_guard"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND (OLD."sha256" IS NULL
     OR to_jsonb(NEW) - 'requested_by' = to_jsonb(OLD) - 'requested_by') THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'inspection_file rows are never deleted, and never change once sealed'
    USING ERRCODE = 'restrict_violation';
END
$$;--> statement-breakpoint
CREATE TRIGGER "inspection_file_sealed" BEFORE UPDATE OR DELETE ON "inspection_file" FOR EACH ROW EXECUTE FUNCTION "inspection_file_guard"();--> statement-breakpoint
-- A file's time stamp and an owner's signed declaration are never changed nor deleted.
CREATE FUNCTION "inspection_evidence_guard"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% rows are append-only', TG_TABLE_NAME USING ERRCODE = 'restrict_violation';
END
$$;--> statement-breakpoint
CREATE TRIGGER "inspection_file_timestamp_append_only" BEFORE UPDATE OR DELETE ON "inspection_file_timestamp" FOR EACH ROW EXECUTE FUNCTION "inspection_evidence_guard"();--> statement-breakpoint
CREATE TRIGGER "music_source_declaration_append_only" BEFORE UPDATE OR DELETE ON "music_source_declaration" FOR EACH ROW EXECUTE FUNCTION "inspection_evidence_guard"();
--> statement-breakpoint
-- Inspection files and signed declarations are evidence too: their establishment is
-- archived, never deleted (decision 033's rule).
CREATE OR REPLACE FUNCTION "establishment_keep_evidence"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM "play_log" WHERE "establishment_id" = OLD."id")
     OR EXISTS (SELECT 1 FROM "play_log_seal" WHERE "establishment_id" = OLD."id")
     OR EXISTS (SELECT 1 FROM "certificate" WHERE "establishment_id" = OLD."id")
     OR EXISTS (SELECT 1 FROM "player_wait" WHERE "establishment_id" = OLD."id")
     OR EXISTS (SELECT 1 FROM "inspection_file" WHERE "establishment_id" = OLD."id")
     OR EXISTS (SELECT 1 FROM "music_source_declaration" WHERE "establishment_id" = OLD."id") THEN
    RAISE EXCEPTION 'establishment % holds evidence (plays, seals, certificates, waits, inspection files or declarations): it is archived, never deleted', OLD."id"
      USING ERRCODE = 'restrict_violation';
  END IF;
  RETURN OLD;
END
$$;
