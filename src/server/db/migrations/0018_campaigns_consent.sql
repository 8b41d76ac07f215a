-- Campaign e-mails need prior consent (LSSI art. 21, RGPD). Nobody was ever
-- asked before: every existing account starts without consent (the default false), whatever
-- its old opt-out said; the profile and registration now ask.
ALTER TABLE "user" ADD COLUMN "campaigns_consent" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "user" ADD COLUMN "campaigns_consent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "user" DROP COLUMN "campaigns_opt_out";