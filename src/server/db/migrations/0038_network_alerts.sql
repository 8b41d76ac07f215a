CREATE TABLE "alert_recipient" (
	"owner_id" text NOT NULL,
	"user_id" text NOT NULL,
	"mode" text NOT NULL,
	"digest_sent_at" timestamp (3) with time zone,
	CONSTRAINT "alert_recipient_owner_id_user_id_pk" PRIMARY KEY("owner_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "alert_settings" (
	"owner_id" text PRIMARY KEY NOT NULL,
	"silent_minutes" integer DEFAULT 15 NOT NULL,
	"offline_minutes" integer DEFAULT 30 NOT NULL,
	"updated_at" timestamp (3) with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "zone_alert" (
	"id" text PRIMARY KEY NOT NULL,
	"zone_id" text NOT NULL,
	"establishment_id" text NOT NULL,
	"owner_id" text NOT NULL,
	"kind" text NOT NULL,
	"started_at" timestamp (3) with time zone NOT NULL,
	"raised_at" timestamp (3) with time zone NOT NULL,
	"recovered_at" timestamp (3) with time zone,
	"alert_sent_at" timestamp (3) with time zone,
	"recovery_sent_at" timestamp (3) with time zone
);
--> statement-breakpoint
ALTER TABLE "alert_recipient" ADD CONSTRAINT "alert_recipient_owner_id_user_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_recipient" ADD CONSTRAINT "alert_recipient_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_settings" ADD CONSTRAINT "alert_settings_owner_id_user_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "zone_alert" ADD CONSTRAINT "zone_alert_zone_id_zone_id_fk" FOREIGN KEY ("zone_id") REFERENCES "public"."zone"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "zone_alert" ADD CONSTRAINT "zone_alert_establishment_id_establishment_id_fk" FOREIGN KEY ("establishment_id") REFERENCES "public"."establishment"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "zone_alert" ADD CONSTRAINT "zone_alert_owner_id_user_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "alert_recipient_user_idx" ON "alert_recipient" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "zone_alert_open_idx" ON "zone_alert" USING btree ("zone_id") WHERE "zone_alert"."recovered_at" is null;--> statement-breakpoint
CREATE INDEX "zone_alert_owner_idx" ON "zone_alert" USING btree ("owner_id","raised_at");--> statement-breakpoint
CREATE INDEX "zone_alert_unsent_idx" ON "zone_alert" USING btree ("owner_id") WHERE "zone_alert"."alert_sent_at" is null or ("zone_alert"."recovered_at" is not null and "zone_alert"."recovery_sent_at" is null);