CREATE TABLE "playback_claim" (
	"id" text PRIMARY KEY NOT NULL,
	"establishment_id" text NOT NULL,
	"device_id" text NOT NULL,
	"claimed_at" timestamp (3) with time zone NOT NULL,
	"last_seen_at" timestamp (3) with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "playback_claim" ADD CONSTRAINT "playback_claim_establishment_id_establishment_id_fk" FOREIGN KEY ("establishment_id") REFERENCES "public"."establishment"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "playback_claim_claimed_at_idx" ON "playback_claim" USING btree ("establishment_id","claimed_at");