import { expect, it } from "vitest";
import { signedInUser } from "../../testing/http-client";
import { describeEachDatabase } from "../../testing/test-app";
import { DECLINED_CARD, GOOD_CARD, localCheckout } from "./local-checkout-setup";

describeEachDatabase("the built-in test checkout (/api/billing)", (context) => {
  const { client, rowsOf, openCheckout, access } = localCheckout(context);

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
});
