ALTER TABLE "team_invitation" ADD COLUMN "zone_ids" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "team_member" ADD COLUMN "zone_ids" jsonb DEFAULT '[]'::jsonb NOT NULL;