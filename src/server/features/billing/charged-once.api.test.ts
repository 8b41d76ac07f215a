import { randomUUID } from "node:crypto";
import { expect, it } from "vitest";
import { subscriptionCopy } from "~/shared/copy/subscription";
import { zonesCopy } from "~/shared/copy/zones";
import { zone } from "../../domain/zones/tables";
import { GOOD_CARD, localBilling } from "../../testing/billing-fixtures";
import { httpClient, signedInUser, type SignedInUser } from "../../testing/http-client";
import { describeEachDatabase } from "../../testing/test-app";

/*
 * Decision 035, as an owner trying to pay less would go about it through the API: every
 * zone that plays at a renewal is charged then, and a change of the zones paid for is
 * charged once however many times it is sent.
 */
describeEachDatabase(
  "billing charges once, and for every zone (built-in test checkout)",
  (context) => {
    const client = httpClient(context);
    const { subscribe, payPath, status, invoices, newEstablishment, addZone, removeZone } =
      localBilling(client);

    const setZones = (user: SignedInUser, quantity: number, key?: string) =>
      client.post(
        "/api/billing/quantity",
        { quantity },
        { cookie: user.cookie, headers: key ? { "idempotency-key": key } : {} },
      );
    const preview = async (user: SignedInUser, quantity: number) =>
      (
        await client.get(`/api/billing/quantity/preview?quantity=${quantity}`, {
          cookie: user.cookie,
        })
      ).json();
    const renew = (user: SignedInUser) =>
      client.post("/api/billing/test-clock/renew", undefined, { cookie: user.cookie });
    const created = async (response: Response) => {
      expect(response.status, await response.clone().text()).toBe(201);
      return (await response.json()) as { id: string };
    };

    /** A paying owner of `quantity` zones with an establishment and `quantity` live zones. */
    async function ownerOf(quantity: number) {
      const user = await signedInUser(context, { billingDetails: true });
      await subscribe(user.cookie, quantity);
      const establishment = await created(await newEstablishment(user.cookie));
      const extra: string[] = [];
      for (let index = 1; index < quantity; index++)
        extra.push(
          (await created(await addZone(establishment.id, `Sala ${index}`, user.cookie))).id,
        );
      return { user, establishment, extra };
    }

    it("lowering then adding the zones back: refused until paid, and the renewal charges all of them", async () => {
      const { user, establishment, extra } = await ownerOf(3);
      for (const id of extra) expect((await removeZone(id, user.cookie)).status).toBe(200);
      expect((await setZones(user, 1)).status).toBe(200);
      expect(await status(user.cookie)).toMatchObject({ quantity: 3, pendingQuantity: 1 });

      // The attack: the zones come back before the renewal, which would charge one.
      const again = await addZone(establishment.id, "Terraza", user.cookie);
      expect(again.status).toBe(402);
      expect((await again.json()).error).toEqual({
        code: "ZONES_NOT_PAID",
        message: zonesCopy.errors.notPaid(1),
      });

      // The offer raises the number again: this period already pays for 3, so nothing today.
      expect(await preview(user, 2)).toMatchObject({
        quantity: 2,
        currentQuantity: 1,
        dueToday: 0,
        effective: "now",
        nextCharge: 16,
      });
      expect((await setZones(user, 2)).status).toBe(200);
      await created(await addZone(establishment.id, "Terraza", user.cookie));
      expect(await preview(user, 3)).toMatchObject({ currentQuantity: 2, dueToday: 0 });
      expect((await setZones(user, 3)).status).toBe(200);
      await created(await addZone(establishment.id, "Salón", user.cookie));
      expect(await status(user.cookie)).toMatchObject({ quantity: 3, pendingQuantity: null });
      expect(await invoices(user.cookie)).toHaveLength(1);

      expect((await renew(user)).status).toBe(200);
      const [renewal] = await invoices(user.cookie);
      expect(renewal?.concept).toMatch(/· 3 zonas$/);
      // 3 × 8 € + 21 % IVA.
      expect(renewal?.totalCents).toBe(2904);
    });

    it("a renewal charges every zone alive then, even one that came in past the allowance", async () => {
      const { user, establishment } = await ownerOf(2);
      // A zone made behind the allowance's back (as a raw insert would).
      await context().database.db.insert(zone).values({
        id: randomUUID(),
        establishmentId: establishment.id,
        name: "Patio",
        position: 9,
      });

      expect((await renew(user)).status).toBe(200);
      const [renewal] = await invoices(user.cookie);
      expect(renewal?.concept).toMatch(/· 3 zonas$/);
      expect(renewal?.totalCents).toBe(2904);
      expect(await status(user.cookie)).toMatchObject({ quantity: 3, pendingQuantity: null });
    });

    it("six simultaneous raises with one Idempotency-Key charge once and answer alike", async () => {
      const { user } = await ownerOf(3);
      const key = randomUUID();
      const answers = await Promise.all(Array.from({ length: 6 }, () => setZones(user, 4, key)));
      expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200, 200]);
      for (const answer of answers) expect(await answer.json()).toEqual({ quantity: 4 });
      const [raise, ...older] = await invoices(user.cookie);
      expect(older).toHaveLength(1);
      expect(raise?.concept).toMatch(/^Ampliación de 3 zonas a 4 zonas \(prorrateo\)/);
      expect(await status(user.cookie)).toMatchObject({ quantity: 4 });

      // A retry later answers the first outcome and charges nothing more.
      const retried = await setZones(user, 4, key);
      expect(retried.status).toBe(200);
      expect(await retried.json()).toEqual({ quantity: 4 });
      // The same key for another change is refused: it names one intent.
      const reused = await setZones(user, 5, key);
      expect(reused.status).toBe(409);
      expect((await reused.json()).error).toEqual({
        code: "CONFLICT",
        message: subscriptionCopy.intent.keyReused,
      });
      expect(await invoices(user.cookie)).toHaveLength(2);
      expect(await status(user.cookie)).toMatchObject({ quantity: 4 });
    });

    it("six simultaneous raises to the same number with their own keys charge once", async () => {
      const { user } = await ownerOf(3);
      const answers = await Promise.all(
        Array.from({ length: 6 }, () => setZones(user, 4, randomUUID())),
      );
      expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200, 200]);
      const listed = await invoices(user.cookie);
      expect(listed).toHaveLength(2);
      expect(listed[0]?.concept).toMatch(/^Ampliación de 3 zonas a 4 zonas/);
      expect(await status(user.cookie)).toMatchObject({ quantity: 4 });
    });

    it("refuses an Idempotency-Key that is not one (400), before anything is charged", async () => {
      const { user } = await ownerOf(1);
      for (const key of ["short", "x".repeat(300), "clave con espacios 1234567890"]) {
        const refused = await setZones(user, 2, key);
        expect(refused.status, key).toBe(400);
      }
      expect(await invoices(user.cookie)).toHaveLength(1);
    });

    it("six simultaneous plan changes, with one key or their own, charge the difference once", async () => {
      const changePlan = (user: SignedInUser, key: string) =>
        client.post(
          "/api/billing/change-plan",
          { planId: "basic", interval: "year", trial: false },
          { cookie: user.cookie, headers: { "idempotency-key": key } },
        );
      for (const keys of ["one", "own"]) {
        const { user } = await ownerOf(1);
        const key = randomUUID();
        const answers = await Promise.all(
          Array.from({ length: 6 }, () => changePlan(user, keys === "one" ? key : randomUUID())),
        );
        expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200, 200]);
        const [difference, ...older] = await invoices(user.cookie);
        expect(older, keys).toHaveLength(1);
        // 60 € a year less the 8 € month already paid, + 21 % IVA.
        expect(difference?.totalCents).toBe(6292);
        expect(await status(user.cookie)).toMatchObject({ interval: "year" });
      }
    });

    it("a test checkout paid six times at once is charged once; its key's retries answer alike", async () => {
      const user = await signedInUser(context, { billingDetails: true });
      const pay = await payPath(user.cookie, 2);
      const key = randomUUID();
      const answers = await Promise.all(
        Array.from({ length: 6 }, () =>
          client.post(
            pay,
            { cardNumber: GOOD_CARD },
            { cookie: user.cookie, headers: { "idempotency-key": key } },
          ),
        ),
      );
      expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200, 200]);
      const redirects = await Promise.all(
        answers.map(async (answer) => (await answer.json()).redirectTo),
      );
      expect(new Set(redirects).size).toBe(1);
      expect(await invoices(user.cookie)).toHaveLength(1);
      // Without the key, paying again is refused: the checkout is no longer open.
      const again = await client.post(pay, { cardNumber: GOOD_CARD }, { cookie: user.cookie });
      expect(again.status).toBe(409);
      expect((await again.json()).error.message).toBe(subscriptionCopy.checkout.unavailable);
    });
  },
  () => ({ PAYMENTS_TEST_CLOCK: "true" }),
);
