import { and, eq, isNull } from "drizzle-orm";
import { trialDaysOf } from "~/shared/plans/catalog";
import type { BillingInterval, Plan } from "~/shared/plans/plan";
import { user } from "../../domain/accounts/tables";
import { AppError } from "../../domain/app-error";
import type { BillingDeps } from "./deps";
import type { BillingCustomer, PaymentProvider } from "./provider";
import { stripeClientFor } from "./stripe-client";
import { stripeIvaRate } from "./stripe-iva";
import { pausedAtStripe } from "./stripe-paused-metadata";
import { syncStripeSubscription } from "./stripe-sync";

const idOfCustomer = (customer: string | { id: string }) =>
  typeof customer === "string" ? customer : customer.id;

/** Synced plans carry Stripe's price ids. */
const priceIdOf = (plan: Plan, interval: BillingInterval) =>
  interval === "year" ? plan.prices.annual.id : plan.prices.monthly.id;

/** Checkout, portal and plan changes at Stripe; subscription rows follow from Stripe's answers. */
export function createStripeProvider(deps: BillingDeps): PaymentProvider {
  const stripe = () => stripeClientFor(deps.env);
  const ivaRate = stripeIvaRate(stripe);

  async function ensureCustomer(customer: BillingCustomer): Promise<string> {
    if (customer.stripeCustomerId) return customer.stripeCustomerId;
    const created = await stripe().customers.create({
      email: customer.email,
      name: customer.name,
      metadata: { userId: customer.id },
    });
    const [stored] = await deps.db
      .update(user)
      .set({ stripeCustomerId: created.id })
      .where(and(eq(user.id, customer.id), isNull(user.stripeCustomerId)))
      .returning({ id: user.stripeCustomerId });
    if (stored?.id) return stored.id;
    // A concurrent checkout stored its customer first: use that one.
    const [current] = await deps.db
      .select({ id: user.stripeCustomerId })
      .from(user)
      .where(eq(user.id, customer.id));
    return current?.id ?? created.id;
  }

  function providerIdOf(subscription: { providerSubscriptionId: string | null }): string {
    if (!subscription.providerSubscriptionId)
      throw new AppError("CONFLICT", "This subscription is not a Stripe subscription");
    return subscription.providerSubscriptionId;
  }

  async function itemOf(id: string) {
    const remote = await stripe().subscriptions.retrieve(id);
    const item = remote.items.data[0];
    if (!item) throw new AppError("CONFLICT", "The Stripe subscription has no item to change");
    return { remote, item };
  }

  return {
    kind: "stripe",

    async createCheckout(request) {
      const customer = await ensureCustomer(request.user);
      const metadata: Record<string, string> = {
        userId: request.user.id,
        planId: request.plan.id,
      };
      if (request.replacesSubscriptionId)
        metadata.replacesSubscriptionId = request.replacesSubscriptionId;
      const session = await stripe().checkout.sessions.create({
        mode: "subscription",
        customer,
        line_items: [
          { price: priceIdOf(request.plan, request.interval), quantity: request.quantity },
        ],
        success_url: request.successUrl,
        cancel_url: request.cancelUrl,
        allow_promotion_codes: true,
        subscription_data: {
          // The plan's own trial, as its cards and the test checkout quote it.
          trial_period_days: request.trial ? trialDaysOf(request.plan) : undefined,
          // Prices are quoted without IVA: every charge adds it, as the cards said.
          default_tax_rates: [await ivaRate()],
          metadata,
        },
        locale: "es",
        client_reference_id: request.user.id,
      });
      if (!session.url) throw new AppError("INTERNAL", "No checkout URL");
      return { url: session.url };
    },

    async createPortal(request) {
      const session = await stripe().billingPortal.sessions.create({
        customer: await ensureCustomer(request.user),
        return_url: request.returnUrl,
        locale: "es",
      });
      return { url: session.url };
    },

    async cancelAtPeriodEnd(subscription) {
      const id = providerIdOf(subscription);
      await stripe().subscriptions.update(id, { cancel_at_period_end: true });
      await syncStripeSubscription(deps, id);
    },

    async changePlan({ subscription, plan, interval, intentKey, within }) {
      const id = providerIdOf(subscription);
      const { item } = await itemOf(id);
      await stripe().subscriptions.update(
        id,
        {
          // The zones paid for stay as they are (decision 027).
          items: [{ id: item.id, price: priceIdOf(plan, interval), quantity: item.quantity ?? 1 }],
          proration_behavior: "create_prorations",
          cancel_at_period_end: false,
        },
        { idempotencyKey: intentKey },
      );
      await syncStripeSubscription({ ...deps, ...within }, id);
      return null;
    },

    async previewQuantity({ subscription, quantity }) {
      const id = providerIdOf(subscription);
      const { remote, item } = await itemOf(id);
      const paused = pausedAtStripe(remote.metadata);
      const current = (item.quantity ?? 1) + paused;
      const unitCents = item.price.unit_amount ?? 0;
      let dueCents = 0;
      if (quantity > current) {
        // Stripe's own proration of the change, as it would invoice it now.
        const preview = await stripe().invoices.createPreview({
          customer: idOfCustomer(remote.customer),
          subscription: id,
          subscription_details: {
            items: [{ id: item.id, quantity }],
            proration_behavior: "always_invoice",
          },
        });
        dueCents = preview.total_excluding_tax ?? preview.subtotal;
      }
      return {
        quantity,
        currentQuantity: current,
        dueToday: dueCents / 100,
        effective: quantity > current ? "now" : "renewal",
        nextCharge: (unitCents * quantity) / 100,
        periodEnd: item.current_period_end
          ? new Date(item.current_period_end * 1000).toISOString()
          : null,
      };
    },

    async changeQuantity({ subscription, quantity, intentKey, within }) {
      const id = providerIdOf(subscription);
      const { remote, item } = await itemOf(id);
      // The quantity leaves out the zones paused for the next period (decision 044).
      const paused = pausedAtStripe(remote.metadata);
      const current = (item.quantity ?? 1) + paused;
      // Already there (a first try reached Stripe, then our transaction failed): only sync.
      if (quantity !== current)
        await stripe().subscriptions.update(
          id,
          {
            items: [{ id: item.id, quantity: quantity - paused }],
            // Raising is invoiced and charged now, prorated; lowering bills less from the renewal.
            proration_behavior: quantity > current ? "always_invoice" : "none",
          },
          // The same intent sent again gets Stripe's first answer, never a second charge.
          { idempotencyKey: intentKey },
        );
      await syncStripeSubscription({ ...deps, ...within }, id);
      return null;
    },
  };
}
