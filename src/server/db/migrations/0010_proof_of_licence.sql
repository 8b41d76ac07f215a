CREATE SEQUENCE "public"."certificate_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "certificate" (
	"id" text PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"number" text NOT NULL,
	"establishment_id" text NOT NULL,
	"user_id" text NOT NULL,
	"valid_from" timestamp with time zone NOT NULL,
	"valid_until" timestamp with time zone NOT NULL,
	"facts" jsonb NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone,
	"revoked_reason" text,
	"revoked_by" text,
	CONSTRAINT "certificate_code_unique" UNIQUE("code"),
	CONSTRAINT "certificate_number_unique" UNIQUE("number")
);
--> statement-breakpoint
CREATE TABLE "play_log" (
	"establishment_id" text NOT NULL,
	"seq" bigint NOT NULL,
	"client_id" text NOT NULL,
	"song_id" text NOT NULL,
	"title" text NOT NULL,
	"artist" text NOT NULL,
	"started_at" timestamp (3) with time zone NOT NULL,
	"seconds_heard" double precision NOT NULL,
	"ending" text NOT NULL,
	"device_id" text NOT NULL,
	"origin" text NOT NULL,
	"received_at" timestamp (3) with time zone NOT NULL,
	"prev_hash" text NOT NULL,
	"hash" text NOT NULL,
	CONSTRAINT "play_log_establishment_id_seq_pk" PRIMARY KEY("establishment_id","seq")
);
--> statement-breakpoint
CREATE TABLE "play_log_anchor" (
	"establishment_id" text PRIMARY KEY NOT NULL,
	"seq" bigint NOT NULL,
	"hash" text NOT NULL,
	"removed_before" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "play_log_head" (
	"establishment_id" text PRIMARY KEY NOT NULL,
	"seq" bigint NOT NULL,
	"hash" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "establishment" ADD COLUMN "archived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "certificate" ADD CONSTRAINT "certificate_establishment_id_establishment_id_fk" FOREIGN KEY ("establishment_id") REFERENCES "public"."establishment"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificate" ADD CONSTRAINT "certificate_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "play_log" ADD CONSTRAINT "play_log_establishment_id_establishment_id_fk" FOREIGN KEY ("establishment_id") REFERENCES "public"."establishment"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "play_log_anchor" ADD CONSTRAINT "play_log_anchor_establishment_id_establishment_id_fk" FOREIGN KEY ("establishment_id") REFERENCES "public"."establishment"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "play_log_head" ADD CONSTRAINT "play_log_head_establishment_id_establishment_id_fk" FOREIGN KEY ("establishment_id") REFERENCES "public"."establishment"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "certificate_establishment_idx" ON "certificate" USING btree ("establishment_id","valid_until");--> statement-breakpoint
CREATE UNIQUE INDEX "play_log_client_id_idx" ON "play_log" USING btree ("establishment_id","client_id");--> statement-breakpoint
CREATE INDEX "play_log_started_at_idx" ON "play_log" USING btree ("establishment_id","started_at");--> statement-breakpoint
-- The play log is append-only: no statement may change a row (retention deletes whole old rows).
CREATE FUNCTION "play_log_refuse_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'play_log rows are append-only';
END
$$;--> statement-breakpoint
CREATE TRIGGER "play_log_append_only" BEFORE UPDATE ON "play_log" FOR EACH ROW EXECUTE FUNCTION "play_log_refuse_update"();
--> statement-breakpoint
-- Owned by the column it numbers, so a backup carries where it stood and a restore goes on from there.
ALTER SEQUENCE "public"."certificate_number_seq" OWNED BY "certificate"."number";
