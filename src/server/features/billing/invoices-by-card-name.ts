import { offerFor } from "~/shared/plans/offers";
import type { InvoicedPayment } from "~/shared/invoices/invoiced-payment";
import type { InvoicePort } from "./invoice-port";
import { listPlans } from "./list-plans";

/**
 * The invoices name a subscription as every other page does: by its plan card ("Mensual",
 * "Anual", or "Básico · Mensual" when the catalogue has several plans), not by the
 * catalogue's internal plan name, which the customer sees nowhere else.
 */
export function invoicesByCardName(port: InvoicePort): InvoicePort {
  const named: InvoicePort["paid"] = async (tx, payment) =>
    port.paid(tx, await renamed(tx, payment));
  async function renamed(
    tx: Parameters<InvoicePort["paid"]>[0],
    payment: InvoicedPayment,
  ): Promise<InvoicedPayment> {
    const { plans } = await listPlans({ db: tx });
    const plan = plans.find(({ name }) => name === payment.planName);
    const card =
      plan && offerFor(plans, { planId: plan.id, interval: payment.interval, trial: false });
    return card ? { ...payment, planName: card.name } : payment;
  }
  return {
    paid: named,
    corrected: async (tx, payment) => port.corrected(tx, await renamed(tx, payment)),
    send: (invoiceIds) => port.send(invoiceIds),
  };
}
