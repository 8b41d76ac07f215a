import type { SoundSettings } from "../../../src/shared/player/music-state";
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

/**
 * The establishment's Principal zone claimed for `deviceId` in the session of `request`,
 * as the player claims it before it sounds: a play is taken only from its device in the
 * session that claimed its zone (decision 034). `headers`: the device's user agent, which
 * names it in the history when it is first seen.
 */
export async function claimZone(
  request: APIRequestContext,
  establishmentId: string,
  deviceId: string,
  options: { takeOver?: boolean; headers?: Record<string, string> } = {},
) {
  const claimed = await request.post(`/api/zones/${establishmentId}/claim`, {
    data: { deviceId, takeOver: options.takeOver ?? false },
    headers: options.headers,
  });
  expect(claimed.status(), await claimed.text()).toBe(200);
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
