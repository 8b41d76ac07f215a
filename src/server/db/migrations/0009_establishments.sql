CREATE TABLE "establishment" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"trading_name" text NOT NULL,
	"legal_name" text NOT NULL,
	"tax_id" text NOT NULL,
	"address" text NOT NULL,
	"postcode" text NOT NULL,
	"city" text NOT NULL,
	"province" text NOT NULL,
	"activity" text NOT NULL,
	"floor_area" integer,
	"time_zone" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "establishment" ADD CONSTRAINT "establishment_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "establishment_user_id_idx" ON "establishment" USING btree ("user_id");