import { eq } from "drizzle-orm";
import { expect } from "vitest";
import { subscription } from "../../domain/subscriptions/tables";
import { httpClient } from "../../testing/http-client";
import { TEST_APP_URL, type TestContext } from "../../testing/test-app";

export const GOOD_CARD = "4242 4242 4242 4242";
export const DECLINED_CARD = "4000 0000 0000 0002";
export const subscriptionPage = `${TEST_APP_URL}/dashboard/subscription`;

/** The built-in test checkout as its tests drive it, on the suite's app and database. */
export function localCheckout(context: () => TestContext) {
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

  return { client, rowsOf, openCheckout, subscribe, status, access };
}
