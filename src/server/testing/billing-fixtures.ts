import { expect } from "vitest";
import { barInMadrid } from "~/shared/testing/establishment-details";
import type { httpClient } from "./http-client";
import { TEST_APP_URL } from "./test-app";

export const GOOD_CARD = "4242 4242 4242 4242";

type Client = ReturnType<typeof httpClient>;

/**
 * The built-in test checkout and the zones through the API, as a customer's browser uses
 * them: subscribe for a number of zones, read the subscription and the invoices, make an
 * establishment and its zones.
 */
export function localBilling(client: Client) {
  let establishmentsMade = 0;
  /** Opens a checkout of `quantity` zones (monthly, no trial): its id. */
  async function openCheckout(cookie: string, quantity: number) {
    const opened = await client.post(
      "/api/billing/checkout",
      { planId: "basic", interval: "month", trial: false, quantity },
      { cookie },
    );
    expect(opened.status, await opened.clone().text()).toBe(200);
    const { url } = (await opened.json()) as { url: string };
    expect(url).toMatch(new RegExp(`^${TEST_APP_URL}/checkout/`));
    return url.slice(url.lastIndexOf("/") + 1);
  }
  return {
    /** Where a new checkout of `quantity` zones is paid, before paying it. */
    payPath: async (cookie: string, quantity: number) =>
      `/api/billing/checkout/${await openCheckout(cookie, quantity)}/pay`,
    /** Pays a checkout of `quantity` zones (monthly, no trial); answers the page's view. */
    async subscribe(cookie: string, quantity: number) {
      const id = await openCheckout(cookie, quantity);
      const view = await (await client.get(`/api/billing/checkout/${id}`, { cookie })).json();
      const paid = await client.post(
        `/api/billing/checkout/${id}/pay`,
        { cardNumber: GOOD_CARD },
        { cookie },
      );
      expect(paid.status).toBe(200);
      return view;
    },
    status: async (cookie: string) =>
      (await (await client.get("/api/billing/subscription", { cookie })).json()).subscription,
    invoices: async (cookie: string) =>
      (await (await client.get("/api/invoices", { cookie })).json()).invoices as {
        concept: string;
        totalCents: number;
      }[],
    newEstablishment: (cookie: string) =>
      client.post(
        "/api/establishments",
        { ...barInMadrid, tradingName: `Bar ${++establishmentsMade}` },
        { cookie },
      ),
    addZone: (establishmentId: string, name: string, cookie: string) =>
      client.post(`/api/establishments/${establishmentId}/zones`, { name }, { cookie }),
    removeZone: (zoneId: string, cookie: string) =>
      client.request("DELETE", `/api/zones/${zoneId}`, { cookie }),
  };
}
