import { expect, it } from "vitest";
import { checkoutSession } from "../../domain/billing/tables";
import { subscription } from "../../domain/subscriptions/tables";
import { httpClient, signedInUser } from "../../testing/http-client";
import { createTestApp, describeEachDatabase, TEST_APP_URL } from "../../testing/test-app";
import { GOOD_CARD, localCheckout } from "./local-checkout-setup";

describeEachDatabase("the built-in test checkout (/api/billing)", (context) => {
  const { client, rowsOf, openCheckout, subscribe, status, access } = localCheckout(context);

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
