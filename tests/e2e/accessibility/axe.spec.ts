import type { Page } from "@playwright/test";
import { expect, test } from "../fixtures";
import { expectNoAxeViolations } from "../support/axe";
import { expectNoSidewaysScroll } from "../support/layout";
import { signIn } from "../support/accounts";
import { customerWithCertificate } from "../support/certificates";
import { ownerWithReadyFile } from "../support/inspection-files";
import { tourAdminDashboard, tourCustomerWithoutPlan } from "../support/dashboard-tour";
import { seedSongs } from "../support/catalog";
import { claimZone, listenerWithEstablishment } from "../support/play-log";
import { openSitePage, sitePages } from "../support/site-pages";
import { viewports } from "../support/viewports";

// No axe violation on any page, on a laptop and on a phone; and on the phone nothing
// scrolls sideways. Each stop is scanned at 1440 px, then at 375 px in the same page: the
// layout follows the width in CSS alone, so one scene serves both widths — the scenes
// behind the dashboard tours are the slowest part of the browser tests.
async function scan(page: Page, where: string) {
  await expectNoAxeViolations(page, `${where} at ${viewports.desktop.width} px`);
  await page.setViewportSize(viewports.phone);
  await expectNoAxeViolations(page, `${where} at ${viewports.phone.width} px`);
  await expectNoSidewaysScroll(page, where);
  await page.setViewportSize(viewports.desktop);
}

test.describe("at 1440 and 375 px", () => {
  test.use({ viewport: viewports.desktop });

  test("every page outside the dashboard", async ({ page, expectHttpErrors }) => {
    test.setTimeout(120_000);
    for (const sitePage of sitePages) {
      if (sitePage.status) expectHttpErrors(sitePage.status);
      await openSitePage(page, sitePage);
      await scan(page, sitePage.path);
    }
  });

  test("every dashboard page of an admin with real data", async ({ page, request, admin }) => {
    // A sweep of a dozen pages and states, each scanned in full.
    test.setTimeout(240_000);
    await tourAdminDashboard(page, request, admin, (where) => scan(page, where));
  });

  test("the play history, with plays and for days without", async ({ page, request, admin }) => {
    test.setTimeout(90_000);
    const { songs } = await seedSongs(admin, [`Historia ${Date.now().toString(36)}`]);
    const { establishment } = await listenerWithEstablishment(page, request, admin);
    // Three plays of one device that claimed the establishment, one after the other, just
    // ended: the server takes them as recorded live.
    const deviceId = crypto.randomUUID();
    await claimZone(page.request, establishment.id, deviceId);
    const now = Date.now();
    const plays = (["ended", "skipped", "abandoned"] as const).map((ending, index) => ({
      id: crypto.randomUUID(),
      establishmentId: establishment.id,
      songId: songs[0]?.id,
      startedAt: new Date(now - (3 - index) * 1000).toISOString(),
      endedAt: new Date(now - (2 - index) * 1000).toISOString(),
      secondsHeard: 1 - index * 0.25,
      ending,
      deviceId,
      origin: "network",
    }));
    expect((await page.request.post("/api/play-log", { data: { plays } })).status()).toBe(200);
    await page.goto("/dashboard/history");
    await expect(page.getByTestId("history-play")).toHaveCount(3);
    await scan(page, "/dashboard/history");
    await page.goto(
      `/dashboard/history?establishment=${establishment.id}&from=2026-01-01&to=2026-01-07`,
    );
    await expect(page.getByText("No se reprodujo música en estas fechas.")).toBeVisible();
    await scan(page, "/dashboard/history, days without plays");
  });

  test("a customer without a plan, through checkout to the portal", async ({
    page,
    request,
    admin,
  }) => {
    test.setTimeout(180_000);
    await tourCustomerWithoutPlan(page, request, admin, (where) => scan(page, where));
  });

  test("a licence certificate's public page, and the owner's certificate pages", async ({
    page,
    request,
    admin,
  }) => {
    const { account, certificate } = await customerWithCertificate(request, admin);
    await page.goto(`/verificar/${certificate.code}`);
    await expect(page.getByTestId("certificate-status")).toHaveText("Válido");
    await scan(page, "/verificar/:code");
    await signIn(page, account);
    await page.goto("/dashboard/subscription");
    await expect(page.getByRole("region", { name: "Certificados de licencia" })).toBeVisible();
    await scan(page, "/dashboard/subscription with certificates");
    await page.goto("/dashboard/inspection-guide");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Guía para inspecciones");
    await scan(page, "/dashboard/inspection-guide");
  });

  test("an inspection file's public page, and the owner's files with one ready", async ({
    page,
    request,
    admin,
  }) => {
    const { account, file } = await ownerWithReadyFile(request, admin, "Café Lumen");
    await page.goto(`/verificar/${file.code}`);
    await expect(page.getByTestId("file-hash")).toHaveText(file.sha256);
    await scan(page, "/verificar/:code of an inspection file");
    await page.screenshot({ path: "/tmp/shots/verificar-1440.png", fullPage: true });
    await signIn(page, account);
    await page.goto("/dashboard/expedientes");
    await expect(page.getByTestId("inspection-file-status")).toHaveText("Listo");
    await scan(page, "/dashboard/expedientes with a ready file");
    await page.setViewportSize(viewports.phone);
    await page.screenshot({ path: "/tmp/shots/expedientes-375.png", fullPage: true });
  });
});

test.describe("a phone", () => {
  test.use({ viewport: viewports.phone });

  test("the site's menu open", async ({ page }) => {
    await openSitePage(page, { path: "/" });
    await page.getByRole("button", { name: "Abrir menú" }).click();
    await expect(page.getByRole("button", { name: "Cerrar menú" })).toBeVisible();
    // The menu is the phone's: scanned at its width only.
    await expectNoAxeViolations(page, "/, the menu open");
    await expectNoSidewaysScroll(page, "/, the menu open");
  });
});
