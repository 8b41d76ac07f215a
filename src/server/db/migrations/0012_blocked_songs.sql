CREATE TABLE "blocked_song" (
	"user_id" text NOT NULL,
	"song_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "blocked_song_user_id_song_id_pk" PRIMARY KEY("user_id","song_id")
);
--> statement-breakpoint
ALTER TABLE "blocked_song" ADD CONSTRAINT "blocked_song_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blocked_song" ADD CONSTRAINT "blocked_song_song_id_song_id_fk" FOREIGN KEY ("song_id") REFERENCES "public"."song"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "blocked_song_song_id_idx" ON "blocked_song" USING btree ("song_id");