CREATE TABLE "seasonal_pause" (
	"id" text PRIMARY KEY NOT NULL,
	"zone_id" text NOT NULL,
	"establishment_id" text NOT NULL,
	"from_date" date NOT NULL,
	"to_date" date NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp (3) with time zone,
	"ended_by" text
);
--> statement-breakpoint
ALTER TABLE "seasonal_pause" ADD CONSTRAINT "seasonal_pause_zone_id_zone_id_fk" FOREIGN KEY ("zone_id") REFERENCES "public"."zone"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seasonal_pause" ADD CONSTRAINT "seasonal_pause_establishment_id_establishment_id_fk" FOREIGN KEY ("establishment_id") REFERENCES "public"."establishment"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "seasonal_pause_zone_idx" ON "seasonal_pause" USING btree ("zone_id","to_date");--> statement-breakpoint
CREATE INDEX "seasonal_pause_establishment_idx" ON "seasonal_pause" USING btree ("establishment_id");