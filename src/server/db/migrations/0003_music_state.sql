CREATE TABLE "music_state" (
	"user_id" text PRIMARY KEY NOT NULL,
	"volume" double precision DEFAULT 0.5 NOT NULL,
	"current_song_id" text,
	"position" double precision DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "music_state" ADD CONSTRAINT "music_state_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "music_state" ADD CONSTRAINT "music_state_current_song_id_song_id_fk" FOREIGN KEY ("current_song_id") REFERENCES "public"."song"("id") ON DELETE set null ON UPDATE no action;