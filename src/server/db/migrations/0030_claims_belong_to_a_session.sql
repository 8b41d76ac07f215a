-- Decision 034. A claim names the better-auth session that made it (the session row's id,
-- never its token), and a wait the session whose player waited. No foreign key: both are
-- history and outlive the session. Rows from before stay null: a claim without a session
-- is its device's in any session, until that device claims or beats again in one.
ALTER TABLE "playback_claim" ADD COLUMN "session_id" text;--> statement-breakpoint
ALTER TABLE "player_wait" ADD COLUMN "session_id" text;
