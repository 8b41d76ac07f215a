CREATE TABLE "player_wait" (
	"id" text PRIMARY KEY NOT NULL,
	"establishment_id" text NOT NULL,
	"user_id" text NOT NULL,
	"reason" text NOT NULL,
	"started_at" timestamp (3) with time zone NOT NULL,
	"ended_at" timestamp (3) with time zone,
	"received_at" timestamp (3) with time zone NOT NULL,
	"ended_received_at" timestamp (3) with time zone
);
--> statement-breakpoint
ALTER TABLE "player_wait" ADD CONSTRAINT "player_wait_establishment_id_establishment_id_fk" FOREIGN KEY ("establishment_id") REFERENCES "public"."establishment"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_wait" ADD CONSTRAINT "player_wait_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "player_wait_started_at_idx" ON "player_wait" USING btree ("establishment_id","started_at");