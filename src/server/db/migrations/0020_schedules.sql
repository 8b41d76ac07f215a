CREATE TABLE "schedule" (
	"establishment_id" text PRIMARY KEY NOT NULL,
	"programme" jsonb NOT NULL,
	"override" jsonb,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "schedule" ADD CONSTRAINT "schedule_establishment_id_establishment_id_fk" FOREIGN KEY ("establishment_id") REFERENCES "public"."establishment"("id") ON DELETE cascade ON UPDATE no action;