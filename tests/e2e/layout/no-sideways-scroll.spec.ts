import { expect, test } from "../fixtures";
import { openGenre, seedSongs, signedInListener } from "../support/catalog";
import { adminWithRealData } from "../support/dashboard-scene";
import { tourAdminDashboard, tourCustomerWithoutPlan } from "../support/dashboard-tour";
import { expectNoSidewaysScroll } from "../support/layout";
import { openSitePage, sitePages } from "../support/site-pages";
import { viewports } from "../support/viewports";

// On a 375 px phone nothing on any page scrolls sideways.
test.describe("a 375 px phone", () => {
  test.use({ viewport: viewports.phone });

  test("every dashboard page of an admin with real data", async ({ page, request, admin }) => {
    test.setTimeout(120_000);
    await tourAdminDashboard(page, request, admin, (where) => expectNoSidewaysScroll(page, where));
  });

  test("every page outside the dashboard", async ({ page, expectHttpErrors }) => {
    for (const sitePage of sitePages) {
      if (sitePage.status) expectHttpErrors(sitePage.status);
      await openSitePage(page, sitePage);
      await expectNoSidewaysScroll(page, sitePage.path);
    }
  });

  test("a customer without a plan, through checkout to the portal", async ({
    page,
    request,
    admin,
  }) => {
    test.setTimeout(90_000);
    await tourCustomerWithoutPlan(page, request, admin, (where) =>
      expectNoSidewaysScroll(page, where),
    );
  });
});

test("on laptop screens the users and songs are tables, and they fit", async ({
  page,
  request,
  admin,
}) => {
  const scene = await adminWithRealData(page, request, admin);
  for (const width of [1280, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/dashboard/users");
    await expect(page.getByRole("columnheader", { name: "Acciones" })).toBeVisible();
    await page.getByLabel("Buscar usuarios").fill(scene.customer.email);
    await expect(page.getByTestId("user-row")).toHaveCount(1);
    await page.getByTestId("user-row").getByRole("button", { name: "Editar" }).click();
    await expectNoSidewaysScroll(page, `/dashboard/users at ${width} px, a user in edit mode`);

    await page.goto("/dashboard/music");
    await expect(page.getByRole("columnheader", { name: "Acciones" })).toBeVisible();
    await expectNoSidewaysScroll(page, `/dashboard/music at ${width} px`);
  }
});

test("the player bar with a song fits from tablets to wide screens", async ({
  page,
  request,
  admin,
}) => {
  const song = `Una canción de título largo ${Date.now().toString(36)}`;
  const { genre } = await seedSongs(admin, [song], "Pruebas", { seconds: 20 });
  await signedInListener(page, request, admin, { access: true });
  await openGenre(page, genre.name);
  await page.getByRole("button", { name: `Reproducir ${song}` }).click();
  const player = page.getByRole("region", { name: "Reproductor", exact: true });
  await player.getByRole("button", { name: "Pausar" }).click();
  // From 768 px the whole bar is one row; below 1024 px without the sidebar beside it.
  for (const width of [768, 1024, 1280, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await expect(player.getByRole("button", { name: "Sonido", exact: true })).toBeVisible();
    await expectNoSidewaysScroll(page, `the player bar at ${width} px`);
  }
});
