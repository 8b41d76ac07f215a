import { randomUUID } from "node:crypto";
import { desc, eq } from "drizzle-orm";
import { expect, it } from "vitest";
import type { Plan } from "~/shared/plans/plan";
import { invoice } from "../../domain/invoices/tables";
import { subscription } from "../../domain/subscriptions/tables";
import { user } from "../../domain/accounts/tables";
import { localBilling } from "../../testing/billing-fixtures";
import { httpClient, signedInUser, uniqueEmail } from "../../testing/http-client";
import { signedStripeEvent, useStripeBilling } from "../../testing/stripe-double";
import { describeEachDatabase, type TestContext } from "../../testing/test-app";
import { changeQuantity } from "./change-quantity";
import { stripeClientFor } from "./stripe-client";
import { createStripeProvider } from "./stripe-provider";
import { syncStripeSubscription } from "./stripe-sync";
import { handleStripeWebhook } from "./stripe-webhook";

const stripeId = (prefix: string) => `${prefix}_${randomUUID().replaceAll("-", "").slice(0, 24)}`;

describeEachDatabase("per-zone billing at Stripe (the real SDK against the double)", (context) => {
  const stripe = useStripeBilling(context);
  const provider = () => createStripeProvider(stripe().deps);
  const deliver = (request: { payload: string; signature: string }) =>
    handleStripeWebhook(stripe().deps, request);
  const lastBody = (method: string, path: string) =>
    stripe().double.requestsTo(method, path).at(-1)?.body;

  /** A customer of ours whose Stripe subscription pays for `quantity` zones at 8 € each. */
  async function subscriber(quantity: number) {
    const { double, deps } = stripe();
    const product = double.seedProduct({
      name: "Plan Negocio",
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
      quantity,
    });
    await syncStripeSubscription(deps, remote.id);
    return { userId, customer, product, remote, row: await rowOf(remote.id) };
  }

  async function rowOf(providerSubscriptionId: string) {
    const [row] = await stripe()
      .deps.db.select()
      .from(subscription)
      .where(eq(subscription.providerSubscriptionId, providerSubscriptionId));
    if (!row) throw new Error("The subscription was not synced");
    return row;
  }

  it("checks out the chosen number of zones as the line item's quantity", async () => {
    const { double, deps } = stripe();
    const seeded = double.seedProduct({
      name: "Plan Negocio",
      prices: [
        { unitAmount: 800, interval: "month" },
        { unitAmount: 6000, interval: "year" },
      ],
    });
    const [monthly, annual] = seeded.priceIds as [string, string];
    const plan: Plan = {
      id: seeded.id,
      name: "Plan Negocio",
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
    const id = randomUUID();
    await deps.db.insert(user).values({ id, name: "Ana García", email: uniqueEmail() });
    await provider().createCheckout({
      user: { id, name: "Ana García", email: "ana@example.com", stripeCustomerId: null },
      plan,
      interval: "month",
      trial: false,
      quantity: 3,
      successUrl: "http://localhost:3000/dashboard/subscription?success=true",
      cancelUrl: "http://localhost:3000/dashboard/subscription?canceled=true",
    });
    expect(lastBody("POST", "/v1/checkout/sessions")).toMatchObject({
      "line_items[0][price]": monthly,
      "line_items[0][quantity]": "3",
    });
  });

  it("syncs the item's quantity as the zones paid for; a plan change keeps it", async () => {
    const { row, remote, product } = await subscriber(3);
    expect(row).toMatchObject({ quantity: 3, pendingQuantity: null });
    const annual = product.priceIds[1] as string;
    await provider().changePlan({
      subscription: row,
      plan: {
        id: product.id,
        name: "Plan Negocio",
        description: "",
        tier: "basic",
        features: [],
        popular: false,
        trialDays: 0,
        prices: {
          monthly: {
            id: product.priceIds[0] as string,
            amount: 8,
            currency: "eur",
            interval: "month",
          },
          annual: { id: annual, amount: 60, currency: "eur", interval: "year" },
        },
      },
      interval: "year",
      intentKey: randomUUID(),
      within: stripe().deps,
    });
    expect(lastBody("POST", `/v1/subscriptions/${remote.id}`)).toMatchObject({
      "items[0][price]": annual,
      "items[0][quantity]": "3",
    });
    expect(await rowOf(remote.id)).toMatchObject({ quantity: 3, interval: "year" });
  });

  it("previews the prorated raise with Stripe, then raises it, always invoiced, and invoices it", async () => {
    const { userId, row, remote, customer } = await subscriber(3);
    const item = remote.items[0];

    const preview = await provider().previewQuantity({ subscription: row, quantity: 4 });
    expect(lastBody("POST", "/v1/invoices/create_preview")).toMatchObject({
      customer,
      subscription: remote.id,
      "subscription_details[items][0][id]": item?.id,
      "subscription_details[items][0][quantity]": "4",
      "subscription_details[proration_behavior]": "always_invoice",
    });
    // The period has only just started: almost a whole month of one zone.
    expect(preview).toMatchObject({
      quantity: 4,
      currentQuantity: 3,
      effective: "now",
      nextCharge: 32,
    });
    expect(preview.dueToday).toBeGreaterThan(7.9);
    expect(preview.dueToday).toBeLessThanOrEqual(8);

    await changeQuantity(stripe().deps, { provider: provider(), userId, quantity: 4 });
    expect(lastBody("POST", `/v1/subscriptions/${remote.id}`)).toEqual({
      "items[0][id]": item?.id,
      "items[0][quantity]": "4",
      proration_behavior: "always_invoice",
    });
    expect(await rowOf(remote.id)).toMatchObject({ quantity: 4 });

    // Stripe's proration invoice is paid: its webhook invoices it as ours, naming the zones.
    const prorationInvoice = stripe().double.subscription(remote.id).latestInvoice;
    expect(prorationInvoice).toMatch(/^in_/);
    const answer = await deliver(
      signedStripeEvent("invoice.paid", { id: prorationInvoice, object: "invoice" }),
    );
    expect(answer.status).toBe(200);
    const [ours] = await stripe()
      .deps.db.select()
      .from(invoice)
      .where(eq(invoice.userId, userId))
      .orderBy(desc(invoice.chainSeq));
    expect(ours?.paymentRef).toBe(`stripe:${prorationInvoice}`);
    expect(ours?.facts.concept.zones).toBe(4);
    expect(ours?.facts.concept.text).toMatch(/· 4 zonas$/);
    expect(ours?.facts.amounts.baseCents).toBe(Math.round(preview.dueToday * 100));
  });

  it("lowers without proration: nothing charged now, the renewal bills fewer", async () => {
    const { userId, row, remote } = await subscriber(3);
    const preview = await provider().previewQuantity({ subscription: row, quantity: 2 });
    expect(preview).toMatchObject({ dueToday: 0, effective: "renewal", nextCharge: 16 });
    expect(stripe().double.requestsTo("POST", "/v1/invoices/create_preview")).toSatisfy(
      (requests: { body: Record<string, string> }[]) =>
        requests.every((request) => request.body.subscription !== remote.id),
    );
    await changeQuantity(stripe().deps, { provider: provider(), userId, quantity: 2 });
    expect(lastBody("POST", `/v1/subscriptions/${remote.id}`)).toMatchObject({
      "items[0][quantity]": "2",
      proration_behavior: "none",
    });
    expect(stripe().double.subscription(remote.id).latestInvoice).toBeNull();
    expect(await rowOf(remote.id)).toMatchObject({ quantity: 2 });
  });

  it("takes the paid quantity from customer.subscription.updated (a change made at Stripe)", async () => {
    const { remote } = await subscriber(1);
    const held = stripe().double.subscription(remote.id);
    (held.items[0] as { quantity: number }).quantity = 5;
    const answer = await deliver(
      signedStripeEvent("customer.subscription.updated", {
        id: remote.id,
        object: "subscription",
        items: { data: [{ quantity: 1 }] },
      }),
    );
    expect(answer.status).toBe(200);
    // Re-read from Stripe, not the payload's snapshot.
    expect(await rowOf(remote.id)).toMatchObject({ quantity: 5 });
  });
  // Decision 035, through the API as the owner's browser sends it.
  const viaStripe = (): TestContext => ({ ...context(), ...stripe().app });
  const client = httpClient(viaStripe);
  const zones = localBilling(client);
  const setZones = (cookie: string, quantity: number, key?: string) =>
    client.post(
      "/api/billing/quantity",
      { quantity },
      { cookie, headers: key ? { "idempotency-key": key } : {} },
    );
  const updatesOf = (remoteId: string) =>
    stripe().double.requestsTo("POST", `/v1/subscriptions/${remoteId}`);

  /** A signed-in owner whose Stripe subscription pays for `quantity` zones. */
  async function signedInSubscriber(quantity: number) {
    const owner = await signedInUser(viaStripe, { billingDetails: true });
    const customer = stripeId("cus");
    await stripe()
      .deps.db.update(user)
      .set({ stripeCustomerId: customer })
      .where(eq(user.id, owner.id));
    const product = stripe().double.seedProduct({
      name: "Plan Negocio",
      prices: [{ unitAmount: 800, interval: "month" }],
    });
    const remote = stripe().double.seedSubscription({
      customer,
      priceId: product.priceIds[0] as string,
      metadata: { userId: owner.id },
      quantity,
    });
    await syncStripeSubscription(stripe().deps, remote.id);
    return { owner, remote };
  }

  it("lowered at Stripe, the zones added back are refused until raised, charged, and billed at renewal", async () => {
    const { owner, remote } = await signedInSubscriber(3);
    const made = await zones.newEstablishment(owner.cookie);
    expect(made.status).toBe(201);
    const establishment = (await made.json()) as { id: string };
    const extra: string[] = [];
    for (const name of ["Sala", "Terraza"]) {
      const added = await zones.addZone(establishment.id, name, owner.cookie);
      expect(added.status).toBe(201);
      extra.push(((await added.json()) as { id: string }).id);
    }
    for (const id of extra) expect((await zones.removeZone(id, owner.cookie)).status).toBe(200);
    expect((await setZones(owner.cookie, 1)).status).toBe(200);
    expect(lastBody("POST", `/v1/subscriptions/${remote.id}`)).toMatchObject({
      "items[0][quantity]": "1",
      proration_behavior: "none",
    });

    // Stripe now bills one zone: a second is refused until it is paid for.
    expect((await zones.addZone(establishment.id, "Sala", owner.cookie)).status).toBe(402);
    expect((await setZones(owner.cookie, 2)).status).toBe(200);
    expect(lastBody("POST", `/v1/subscriptions/${remote.id}`)).toMatchObject({
      "items[0][quantity]": "2",
      proration_behavior: "always_invoice",
    });
    expect(stripe().double.invoicesOf(remote.id)).toHaveLength(1);
    expect((await zones.addZone(establishment.id, "Sala", owner.cookie)).status).toBe(201);
    // What the renewal bills is Stripe's quantity: every zone there is.
    expect(stripe().double.subscription(remote.id).items[0]?.quantity).toBe(2);
    expect((await zones.addZone(establishment.id, "Terraza", owner.cookie)).status).toBe(402);
  });

  it("six simultaneous raises charge once: one update at Stripe, with the intent's key", async () => {
    const { owner, remote } = await signedInSubscriber(3);
    const key = randomUUID();
    const same = await Promise.all(Array.from({ length: 6 }, () => setZones(owner.cookie, 4, key)));
    expect(same.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200, 200]);
    const updates = updatesOf(remote.id);
    expect(updates).toHaveLength(1);
    expect(updates[0]?.idempotencyKey).toContain(key);
    expect(stripe().double.invoicesOf(remote.id)).toHaveLength(1);

    // Other keys, the same number: nothing left to change at Stripe.
    const others = await Promise.all(
      Array.from({ length: 6 }, () => setZones(owner.cookie, 4, randomUUID())),
    );
    expect(others.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(updatesOf(remote.id)).toHaveLength(1);
    expect(stripe().double.invoicesOf(remote.id)).toHaveLength(1);
    expect(await rowOf(remote.id)).toMatchObject({ quantity: 4 });
  });

  it("Stripe answers a repeated Idempotency-Key with its first answer, and refuses it for other parameters", async () => {
    const { remote } = await subscriber(3);
    const item = remote.items[0];
    const sdk = stripeClientFor(stripe().deps.env);
    const raise = {
      items: [{ id: item?.id as string, quantity: 4 }],
      proration_behavior: "always_invoice" as const,
    };
    const first = await sdk.subscriptions.update(remote.id, raise, { idempotencyKey: "zones-1" });
    const again = await sdk.subscriptions.update(remote.id, raise, { idempotencyKey: "zones-1" });
    expect(again.latest_invoice).toBe(first.latest_invoice);
    expect(stripe().double.invoicesOf(remote.id)).toHaveLength(1);
    await expect(
      sdk.subscriptions.update(
        remote.id,
        { ...raise, items: [{ id: item?.id as string, quantity: 5 }] },
        { idempotencyKey: "zones-1" },
      ),
    ).rejects.toMatchObject({ type: "StripeIdempotencyError" });
    expect(stripe().double.subscription(remote.id).items[0]?.quantity).toBe(4);
  });
});
