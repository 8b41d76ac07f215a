CREATE TABLE "device" (
	"user_id" text NOT NULL,
	"id" text NOT NULL,
	"browser" text NOT NULL,
	"system" text NOT NULL,
	"name" text,
	"first_seen_at" timestamp (3) with time zone NOT NULL,
	CONSTRAINT "device_user_id_id_pk" PRIMARY KEY("user_id","id")
);
--> statement-breakpoint
ALTER TABLE "device" ADD CONSTRAINT "device_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Devices that played before names were kept: listed as not identified (numbered apart)
-- until they are seen again and their browser names them.
INSERT INTO "device" ("user_id", "id", "browser", "system", "first_seen_at")
SELECT "user_id", "device_id", 'unknown', 'unknown', min("seen_at")
FROM (
	SELECT "establishment"."user_id", "play_log"."device_id", "play_log"."received_at" AS "seen_at"
	FROM "play_log" JOIN "establishment" ON "establishment"."id" = "play_log"."establishment_id"
	UNION ALL
	SELECT "establishment"."user_id", "playback_claim"."device_id", "playback_claim"."claimed_at"
	FROM "playback_claim" JOIN "establishment" ON "establishment"."id" = "playback_claim"."establishment_id"
) AS "seen"
GROUP BY "user_id", "device_id";
