import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { checkoutSession } from "../../domain/billing/tables";
import { subscription } from "../../domain/subscriptions/tables";
import { signedInUser } from "../../testing/http-client";
import { describeEachDatabase } from "../../testing/test-app";
import { GOOD_CARD, subscriptionPage, localCheckout } from "./local-checkout-setup";

describeEachDatabase("the built-in test checkout (/api/billing)", (context) => {
  const { client, rowsOf, openCheckout, subscribe, status, access } = localCheckout(context);

  it("is refused to visitors (401), and the webhook is not there without Stripe", async () => {
    const routes: [string, string, unknown?][] = [
      ["GET", "/api/billing/subscription"],
      ["POST", "/api/billing/checkout", { planId: "basic", interval: "month", trial: false }],
      ["POST", "/api/billing/change-plan", { planId: "basic", interval: "month", trial: false }],
      ["POST", "/api/billing/portal"],
      ["POST", "/api/billing/cancel"],
      ["GET", "/api/billing/checkout/x"],
      ["POST", "/api/billing/checkout/x/pay", { cardNumber: GOOD_CARD }],
      ["POST", "/api/billing/checkout/x/cancel"],
      ["POST", "/api/billing/portal/renew"],
      ["POST", "/api/billing/portal/cancel"],
      ["POST", "/api/billing/test-clock/expire"],
    ];
    for (const [method, path, body] of routes)
      expect((await client.request(method, path, { body })).status, `${method} ${path}`).toBe(401);
    const webhook = await client.post("/api/billing/webhook", "{}", {
      origin: null,
      headers: { "stripe-signature": "t=1,v1=x" },
    });
    expect(webhook.status).toBe(404);
  });

  it("starts a trial with a test card: trialing, access and the badge follow", async () => {
    const user = await signedInUser(context, { billingDetails: true });
    expect(await status(user.cookie)).toEqual({
      subscription: null,
      trialAvailable: true,
      provider: "local",
    });

    const id = await openCheckout(user.cookie, { planId: "basic", interval: "month", trial: true });
    const view = await client.get(`/api/billing/checkout/${id}`, { cookie: user.cookie });
    expect(view.status).toBe(200);
    const quoted = await view.json();
    expect(quoted).toEqual({
      id,
      offerName: "Prueba gratuita",
      interval: "month",
      trial: true,
      trialDays: 7,
      quantity: 1,
      unitAmount: 8,
      amount: 8,
      dueToday: 0,
      nextCharge: { amount: 8, date: expect.any(String) },
      currency: "eur",
      expiresAt: expect.any(String),
      status: "open",
    });

    const before = Date.now();
    const paid = await client.post(
      `/api/billing/checkout/${id}/pay`,
      { cardNumber: GOOD_CARD },
      { cookie: user.cookie },
    );
    expect(paid.status).toBe(200);
    expect(await paid.json()).toEqual({ redirectTo: `${subscriptionPage}?success=true` });

    const body = await status(user.cookie);
    expect(body).toMatchObject({
      trialAvailable: false,
      provider: "local",
      subscription: {
        provider: "local",
        status: "trialing",
        planId: "basic",
        tier: "basic",
        interval: "month",
        cancelAtPeriodEnd: false,
      },
    });
    const trialEnd = Date.parse(body.subscription.trialEnd);
    expect(trialEnd - before).toBeGreaterThanOrEqual(7 * 86_400_000 - 1000);
    expect(trialEnd - before).toBeLessThan(7 * 86_400_000 + 60_000);
    expect(body.subscription.currentPeriodEnd).toBe(body.subscription.trialEnd);
    // The first charge the checkout quoted is when the trial ends.
    expect(Math.abs(trialEnd - Date.parse(quoted.nextCharge.date))).toBeLessThan(60_000);

    expect(await access(user.cookie)).toMatchObject({
      active: true,
      state: { kind: "trialing" },
    });
    const me = await (await client.get("/api/me", { cookie: user.cookie })).json();
    expect(me.access.state.kind).toBe("trialing");

    // The session is spent, and a running subscriber changes plan instead of checking out.
    const again = await client.post(
      `/api/billing/checkout/${id}/pay`,
      { cardNumber: GOOD_CARD },
      { cookie: user.cookie },
    );
    expect(again.status).toBe(409);
    const second = await client.post(
      "/api/billing/checkout",
      { planId: "basic", interval: "year", trial: false },
      { cookie: user.cookie },
    );
    expect(second.status).toBe(409);
    expect(
      (await (await client.get(`/api/billing/checkout/${id}`, { cookie: user.cookie })).json())
        .status,
    ).toBe("completed");
  });

  it("says a checkout left open is no longer payable once another was paid, before its card", async () => {
    const user = await signedInUser(context, { billingDetails: true });
    const monthly = { planId: "basic", interval: "month" as const, trial: false };
    const stale = await openCheckout(user.cookie, monthly);
    await subscribe(user.cookie, { ...monthly, interval: "year" });
    const view = async (id: string) =>
      (await client.get(`/api/billing/checkout/${id}`, { cookie: user.cookie })).json();
    expect(await view(stale)).toMatchObject({ status: "superseded" });
    const zones = await client.put(
      `/api/billing/checkout/${stale}/zones`,
      { quantity: 2 },
      { cookie: user.cookie },
    );
    expect(zones.status).toBe(409);
  });

  it("changes the zones of an open checkout before paying, and charges that number", async () => {
    const user = await signedInUser(context, { billingDetails: true });
    const id = await openCheckout(user.cookie, {
      planId: "basic",
      interval: "month",
      trial: false,
    });
    const changed = await client.put(
      `/api/billing/checkout/${id}/zones`,
      { quantity: 3 },
      { cookie: user.cookie },
    );
    expect(changed.status).toBe(200);
    expect(await changed.json()).toMatchObject({
      status: "open",
      quantity: 3,
      unitAmount: 8,
      dueToday: 24,
    });
    const other = await signedInUser(context);
    const foreign = { cookie: other.cookie };
    expect(
      (await client.put(`/api/billing/checkout/${id}/zones`, { quantity: 2 }, foreign)).status,
    ).toBe(404);
    expect(
      (
        await client.put(
          `/api/billing/checkout/${id}/zones`,
          { quantity: 51 },
          { cookie: user.cookie },
        )
      ).status,
    ).toBe(400);
    const paid = await client.post(
      `/api/billing/checkout/${id}/pay`,
      { cardNumber: GOOD_CARD },
      { cookie: user.cookie },
    );
    expect(paid.status).toBe(200);
    expect((await status(user.cookie)).subscription).toMatchObject({ quantity: 3 });
  });

  it("gives one free trial per customer", async () => {
    const user = await signedInUser(context, { billingDetails: true });
    // Two trial checkouts opened before either is paid: only the first one may start.
    const first = await openCheckout(user.cookie, {
      planId: "basic",
      interval: "month",
      trial: true,
    });
    const second = await openCheckout(user.cookie, {
      planId: "basic",
      interval: "month",
      trial: true,
    });
    const pay = (id: string) =>
      client.post(
        `/api/billing/checkout/${id}/pay`,
        { cardNumber: GOOD_CARD },
        { cookie: user.cookie },
      );
    expect((await pay(first)).status).toBe(200);
    expect((await pay(second)).status).toBe(409);

    // Once the trial is over, a new subscription may start, but not with another trial.
    await context()
      .database.db.update(subscription)
      .set({ status: "canceled", currentPeriodEnd: new Date(Date.now() - 1000) })
      .where(eq(subscription.userId, user.id));
    const refused = await client.post(
      "/api/billing/checkout",
      { planId: "basic", interval: "month", trial: true },
      { cookie: user.cookie },
    );
    expect(refused.status).toBe(409);
    expect((await refused.json()).error.code).toBe("CONFLICT");
    await subscribe(user.cookie, { planId: "basic", interval: "year", trial: false });
    const body = await status(user.cookie);
    expect(body.subscription).toMatchObject({
      status: "active",
      planId: "basic",
      interval: "year",
    });
    expect(body.subscription.trialEnd).toBeNull();
    const periodDays = (Date.parse(body.subscription.currentPeriodEnd) - Date.now()) / 86_400_000;
    expect(periodDays).toBeGreaterThan(364);
    expect(periodDays).toBeLessThan(367);
  });

  it("quotes a paid checkout: the whole period today, the renewal a month or a year on", async () => {
    const user = await signedInUser(context, { billingDetails: true });
    const quote = async (interval: "month" | "year") => {
      const id = await openCheckout(user.cookie, { planId: "basic", interval, trial: false });
      return (await client.get(`/api/billing/checkout/${id}`, { cookie: user.cookie })).json();
    };
    const days = (iso: string) => (Date.parse(iso) - Date.now()) / 86_400_000;

    const annual = await quote("year");
    expect(annual).toMatchObject({
      offerName: "Anual",
      trial: false,
      trialDays: 0,
      amount: 60,
      dueToday: 60,
      nextCharge: { amount: 60 },
    });
    expect(days(annual.nextCharge.date)).toBeGreaterThan(364);
    expect(days(annual.nextCharge.date)).toBeLessThan(367);

    const monthly = await quote("month");
    expect(monthly).toMatchObject({ offerName: "Mensual", dueToday: 8, nextCharge: { amount: 8 } });
    expect(days(monthly.nextCharge.date)).toBeGreaterThan(27);
    expect(days(monthly.nextCharge.date)).toBeLessThan(32);
  });

  it("cancels a checkout back to the subscription page", async () => {
    const user = await signedInUser(context, { billingDetails: true });
    const id = await openCheckout(user.cookie, {
      planId: "basic",
      interval: "month",
      trial: false,
    });
    const canceled = await client.post(`/api/billing/checkout/${id}/cancel`, undefined, {
      cookie: user.cookie,
    });
    expect(canceled.status).toBe(200);
    expect(await canceled.json()).toEqual({ redirectTo: `${subscriptionPage}?canceled=true` });
    const [row] = await context()
      .database.db.select()
      .from(checkoutSession)
      .where(eq(checkoutSession.id, id));
    expect(row?.status).toBe("canceled");
    const view = await client.get(`/api/billing/checkout/${id}`, { cookie: user.cookie });
    expect((await view.json()).status).toBe("canceled");
    const pay = await client.post(
      `/api/billing/checkout/${id}/pay`,
      { cardNumber: GOOD_CARD },
      { cookie: user.cookie },
    );
    expect(pay.status).toBe(409);
    expect(await rowsOf(user.id)).toEqual([]);
  });
});
