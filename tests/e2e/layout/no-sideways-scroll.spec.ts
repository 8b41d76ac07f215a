import { expect, test } from "../fixtures";
import { openGenre, seedSongs, signedInListener } from "../support/catalog";
import { adminWithRealData } from "../support/dashboard-scene";
import { expectNoSidewaysScroll } from "../support/layout";

// On a 375 px phone nothing on any page scrolls sideways: the accessibility sweep
// (accessibility/axe.spec.ts) checks it at every stop, each resized to 375 px.

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
