import { randomUUID } from "node:crypto";
import { and, desc, eq, sql } from "drizzle-orm";
import { invoicesCopy } from "~/shared/copy/invoices";
import { seasonalPausesCopy } from "~/shared/copy/seasonal-pauses";
import { invoiceAmounts, invoiceDate } from "~/shared/invoices/invoice-amounts";
import type { InvoicedPayment } from "~/shared/invoices/invoiced-payment";
import type { Database } from "../../domain/database";
import { liveZonesOfOwner } from "../../domain/zones/zone-allowance";
import {
  invoice,
  invoiceChainHead,
  invoiceSeries,
  type InvoiceFacts,
  type InvoiceKind,
  type InvoiceRow,
} from "../../domain/invoices/tables";
import { GENESIS_HASH, invoiceHash } from "./invoice-chain";
import { invoiceCustomer } from "./invoice-customer";
import { chargedLine } from "./invoice-line";
import type { InvoiceSettings } from "./invoice-settings";

const CHAIN = "invoices";

const yearInSpain = (moment: Date) =>
  Number(
    new Intl.DateTimeFormat("en", { year: "numeric", timeZone: "Europe/Madrid" }).format(moment),
  );

/**
 * Issues the invoice of a payment inside the payment's own transaction, or answers null
 * when that payment already has one (a webhook delivered twice). The chain's head row is
 * locked first, so invoices are issued one at a time in chain order; the series' counter is
 * then incremented in the same transaction, so a rollback returns the number and the
 * series has no gaps (a PG sequence would leave one).
 */
export async function issueInvoice(
  tx: Database,
  options: {
    settings: InvoiceSettings;
    kind: InvoiceKind;
    payment: InvoicedPayment;
    now?: Date;
  },
): Promise<InvoiceRow | null> {
  const { payment, kind } = options;
  const now = options.now ?? new Date();
  await tx
    .insert(invoiceChainHead)
    .values({ id: CHAIN, seq: 0, hash: GENESIS_HASH })
    .onConflictDoNothing();
  const [head] = await tx
    .select()
    .from(invoiceChainHead)
    .where(eq(invoiceChainHead.id, CHAIN))
    .for("update");
  if (!head) throw new Error("The invoice chain has no head");

  const [existing] = await tx
    .select({ id: invoice.id })
    .from(invoice)
    .where(eq(invoice.paymentRef, payment.reference));
  if (existing) return null;

  // A corrective invoice names the ordinary one it corrects: the one refunded, or the
  // customer's latest (a plan change down).
  const zones = payment.zones ?? (await liveZonesOfOwner(tx, payment.userId));
  let correctsId: string | null = null;
  let concept = invoicesCopy.concept({
    planName: payment.planName,
    interval: payment.interval,
    from: invoiceDate(payment.periodStart),
    to: invoiceDate(payment.periodEnd),
    zones,
  });
  if (payment.raisedFrom !== undefined)
    concept = invoicesCopy.raisedConcept({ from: payment.raisedFrom, to: zones, concept });
  // Decision 044: a zone paused for the whole period is named, not charged.
  for (const note of payment.paused ?? [])
    concept = `${concept}. ${seasonalPausesCopy.invoiceNote(note)}`;
  if (kind === "corrective") {
    const [original] = await tx
      .select({ id: invoice.id })
      .from(invoice)
      .where(
        and(
          eq(invoice.userId, payment.userId),
          eq(invoice.kind, "ordinary"),
          payment.corrects ? eq(invoice.paymentRef, payment.corrects) : undefined,
        ),
      )
      .orderBy(desc(invoice.chainSeq))
      .limit(1);
    if (!original) return null;
    correctsId = original.id;
    concept = invoicesCopy.correctiveConcept(concept);
  }

  const series = `${kind === "ordinary" ? "F" : "R"}${yearInSpain(now)}`;
  const [counter] = await tx
    .insert(invoiceSeries)
    .values({ series, lastNumber: 1 })
    .onConflictDoUpdate({
      target: invoiceSeries.series,
      set: { lastNumber: sql`${invoiceSeries.lastNumber} + 1` },
    })
    .returning({ number: invoiceSeries.lastNumber });
  if (!counter) throw new Error("No invoice number");

  const facts: InvoiceFacts = {
    provider: options.settings.provider,
    customer: await invoiceCustomer(tx, payment.userId),
    concept: {
      text: concept,
      planName: payment.planName,
      interval: payment.interval,
      periodStart: payment.periodStart.toISOString(),
      periodEnd: payment.periodEnd.toISOString(),
      zones,
    },
    line: chargedLine({ zones, raisedFrom: payment.raisedFrom, baseCents: payment.baseCents }),
    amounts: invoiceAmounts(payment.baseCents),
  };
  const record = {
    id: randomUUID(),
    chainSeq: head.seq + 1,
    series,
    number: counter.number,
    issuedAt: now,
    userId: payment.userId,
    kind,
    correctsId,
    facts,
    paymentRef: payment.reference,
    prevHash: head.hash,
  };
  const hash = invoiceHash(record);
  const [issued] = await tx
    .insert(invoice)
    .values({ ...record, hash })
    .returning();
  await tx
    .update(invoiceChainHead)
    .set({ seq: record.chainSeq, hash })
    .where(eq(invoiceChainHead.id, CHAIN));
  return issued ?? null;
}
