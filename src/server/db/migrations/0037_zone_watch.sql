CREATE TABLE "zone_watch" (
	"zone_id" text PRIMARY KEY NOT NULL,
	"establishment_id" text NOT NULL,
	"owner_id" text NOT NULL,
	"status" text NOT NULL,
	"since" timestamp (3) with time zone NOT NULL,
	"checked_at" timestamp (3) with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "zone_watch" ADD CONSTRAINT "zone_watch_zone_id_zone_id_fk" FOREIGN KEY ("zone_id") REFERENCES "public"."zone"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "zone_watch" ADD CONSTRAINT "zone_watch_establishment_id_establishment_id_fk" FOREIGN KEY ("establishment_id") REFERENCES "public"."establishment"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "zone_watch" ADD CONSTRAINT "zone_watch_owner_id_user_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "zone_watch_owner_status_idx" ON "zone_watch" USING btree ("owner_id","status");--> statement-breakpoint
CREATE INDEX "zone_watch_establishment_idx" ON "zone_watch" USING btree ("establishment_id");