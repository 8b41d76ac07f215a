CREATE TABLE "blocked_song_event" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"action" text NOT NULL,
	"song_id" text,
	"song_title" text NOT NULL,
	"song_artist" text NOT NULL,
	"zone_id" text,
	"zone_name" text,
	"establishment_name" text,
	"by_user_id" text,
	"by_name" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "blocked_song" DROP CONSTRAINT "blocked_song_user_id_song_id_pk";--> statement-breakpoint
ALTER TABLE "user" ADD COLUMN "staff_blocks_songs" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "blocked_song" ADD COLUMN "id" text DEFAULT gen_random_uuid()::text PRIMARY KEY NOT NULL;--> statement-breakpoint
ALTER TABLE "blocked_song" ALTER COLUMN "id" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "blocked_song" ADD COLUMN "zone_id" text;--> statement-breakpoint
ALTER TABLE "blocked_song" ADD COLUMN "blocked_by" text;--> statement-breakpoint
ALTER TABLE "blocked_song" ADD COLUMN "blocked_by_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "blocked_song" ALTER COLUMN "blocked_by_name" DROP DEFAULT;--> statement-breakpoint
-- Blocks made before the trail were the account's own: its owner made them.
UPDATE "blocked_song" SET "blocked_by" = "user"."id", "blocked_by_name" = "user"."name" FROM "user" WHERE "user"."id" = "blocked_song"."user_id";--> statement-breakpoint
ALTER TABLE "blocked_song_event" ADD CONSTRAINT "blocked_song_event_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blocked_song_event" ADD CONSTRAINT "blocked_song_event_song_id_song_id_fk" FOREIGN KEY ("song_id") REFERENCES "public"."song"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blocked_song_event" ADD CONSTRAINT "blocked_song_event_by_user_id_user_id_fk" FOREIGN KEY ("by_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "blocked_song_event_user_at_idx" ON "blocked_song_event" USING btree ("user_id","at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "blocked_song" ADD CONSTRAINT "blocked_song_zone_id_zone_id_fk" FOREIGN KEY ("zone_id") REFERENCES "public"."zone"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blocked_song" ADD CONSTRAINT "blocked_song_blocked_by_user_id_fk" FOREIGN KEY ("blocked_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "blocked_song_everywhere_idx" ON "blocked_song" USING btree ("user_id","song_id") WHERE zone_id is null;--> statement-breakpoint
CREATE UNIQUE INDEX "blocked_song_place_idx" ON "blocked_song" USING btree ("user_id","song_id","zone_id");--> statement-breakpoint
-- The trail begins with the blocks already in place.
INSERT INTO "blocked_song_event" ("id", "user_id", "action", "song_id", "song_title", "song_artist", "by_user_id", "by_name", "at") SELECT gen_random_uuid()::text, "blocked_song"."user_id", 'block', "song"."id", "song"."title", "song"."artist", "blocked_song"."blocked_by", "blocked_song"."blocked_by_name", "blocked_song"."created_at" FROM "blocked_song" INNER JOIN "song" ON "song"."id" = "blocked_song"."song_id";
