import { GAPLESS } from "../support/sound";
import type { Page } from "@playwright/test";
import { expect, test } from "../fixtures";
import { openGenre, seedSongs } from "../support/catalog";
import { reservedSongs } from "../support/offline";
import { listenerWithEstablishment, loggedToday } from "../support/play-log";

/** The page is in the service worker's hands: its audio requests go through it. */
const controlled = (page: Page) =>
  page.evaluate(() => navigator.serviceWorker?.controller !== null);

/** Requests the cut itself refused are the point of these tests, not failures. */
const dropOfflineErrors = (errors: string[]) =>
  errors.splice(
    0,
    errors.length,
    ...errors.filter((error) => !error.includes("ERR_INTERNET_DISCONNECTED")),
  );

test("the connection drops mid-song: the song goes on, the next ones play from the device, seeking works, and the plays arrive once, as 'sin conexión'", async ({
  page,
  request,
  admin,
  consoleErrors,
}) => {
  test.setTimeout(120_000);
  const stamp = Date.now().toString(36);
  // The genre lists its songs by title: these are in playing order.
  const titles = ["Alba", "Brisa", "Calma", "Duna", "Eco"].map((name) => `${name} ${stamp}`);
  const { genre } = await seedSongs(admin, titles, "Sin red", { seconds: 8 });
  // Gapless: each song is timed to its end.
  const { establishment } = await listenerWithEstablishment(
    page,
    request,
    admin,
    undefined,
    GAPLESS,
  );
  await openGenre(page, genre.name);
  await expect.poll(() => controlled(page), { timeout: 15_000 }).toBe(true);

  const player = page.getByRole("region", { name: "Reproductor", exact: true });
  const title = player.getByTestId("full-title");
  const elapsed = player.getByTestId("full-elapsed");
  await page.getByRole("button", { name: `Reproducir ${titles[0]}` }).click();
  // The whole list (40 s) is on the device before the cut.
  await expect.poll(() => reservedSongs(page), { timeout: 20_000 }).toHaveLength(5);
  await expect(elapsed).toHaveText("0:02", { timeout: 10_000 });

  await page.context().setOffline(true);
  await expect(page.getByTestId("offline-banner")).toContainText(
    /Sin conexión · reproduciendo desde este dispositivo \(quedan (menos de 1 min|\d+ min)\)/,
  );
  // The song playing goes on to its end, and the next three follow from the device.
  await expect(elapsed).toHaveText("0:06", { timeout: 10_000 });
  for (const next of titles.slice(1, 4)) {
    await expect(title).toHaveText(next, { timeout: 15_000 });
    await expect(player.getByRole("button", { name: "Pausar" })).toBeVisible();
    await expect(elapsed).toHaveText("0:01", { timeout: 5_000 });
    if (next === titles[2]) {
      // Seeking inside a song from the device: its bytes come from the cache by range.
      await player.getByRole("slider", { name: "Posición" }).fill("5");
      await expect(elapsed).toHaveText(/0:0[56]/, { timeout: 3_000 });
    }
  }
  await player.getByRole("button", { name: "Pausar" }).click();

  // Back online: what was heard meanwhile reaches the play log, once, as from the device.
  await page.context().setOffline(false);
  await expect(page.getByTestId("offline-banner")).toHaveCount(0, { timeout: 15_000 });
  await expect
    .poll(async () => (await loggedToday(page, establishment.id)).total, { timeout: 30_000 })
    .toBeGreaterThanOrEqual(3);
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem("sonaria.playQueue")))
    .toBe("[]");
  const { plays } = await loggedToday(page, establishment.id);
  for (const offlineTitle of titles.slice(1, 3)) {
    const heard = plays.filter((play) => play.title === offlineTitle);
    expect(heard, offlineTitle).toHaveLength(1);
  }
  // The second song was preloaded before the cut (its bytes came over the network); the
  // third was loaded from the device.
  expect(plays.find((play) => play.title === titles[2])?.origin).toBe("cache");
  expect(new Set(plays.map((play) => `${play.title} ${play.startedAt}`)).size).toBe(plays.length);
  dropOfflineErrors(consoleErrors);
});

test("past the offline lease the player stops and asks for a connection, whatever the clock did", async ({
  page,
  request,
  admin,
  consoleErrors,
  expectHttpErrors,
}) => {
  test.setTimeout(90_000);
  // The song sounding when the clock jumps three days is reported as heard across them:
  // the log refuses a play longer than any song (400), and the device keeps the refusal.
  expectHttpErrors(400);
  await page.clock.install();
  const stamp = Date.now().toString(36);
  const titles = [`Plazo ${stamp}`, `Fin ${stamp}`];
  const { genre } = await seedSongs(admin, titles, "Plazo", { seconds: 20 });
  await listenerWithEstablishment(page, request, admin);
  await openGenre(page, genre.name);
  await expect.poll(() => controlled(page), { timeout: 15_000 }).toBe(true);
  const player = page.getByRole("region", { name: "Reproductor", exact: true });
  await page.getByRole("button", { name: `Reproducir ${titles[0]}` }).click();
  await expect.poll(() => reservedSongs(page), { timeout: 20_000 }).toHaveLength(2);
  await expect(player.getByTestId("full-elapsed")).toHaveText("0:02", { timeout: 10_000 });

  await page.context().setOffline(true);
  await expect(page.getByTestId("offline-banner")).toContainText("Sin conexión");
  // Three days and an hour without reaching the server: the 72-hour lease is over.
  await page.clock.fastForward(73 * 3600 * 1000);
  const banner = page.getByTestId("offline-banner");
  await expect(banner).toHaveText("Conéctate a internet para seguir reproduciendo", {
    timeout: 10_000,
  });
  await expect(player.getByRole("button", { name: "Reproducir" })).toBeVisible();
  // Pressing play does not bring the music back without a connection.
  await player.getByRole("button", { name: "Reproducir" }).click();
  await expect(banner).toHaveText("Conéctate a internet para seguir reproduciendo");
  await expect(player.getByRole("button", { name: "Reproducir" })).toBeVisible();

  // Online again, the lease is renewed with the next check and the music goes on.
  await page.context().setOffline(false);
  await player.getByRole("button", { name: "Reproducir" }).click();
  await expect(player.getByRole("button", { name: "Pausar" })).toBeVisible({ timeout: 10_000 });
  await expect(banner).toHaveCount(0);
  dropOfflineErrors(consoleErrors);
});
