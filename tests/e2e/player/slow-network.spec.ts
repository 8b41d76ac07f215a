import { expect, test } from "../fixtures";
import { seedSongs, signedInListener } from "../support/catalog";
import { forEachViewport } from "../support/viewports";

forEachViewport(() => {
  test("on a slow connection the dashboard's frame shows at once, and a chosen song shows it is loading", async ({
    page,
    request,
    admin,
  }) => {
    test.setTimeout(60_000);
    const stamp = Date.now().toString(36);
    const { genre } = await seedSongs(admin, [`Lenta ${stamp}`], "Pruebas", { seconds: 20 });
    await signedInListener(page, request, admin, { access: true });

    // 400 kb/s with 400 ms of latency, nothing cached: a shop's busy connection.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Network.enable");
    await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
    await cdp.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: 400,
      downloadThroughput: 50_000,
      uploadThroughput: 50_000,
    });
    const started = Date.now();
    await page.goto("/dashboard/player?tab=genres", { waitUntil: "commit" });
    await expect(page.getByTestId("app-skeleton")).toBeVisible();
    // The frame came with the page, long before the scripts (over 200 KB) could arrive.
    expect(Date.now() - started).toBeLessThan(3_000);
    const genreButton = page.getByRole("tabpanel").getByRole("button", { name: genre.name });
    await expect(genreButton).toBeVisible({ timeout: 30_000 });
    await expect(page.getByTestId("app-skeleton")).toHaveCount(0);
    await genreButton.click();

    const player = page.getByRole("region", { name: "Reproductor", exact: true });
    await page
      .getByRole("button", { name: `Reproducir Lenta ${stamp}` })
      .click({ timeout: 15_000 });
    // At once, before the checks and the first bytes come back.
    await expect(player.getByTestId("full-title")).toHaveText(`Lenta ${stamp}`, { timeout: 500 });
    await expect(player.getByRole("button", { name: "Cargando…" })).toBeVisible({ timeout: 500 });
    await expect(player.getByRole("button", { name: "Pausar" })).toBeVisible({ timeout: 20_000 });
  });
});
