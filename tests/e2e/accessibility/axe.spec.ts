import type { Page } from "@playwright/test";
import { expect, test } from "../fixtures";
import { expectNoAxeViolations } from "../support/axe";
import { tourAdminDashboard, tourCustomerWithoutPlan } from "../support/dashboard-tour";
import { openSitePage, sitePages } from "../support/site-pages";
import { forEachViewport, viewports } from "../support/viewports";

// No axe violation on any page, on a phone and on a laptop.
async function scan(page: Page, where: string) {
  await expectNoAxeViolations(page, `${where} at ${page.viewportSize()?.width} px`);
}

forEachViewport(() => {
  for (const sitePage of sitePages) {
    test(sitePage.path, async ({ page, expectHttpErrors }) => {
      if (sitePage.status) expectHttpErrors(sitePage.status);
      await openSitePage(page, sitePage);
      await scan(page, sitePage.path);
    });
  }

  test("every dashboard page of an admin with real data", async ({ page, request, admin }) => {
    // A sweep of a dozen pages and states, each scanned in full.
    test.setTimeout(120_000);
    await tourAdminDashboard(page, request, admin, (where) => scan(page, where));
  });

  test("a customer without a plan, through checkout to the portal", async ({
    page,
    request,
    admin,
  }) => {
    test.setTimeout(90_000);
    await tourCustomerWithoutPlan(page, request, admin, (where) => scan(page, where));
  });
});

test.describe("a phone", () => {
  test.use({ viewport: viewports.phone });

  test("the site's menu open", async ({ page }) => {
    await openSitePage(page, { path: "/" });
    await page.getByRole("button", { name: "Abrir menú" }).click();
    await expect(page.getByRole("button", { name: "Cerrar menú" })).toBeVisible();
    await scan(page, "/, the menu open");
  });
});
