import { asc, sql } from "drizzle-orm";
import { expect, it } from "vitest";
import { invoiceNumber } from "~/shared/invoices/invoice-amounts";
import { verifyInvoicesCommand } from "../../cli-commands/verify-invoices";
import { invoice } from "../../domain/invoices/tables";
import { localBilling } from "../../testing/billing-fixtures";
import { httpClient, signedInUser } from "../../testing/http-client";
import { tamperWithInvoices } from "../../testing/invoice-tampering";
import { describeEachDatabase } from "../../testing/test-app";

/*
 * Decision 035: the invoice chain's verifier, called as an admin would (the admin area's
 * route, the CLI), against what someone with the database's keys could do — delete, reorder
 * and alter issued invoices with the triggers off. The suite's tests build on each other:
 * nine invoices, then one harm after another, each found and named.
 */
describeEachDatabase(
  "the invoice chain's verification (GET /api/invoices/chain, cli)",
  (context) => {
    const client = httpClient(context);
    const billing = localBilling(client);
    const db = () => context().database.db;
    let adminCookie = "";

    const check = async () => {
      const response = await client.get("/api/invoices/chain", { cookie: adminCookie });
      expect(response.status).toBe(200);
      return response.json();
    };
    /** The invoice at a position of the chain, as issued: its id and printed number. */
    async function recordAt(seq: number) {
      const rows = await db()
        .select({
          id: invoice.id,
          seq: invoice.chainSeq,
          series: invoice.series,
          n: invoice.number,
        })
        .from(invoice)
        .orderBy(asc(invoice.chainSeq));
      const row = rows.find((entry) => entry.seq === seq);
      if (!row) throw new Error(`No invoice at ${seq}`);
      return { id: row.id, number: invoiceNumber(row.series, row.n) };
    }

    it("is the admins' alone, and finds the untouched chain intact, counting its invoices", async () => {
      const admin = await signedInUser(context, { role: "admin" });
      adminCookie = admin.cookie;
      for (let index = 0; index < 9; index++) {
        const customer = await signedInUser(context, { billingDetails: true });
        await billing.subscribe(customer.cookie, 1);
      }
      const customer = await signedInUser(context);
      expect((await client.get("/api/invoices/chain")).status).toBe(401);
      expect((await client.get("/api/invoices/chain", { cookie: customer.cookie })).status).toBe(
        403,
      );
      expect(await check()).toEqual({ ok: true, records: 9, breaks: [] });
    });

    it("names a deleted invoice, in the middle and at the end", async () => {
      const middle = await recordAt(3);
      const last = await recordAt(9);
      await tamperWithInvoices(context(), [
        sql`delete from invoice where id in (${middle.id}, ${last.id})`,
      ]);
      const report = await check();
      expect(report.ok).toBe(false);
      expect(report.breaks).toContainEqual({
        kind: "deleted",
        afterSeq: 2,
        missing: 1,
        numbers: [middle.number],
      });
      expect(report.breaks).toContainEqual({
        kind: "deleted",
        afterSeq: 8,
        missing: 1,
        numbers: [last.number],
      });
    });

    it("names two invoices put in each other's place", async () => {
      const fifth = await recordAt(5);
      const sixth = await recordAt(6);
      // chain_seq is unique: the swap goes through a free position.
      await tamperWithInvoices(context(), [
        sql`update invoice set chain_seq = -1 where id = ${fifth.id}`,
        sql`update invoice set chain_seq = 5 where id = ${sixth.id}`,
        sql`update invoice set chain_seq = 6 where id = ${fifth.id}`,
      ]);
      const { breaks } = await check();
      expect(breaks).toContainEqual({
        kind: "reordered",
        seq: 5,
        number: sixth.number,
        issuedAtSeq: 6,
      });
      expect(breaks).toContainEqual({
        kind: "reordered",
        seq: 6,
        number: fifth.number,
        issuedAtSeq: 5,
      });
    });

    it("names an altered invoice", async () => {
      const eighth = await recordAt(8);
      await tamperWithInvoices(context(), [
        sql`update invoice set facts = jsonb_set(facts, '{amounts,totalCents}', '1') where id = ${eighth.id}`,
      ]);
      const { breaks } = await check();
      expect(breaks).toContainEqual({ kind: "altered", seq: 8, number: eighth.number });
      // Each harm once, nothing else: the records around them still hold.
      expect(breaks).toHaveLength(5);
    });

    it("cli verify-invoices prints each break and fails", async () => {
      const lines: string[] = [];
      const outcome = await verifyInvoicesCommand(context().infra, (line) => lines.push(line));
      expect(outcome.ok).toBe(false);
      const text = outcome.lines.join("\n");
      expect(text).toMatch(/^DELETED 1 invoice after position 2 \(F\d{4}-000003\)$/m);
      expect(text).toMatch(/^REORDERED F\d{4}-000006 at position 5, issued at 6$/m);
      expect(text).toMatch(/^ALTERED F\d{4}-000008 at position 8/m);
      expect(outcome.lines.at(-1)).toBe("7 invoices checked; 5 breaks.");
      expect(lines).toEqual(["Verifying the invoice chain…"]);
    });
  },
);
