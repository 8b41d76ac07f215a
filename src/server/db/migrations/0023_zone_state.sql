CREATE TABLE "zone_state" (
	"zone_id" text PRIMARY KEY NOT NULL,
	"establishment_id" text NOT NULL,
	"device_id" text NOT NULL,
	"state" jsonb NOT NULL,
	"seen_at" timestamp (3) with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "zone_state" ADD CONSTRAINT "zone_state_establishment_id_establishment_id_fk" FOREIGN KEY ("establishment_id") REFERENCES "public"."establishment"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "zone_state_establishment_id_idx" ON "zone_state" USING btree ("establishment_id");