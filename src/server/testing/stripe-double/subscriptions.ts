import type { SubscriptionStatus } from "~/shared/accounts/access";
import { prorationCents } from "~/shared/plans/proration";
import type { SeedInvoice } from "./invoices";
import {
  list,
  metadataOf,
  missing,
  newId,
  now,
  seconds,
  StripeError,
  wants,
  type Json,
  type StripeRequest,
} from "./stripe-json";

export interface SeedSubscription {
  id?: string;
  customer: string;
  priceId: string;
  status?: SubscriptionStatus;
  metadata?: Record<string, string>;
  cancelAtPeriodEnd?: boolean;
  trialStart?: Date | null;
  trialEnd?: Date | null;
  currentPeriodEnd?: Date;
  /** The item's quantity: zones paid for (decision 027); 1 unless said. */
  quantity?: number;
}

interface StoredItem {
  id: string;
  priceId: string;
  quantity: number;
  periodStart: number;
  periodEnd: number;
}

interface StoredSubscription {
  id: string;
  customer: string;
  status: SubscriptionStatus;
  metadata: Record<string, string>;
  cancelAtPeriodEnd: boolean;
  trialStart: number | null;
  trialEnd: number | null;
  canceledAt: number | null;
  created: number;
  items: StoredItem[];
  latestInvoice: string | null;
}

/**
 * Subscriptions: read, updated (price, quantity, cancel at period end, with proration),
 * canceled, and the invoice a change of quantity would make.
 */
export function stripeSubscriptions(deps: {
  prices: Map<string, Json>;
  priceJson: (id: string, expandProduct: boolean) => Json;
  addInvoice: (seed: SeedInvoice) => { id: string };
}) {
  const { prices, priceJson, addInvoice } = deps;
  const subscriptions = new Map<string, StoredSubscription>();

  function subscriptionJson(stored: StoredSubscription, params: Record<string, string>): Json {
    const expandProduct = wants(params, "items.data.price.product");
    return {
      id: stored.id,
      object: "subscription",
      customer: stored.customer,
      status: stored.status,
      metadata: stored.metadata,
      latest_invoice: stored.latestInvoice,
      cancel_at_period_end: stored.cancelAtPeriodEnd,
      canceled_at: stored.canceledAt,
      ended_at: stored.status === "canceled" ? stored.canceledAt : null,
      created: stored.created,
      trial_start: stored.trialStart,
      trial_end: stored.trialEnd,
      livemode: false,
      items: list(
        `/v1/subscription_items?subscription=${stored.id}`,
        stored.items.map((item) => ({
          id: item.id,
          object: "subscription_item",
          subscription: stored.id,
          quantity: item.quantity,
          current_period_start: item.periodStart,
          current_period_end: item.periodEnd,
          price: priceJson(item.priceId, expandProduct),
        })),
      ),
    };
  }

  function subscriptionOf(id: string) {
    const stored = subscriptions.get(id);
    if (!stored) throw missing("subscription", id);
    return stored;
  }

  function updateSubscription(stored: StoredSubscription, body: Record<string, string>) {
    if (stored.status === "canceled")
      throw new StripeError(400, "A canceled subscription can only update its metadata.");
    if (body.cancel_at_period_end !== undefined)
      stored.cancelAtPeriodEnd = body.cancel_at_period_end === "true";
    Object.assign(stored.metadata, metadataOf(body));
    let prorationCents = 0;
    for (
      let index = 0;
      body[`items[${index}][price]`] !== undefined || body[`items[${index}][id]`] !== undefined;
      index++
    ) {
      const priceId = body[`items[${index}][price]`];
      if (priceId !== undefined && !prices.has(priceId)) throw missing("price", priceId);
      const quantityText = body[`items[${index}][quantity]`];
      const quantity = quantityText === undefined ? undefined : Number(quantityText);
      const item = stored.items.find((entry) => entry.id === body[`items[${index}][id]`]);
      if (item) {
        if (quantity !== undefined) prorationCents += prorationOf(item, quantity);
        if (priceId !== undefined) item.priceId = priceId;
        if (quantity !== undefined) item.quantity = quantity;
      } else if (priceId !== undefined)
        stored.items.push({
          id: newId("si"),
          priceId,
          quantity: quantity ?? 1,
          periodStart: now(),
          periodEnd: stored.items[0]?.periodEnd ?? now() + 30 * 86_400,
        });
      else throw missing("subscription_item", body[`items[${index}][id]`] ?? "");
    }
    // Stripe invoices (and, in test mode, pays at once) a prorated raise right away.
    if (body.proration_behavior === "always_invoice" && prorationCents > 0) {
      const item = stored.items[0] as StoredItem;
      stored.latestInvoice = addInvoice({
        subscription: stored.id,
        customer: stored.customer,
        amountPaid: prorationCents,
        periodStart: new Date(),
        periodEnd: new Date(item.periodEnd * 1000),
        billingReason: "subscription_update",
      }).id;
    }
  }

  /** What Stripe would prorate for an item's new quantity, from now to its period's end. */
  function prorationOf(item: StoredItem, quantity: number) {
    const unit = prices.get(item.priceId)?.unit_amount;
    return prorationCents({
      unitCents: typeof unit === "number" ? unit : 0,
      from: item.quantity,
      to: quantity,
      periodStart: new Date(item.periodStart * 1000),
      periodEnd: new Date(item.periodEnd * 1000),
      now: new Date(),
    });
  }

  function answer({ method, path, resource, id, params }: StripeRequest): Json | undefined {
    if (resource === "subscriptions" && id) {
      const stored = subscriptionOf(id);
      if (method === "POST") updateSubscription(stored, params);
      if (method === "DELETE") {
        if (stored.status === "canceled")
          throw new StripeError(400, "This subscription has already been canceled.");
        stored.status = "canceled";
        stored.canceledAt = now();
      }
      return subscriptionJson(stored, params);
    }
    if (method === "POST" && path === "/v1/invoices/create_preview") {
      const stored = subscriptionOf(params.subscription ?? "");
      let amount = 0;
      for (let index = 0; params[`subscription_details[items][${index}][id]`]; index++) {
        const item = stored.items.find(
          (entry) => entry.id === params[`subscription_details[items][${index}][id]`],
        );
        const quantity = Number(params[`subscription_details[items][${index}][quantity]`]);
        if (item && Number.isInteger(quantity)) amount += prorationOf(item, quantity);
      }
      return {
        id: null,
        object: "invoice",
        customer: stored.customer,
        subscription: stored.id,
        currency: "eur",
        amount_due: amount,
        subtotal: amount,
        total: amount,
        total_excluding_tax: amount,
        livemode: false,
      };
    }
    return undefined;
  }

  return {
    answer,

    /** A subscription as Stripe would hold it after a checkout (active, one item). */
    seedSubscription(seed: SeedSubscription) {
      if (!prices.has(seed.priceId))
        throw new Error(`No price ${seed.priceId} in the Stripe double`);
      const periodEnd = seed.currentPeriodEnd ?? new Date(Date.now() + 30 * 86_400_000);
      const stored: StoredSubscription = {
        id: seed.id ?? newId("sub"),
        customer: seed.customer,
        status: seed.status ?? "active",
        metadata: { ...seed.metadata },
        cancelAtPeriodEnd: seed.cancelAtPeriodEnd ?? false,
        trialStart: seed.trialStart ? seconds(seed.trialStart) : null,
        trialEnd: seed.trialEnd ? seconds(seed.trialEnd) : null,
        canceledAt: null,
        created: now(),
        latestInvoice: null,
        items: [
          {
            id: newId("si"),
            priceId: seed.priceId,
            quantity: seed.quantity ?? 1,
            periodStart: now(),
            periodEnd: seconds(periodEnd),
          },
        ],
      };
      subscriptions.set(stored.id, stored);
      return stored;
    },

    /** The subscription as the double holds it now (tests change it to play Stripe's part). */
    subscription: (id: string) => subscriptionOf(id),
    subscriptionCount: () => subscriptions.size,
  };
}
