import { randomUUID } from "node:crypto";
import { asc, eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { invoice } from "../../domain/invoices/tables";
import { user } from "../../domain/accounts/tables";
import { uniqueEmail } from "../../testing/http-client";
import { signedStripeEvent, useStripeBilling } from "../../testing/stripe-double";
import { describeEachDatabase } from "../../testing/test-app";
import { handleStripeWebhook } from "./stripe-webhook";

const stripeId = (prefix: string) => `${prefix}_${randomUUID().replaceAll("-", "").slice(0, 24)}`;

describeEachDatabase("invoices of Stripe's payments", (context) => {
  const stripe = useStripeBilling(context);
  const deliver = (request: { payload: string; signature: string }) =>
    handleStripeWebhook(stripe().deps, request);

  /** A user of ours, their Stripe subscription and one paid Stripe invoice of it. */
  async function paidInvoice() {
    const { double, deps } = stripe();
    const product = double.seedProduct({
      name: "Plan Negocio",
      metadata: { tier: "premium" },
      prices: [{ unitAmount: 800, interval: "month" }],
    });
    const customer = stripeId("cus");
    const userId = randomUUID();
    await deps.db
      .insert(user)
      .values({ id: userId, name: "Ana García", email: uniqueEmail(), stripeCustomerId: customer });
    const remote = double.seedSubscription({
      customer,
      priceId: product.priceIds[0] as string,
      metadata: { userId },
    });
    const paid = double.seedInvoice({
      subscription: remote.id,
      customer,
      amountPaid: 800,
      periodStart: new Date("2026-11-01T10:00:00Z"),
      periodEnd: new Date("2026-12-01T10:00:00Z"),
    });
    return { userId, invoiceId: paid.id };
  }

  const invoicesOf = (userId: string) =>
    stripe().deps.db.select().from(invoice).where(eq(invoice.userId, userId));

  it("invoices a paid Stripe invoice once, however often and however its event comes", async () => {
    const { userId, invoiceId } = await paidInvoice();
    const event = signedStripeEvent("invoice.paid", { id: invoiceId, object: "invoice" });
    // The same event twice, and a second event about the same invoice.
    expect((await deliver(event)).status).toBe(200);
    expect((await deliver(event)).body).toMatchObject({ duplicate: true });
    expect(
      (await deliver(signedStripeEvent("invoice.paid", { id: invoiceId, object: "invoice" })))
        .status,
    ).toBe(200);

    const rows = await invoicesOf(userId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ kind: "ordinary", paymentRef: `stripe:${invoiceId}` });
    expect(rows[0]?.facts.amounts).toMatchObject({
      baseCents: 800,
      ivaCents: 168,
      totalCents: 968,
    });
    expect(rows[0]?.facts.concept.text).toBe(
      "Suscripción Plan Negocio (mensual), del 01/11/2026 al 01/12/2026 · 1 zona",
    );
  });

  it("corrects a refunded payment with a corrective invoice of that invoice, once, never an edit", async () => {
    const { userId, invoiceId } = await paidInvoice();
    await deliver(signedStripeEvent("invoice.paid", { id: invoiceId, object: "invoice" }));
    const refund = stripe().double.seedCreditNote({ invoice: invoiceId, amountExcludingTax: 300 });
    const event = signedStripeEvent("credit_note.created", {
      id: refund.id,
      object: "credit_note",
    });
    expect((await deliver(event)).status).toBe(200);
    // Stripe sends it again: still one corrective invoice.
    expect(
      (
        await deliver(
          signedStripeEvent("credit_note.created", { id: refund.id, object: "credit_note" }),
        )
      ).status,
    ).toBe(200);

    const rows = await invoicesOf(userId);
    const original = rows.find((row) => row.kind === "ordinary");
    const corrective = rows.filter((row) => row.kind === "corrective");
    expect(corrective).toHaveLength(1);
    expect(corrective[0]).toMatchObject({
      correctsId: original?.id,
      paymentRef: `stripe:${refund.id}`,
    });
    expect(corrective[0]?.series).toMatch(/^R\d{4}$/);
    expect(corrective[0]?.facts.amounts).toMatchObject({
      baseCents: -300,
      ivaCents: -63,
      totalCents: -363,
    });
    // The original stands as it was issued.
    expect(original?.facts.amounts).toMatchObject({ baseCents: 800, totalCents: 968 });
  });

  it("numbers 20 webhook payments at once without a gap, each chained to the one before", async () => {
    const paid = await Promise.all(Array.from({ length: 20 }, () => paidInvoice()));
    const answers = await Promise.all(
      paid.map(({ invoiceId }) =>
        deliver(signedStripeEvent("invoice.paid", { id: invoiceId, object: "invoice" })),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 200));
    const rows = await stripe().deps.db.select().from(invoice).orderBy(asc(invoice.chainSeq));
    expect(rows.length).toBeGreaterThanOrEqual(20);
    // Each series (ordinary F, corrective R) counts 1, 2, 3… in the order of the chain.
    for (const series of new Set(rows.map((row) => row.series))) {
      const numbers = rows.filter((row) => row.series === series).map((row) => row.number);
      expect(numbers).toEqual(numbers.map((_, index) => index + 1));
    }
    // Each record links to the one before (the invoices feature verifies the hashes).
    rows.forEach((row, index) => {
      expect(row.chainSeq).toBe(index + 1);
      expect(row.prevHash).toBe(index === 0 ? "0".repeat(64) : rows[index - 1]?.hash);
    });
  });
});
