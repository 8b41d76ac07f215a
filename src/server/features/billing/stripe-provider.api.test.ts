import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import type { Plan } from "~/shared/plans/plan";
import { subscription } from "../../domain/subscriptions/tables";
import { user } from "../../domain/accounts/tables";
import { uniqueEmail } from "../../testing/http-client";
import { useStripeBilling } from "../../testing/stripe-double";
import { describeEachDatabase } from "../../testing/test-app";
import type { BillingCustomer } from "./provider";
import { createStripeProvider } from "./stripe-provider";
import { syncStripeSubscription } from "./stripe-sync";

const successUrl = "http://localhost:3000/dashboard/subscription?success=true";
const cancelUrl = "http://localhost:3000/dashboard/subscription?canceled=true";

describeEachDatabase("Stripe provider", (context) => {
  const stripe = useStripeBilling(context);
  const provider = () => createStripeProvider(stripe().deps);

  /** A plan as listPlans answers it once synced: its prices carry Stripe's ids. */
  function seededPlan(name: string): Plan {
    const seeded = stripe().double.seedProduct({
      name,
      prices: [
        { unitAmount: 800, interval: "month" },
        { unitAmount: 6000, interval: "year" },
      ],
    });
    const [monthly, annual] = seeded.priceIds as [string, string];
    return {
      id: seeded.id,
      name,
      description: "",
      tier: "basic",
      features: [],
      popular: false,
      trialDays: 7,
      prices: {
        monthly: { id: monthly, amount: 8, currency: "eur", interval: "month" },
        annual: { id: annual, amount: 60, currency: "eur", interval: "year" },
      },
    };
  }

  async function customer(id?: string): Promise<BillingCustomer> {
    const { db } = stripe().deps;
    if (!id) {
      id = randomUUID();
      await db.insert(user).values({ id, name: "Ana García", email: uniqueEmail() });
    }
    const row = await db.query.user.findFirst({ where: eq(user.id, id) });
    if (!row) throw new Error(`No user ${id}`);
    return { id: row.id, email: row.email, name: row.name, stripeCustomerId: row.stripeCustomerId };
  }

  /** A subscriber whose Stripe subscription is already recorded, as after a checkout. */
  async function subscriber(plan: Plan) {
    const { double, deps } = stripe();
    const buyer = await customer();
    const customerId = stripeIdFor(buyer);
    await deps.db.update(user).set({ stripeCustomerId: customerId }).where(eq(user.id, buyer.id));
    const remote = double.seedSubscription({
      customer: customerId,
      priceId: plan.prices.monthly.id,
      metadata: { userId: buyer.id },
    });
    await syncStripeSubscription(deps, remote.id);
    const row = await deps.db.query.subscription.findFirst({
      where: eq(subscription.providerSubscriptionId, remote.id),
    });
    if (!row) throw new Error("The subscription was not synced");
    return { buyer, remote, row };
  }

  const stripeIdFor = (buyer: BillingCustomer) =>
    `cus_${buyer.id.replaceAll("-", "").slice(0, 24)}`;
  const lastRequest = (method: string, path: string) =>
    stripe().double.requestsTo(method, path).at(-1);

  it("opens a checkout for a new customer with a trial, in Spanish", async () => {
    const plan = seededPlan("Plan Negocio");
    const buyer = await customer();

    const { url } = await provider().createCheckout({
      user: buyer,
      plan,
      interval: "month",
      trial: true,
      quantity: 1,
      successUrl,
      cancelUrl,
    });

    expect(url).toMatch(/^https:\/\/checkout\.stripe\.test\/c\/pay\/cs_test_\w+$/);
    const created = lastRequest("POST", "/v1/customers");
    expect(created?.body).toEqual({
      email: buyer.email,
      name: "Ana García",
      "metadata[userId]": buyer.id,
    });
    const stored = await customer(buyer.id);
    expect(stored.stripeCustomerId).toMatch(/^cus_/);
    expect(stripe().double.customer(stored.stripeCustomerId as string)).toBeDefined();
    expect(lastRequest("POST", "/v1/checkout/sessions")?.body).toEqual({
      mode: "subscription",
      customer: stored.stripeCustomerId,
      "line_items[0][price]": plan.prices.monthly.id,
      "line_items[0][quantity]": "1",
      success_url: successUrl,
      cancel_url: cancelUrl,
      allow_promotion_codes: "true",
      "subscription_data[trial_period_days]": "7",
      "subscription_data[default_tax_rates][0]": ivaRateId(),
      "subscription_data[metadata][userId]": buyer.id,
      "subscription_data[metadata][planId]": plan.id,
      locale: "es",
      client_reference_id: buyer.id,
    });
  });

  /** The one IVA rate the checkouts made at the double, and named. */
  const ivaRateId = () => {
    const made = stripe().double.requestsTo("POST", "/v1/tax_rates");
    expect(made).toHaveLength(1);
    expect(made[0]?.body).toMatchObject({
      display_name: "IVA",
      percentage: "21",
      inclusive: "false",
      country: "ES",
    });
    return expect.stringMatching(/^txr_/) as unknown as string;
  };

  it("adds Spain's IVA to every checkout through one tax rate, made once and then found", async () => {
    const plan = seededPlan("Plan IVA");
    for (let time = 0; time < 2; time++)
      await provider().createCheckout({
        user: await customer(),
        plan,
        interval: "month",
        trial: false,
        quantity: 2,
        successUrl,
        cancelUrl,
      });
    const bodies = stripe().double.requestsTo("POST", "/v1/checkout/sessions").slice(-2);
    const rates = bodies.map((entry) => entry.body["subscription_data[default_tax_rates][0]"]);
    expect(rates[0]).toMatch(/^txr_/);
    expect(rates[1]).toBe(rates[0]);
    expect(stripe().double.requestsTo("POST", "/v1/tax_rates")).toHaveLength(1);
  });

  it("gives the trial the plan's own length, as its card quotes it", async () => {
    const plan = { ...seededPlan("Plan Largo"), trialDays: 14 };
    await provider().createCheckout({
      user: await customer(),
      plan,
      interval: "month",
      trial: true,
      quantity: 1,
      successUrl,
      cancelUrl,
    });
    expect(lastRequest("POST", "/v1/checkout/sessions")?.body).toMatchObject({
      "subscription_data[trial_period_days]": "14",
    });
  });

  it("reuses the customer on a second checkout, without a trial unless asked", async () => {
    const plan = seededPlan("Plan Negocio");
    const buyer = await customer();
    await provider().createCheckout({
      user: buyer,
      plan,
      interval: "month",
      trial: false,
      quantity: 1,
      successUrl,
      cancelUrl,
    });
    const customersBefore = stripe().double.requestsTo("POST", "/v1/customers").length;
    const again = await customer(buyer.id);

    await provider().createCheckout({
      user: again,
      plan,
      interval: "year",
      trial: false,
      quantity: 1,
      successUrl,
      cancelUrl,
      replacesSubscriptionId: "sub-row-1",
    });

    expect(stripe().double.requestsTo("POST", "/v1/customers")).toHaveLength(customersBefore);
    const body = lastRequest("POST", "/v1/checkout/sessions")?.body ?? {};
    expect(body).toMatchObject({
      customer: again.stripeCustomerId,
      "line_items[0][price]": plan.prices.annual.id,
      "subscription_data[metadata][replacesSubscriptionId]": "sub-row-1",
    });
    expect(body).not.toHaveProperty("subscription_data[trial_period_days]");
  });

  it("fails when Stripe answers a checkout without a URL", async () => {
    const plan = seededPlan("Plan Negocio");
    const { double } = stripe();
    const original = double.checkoutUrl;
    double.checkoutUrl = () => null;
    try {
      await expect(
        provider().createCheckout({
          user: await customer(),
          plan,
          interval: "month",
          trial: false,
          quantity: 1,
          successUrl,
          cancelUrl,
        }),
      ).rejects.toMatchObject({ code: "INTERNAL", message: "No checkout URL" });
    } finally {
      double.checkoutUrl = original;
    }
  });

  it("opens the billing portal in Spanish, coming back to the subscription page", async () => {
    const { buyer } = await subscriber(seededPlan("Plan Negocio"));
    const returnUrl = "http://localhost:3000/dashboard/subscription";

    const { url } = await provider().createPortal({ user: await customer(buyer.id), returnUrl });

    expect(url).toMatch(/^https:\/\/billing\.stripe\.test\/p\/session\/bps_/);
    expect(lastRequest("POST", "/v1/billing_portal/sessions")?.body).toEqual({
      customer: stripeIdFor(buyer),
      return_url: returnUrl,
      locale: "es",
    });
  });

  it("cancels at the period's end at Stripe and records it", async () => {
    const { remote, row } = await subscriber(seededPlan("Plan Negocio"));

    await provider().cancelAtPeriodEnd(row);

    expect(lastRequest("POST", `/v1/subscriptions/${remote.id}`)?.body).toEqual({
      cancel_at_period_end: "true",
    });
    const after = await stripe().deps.db.query.subscription.findFirst({
      where: eq(subscription.id, row.id),
    });
    expect(after).toMatchObject({ status: "active", cancelAtPeriodEnd: true });
  });

  it("changes the plan in place: the item's price, never a second subscription", async () => {
    const { remote, row, buyer } = await subscriber(seededPlan("Plan Negocio"));
    const pro = seededPlan("Plan Pro");
    const itemId = remote.items[0]?.id;
    const subscriptionsBefore = stripe().double.subscriptionCount();

    await provider().changePlan({
      subscription: row,
      plan: pro,
      interval: "year",
      intentKey: randomUUID(),
      within: stripe().deps,
    });

    expect(lastRequest("POST", `/v1/subscriptions/${remote.id}`)?.body).toEqual({
      "items[0][id]": itemId,
      "items[0][price]": pro.prices.annual.id,
      // The zones paid for stay as they were (decision 027).
      "items[0][quantity]": "1",
      proration_behavior: "create_prorations",
      cancel_at_period_end: "false",
    });
    expect(stripe().double.requestsTo("POST", "/v1/subscriptions")).toEqual([]);
    expect(stripe().double.subscriptionCount()).toBe(subscriptionsBefore);
    expect(stripe().double.subscription(remote.id).items).toEqual([
      expect.objectContaining({ id: itemId, priceId: pro.prices.annual.id }),
    ]);
    const rows = await stripe().deps.db.query.subscription.findMany({
      where: eq(subscription.userId, buyer.id),
    });
    expect(rows).toEqual([
      expect.objectContaining({
        id: row.id,
        providerSubscriptionId: remote.id,
        planId: pro.id,
        planName: "Plan Pro",
        interval: "year",
        priceId: pro.prices.annual.id,
      }),
    ]);
  });
});
