import type { Page } from "@playwright/test";
import { expect, test } from "../fixtures";
import { seedSongs, signedInListener } from "../support/catalog";
import { listenerWithEstablishment } from "../support/play-log";

/** The songs, lists and genres the player and the start page ask the API for. */
const firstData = /\/api\/(songs|playlists|public-playlists|genres)(\?|\/recent|$)/;

/** From now on the network fails those requests: what the page shows, its document brought. */
const failFirstData = (page: Page) =>
  page.route(firstData, (route) =>
    route.fulfill({
      status: 503,
      json: { error: { code: "UNAVAILABLE", message: "Servicio no disponible" } },
    }),
  );

test("the player's first songs and lists, and the start page's newest songs, come with the page, before any request", async ({
  page,
  request,
  admin,
  expectHttpErrors,
}) => {
  const stamp = Date.now().toString(36);
  const { genre } = await seedSongs(admin, [`Con la página ${stamp}`]);
  await signedInListener(page, request, admin, { access: true });
  // A list changed by another page meanwhile refetches, and fails: expected, not the point.
  expectHttpErrors(503);

  await failFirstData(page);
  await page.goto("/dashboard/player?tab=genres");
  await expect(page.getByTestId("player-song").first()).toBeVisible();
  await expect(page.getByRole("tabpanel").getByRole("button", { name: genre.name })).toBeVisible();

  // The page's next question goes to the server: the document's answers served once.
  await page.unroute(firstData);
  await page.getByLabel("Buscar en el catálogo").fill(`página ${stamp}`);
  await expect(page.getByTestId("player-song")).toHaveCount(1);
  await expect(page.getByTestId("player-song")).toContainText(`Con la página ${stamp}`);

  await failFirstData(page);
  await page.goto("/dashboard");
  const recent = page.getByRole("region", { name: "Novedades del catálogo" });
  await expect(recent.getByRole("listitem").first()).toBeVisible();
});

test("on a slow phone the player does not move as its first data arrive", async ({
  page,
  request,
  admin,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await seedSongs(admin, [`Quieta ${Date.now().toString(36)}`]);
  await listenerWithEstablishment(page, request, admin, "Bar Quieto");
  await page.addInitScript(() => {
    const shifts: number[] = [];
    (window as unknown as { shifts: number[] }).shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number }[])
        shifts.push(entry.value);
    }).observe({ type: "layout-shift", buffered: true });
  });
  // Other tests add songs to the shared catalogue meanwhile, and the live stream would
  // move this list for reasons of their own: what is measured here is the first render
  // against the first data, so the stream is answered "no content" (it does not reconnect).
  await page.route("**/api/events", (route) => route.fulfill({ status: 204 }));
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  await page.goto("/dashboard/player");
  // "Sonando en …" comes with the page's first render, not a moment later above the songs.
  await expect(page.getByTestId("establishment-chooser")).toContainText("Bar Quieto");
  await expect(page.getByTestId("player-song").first()).toBeVisible();
  await page.waitForLoadState("networkidle");
  expect(await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts)).toEqual([]);
});
