import { randomUUID } from "node:crypto";
import { asc, eq, sql } from "drizzle-orm";
import { expect, it } from "vitest";
import { invoicesCopy } from "~/shared/copy/invoices";
import { invoice } from "../../domain/invoices/tables";
import { companyBillingDetails } from "../../testing/billing-details";
import { httpClient, signedInUser, type SignedInUser } from "../../testing/http-client";
import { pdfQrCode, pdfText } from "../../testing/read-pdf";
import { describeEachDatabase } from "../../testing/test-app";
import { verifyInvoiceChain } from "./verify-invoice-chain";

const GOOD_CARD = "4242 4242 4242 4242";
const flat = (text: string) => text.replace(/\s+/g, " ");

describeEachDatabase("invoices (/api/invoices)", (context) => {
  const client = httpClient(context);
  const db = () => context().database.db;

  async function pay(user: SignedInUser, interval: "month" | "year") {
    const opened = await client.post(
      "/api/billing/checkout",
      { planId: "basic", interval, trial: false },
      { cookie: user.cookie },
    );
    const { url } = (await opened.json()) as { url: string };
    const id = url.slice(url.lastIndexOf("/") + 1);
    return client.post(
      `/api/billing/checkout/${id}/pay`,
      { cardNumber: GOOD_CARD },
      { cookie: user.cookie },
    );
  }

  const listOf = async (user: SignedInUser) =>
    (await client.get("/api/invoices", { cookie: user.cookie })).json();

  it("is refused without a session (401)", async () => {
    expect((await client.get("/api/invoices")).status).toBe(401);
    expect((await client.get(`/api/invoices/${randomUUID()}/pdf`)).status).toBe(401);
  });

  it("invoices a paid checkout: the list, the PDF read back, the e-mail with it attached", async () => {
    const user = await signedInUser(context, { fullName: "Ana García", billingDetails: true });
    expect(
      (await client.put("/api/me/billing", companyBillingDetails, { cookie: user.cookie })).status,
    ).toBe(200);
    expect((await pay(user, "year")).status).toBe(200);

    const page = await listOf(user);
    expect(page).toMatchObject({ page: 1, hasMore: false });
    expect(page.invoices).toHaveLength(1);
    const [listed] = page.invoices;
    expect(listed).toMatchObject({ kind: "ordinary", totalCents: 7260 });
    expect(listed.number).toMatch(/^F\d{4}-\d{6}$/);
    // Named as its plan card is everywhere else.
    expect(listed.concept).toMatch(/^Suscripción Anual, del \d\d\/\d\d\/\d{4} al /);

    const response = await client.get(`/api/invoices/${listed.id}/pdf`, { cookie: user.cookie });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    const bytes = new Uint8Array(await response.arrayBuffer());
    const text = flat((await pdfText(bytes)).text);
    for (const expected of [
      invoicesCopy.titles.ordinary,
      listed.number,
      "Bar Sol",
      "B12345674",
      "Calle Mayor 1, 28001 Madrid (España)",
      listed.concept,
      "60,00 €",
      invoicesCopy.pdf.iva(21),
      "12,60 €",
      "72,60 €",
    ])
      expect(text).toContain(expected);
    expect(await pdfQrCode(bytes)).toMatch(
      new RegExp(
        `ValidarQR\\?nif=[^&]+&numserie=${listed.number}&fecha=\\d\\d-\\d\\d-\\d{4}&importe=72\\.60$`,
      ),
    );

    // To the billing details' "Email de facturación".
    const mail = context().mailbox.latestTo(companyBillingDetails.email);
    expect(mail.subject).toBe(`Factura ${listed.number}`);
    expect(mail.attachments).toMatchObject([
      { filename: `${listed.number}.pdf`, contentType: "application/pdf" },
    ]);
    const attached = mail.attachments[0]?.content ?? Buffer.alloc(0);
    expect(flat((await pdfText(attached)).text)).toContain("72,60 €");
  });

  it("answers 404 for another user's invoice, whose own list stays empty", async () => {
    const owner = await signedInUser(context, { billingDetails: true });
    expect((await pay(owner, "month")).status).toBe(200);
    const [mine] = (await listOf(owner)).invoices;
    const other = await signedInUser(context, { billingDetails: true });
    const response = await client.get(`/api/invoices/${mine.id}/pdf`, { cookie: other.cookie });
    expect(response.status).toBe(404);
    expect((await listOf(other)).invoices).toEqual([]);
  });

  it("corrects a downgrade with a corrective invoice of negative amounts, never an edit", async () => {
    const user = await signedInUser(context, { billingDetails: true });
    expect((await pay(user, "year")).status).toBe(200);
    const changed = await client.post(
      "/api/billing/change-plan",
      { planId: "basic", interval: "month", trial: false },
      { cookie: user.cookie },
    );
    expect(changed.status).toBe(200);

    const [corrective, original] = (await listOf(user)).invoices;
    expect(original).toMatchObject({ kind: "ordinary", totalCents: 7260 });
    expect(corrective).toMatchObject({ kind: "corrective", totalCents: -6292 });
    expect(corrective.number).toMatch(/^R\d{4}-\d{6}$/);
    const [row] = await db().select().from(invoice).where(eq(invoice.id, corrective.id));
    expect(row?.correctsId).toBe(original.id);
    expect(row?.facts.amounts).toEqual({
      baseCents: -5200,
      ivaRatePercent: 21,
      ivaCents: -1092,
      totalCents: -6292,
      currency: "eur",
    });

    const pdf = await client.get(`/api/invoices/${corrective.id}/pdf`, { cookie: user.cookie });
    const text = flat((await pdfText(new Uint8Array(await pdf.arrayBuffer()))).text);
    expect(text).toContain(invoicesCopy.titles.corrective);
    expect(text).toContain(`Rectifica la factura ${original.number}`);
    expect(text).toContain("-62,92 €");

    // The database refuses to edit or delete an issued invoice.
    await expect(
      db().update(invoice).set({ kind: "ordinary" }).where(eq(invoice.id, corrective.id)),
    ).rejects.toThrow();
    await expect(db().delete(invoice).where(eq(invoice.id, original.id))).rejects.toThrow();
  });

  it("numbers 20 payments at once 1..20 with no gap, and the chain verifies", async () => {
    const users = await Promise.all(
      Array.from({ length: 20 }, () => signedInUser(context, { billingDetails: true })),
    );
    const [before] = await db()
      .select({ count: sql<number>`count(*)::int` })
      .from(invoice)
      .where(sql`${invoice.series} like 'F%'`);
    const answers = await Promise.all(users.map((user) => pay(user, "month")));
    expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 200));

    const numbers = (
      await db()
        .select({ number: invoice.number })
        .from(invoice)
        .where(sql`${invoice.series} like 'F%'`)
        .orderBy(asc(invoice.number))
    ).map((row) => row.number);
    const total = (before?.count ?? 0) + 20;
    expect(numbers).toEqual(Array.from({ length: total }, (_, index) => index + 1));
    expect(await verifyInvoiceChain(db())).toEqual({
      ok: true,
      records: expect.any(Number),
      breaks: [],
    });
  });

  it("finds a tampered record in the chain", async () => {
    const user = await signedInUser(context, { billingDetails: true });
    expect((await pay(user, "month")).status).toBe(200);
    const [mine] = (await listOf(user)).invoices;
    // Past the trigger, as someone with the database's keys could.
    await db().execute(sql`alter table invoice disable trigger invoice_immutable`);
    try {
      await db().execute(
        sql`update invoice set facts = jsonb_set(facts, '{amounts,totalCents}', '1') where id = ${mine.id}`,
      );
    } finally {
      await db().execute(sql`alter table invoice enable trigger invoice_immutable`);
    }
    const check = await verifyInvoiceChain(db());
    expect(check).toMatchObject({ ok: false });
    expect(check.breaks).toEqual([
      { kind: "altered", seq: expect.any(Number), number: mine.number },
    ]);
  });
});
