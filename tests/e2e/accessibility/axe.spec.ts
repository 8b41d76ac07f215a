import type { Page } from "@playwright/test";
import { expect, test } from "../fixtures";
import { expectNoAxeViolations } from "../support/axe";
import { tourAdminDashboard, tourCustomerWithoutPlan } from "../support/dashboard-tour";
import { openSitePage, sitePages } from "../support/site-pages";

// Issue 10: no axe violation on any page, on a phone and on a laptop.
const viewports = [
  { width: 375, height: 812 },
  { width: 1440, height: 900 },
];

async function scan(page: Page, path: string, width: number) {
  await expectNoAxeViolations(page, `${path} at ${width} px`);
}

for (const viewport of viewports) {
  test.describe(`${viewport.width} px`, () => {
    test.use({ viewport });

    for (const sitePage of sitePages) {
      test(sitePage.path, async ({ page, expectHttpErrors }) => {
        if (sitePage.status) expectHttpErrors(sitePage.status);
        await openSitePage(page, sitePage);
        await scan(page, sitePage.path, viewport.width);
      });
    }

    test("the site's menu open on a phone", async ({ page }) => {
      test.skip(viewport.width >= 768, "the menu button shows on phones only");
      await openSitePage(page, { path: "/" });
      await page.getByRole("button", { name: "Abrir menú" }).click();
      await expect(page.getByRole("button", { name: "Cerrar menú" })).toBeVisible();
      await scan(page, "/, the menu open", viewport.width);
    });

    test("every dashboard page of an admin with real data", async ({ page, request, admin }) => {
      // A sweep of a dozen pages and states, each scanned in full.
      test.setTimeout(120_000);
      await tourAdminDashboard(page, request, admin, (where) => scan(page, where, viewport.width));
    });

    test("a customer without a plan, through checkout to the portal", async ({
      page,
      request,
      admin,
    }) => {
      test.setTimeout(90_000);
      await tourCustomerWithoutPlan(page, request, admin, (where) =>
        scan(page, where, viewport.width),
      );
    });
  });
}
