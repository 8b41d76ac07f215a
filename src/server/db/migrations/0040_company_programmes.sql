CREATE TABLE "company_programme" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"name" text NOT NULL,
	"programme" jsonb NOT NULL,
	"local_changes" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "schedule" ADD COLUMN "company_programme_id" text;--> statement-breakpoint
ALTER TABLE "company_programme" ADD CONSTRAINT "company_programme_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "company_programme_user_id_idx" ON "company_programme" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "schedule" ADD CONSTRAINT "schedule_company_programme_id_company_programme_id_fk" FOREIGN KEY ("company_programme_id") REFERENCES "public"."company_programme"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "schedule_company_programme_idx" ON "schedule" USING btree ("company_programme_id");