CREATE TABLE "invoice" (
	"id" text PRIMARY KEY NOT NULL,
	"chain_seq" integer NOT NULL,
	"series" text NOT NULL,
	"number" integer NOT NULL,
	"issued_at" timestamp (3) with time zone NOT NULL,
	"user_id" text NOT NULL,
	"kind" text NOT NULL,
	"corrects_id" text,
	"facts" jsonb NOT NULL,
	"payment_ref" text NOT NULL,
	"prev_hash" text NOT NULL,
	"hash" text NOT NULL,
	CONSTRAINT "invoice_chain_seq_unique" UNIQUE("chain_seq"),
	CONSTRAINT "invoice_payment_ref_unique" UNIQUE("payment_ref")
);
--> statement-breakpoint
CREATE TABLE "invoice_chain_head" (
	"id" text PRIMARY KEY NOT NULL,
	"seq" integer NOT NULL,
	"hash" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoice_series" (
	"series" text PRIMARY KEY NOT NULL,
	"last_number" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "invoice" ADD CONSTRAINT "invoice_corrects_id_invoice_id_fk" FOREIGN KEY ("corrects_id") REFERENCES "public"."invoice"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_series_number_idx" ON "invoice" USING btree ("series","number");--> statement-breakpoint
CREATE INDEX "invoice_user_id_idx" ON "invoice" USING btree ("user_id","issued_at");--> statement-breakpoint
-- Invoice records are immutable, as the law asks of an issued invoice (decision 025): a
-- mistake is corrected by a new record.
CREATE FUNCTION "invoice_immutable"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	RAISE EXCEPTION 'invoice records are immutable';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "invoice_immutable" BEFORE UPDATE OR DELETE ON "invoice" FOR EACH ROW EXECUTE FUNCTION "invoice_immutable"();
