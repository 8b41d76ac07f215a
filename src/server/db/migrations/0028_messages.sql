CREATE TABLE "message" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"name" text NOT NULL,
	"storage_key" text NOT NULL,
	"mime_type" text NOT NULL,
	"size_bytes" bigint NOT NULL,
	"duration_seconds" double precision NOT NULL,
	"loudness_lufs" double precision,
	"true_peak_dbtp" double precision,
	"leading_silence_seconds" double precision NOT NULL,
	"trailing_silence_seconds" double precision NOT NULL,
	"level_db" double precision NOT NULL,
	"valid_from" text NOT NULL,
	"valid_until" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "message_storage_key_unique" UNIQUE("storage_key")
);
--> statement-breakpoint
CREATE TABLE "message_campaign" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"name" text NOT NULL,
	"valid_from" text NOT NULL,
	"valid_until" text,
	"weekdays" jsonb NOT NULL,
	"mode" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "message_campaign_message" (
	"campaign_id" text NOT NULL,
	"message_id" text NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "message_campaign_message_campaign_id_message_id_pk" PRIMARY KEY("campaign_id","message_id")
);
--> statement-breakpoint
CREATE TABLE "message_campaign_zone" (
	"campaign_id" text NOT NULL,
	"zone_id" text NOT NULL,
	CONSTRAINT "message_campaign_zone_campaign_id_zone_id_pk" PRIMARY KEY("campaign_id","zone_id")
);
--> statement-breakpoint
ALTER TABLE "message" ADD CONSTRAINT "message_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_campaign" ADD CONSTRAINT "message_campaign_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_campaign_message" ADD CONSTRAINT "message_campaign_message_campaign_id_message_campaign_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."message_campaign"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_campaign_message" ADD CONSTRAINT "message_campaign_message_message_id_message_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."message"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_campaign_zone" ADD CONSTRAINT "message_campaign_zone_campaign_id_message_campaign_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."message_campaign"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_campaign_zone" ADD CONSTRAINT "message_campaign_zone_zone_id_zone_id_fk" FOREIGN KEY ("zone_id") REFERENCES "public"."zone"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "message_user_idx" ON "message" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "message_campaign_user_idx" ON "message_campaign" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "message_campaign_message_message_idx" ON "message_campaign_message" USING btree ("message_id");--> statement-breakpoint
CREATE INDEX "message_campaign_zone_zone_idx" ON "message_campaign_zone" USING btree ("zone_id");