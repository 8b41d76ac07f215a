import type { Page } from "@playwright/test";
import { expect, test } from "../fixtures";
import { seedSongs, signedInListener } from "../support/catalog";
import { atViewport, viewports } from "../support/viewports";

/** Where the text of the first element matching `selector` is drawn (its glyphs' box). */
const textBox = (page: Page, selector: string) =>
  page.evaluate((css) => {
    const range = document.createRange();
    range.selectNodeContents(document.querySelector(css) as Node);
    const { x, y, width, height } = range.getBoundingClientRect();
    return { x, y, width, height };
  }, selector);

atViewport(viewports.phone, () => {
  test("on a slow connection the dashboard's frame and the page's heading show at once, where the page draws it, and a chosen song shows it is loading", async ({
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
    // With the page's heading, in the font the page will draw it in (preloaded with the
    // document), where the page will draw it: replacing it is no new, larger paint.
    await expect(page.locator("[data-page-heading]")).toHaveText("Reproductor");
    // Gone already (the page came first) fails the skeleton's check below.
    await page.waitForFunction(() => {
      const heading = document.querySelector("[data-page-heading]");
      if (!heading) return true;
      const styled = getComputedStyle(heading).fontSize === "30px";
      return styled && document.fonts.check('bold 30px "Inter Variable"');
    });
    await expect(page.getByTestId("app-skeleton")).toBeVisible();
    const skeletonHeading = await textBox(page, "[data-page-heading]");
    const genreButton = page.getByRole("tabpanel").getByRole("button", { name: genre.name });
    await expect(genreButton).toBeVisible({ timeout: 30_000 });
    await expect(page.getByTestId("app-skeleton")).toHaveCount(0);
    const pageHeading = await textBox(page, "h1");
    // On a phone, to the pixel. Wider, the page's actions stand beside the heading, which
    // lines up with their foot: the words may sit lower, never larger.
    const onPhone = (page.viewportSize()?.width ?? 0) < 640;
    for (const side of onPhone ? (["x", "y", "width", "height"] as const) : (["x"] as const))
      expect(Math.abs(pageHeading[side] - skeletonHeading[side])).toBeLessThanOrEqual(0.5);
    expect(pageHeading.width * pageHeading.height).toBeLessThanOrEqual(
      skeletonHeading.width * skeletonHeading.height + 0.5,
    );
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
