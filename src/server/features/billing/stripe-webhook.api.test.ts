import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import Stripe from "stripe";
import { expect, it } from "vitest";
import { paymentEvent, plan } from "../../domain/billing/tables";
import { subscription } from "../../domain/subscriptions/tables";
import { user } from "../../domain/accounts/tables";
import { uniqueEmail } from "../../testing/http-client";
import {
  STRIPE_TEST_WEBHOOK_SECRET,
  useStripeBilling,
  type SeedSubscription,
} from "../../testing/stripe-double";
import { describeEachDatabase } from "../../testing/test-app";
import { listPlans } from "./list-plans";
import { handleStripeWebhook } from "./stripe-webhook";

const stripeId = (prefix: string) => `${prefix}_${randomUUID().replaceAll("-", "").slice(0, 24)}`;
const nowSeconds = () => Math.floor(Date.now() / 1000);

function event(type: string, object: Record<string, unknown>, id = stripeId("evt")) {
  return {
    id,
    object: "event",
    api_version: Stripe.API_VERSION,
    created: nowSeconds(),
    type,
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    data: { object },
  };
}

function signed(body: object, options: { secret?: string; timestamp?: number } = {}) {
  const payload = JSON.stringify(body);
  const signature = Stripe.webhooks.generateTestHeaderString({
    payload,
    secret: options.secret ?? STRIPE_TEST_WEBHOOK_SECRET,
    timestamp: options.timestamp,
  });
  return { payload, signature };
}

describeEachDatabase("Stripe webhook", (context) => {
  const stripe = useStripeBilling(context);
  const deliver = (request: { payload: string; signature: string | undefined }) =>
    handleStripeWebhook(stripe().deps, request);

  /** A user of ours with a Stripe customer, and a subscription Stripe holds for them. */
  async function subscriber(seed: Partial<SeedSubscription> = {}) {
    const { double, deps } = stripe();
    const product = double.seedProduct({
      name: "Plan Negocio",
      metadata: { tier: "premium" },
      prices: [
        { unitAmount: 800, interval: "month" },
        { unitAmount: 6000, interval: "year" },
      ],
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
      ...seed,
    });
    return { userId, customer, product, remote };
  }

  async function rowOf(providerSubscriptionId: string) {
    const [row] = await stripe()
      .deps.db.select()
      .from(subscription)
      .where(eq(subscription.providerSubscriptionId, providerSubscriptionId));
    return row;
  }

  async function recorded(eventId: string) {
    return stripe().deps.db.select().from(paymentEvent).where(eq(paymentEvent.id, eventId));
  }

  const retrievals = (subscriptionId: string) =>
    stripe().double.requestsTo("GET", `/v1/subscriptions/${subscriptionId}`).length;

  it("writes the subscription as Stripe holds it, not as the payload's snapshot says", async () => {
    const { userId, customer, product, remote } = await subscriber();
    const snapshot = {
      id: remote.id,
      object: "subscription",
      customer,
      status: "incomplete",
      cancel_at_period_end: true,
      metadata: {},
    };
    const created = event("customer.subscription.created", snapshot);

    const answer = await deliver(signed(created));

    expect(answer).toEqual({ status: 200, body: { received: true } });
    expect(await rowOf(remote.id)).toMatchObject({
      userId,
      provider: "stripe",
      providerCustomerId: customer,
      status: "active",
      cancelAtPeriodEnd: false,
      planId: product.id,
      priceId: product.priceIds[0],
      planName: "Plan Negocio",
      tier: "premium",
      interval: "month",
      currentPeriodEnd: new Date((remote.items[0]?.periodEnd ?? 0) * 1000),
    });
    expect(await recorded(created.id)).toHaveLength(1);
    expect(stripe().double.requestsTo("GET", `/v1/subscriptions/${remote.id}`)[0]?.query).toEqual({
      "expand[0]": "items.data.price.product",
    });
  });

  it("syncs the subscription of a completed checkout, finding the user by the customer", async () => {
    const { userId, customer, remote } = await subscriber({
      metadata: {},
      status: "trialing",
      trialStart: new Date(),
      trialEnd: new Date(Date.now() + 7 * 86_400_000),
    });
    const session = {
      id: stripeId("cs_test"),
      object: "checkout.session",
      mode: "subscription",
      customer,
      subscription: remote.id,
    };

    const answer = await deliver(signed(event("checkout.session.completed", session)));

    expect(answer.status).toBe(200);
    const row = await rowOf(remote.id);
    expect(row).toMatchObject({ userId, status: "trialing" });
    expect(row?.trialEnd?.getTime()).toBe((remote.trialEnd ?? 0) * 1000);
  });

  it("refuses a tampered body, a wrong secret, an old timestamp or no signature", async () => {
    const { customer, remote } = await subscriber();
    const body = event("customer.subscription.updated", { id: remote.id, customer });
    const good = signed(body);
    const tampered = { ...good, payload: good.payload.replace(remote.id, "sub_someone_else") };
    const wrongSecret = signed(body, { secret: "whsec_not_ours" });
    const old = signed(body, { timestamp: nowSeconds() - 600 });

    for (const request of [tampered, wrongSecret, old, { ...good, signature: undefined }]) {
      expect(await deliver(request)).toEqual({
        status: 400,
        body: { error: "invalid signature" },
      });
    }
    expect(await recorded(body.id)).toEqual([]);
    expect(retrievals(remote.id)).toBe(0);
    expect(await rowOf(remote.id)).toBeUndefined();
  });

  it("applies an event delivered twice once", async () => {
    const { remote } = await subscriber();
    const request = signed(event("customer.subscription.updated", { id: remote.id }));

    expect(await deliver(request)).toEqual({ status: 200, body: { received: true } });
    expect(await deliver(request)).toEqual({
      status: 200,
      body: { received: true, duplicate: true },
    });
    expect(retrievals(remote.id)).toBe(1);
  });

  it("applies ten parallel deliveries of one event exactly once", async () => {
    const { remote } = await subscriber();
    const body = event("customer.subscription.updated", { id: remote.id });
    const request = signed(body);

    const answers = await Promise.all(Array.from({ length: 10 }, () => deliver(request)));

    expect(answers.filter((answer) => answer.body.duplicate !== true)).toHaveLength(1);
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    expect(await recorded(body.id)).toHaveLength(1);
    expect(retrievals(remote.id)).toBe(1);
    expect(await rowOf(remote.id)).toMatchObject({ status: "active" });
  });

  it("ends in Stripe's current state when 'updated' arrives before 'created'", async () => {
    const { customer, remote } = await subscriber({ cancelAtPeriodEnd: true });
    const updated = event("customer.subscription.updated", {
      id: remote.id,
      customer,
      status: "active",
      cancel_at_period_end: true,
    });
    const created = event("customer.subscription.created", {
      id: remote.id,
      customer,
      status: "incomplete",
      cancel_at_period_end: false,
    });

    await deliver(signed(updated));
    await deliver(signed(created));

    expect(await rowOf(remote.id)).toMatchObject({ status: "active", cancelAtPeriodEnd: true });
  });

  it("records a deleted subscription as canceled", async () => {
    const { remote } = await subscriber();
    await deliver(signed(event("customer.subscription.created", { id: remote.id })));
    stripe().double.subscription(remote.id).status = "canceled";

    await deliver(signed(event("customer.subscription.deleted", { id: remote.id })));

    expect(await rowOf(remote.id)).toMatchObject({ status: "canceled" });
  });

  it("cancels at Stripe the subscription a plan change replaces", async () => {
    const { userId, customer, product, remote: old } = await subscriber();
    await deliver(signed(event("customer.subscription.created", { id: old.id })));
    const oldRow = await rowOf(old.id);
    const replacement = stripe().double.seedSubscription({
      customer,
      priceId: product.priceIds[1] as string,
      status: "trialing",
      metadata: { userId, replacesSubscriptionId: oldRow?.id as string },
    });

    await deliver(signed(event("customer.subscription.created", { id: replacement.id })));

    expect(stripe().double.requestsTo("DELETE", `/v1/subscriptions/${old.id}`)).toHaveLength(1);
    expect(stripe().double.subscription(old.id).status).toBe("canceled");
    expect(await rowOf(old.id)).toMatchObject({ status: "canceled" });
    expect(await rowOf(replacement.id)).toMatchObject({ status: "trialing", interval: "year" });
  });

  it("forgets an event whose effect failed, so Stripe's retry applies it", async () => {
    const { customer, product, userId } = await subscriber();
    const laterId = stripeId("sub");
    const request = signed(event("customer.subscription.created", { id: laterId }));

    await expect(deliver(request)).rejects.toThrow(/No such subscription/);
    expect(await recorded(JSON.parse(request.payload).id)).toEqual([]);

    stripe().double.seedSubscription({
      id: laterId,
      customer,
      priceId: product.priceIds[0] as string,
      metadata: { userId },
    });
    expect(await deliver(request)).toEqual({ status: 200, body: { received: true } });
    expect(await rowOf(laterId)).toMatchObject({ userId, status: "active" });
  });

  it("records and ignores events it has no use for", async () => {
    // invoice.paid has a use: every payment is invoiced (stripe-invoices.api.test.ts).
    const body = event("charge.succeeded", { id: stripeId("ch"), object: "charge" });
    const before = stripe().double.requests.length;

    expect(await deliver(signed(body))).toEqual({ status: 200, body: { received: true } });

    expect(await recorded(body.id)).toHaveLength(1);
    expect(stripe().double.requests.length).toBe(before);
  });

  it("syncs the plan catalogue on a product event", async () => {
    const { double, deps } = stripe();
    await deps.db.insert(plan).values({ id: "prod_retired", name: "Antiguo", tier: "basic" });
    const features = [
      { name: "Música sin licencias", included: true },
      { name: "Soporte 24/7", included: false },
    ];
    const seeded = double.seedProduct({
      name: "Plan Pro",
      description: "Para cadenas de tiendas",
      metadata: {
        tier: "premium",
        popular: "true",
        trialDays: "7",
        features: JSON.stringify(features),
      },
      prices: [
        { unitAmount: 1000, interval: "month" },
        { unitAmount: 9990, interval: "year" },
        { unitAmount: 500, interval: "month", active: false },
      ],
    });
    double.seedProduct({ name: "Plan Roto", metadata: { features: "[not json" } });

    const answer = await deliver(signed(event("product.updated", { id: seeded.id })));

    expect(answer.status).toBe(200);
    const catalog = await listPlans({ db: deps.db });
    expect(catalog.source).toBe("synced");
    expect(catalog.plans.find((entry) => entry.id === seeded.id)).toEqual({
      id: seeded.id,
      name: "Plan Pro",
      description: "Para cadenas de tiendas",
      tier: "premium",
      features,
      popular: true,
      trialDays: 7,
      prices: {
        monthly: { id: seeded.priceIds[0], amount: 10, currency: "eur", interval: "month" },
        annual: { id: seeded.priceIds[1], amount: 99.9, currency: "eur", interval: "year" },
      },
    });
    const rows = await deps.db.query.plan.findMany();
    expect(rows.find((row) => row.id === "prod_retired")?.active).toBe(false);
    expect(rows.find((row) => row.name === "Plan Roto")?.features).toEqual([]);
  });
});
