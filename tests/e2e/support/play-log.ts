import type { SoundSettings } from "../../../src/shared/schemas/music-state";
import type { APIRequestContext, Page } from "@playwright/test";
import { expect } from "@playwright/test";
import { signedInListener } from "./catalog";
import { createEstablishment } from "./establishments";

interface HistoryAnswer {
  total: number;
  plays: {
    title: string;
    secondsHeard: number;
    ending: string;
    localDate: string;
    startedAt: string;
    origin: string;
  }[];
}

/**
 * A listener with access and one establishment (made through the API, as the
 * establishments screen would), chosen in this browser so the player reports its plays.
 */
export async function listenerWithEstablishment(
  page: Page,
  request: APIRequestContext,
  admin: APIRequestContext,
  tradingName = "Bar Lucía",
  sound?: SoundSettings,
) {
  const account = await signedInListener(page, request, admin, { access: true, sound });
  const establishment = await createEstablishment(page.request, { tradingName });
  await page.evaluate((id) => localStorage.setItem("sonaria.establishment", id), establishment.id);
  return { account, establishment };
}

/** Today in Madrid (the browser's and the establishment's clock), as YYYY-MM-DD. */
export const madridToday = () =>
  new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Madrid" }).format(new Date());

/** What the server has logged for the establishment today (through the signed-in page). */
export async function loggedToday(page: Page, establishmentId: string): Promise<HistoryAnswer> {
  const day = madridToday();
  const response = await page.request.get(
    `/api/play-log?establishmentId=${establishmentId}&from=${day}&to=${day}`,
  );
  expect(response.status()).toBe(200);
  return (await response.json()) as HistoryAnswer;
}

/** Waits until the server has `count` plays of the establishment today. */
export async function waitForLoggedPlays(page: Page, establishmentId: string, count: number) {
  await expect
    .poll(async () => (await loggedToday(page, establishmentId)).total, { timeout: 20_000 })
    .toBe(count);
}
