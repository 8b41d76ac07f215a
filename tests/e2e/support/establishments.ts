import type { APIRequestContext, Page } from "@playwright/test";
import { expect } from "@playwright/test";
import { barInMadrid } from "../../../src/shared/testing/establishment-details";

/** A valid establishment, as the API takes it: a bar in Madrid (the API tests' own). */
export const BAR_IN_MADRID = barInMadrid;

/**
 * Answers "Ahora no" to the first-establishment prompt before the page opens, for tests
 * about something else whose customer subscribes on the way (the prompt lasts the tab's
 * session, as the real "Ahora no" does).
 */
export async function skipEstablishmentPrompt(page: Page) {
  await page.addInitScript(() => {
    try {
      sessionStorage.setItem("sonaria.establishment-prompt-skipped", "true");
    } catch {
      // about:blank has no storage.
    }
  });
}

/** An establishment made through the API by whoever `request` is signed in as. */
export async function createEstablishment(
  request: APIRequestContext,
  fields: Partial<Record<keyof typeof BAR_IN_MADRID, string>> & { floorArea?: number } = {},
) {
  const response = await request.post("/api/establishments", {
    data: { ...BAR_IN_MADRID, ...fields },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as { id: string; tradingName: string };
}

/** The first-establishment prompt. */
export const establishmentPrompt = (page: Page) =>
  page.getByRole("dialog", { name: "¿Dónde suena tu música?" });
