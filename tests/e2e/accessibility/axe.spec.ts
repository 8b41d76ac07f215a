import type { Page } from "@playwright/test";
import { expect, test, waitForHydration } from "../fixtures";
import { expectNoAxeViolations } from "../support/axe";
import { tourAdminDashboard, tourCustomerWithoutPlan } from "../support/dashboard-tour";

// Issue 10: no axe violation on any page, on a phone and on a laptop.
const viewports = [
  { width: 375, height: 812 },
  { width: 1440, height: 900 },
];

/** Prerendered pages: scanned once React has hydrated them. */
const publicPages = [
  "/",
  "/features",
  "/pricing",
  "/about",
  "/contact",
  "/legal/terms-and-conditions",
  "/legal/privacy-policy",
  "/legal/terms-of-use",
];

/** Client-rendered pages outside the dashboard, with the heading each shows when ready. */
const accountPages = [
  { path: "/login", heading: "Iniciar sesión" },
  { path: "/register", heading: "Crear cuenta" },
  { path: "/reset-password", heading: "Nueva contraseña" },
  // A link from a marketing e-mail: the page asks before unsubscribing.
  { path: "/unsubscribe?token=prueba", heading: "Darse de baja" },
];

async function scan(page: Page, path: string, width: number) {
  await expectNoAxeViolations(page, `${path} at ${width} px`);
}

for (const viewport of viewports) {
  test.describe(`${viewport.width} px`, () => {
    test.use({ viewport });

    for (const path of publicPages) {
      test(`public page ${path}`, async ({ page }) => {
        await page.goto(path);
        await waitForHydration(page);
        await scan(page, path, viewport.width);
      });
    }

    for (const { path, heading } of accountPages) {
      test(`account page ${path}`, async ({ page }) => {
        await page.goto(path);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
        await scan(page, path, viewport.width);
      });
    }

    test("the 404 page", async ({ page, expectHttpErrors }) => {
      // The browser reports the document's own 404 status.
      expectHttpErrors(404);
      await page.goto("/esta-pagina-no-existe");
      await waitForHydration(page);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await scan(page, "a 404", viewport.width);
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
