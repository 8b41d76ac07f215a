import { expect, type APIRequestContext, type Locator, type Page } from "@playwright/test";
import { waitForSiteScript } from "../fixtures";

/** What a plan card tells a customer: its name, its price and whether it is "Más popular". */
export async function cardsIn(scope: Page | Locator) {
  const cards = await scope.getByRole("article").all();
  return Promise.all(
    cards.map(async (card) => ({
      name: await card.getAttribute("aria-label"),
      price: await card.getByTestId("offer-price").textContent(),
      popular: (await card.getByText("Más popular", { exact: true }).count()) > 0,
    })),
  );
}

export const FALLBACK_CARDS = [
  { name: "Prueba gratuita", price: "0 €", popular: false },
  { name: "Anual", price: "60 €", popular: true },
  { name: "Mensual", price: "8 €", popular: false },
];

const longDate = new Intl.DateTimeFormat("es-ES", {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "Europe/Madrid",
});

/** The date, as the pages write it, `days` from now (either side of a midnight in between). */
export function dateInDays(days: number, from = Date.now()): RegExp {
  const dates = [0, 60_000].map((slack) => longDate.format(from + slack + days * 86_400_000));
  return new RegExp(`(${[...new Set(dates)].join("|")})`);
}

/** The test checkout, or the subscription page, are where the browser went. */
export const CHECKOUT_URL = /\/checkout\/local_cs_\w+$/;

/** On /pricing, the button of one card ("Anual" → "Elegir plan anual"). */
export async function chooseOnPricing(page: Page, card: string, button: string) {
  await page.goto("/pricing");
  await waitForSiteScript(page);
  await page.getByRole("article", { name: card }).getByRole("link", { name: button }).click();
}

/** Opens a test checkout through the API, as the plan cards do: its id. */
export async function openCheckoutThroughApi(
  request: APIRequestContext,
  choice: { interval?: "month" | "year"; trial?: boolean; quantity?: number } = {},
): Promise<string> {
  const opened = await request.post("/api/billing/checkout", {
    data: { planId: "basic", interval: "month", trial: false, ...choice },
  });
  expect(opened.status(), await opened.text()).toBe(200);
  const { url } = (await opened.json()) as { url: string };
  return url.slice(url.lastIndexOf("/") + 1);
}

/** Subscribes through the API for when paying is not what a test is about. */
export async function subscribeThroughApi(
  request: APIRequestContext,
  choice: Parameters<typeof openCheckoutThroughApi>[1] = {},
): Promise<void> {
  const id = await openCheckoutThroughApi(request, choice);
  const paid = await request.post(`/api/billing/checkout/${id}/pay`, {
    data: { cardNumber: "4242 4242 4242 4242" },
  });
  expect(paid.status(), await paid.text()).toBe(200);
}
