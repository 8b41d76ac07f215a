-- Decision 032. A subscription's row keeps only its latest state: when one that had
-- stopped giving access gives it again (a period renewed after it ran out, a failed
-- payment made), the gap is kept here, so that plays dated in it stay refused.
CREATE TABLE "access_lapse" (
	"id" text PRIMARY KEY NOT NULL,
	"subscription_id" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "access_lapse" ADD CONSTRAINT "access_lapse_subscription_id_subscription_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscription"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "access_lapse_subscription_idx" ON "access_lapse" USING btree ("subscription_id");--> statement-breakpoint
-- A lapse is never changed, and deleted only with its subscription (the FK cascade runs
-- after the subscription's row is gone).
CREATE FUNCTION "access_lapse_guard"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' AND NOT EXISTS (SELECT 1 FROM "subscription" WHERE "id" = OLD."subscription_id") THEN
    RETURN OLD;
  END IF;
  RAISE EXCEPTION 'access_lapse rows are append-only';
END
$$;--> statement-breakpoint
CREATE TRIGGER "access_lapse_append_only" BEFORE UPDATE OR DELETE ON "access_lapse" FOR EACH ROW EXECUTE FUNCTION "access_lapse_guard"();
