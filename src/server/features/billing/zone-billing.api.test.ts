import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { subscriptionCopy } from "~/shared/copy/subscription";
import { zonesCopy } from "~/shared/copy/zones";
import { subscription } from "../../domain/subscriptions/tables";
import { companyBillingDetails } from "../../testing/billing-details";
import { GOOD_CARD, localBilling } from "../../testing/billing-fixtures";
import { httpClient, signedInUser } from "../../testing/http-client";
import { createTestApp, describeEachDatabase } from "../../testing/test-app";

const DAY_MS = 86_400_000;

describeEachDatabase("per-zone billing with the built-in test checkout", (context) => {
  const client = httpClient(context);
  const { subscribe, payPath, status, invoices, newEstablishment, addZone } = localBilling(client);

  it("checks out a number of zones: the page quotes it, the row and the invoice carry it", async () => {
    const user = await signedInUser(context, { billingDetails: true });
    const view = await subscribe(user.cookie, 3);
    expect(view).toMatchObject({ quantity: 3, unitAmount: 8, amount: 24, dueToday: 24 });
    expect(view.nextCharge.amount).toBe(24);
    expect(await status(user.cookie)).toMatchObject({ quantity: 3, pendingQuantity: null });
    const [invoice] = await invoices(user.cookie);
    // 3 × 8 € = 24 € + 21 % IVA.
    expect(invoice).toMatchObject({ totalCents: 2904 });
    expect(invoice?.concept).toMatch(/· 3 zonas$/);
  });

  it("asks for billing details before a first payment, not before a free trial", async () => {
    const user = await signedInUser(context);
    const pay = await payPath(user.cookie, 2);
    const refused = await client.post(pay, { cardNumber: GOOD_CARD }, { cookie: user.cookie });
    expect(refused.status).toBe(409);
    expect((await refused.json()).error).toMatchObject({
      code: "CONFLICT",
      message: subscriptionCopy.billingDetails.required,
      issues: [{ path: "billingInfo", message: "required" }],
    });
    expect(await status(user.cookie)).toBeNull();
    await client.put("/api/me/billing", companyBillingDetails, { cookie: user.cookie });
    expect(
      (await client.post(pay, { cardNumber: GOOD_CARD }, { cookie: user.cookie })).status,
    ).toBe(200);
    expect(await status(user.cookie)).toMatchObject({ quantity: 2 });
  });

  it("refuses a checkout of no zones or of more than 50", async () => {
    const user = await signedInUser(context, { billingDetails: true });
    for (const quantity of [0, 51, 2.5]) {
      const response = await client.post(
        "/api/billing/checkout",
        { planId: "basic", interval: "month", trial: false, quantity },
        { cookie: user.cookie },
      );
      expect(response.status, String(quantity)).toBe(400);
    }
  });

  it("refuses a zone beyond those paid for; raising the number, prorated, lets it in", async () => {
    const user = await signedInUser(context, { billingDetails: true });
    await subscribe(user.cookie, 3);
    const made = await newEstablishment(user.cookie);
    expect(made.status).toBe(201);
    const establishment = (await made.json()) as { id: string };
    expect((await addZone(establishment.id, "Terraza", user.cookie)).status).toBe(201);
    expect((await addZone(establishment.id, "Salón", user.cookie)).status).toBe(201);

    const refused = await addZone(establishment.id, "Patio", user.cookie);
    expect(refused.status).toBe(402);
    expect((await refused.json()).error).toEqual({
      code: "ZONES_NOT_PAID",
      message: zonesCopy.errors.notPaid(3),
    });
    expect(zonesCopy.errors.notPaid(3)).toBe("Tu plan cubre 3 zonas. Amplíalo para añadir otra.");
    // A new establishment brings its Principal zone: refused the same way.
    expect((await newEstablishment(user.cookie)).status).toBe(402);

    const preview = await client.get("/api/billing/quantity/preview?quantity=4", {
      cookie: user.cookie,
    });
    expect(preview.status).toBe(200);
    const quoted = await preview.json();
    expect(quoted).toMatchObject({
      quantity: 4,
      currentQuantity: 3,
      effective: "now",
      nextCharge: 32,
    });
    // Paid a moment ago: almost the whole month of one zone (8 €).
    expect(quoted.dueToday).toBeGreaterThan(7.9);
    expect(quoted.dueToday).toBeLessThanOrEqual(8);

    const raised = await client.post(
      "/api/billing/quantity",
      { quantity: 4 },
      { cookie: user.cookie },
    );
    expect(raised.status).toBe(200);
    expect(await status(user.cookie)).toMatchObject({ quantity: 4, pendingQuantity: null });
    const [latest] = await invoices(user.cookie);
    expect(latest?.concept).toMatch(/^Ampliación de 3 zonas a 4 zonas \(prorrateo\): Suscripción/);
    expect(latest?.totalCents).toBe(Math.round(quoted.dueToday * 100 * 1.21));
    expect((await addZone(establishment.id, "Patio", user.cookie)).status).toBe(201);

    // Never below the zones there are: they are removed first.
    const tooFew = await client.post(
      "/api/billing/quantity",
      { quantity: 3 },
      { cookie: user.cookie },
    );
    expect(tooFew.status).toBe(409);
  });

  it("lowers the number from the next renewal, which is charged and invoiced for it", async () => {
    const clocked = await createTestApp(context().database, { PAYMENTS_TEST_CLOCK: "true" });
    try {
      const via = httpClient(() => ({ ...context(), ...clocked }));
      const billing = localBilling(via);
      const user = await signedInUser(() => ({ ...context(), ...clocked }), {
        billingDetails: true,
      });
      await billing.subscribe(user.cookie, 3);
      const before = await billing.status(user.cookie);

      const preview = await (
        await via.get("/api/billing/quantity/preview?quantity=2", { cookie: user.cookie })
      ).json();
      expect(preview).toMatchObject({ dueToday: 0, effective: "renewal", nextCharge: 16 });
      const lowered = await via.post(
        "/api/billing/quantity",
        { quantity: 2 },
        { cookie: user.cookie },
      );
      expect(lowered.status).toBe(200);
      expect(await billing.status(user.cookie)).toMatchObject({ quantity: 3, pendingQuantity: 2 });
      expect(await billing.invoices(user.cookie)).toHaveLength(1);

      const renewed = await via.post("/api/billing/test-clock/renew", undefined, {
        cookie: user.cookie,
      });
      expect(renewed.status).toBe(200);
      const after = await billing.status(user.cookie);
      expect(after).toMatchObject({ quantity: 2, pendingQuantity: null, status: "active" });
      expect(Date.parse(after.currentPeriodEnd)).toBeGreaterThan(
        Date.parse(before.currentPeriodEnd) - DAY_MS,
      );
      const [renewal] = await billing.invoices(user.cookie);
      expect(renewal).toMatchObject({ totalCents: 1936 });
      expect(renewal?.concept).toMatch(/· 2 zonas$/);
    } finally {
      await clocked.close();
    }
  });

  it("keeps a single-zone subscription working, and limits neither complimentary nor admins", async () => {
    // A checkout as clients asked before per-zone billing: no quantity, one zone.
    const single = await signedInUser(context, { billingDetails: true });
    const opened = await client.post(
      "/api/billing/checkout",
      { planId: "basic", interval: "month", trial: false },
      { cookie: single.cookie },
    );
    const { url } = (await opened.json()) as { url: string };
    const paid = await client.post(
      `/api/billing/checkout/${url.slice(url.lastIndexOf("/") + 1)}/pay`,
      { cardNumber: GOOD_CARD },
      { cookie: single.cookie },
    );
    expect(paid.status).toBe(200);
    const [row] = await context()
      .database.db.select()
      .from(subscription)
      .where(eq(subscription.userId, single.id));
    expect(row?.quantity).toBe(1);
    const establishment = (await (await newEstablishment(single.cookie)).json()) as { id: string };
    expect((await addZone(establishment.id, "Terraza", single.cookie)).status).toBe(402);

    for (const options of [{ complimentary: true }, { role: "admin" as const }]) {
      const free = await signedInUser(context, options);
      const own = (await (await newEstablishment(free.cookie)).json()) as { id: string };
      expect((await addZone(own.id, "Terraza", free.cookie)).status).toBe(201);
      expect((await newEstablishment(free.cookie)).status).toBe(201);
    }
  });
});
