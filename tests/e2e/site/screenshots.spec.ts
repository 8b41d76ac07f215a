import { expect, test, waitForSiteScript } from "../fixtures";
import { forEachViewport } from "../support/viewports";

// Pictures of the public pages as visitors get them without React (decision 012), for a
// person to look at: test-results/…/<page>-<width>.png, and with the mobile menu open.
forEachViewport((viewport) => {
  for (const [name, path] of [
    ["home", "/"],
    ["pricing", "/pricing"],
  ] as const) {
    test(`${path} looks like itself`, async ({ page }, testInfo) => {
      await page.goto(path);
      await waitForSiteScript(page);
      // Styled by the inline stylesheet: the brand font and colours are there.
      const heading = page.getByRole("heading", { level: 1 });
      await expect(heading).toHaveCSS("font-family", /Inter Variable/);
      await page.evaluate(() => document.fonts.ready);
      await page.screenshot({
        path: testInfo.outputPath(`${name}-${viewport.width}.png`),
        fullPage: true,
      });

      const toggle = page.getByRole("button", { name: "Abrir menú" });
      if (viewport.width >= 768) {
        await expect(toggle).toBeHidden();
        return;
      }
      await toggle.click();
      await expect(page.locator("#mobile-menu")).toBeVisible();
      await page.screenshot({ path: testInfo.outputPath(`${name}-${viewport.width}-menu.png`) });
    });
  }
});
