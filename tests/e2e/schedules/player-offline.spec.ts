import type { Page } from "@playwright/test";
import { expect, test } from "../fixtures";
import { seedSongs } from "../support/catalog";
import { reservedSongs } from "../support/offline";
import { listenerWithEstablishment } from "../support/play-log";
import { clockMinute, comingQuarter, saveSchedule } from "../support/schedules";

test.use({ viewport: { width: 1440, height: 900 } });

/** The page is in the service worker's hands: its audio requests go through it. */
const controlled = (page: Page) =>
  page.evaluate(() => navigator.serviceWorker?.controller !== null);

test("offline across a slot's change, the next slot plays from the songs kept on the device", async ({
  page,
  request,
  admin,
  consoleErrors,
}) => {
  test.setTimeout(120_000);
  const stamp = Date.now().toString(36);
  const morning = await seedSongs(
    admin,
    [`Alba ${stamp}`, `Brisa ${stamp}`, `Calma ${stamp}`],
    "Mañanas",
    {
      seconds: 6,
    },
  );
  const lunch = await seedSongs(admin, [`Duna ${stamp}`, `Eco ${stamp}`], "Comidas", {
    seconds: 6,
  });
  const { establishment } = await listenerWithEstablishment(page, request, admin);
  const change = comingQuarter();
  await saveSchedule(page, establishment.id, {
    open: 0,
    close: 1440,
    slots: [
      {
        name: "Desayunos",
        start: clockMinute(change.minute, -60),
        end: change.minute || 1440,
        genreId: morning.genre.id,
      },
      {
        name: "Comidas",
        start: change.minute,
        end: clockMinute(change.minute, 60, true),
        genreId: lunch.genre.id,
      },
    ],
  });
  await page.clock.install({ time: change.at - 25_000 });
  await page.goto("/dashboard/player");
  const player = page.getByRole("region", { name: "Reproductor", exact: true });
  const title = player.getByTestId("full-title");
  await expect(title).toHaveText(`Alba ${stamp}`, { timeout: 10_000 });
  await expect.poll(() => controlled(page), { timeout: 15_000 }).toBe(true);
  // The coming slot's songs are kept on the device before the connection goes.
  const lunchIds = lunch.songs.map((song) => song.id).sort();
  await expect
    .poll(async () => (await reservedSongs(page)).filter((id) => lunchIds.includes(id)).sort(), {
      timeout: 20_000,
    })
    .toEqual(lunchIds);

  await page.context().setOffline(true);
  await expect(page.getByTestId("offline-banner")).toBeVisible();
  await expect(page.getByRole("link", { name: /^Programación: Comidas · / })).toBeVisible({
    timeout: 30_000,
  });
  await expect(title).toHaveText(`Duna ${stamp}`, { timeout: 15_000 });
  await expect(player.getByRole("button", { name: "Pausar" })).toBeVisible();
  await expect(player.getByTestId("full-elapsed")).toHaveText(/0:0[2-5]/, { timeout: 5_000 });

  // What the cut itself refused is the point of the test, not a failure. Back online
  // first: a request sent after the filter below would still be refused.
  await page.context().setOffline(false);
  consoleErrors.splice(
    0,
    consoleErrors.length,
    ...consoleErrors.filter((error) => !error.includes("ERR_INTERNET_DISCONNECTED")),
  );
});
