import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { checkoutSession } from "../../domain/billing/tables";
import { subscription } from "../../domain/subscriptions/tables";
import { httpClient, signedInUser } from "../../testing/http-client";
import { createTestApp, describeEachDatabase, TEST_APP_URL } from "../../testing/test-app";

const GOOD_CARD = "4242 4242 4242 4242";
const DECLINED_CARD = "4000 0000 0000 0002";
const subscriptionPage = `${TEST_APP_URL}/dashboard/subscription`;

describeEachDatabase("the built-in test checkout (/api/billing)", (context) => {
  const client = httpClient(context);
  type Client = ReturnType<typeof httpClient>;
  type Plan = { planId: string; interval: "month" | "year"; trial: boolean };

  const rowsOf = (userId: string) =>
    context().database.db.select().from(subscription).where(eq(subscription.userId, userId));

  async function openCheckout(cookie: string, plan: Plan, via: Client = client) {
    const response = await via.post("/api/billing/checkout", plan, { cookie });
    expect(response.status).toBe(200);
    const { url } = (await response.json()) as { url: string };
    expect(url).toMatch(new RegExp(`^${TEST_APP_URL}/checkout/`));
    return url.slice(url.lastIndexOf("/") + 1);
  }

  async function subscribe(cookie: string, plan: Plan, via: Client = client) {
    const id = await openCheckout(cookie, plan, via);
    const paid = await via.post(
      `/api/billing/checkout/${id}/pay`,
      { cardNumber: GOOD_CARD },
      { cookie },
    );
    expect(paid.status).toBe(200);
    expect(await paid.json()).toEqual({ redirectTo: `${subscriptionPage}?success=true` });
  }

  const status = async (cookie: string, via: Client = client) =>
    (await via.get("/api/billing/subscription", { cookie })).json();
  const access = async (cookie: string, via: Client = client) =>
    (await via.get("/api/access", { cookie })).json();

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

  it("declines 4000 0000 0000 0002 and refuses invalid numbers, creating nothing", async () => {
    const user = await signedInUser(context, { billingDetails: true });
    const id = await openCheckout(user.cookie, {
      planId: "basic",
      interval: "month",
      trial: false,
    });
    const pay = (cardNumber: string) =>
      client.post(`/api/billing/checkout/${id}/pay`, { cardNumber }, { cookie: user.cookie });

    const declined = await pay(DECLINED_CARD);
    expect(declined.status).toBe(400);
    expect((await declined.json()).error).toEqual({
      code: "BAD_REQUEST",
      message: "Your card was declined.",
      issues: [{ path: "cardNumber", message: "declined" }],
    });
    for (const invalid of ["4242 4242 4242 4241", "1234", "4242-4242-4242-4242", ""]) {
      const response = await pay(invalid);
      expect(response.status, invalid).toBe(400);
    }
    expect((await pay("4242 4242 4242 4241").then((r) => r.json())).error.issues).toEqual([
      { path: "cardNumber", message: "invalid" },
    ]);
    expect(await rowsOf(user.id)).toEqual([]);
    expect((await access(user.cookie)).active).toBe(false);

    // The session stays open: a good card still pays it.
    expect((await pay(GOOD_CARD)).status).toBe(200);
    expect(await rowsOf(user.id)).toHaveLength(1);
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

  it("still reads the earlier plan ids (trial, basic, pro) of stored checkouts and subscriptions", async () => {
    const { db } = context().database;
    const user = await signedInUser(context, { billingDetails: true });
    // A checkout opened before the catalogue became one plan: it names the card and pays.
    await db.insert(checkoutSession).values({
      id: "local_cs_earlier_pro",
      userId: user.id,
      planId: "pro",
      priceId: "pro-month",
      interval: "month",
      trial: false,
      expiresAt: new Date(Date.now() + 60_000),
    });
    const view = await client.get("/api/billing/checkout/local_cs_earlier_pro", {
      cookie: user.cookie,
    });
    expect(await view.json()).toMatchObject({ offerName: "Mensual", amount: 8, status: "open" });
    const paid = await client.post(
      "/api/billing/checkout/local_cs_earlier_pro/pay",
      { cardNumber: GOOD_CARD },
      { cookie: user.cookie },
    );
    expect(paid.status).toBe(200);
    expect((await status(user.cookie)).subscription).toMatchObject({
      planId: "basic",
      interval: "month",
    });

    // A subscription stored as "pro" changes to the annual plan in place.
    const earlier = await signedInUser(context, { billingDetails: true });
    await db.insert(subscription).values({
      id: "sub_earlier_pro",
      userId: earlier.id,
      provider: "local",
      providerSubscriptionId: "local_sub_earlier_pro",
      planId: "pro",
      priceId: "pro-month",
      planName: "Pro",
      tier: "premium",
      interval: "month",
      status: "active",
      currentPeriodEnd: new Date(Date.now() + 20 * 86_400_000),
    });
    expect((await status(earlier.cookie)).subscription).toMatchObject({
      planId: "pro",
      planName: "Pro",
      status: "active",
    });
    const changed = await client.post(
      "/api/billing/change-plan",
      { planId: "basic", interval: "year", trial: false },
      { cookie: earlier.cookie },
    );
    expect(changed.status).toBe(200);
    expect(await rowsOf(earlier.id)).toMatchObject([
      { id: "sub_earlier_pro", planId: "basic", priceId: "basic-year", interval: "year" },
    ]);
    // And a request naming an earlier id is read as the one paid plan.
    const legacy = await signedInUser(context, { billingDetails: true });
    const id = await openCheckout(legacy.cookie, {
      planId: "trial",
      interval: "month",
      trial: true,
    });
    const legacyView = await client.get(`/api/billing/checkout/${id}`, { cookie: legacy.cookie });
    expect(await legacyView.json()).toMatchObject({ offerName: "Prueba gratuita", dueToday: 0 });
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

  it("keeps each checkout to its owner (404 to anyone else)", async () => {
    const owner = await signedInUser(context, { billingDetails: true });
    const stranger = await signedInUser(context, { billingDetails: true });
    const id = await openCheckout(owner.cookie, {
      planId: "basic",
      interval: "month",
      trial: false,
    });
    const cookie = stranger.cookie;
    expect((await client.get(`/api/billing/checkout/${id}`, { cookie })).status).toBe(404);
    expect(
      (await client.post(`/api/billing/checkout/${id}/pay`, { cardNumber: GOOD_CARD }, { cookie }))
        .status,
    ).toBe(404);
    expect(
      (await client.post(`/api/billing/checkout/${id}/cancel`, undefined, { cookie })).status,
    ).toBe(404);
    expect((await client.get("/api/billing/checkout/no-existe", { cookie })).status).toBe(404);
    expect(await rowsOf(stranger.id)).toEqual([]);
    expect(await rowsOf(owner.id)).toEqual([]);
  });

  it("validates plans and intervals", async () => {
    const user = await signedInUser(context, { billingDetails: true });
    const unknown = await client.post(
      "/api/billing/checkout",
      { planId: "platino", interval: "month", trial: false },
      { cookie: user.cookie },
    );
    expect(unknown.status).toBe(400);
    expect((await unknown.json()).error.issues).toEqual([{ path: "planId", message: "unknown" }]);
    expect(
      (
        await client.post(
          "/api/billing/checkout",
          { planId: "basic", interval: "week", trial: false },
          { cookie: user.cookie },
        )
      ).status,
    ).toBe(400);
    const change = await client.post(
      "/api/billing/change-plan",
      { planId: "basic", interval: "month", trial: false },
      { cookie: user.cookie },
    );
    expect(change.status).toBe(409);
    const cancel = await client.post("/api/billing/cancel", undefined, { cookie: user.cookie });
    expect(cancel.status).toBe(404);
    expect((await cancel.json()).error.message).toBe("No active subscription to cancel");
  });

  it("cancels at period end keeping access, and renews in the portal", async () => {
    const user = await signedInUser(context, { billingDetails: true });
    await subscribe(user.cookie, { planId: "basic", interval: "month", trial: false });
    const { currentPeriodEnd } = (await status(user.cookie)).subscription;

    const portal = await client.post("/api/billing/portal", undefined, { cookie: user.cookie });
    expect(await portal.json()).toEqual({ url: `${TEST_APP_URL}/billing/portal` });

    const canceled = await client.post("/api/billing/cancel", undefined, { cookie: user.cookie });
    expect(canceled.status).toBe(200);
    expect(await canceled.json()).toEqual({ accessUntil: currentPeriodEnd });
    expect((await status(user.cookie)).subscription).toMatchObject({
      status: "active",
      cancelAtPeriodEnd: true,
      currentPeriodEnd,
    });
    expect(await access(user.cookie)).toMatchObject({
      active: true,
      state: { kind: "canceling", accessUntil: currentPeriodEnd },
    });

    const renewed = await client.post("/api/billing/portal/renew", undefined, {
      cookie: user.cookie,
    });
    expect(renewed.status).toBe(200);
    expect(await renewed.json()).toEqual({ ok: true });
    expect((await status(user.cookie)).subscription.cancelAtPeriodEnd).toBe(false);
    expect((await access(user.cookie)).state.kind).toBe("active");

    const inPortal = await client.post("/api/billing/portal/cancel", undefined, {
      cookie: user.cookie,
    });
    expect(await inPortal.json()).toEqual({ accessUntil: currentPeriodEnd });
    expect((await status(user.cookie)).subscription.cancelAtPeriodEnd).toBe(true);
    expect(await rowsOf(user.id)).toHaveLength(1);
  });

  it("changes plan in place, or through a trial checkout that replaces the subscription", async () => {
    const user = await signedInUser(context, { billingDetails: true });
    await subscribe(user.cookie, { planId: "basic", interval: "month", trial: false });
    const before = (await status(user.cookie)).subscription;

    const changed = await client.post(
      "/api/billing/change-plan",
      { planId: "basic", interval: "year", trial: false },
      { cookie: user.cookie },
    );
    expect(changed.status).toBe(200);
    expect(await changed.json()).toEqual({ url: null });
    const rows = await rowsOf(user.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      id: before.id,
      planId: "basic",
      priceId: "basic-year",
      tier: "basic",
      interval: "year",
      status: "active",
    });
    expect(await access(user.cookie)).toMatchObject({ active: true, tier: "basic" });

    // Never trialed: a change with a trial is a checkout that replaces the running one.
    const withTrial = await client.post(
      "/api/billing/change-plan",
      { planId: "basic", interval: "month", trial: true },
      { cookie: user.cookie },
    );
    expect(withTrial.status).toBe(200);
    const { url } = (await withTrial.json()) as { url: string };
    const paid = await client.post(
      `/api/billing/checkout/${url.slice(url.lastIndexOf("/") + 1)}/pay`,
      { cardNumber: GOOD_CARD },
      { cookie: user.cookie },
    );
    expect(paid.status).toBe(200);
    const after = await rowsOf(user.id);
    expect(after).toHaveLength(2);
    expect(after.find((row) => row.id === before.id)).toMatchObject({
      status: "canceled",
      cancelAtPeriodEnd: false,
    });
    const body = await status(user.cookie);
    expect(body.subscription).toMatchObject({ status: "trialing", planId: "basic" });
    expect(body.subscription.id).not.toBe(before.id);
    expect(body.trialAvailable).toBe(false);
    expect((await access(user.cookie)).state.kind).toBe("trialing");

    const noMoreTrials = await client.post(
      "/api/billing/change-plan",
      { planId: "basic", interval: "year", trial: true },
      { cookie: user.cookie },
    );
    expect(noMoreTrials.status).toBe(409);
  });

  it("has no test clock unless PAYMENTS_TEST_CLOCK is on", async () => {
    const user = await signedInUser(context, { billingDetails: true });
    await subscribe(user.cookie, { planId: "basic", interval: "month", trial: false });
    const response = await client.post("/api/billing/test-clock/expire", undefined, {
      cookie: user.cookie,
    });
    expect(response.status).toBe(404);
    expect((await access(user.cookie)).active).toBe(true);
  });

  it("ends access when the test clock reaches the end of the period", async () => {
    const clocked = await createTestApp(context().database, { PAYMENTS_TEST_CLOCK: "true" });
    try {
      const clockContext = () => ({ ...context(), ...clocked });
      const via = httpClient(clockContext);
      const expire = (cookie: string) =>
        via.post("/api/billing/test-clock/expire", undefined, { cookie });

      // Canceled at period end: expired, and canceled as the provider would make it.
      const canceling = await signedInUser(clockContext, { billingDetails: true });
      await subscribe(canceling.cookie, { planId: "basic", interval: "month", trial: true }, via);
      await via.post("/api/billing/cancel", undefined, { cookie: canceling.cookie });
      const expired = await expire(canceling.cookie);
      expect(expired.status).toBe(200);
      expect(await expired.json()).toEqual({ ok: true });
      expect(await access(canceling.cookie, via)).toMatchObject({
        active: false,
        state: { kind: "inactive" },
      });
      const body = await status(canceling.cookie, via);
      expect(body.subscription).toMatchObject({ status: "canceled", cancelAtPeriodEnd: true });
      expect(Date.parse(body.subscription.currentPeriodEnd)).toBeLessThan(Date.now());
      expect(Date.parse(body.subscription.trialEnd)).toBeLessThan(Date.now());
      const renew = await via.post("/api/billing/portal/renew", undefined, {
        cookie: canceling.cookie,
      });
      expect(renew.status).toBe(409);
      expect((await renew.json()).error.message).toBe(
        "The subscription has ended; start a new one",
      );
      // Ended: a new subscription may start (without a trial).
      await subscribe(canceling.cookie, { planId: "basic", interval: "year", trial: false }, via);
      expect((await access(canceling.cookie, via)).active).toBe(true);

      // Renewing, but unpaid past its period: access ends too.
      const renewing = await signedInUser(clockContext, { billingDetails: true });
      await subscribe(renewing.cookie, { planId: "basic", interval: "month", trial: false }, via);
      expect((await expire(renewing.cookie)).status).toBe(200);
      expect((await access(renewing.cookie, via)).active).toBe(false);
      expect((await status(renewing.cookie, via)).subscription.status).toBe("active");

      const nobody = await signedInUser(clockContext, { billingDetails: true });
      expect((await expire(nobody.cookie)).status).toBe(404);
    } finally {
      await clocked.close();
    }
  });
});
