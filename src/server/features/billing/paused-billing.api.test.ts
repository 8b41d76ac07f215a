import { randomUUID } from "node:crypto";
import { desc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { seasonalPausesCopy } from "~/shared/copy/seasonal-pauses";
import { localDate } from "~/shared/seasonal-pauses/pause-window";
import { barInMadrid } from "~/shared/testing/establishment-details";
import { user } from "../../domain/accounts/tables";
import { establishment } from "../../domain/establishments/tables";
import { invoice } from "../../domain/invoices/tables";
import { seasonalPause } from "../../domain/seasonal-pauses/tables";
import { subscription } from "../../domain/subscriptions/tables";
import { zone } from "../../domain/zones/tables";
import { localBilling } from "../../testing/billing-fixtures";
import { httpClient, signedInUser, uniqueEmail } from "../../testing/http-client";
import { signedStripeEvent, useStripeBilling } from "../../testing/stripe-double";
import { createTestApp, describeEachDatabase, type TestContext } from "../../testing/test-app";
import { syncStripeSubscription } from "./stripe-sync";
import { chargePausesAtStripe } from "./stripe-paused-zones";
import { handleStripeWebhook } from "./stripe-webhook";

const DAY_MS = 86_400_000;
const inDays = (days: number, from = Date.now()) =>
  localDate("Europe/Madrid", new Date(from + days * DAY_MS));
const shortDate = (date: string) => date.split("-").reverse().join("/");

describeEachDatabase(
  "a seasonal pause is not billed for the periods it covers whole",
  (context) => {
    /** The test checkout with its test clock: an owner paying 2 zones, Principal and Terraza. */
    async function localOwner() {
      const clocked = await createTestApp(context().database, { PAYMENTS_TEST_CLOCK: "true" });
      const appContext = (): TestContext => ({ ...context(), ...clocked });
      const via = httpClient(appContext);
      const billing = localBilling(via);
      const owner = await signedInUser(appContext, { billingDetails: true });
      await billing.subscribe(owner.cookie, 2);
      const made = await billing.newEstablishment(owner.cookie);
      const establishmentId = ((await made.json()) as { id: string }).id;
      const added = await billing.addZone(establishmentId, "Terraza", owner.cookie);
      const terraza = ((await added.json()) as { id: string }).id;
      const pauseTerraza = async (from: string, to: string) => {
        const paused = await via.post(
          `/api/establishments/${establishmentId}/pauses`,
          { from, to, zoneId: terraza },
          { cookie: owner.cookie },
        );
        expect(paused.status, await paused.clone().text()).toBe(201);
      };
      const renew = async () => {
        const renewed = await via.post("/api/billing/test-clock/renew", undefined, {
          cookie: owner.cookie,
        });
        expect(renewed.status, await renewed.clone().text()).toBe(200);
      };
      return { clocked, via, billing, owner, pauseTerraza, renew };
    }

    it("renews 2 zones with Terraza paused through the new period for 1, and says so", async () => {
      const { clocked, via, billing, owner, pauseTerraza, renew } = await localOwner();
      try {
        const from = inDays(0);
        const to = inDays(70);
        await pauseTerraza(from, to);
        // The next renewal's period is covered too: "next charge" counts one zone.
        const preview = await (
          await via.get("/api/billing/quantity/preview?quantity=2", { cookie: owner.cookie })
        ).json();
        expect(preview).toMatchObject({ quantity: 2, nextCharge: 8 });

        await renew();
        const [renewal] = await billing.invoices(owner.cookie);
        // 1 × 8 € + 21 % IVA.
        expect(renewal?.totalCents).toBe(968);
        expect(renewal?.concept).toContain("· 1 zona");
        expect(renewal?.concept).toContain(
          seasonalPausesCopy.invoiceNote({ zoneName: "Terraza", from, to }),
        );
        expect(renewal?.concept).toContain(
          `Zona Terraza en pausa de temporada del ${shortDate(from)} al ${shortDate(to)}: no facturada este periodo`,
        );
        // Still paid for: the pause is not a lower number of zones.
        expect(await billing.status(owner.cookie)).toMatchObject({ quantity: 2 });
      } finally {
        await clocked.close();
      }
    });

    it("charges both zones when the pause covers the new period only in part", async () => {
      const { clocked, billing, owner, pauseTerraza, renew } = await localOwner();
      try {
        await pauseTerraza(inDays(1), inDays(40));
        await renew();
        const [renewal] = await billing.invoices(owner.cookie);
        expect(renewal?.totalCents).toBe(1936);
        expect(renewal?.concept).toMatch(/· 2 zonas$/);
      } finally {
        await clocked.close();
      }
    });

    describe("at Stripe (the real SDK against the double)", () => {
      const stripe = useStripeBilling(context);
      const deliver = (request: { payload: string; signature: string }) =>
        handleStripeWebhook(stripe().deps, request);

      /** A Stripe customer paying 2 zones (8 € each), with an establishment: Principal, Terraza. */
      async function stripeOwner() {
        const { double, deps } = stripe();
        const product = double.seedProduct({
          name: "Plan Negocio",
          prices: [{ unitAmount: 800, interval: "month" }],
        });
        const customer = `cus_${randomUUID().replaceAll("-", "").slice(0, 24)}`;
        const userId = randomUUID();
        await deps.db.insert(user).values({
          id: userId,
          name: "Ana García",
          email: uniqueEmail(),
          stripeCustomerId: customer,
        });
        const remote = double.seedSubscription({
          customer,
          priceId: product.priceIds[0] as string,
          metadata: { userId },
          quantity: 2,
        });
        await syncStripeSubscription(deps, remote.id);
        const establishmentId = randomUUID();
        await deps.db
          .insert(establishment)
          .values({ id: establishmentId, userId, ...barInMadrid, timeZone: "Europe/Madrid" });
        const terraza = randomUUID();
        await deps.db.insert(zone).values([
          { id: establishmentId, establishmentId, name: "Principal", position: 0 },
          { id: terraza, establishmentId, name: "Terraza", position: 1 },
        ]);
        const rowOf = async () =>
          (
            await deps.db
              .select()
              .from(subscription)
              .where(eq(subscription.providerSubscriptionId, remote.id))
          )[0];
        return { userId, remote, establishmentId, terraza, rowOf };
      }

      it("sets the next period's quantity without proration, and gives it back once the pause is over", async () => {
        const { double, deps } = stripe();
        const { userId, remote, establishmentId, terraza, rowOf } = await stripeOwner();
        const periodEnd = double.subscription(remote.id).items[0]?.periodEnd as number;
        // Terraza is paused for the whole next period (the 30 days after the current one).
        const from = inDays(0);
        const to = inDays(70);
        await deps.db.insert(seasonalPause).values({
          id: randomUUID(),
          zoneId: terraza,
          establishmentId,
          fromDate: from,
          toDate: to,
          createdBy: userId,
        });
        await chargePausesAtStripe(deps, userId);
        const update = double.requestsTo("POST", `/v1/subscriptions/${remote.id}`).at(-1)?.body;
        expect(update).toMatchObject({
          "items[0][quantity]": "1",
          proration_behavior: "none",
          "metadata[pausedZones]": "1",
        });
        expect(double.subscription(remote.id).items[0]?.quantity).toBe(1);
        // The zones paid for are still 2: the pause is not a lower number.
        expect(await rowOf()).toMatchObject({ quantity: 2 });
        // Again: nothing more to change.
        const sent = double.requestsTo("POST", `/v1/subscriptions/${remote.id}`).length;
        await chargePausesAtStripe(deps, userId);
        expect(double.requestsTo("POST", `/v1/subscriptions/${remote.id}`)).toHaveLength(sent);

        // Stripe renews for one zone; our invoice of it names Terraza.
        const paid = double.seedInvoice({
          subscription: remote.id,
          customer: remote.customer,
          amountPaid: 800,
          periodStart: new Date(periodEnd * 1000),
          periodEnd: new Date(periodEnd * 1000 + 30 * DAY_MS),
        });
        const item = double.subscription(remote.id).items[0];
        if (!item) throw new Error("no item");
        item.periodStart = periodEnd;
        item.periodEnd = periodEnd + 30 * 86_400;
        expect(
          (await deliver(signedStripeEvent("invoice.paid", { id: paid.id, object: "invoice" })))
            .status,
        ).toBe(200);
        const [ours] = await deps.db
          .select()
          .from(invoice)
          .where(eq(invoice.userId, userId))
          .orderBy(desc(invoice.chainSeq));
        expect(ours?.facts.concept.zones).toBe(1);
        expect(ours?.facts.concept.text).toContain(
          seasonalPausesCopy.invoiceNote({ zoneName: "Terraza", from, to }),
        );
        // The period after this one is not covered (the pause ends within it): 2 again.
        expect(double.subscription(remote.id).items[0]?.quantity).toBe(2);
        expect(double.subscription(remote.id).metadata.pausedZones).toBe("0");
        expect(await rowOf()).toMatchObject({ quantity: 2 });
      });
    });
  },
);
