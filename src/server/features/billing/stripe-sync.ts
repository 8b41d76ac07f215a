import { and, eq, notInArray, or } from "drizzle-orm";
import Stripe from "stripe";
import { z } from "~/shared/validation/zod";
import type { SubscriptionStatus } from "~/shared/accounts/access";
import type { BillingInterval, PlanFeature, Tier } from "~/shared/plans/plan";
import { plan, price, type NewPriceRow } from "../../domain/billing/tables";
import { subscription } from "../../domain/subscriptions/tables";
import { user } from "../../domain/accounts/tables";
import type { BillingDeps } from "./deps";
import { stripeClientFor } from "./stripe-client";
import { pausedAtStripe } from "./stripe-paused-metadata";
import { upsertSubscription, type SubscriptionFacts } from "./upsert-subscription";

const statuses: readonly SubscriptionStatus[] = [
  "trialing",
  "active",
  "past_due",
  "canceled",
  "incomplete",
  "incomplete_expired",
  "unpaid",
  "paused",
];
/** Still billed or still playing: a replaced subscription in one of these must be ended. */
const running: readonly SubscriptionStatus[] = [
  "trialing",
  "active",
  "past_due",
  "unpaid",
  "paused",
];

const toDate = (seconds: number | null | undefined) => (seconds ? new Date(seconds * 1000) : null);
const idOf = (value: string | { id: string } | null) =>
  typeof value === "string" ? value : (value?.id ?? null);
const tierOf = (metadata: Stripe.Metadata | undefined): Tier =>
  metadata?.tier === "premium" ? "premium" : "basic";

async function findUserId(
  deps: BillingDeps,
  metadataUserId: string | undefined,
  customerId: string,
) {
  const rows = await deps.db
    .select({ id: user.id })
    .from(user)
    .where(
      metadataUserId
        ? or(eq(user.id, metadataUserId), eq(user.stripeCustomerId, customerId))
        : eq(user.stripeCustomerId, customerId),
    );
  return (rows.find((row) => row.id === metadataUserId) ?? rows[0])?.id ?? null;
}

function toFacts(remote: Stripe.Subscription, userId: string): SubscriptionFacts {
  const item = remote.items.data[0];
  const product = item?.price.product;
  const productObject = product && typeof product === "object" && !product.deleted ? product : null;
  const status = statuses.find((known) => known === remote.status) ?? "incomplete";
  // Before API version 2025-03-31 the period lived on the subscription, since then on its items.
  const legacyPeriodEnd = (remote as { current_period_end?: number }).current_period_end;
  return {
    userId,
    provider: "stripe",
    providerSubscriptionId: remote.id,
    providerCustomerId: idOf(remote.customer),
    planId: idOf(product ?? null),
    priceId: item?.price.id ?? null,
    planName: productObject?.name ?? null,
    tier: tierOf(productObject?.metadata),
    interval: item?.price.recurring?.interval === "year" ? "year" : "month",
    status,
    cancelAtPeriodEnd: remote.cancel_at_period_end,
    currentPeriodEnd: toDate(item?.current_period_end ?? legacyPeriodEnd),
    trialStart: toDate(remote.trial_start),
    trialEnd: toDate(remote.trial_end),
    // Per zone (decision 027): what Stripe bills is what is paid for, from the next invoice,
    // with the zones it leaves out for a seasonal pause (decision 044).
    quantity: (item?.quantity ?? 1) + pausedAtStripe(remote.metadata),
    pendingQuantity: null,
  };
}

/** Ends at Stripe the subscription a plan change replaced, so the user never pays twice. */
async function cancelReplaced(deps: BillingDeps, facts: SubscriptionFacts, replaces: string) {
  const [old] = await deps.db
    .select({ id: subscription.providerSubscriptionId, status: subscription.status })
    .from(subscription)
    .where(
      and(
        eq(subscription.userId, facts.userId),
        eq(subscription.provider, "stripe"),
        or(eq(subscription.id, replaces), eq(subscription.providerSubscriptionId, replaces)),
      ),
    );
  if (!old?.id || old.id === facts.providerSubscriptionId) return;
  if (!running.includes(old.status)) return;
  try {
    await stripeClientFor(deps.env).subscriptions.cancel(old.id);
  } catch (error) {
    // Already ended at Stripe (another delivery got there first): the sync below records it.
    if (!(error instanceof Stripe.errors.StripeInvalidRequestError)) throw error;
    deps.logger.warn(
      { err: error, subscriptionId: old.id },
      "could not cancel a replaced subscription",
    );
  }
  await syncStripeSubscription(deps, old.id);
}

/**
 * Writes what Stripe says a subscription is now (never a webhook payload's snapshot), and
 * ends the one it replaces once it runs. Null when no user of ours owns it.
 */
export async function syncStripeSubscription(
  deps: BillingDeps,
  subscriptionId: string,
): Promise<SubscriptionFacts | null> {
  const remote = await stripeClientFor(deps.env).subscriptions.retrieve(subscriptionId, {
    expand: ["items.data.price.product"],
  });
  const customerId = idOf(remote.customer) ?? "";
  const userId = await findUserId(deps, remote.metadata.userId, customerId);
  if (!userId) {
    deps.logger.warn({ subscriptionId, customerId }, "a Stripe subscription of no known user");
    return null;
  }
  const facts = toFacts(remote, userId);
  await upsertSubscription({ db: deps.db, events: deps.events, facts });

  const replaces = remote.metadata.replacesSubscriptionId;
  if (replaces && (facts.status === "active" || facts.status === "trialing")) {
    await cancelReplaced(deps, facts, replaces);
  }
  return facts;
}

const intervals: readonly BillingInterval[] = ["month", "year"];
const featuresSchema = z.array(z.object({ name: z.string(), included: z.boolean() }));

function parseFeatures(text: string | undefined): PlanFeature[] {
  if (!text) return [];
  try {
    const parsed = featuresSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}

function parseTrialDays(text: string | undefined): number {
  const days = Number.parseInt(text ?? "", 10);
  return Number.isFinite(days) && days > 0 ? days : 0;
}

/**
 * Mirrors Stripe's active products and their recurring monthly and annual prices into
 * `plan` and `price`; whatever Stripe no longer offers is kept but marked inactive.
 */
export async function syncStripeCatalog(
  deps: BillingDeps,
): Promise<{ plans: number; prices: number }> {
  const stripe = stripeClientFor(deps.env);
  const products: Stripe.Product[] = [];
  for await (const product of stripe.products.list({ active: true, limit: 100 })) {
    products.push(product);
  }
  const productIds = new Set(products.map((product) => product.id));
  const prices: NewPriceRow[] = [];
  for await (const entry of stripe.prices.list({ active: true, type: "recurring", limit: 100 })) {
    const interval = intervals.find((known) => known === entry.recurring?.interval);
    const planId = idOf(entry.product) ?? "";
    if (interval && entry.unit_amount !== null && productIds.has(planId))
      prices.push({
        id: entry.id,
        planId,
        amountCents: entry.unit_amount,
        currency: entry.currency,
        interval,
        active: true,
      });
  }

  await deps.db.transaction(async (tx) => {
    for (const product of products) {
      const values = {
        name: product.name,
        description: product.description ?? "",
        tier: tierOf(product.metadata),
        features: parseFeatures(product.metadata.features),
        popular: product.metadata.popular === "true",
        trialDays: parseTrialDays(product.metadata.trialDays),
        active: true,
      };
      await tx
        .insert(plan)
        .values({ id: product.id, ...values })
        .onConflictDoUpdate({ target: plan.id, set: values });
    }
    for (const { id, ...values } of prices) {
      await tx
        .insert(price)
        .values({ id, ...values })
        .onConflictDoUpdate({ target: price.id, set: values });
    }
    const planIds = products.map((product) => product.id);
    const priceIds = prices.map((entry) => entry.id);
    await tx
      .update(plan)
      .set({ active: false })
      .where(planIds.length > 0 ? notInArray(plan.id, planIds) : undefined);
    await tx
      .update(price)
      .set({ active: false })
      .where(priceIds.length > 0 ? notInArray(price.id, priceIds) : undefined);
  });
  return { plans: products.length, prices: prices.length };
}
