CREATE TABLE "licence_contract" (
	"id" text PRIMARY KEY NOT NULL,
	"reference" text NOT NULL,
	"licensor" text NOT NULL,
	"signed_on" date NOT NULL,
	"territories" jsonb NOT NULL,
	"valid_from" date NOT NULL,
	"valid_until" date,
	"document_key" text,
	"expiry_notice_sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "song_rights" (
	"song_id" text PRIMARY KEY NOT NULL,
	"authors" jsonb NOT NULL,
	"performer" text NOT NULL,
	"master_owner" text NOT NULL,
	"contract_id" text NOT NULL,
	"managed_by" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "song" ADD COLUMN "published_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "song" ADD COLUMN "withdrawn_reason" text;--> statement-breakpoint
ALTER TABLE "song_rights" ADD CONSTRAINT "song_rights_song_id_song_id_fk" FOREIGN KEY ("song_id") REFERENCES "public"."song"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "song_rights" ADD CONSTRAINT "song_rights_contract_id_licence_contract_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."licence_contract"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "licence_contract_reference_idx" ON "licence_contract" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "licence_contract_valid_until_idx" ON "licence_contract" USING btree ("valid_until");--> statement-breakpoint
CREATE INDEX "song_rights_contract_id_idx" ON "song_rights" USING btree ("contract_id");--> statement-breakpoint
-- The catalogue already playing stays published (decision 039): the admin's songs table
-- names what each of those songs still lacks, and no new song is published without it.
UPDATE "song" SET "published_at" = "created_at";
