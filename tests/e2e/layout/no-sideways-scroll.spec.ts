import { expect, test } from "../fixtures";
import { signedInListener } from "../support/catalog";
import { adminWithRealData } from "../support/dashboard-scene";
import { expectNoSidewaysScroll } from "../support/layout";

// Issue 10: on a 375 px phone nothing on any dashboard page scrolls sideways.
test.use({ viewport: { width: 375, height: 812 } });

test("a phone: the dashboard home", async ({ page, request, admin }) => {
  await adminWithRealData(page, request, admin);
  await expect(page.getByRole("link", { name: "Ver todas" })).toBeVisible();
  await expectNoSidewaysScroll(page, "/dashboard");
});

test("a phone: the users, also with a user in edit mode", async ({ page, request, admin }) => {
  const scene = await adminWithRealData(page, request, admin);
  await page.goto("/dashboard/users");
  await expect(page.getByTestId("user-row").first()).toBeVisible();
  await expectNoSidewaysScroll(page, "/dashboard/users");
  await page
    .getByTestId("user-row")
    .filter({ hasText: scene.customer.email })
    .getByRole("button", { name: "Editar" })
    .click();
  await expect(page.getByLabel("Empresa")).toBeVisible();
  await expectNoSidewaysScroll(page, "/dashboard/users, a user in edit mode");
});

test("a phone: the music admin, also with a public list selected", async ({
  page,
  request,
  admin,
}) => {
  const scene = await adminWithRealData(page, request, admin);
  await page.goto("/dashboard/music");
  await expect(page.getByTestId("song-row").first()).toBeVisible();
  await expectNoSidewaysScroll(page, "/dashboard/music");
  await page
    .getByRole("region", { name: "Listas Públicas" })
    .getByRole("button", { name: new RegExp(`^${scene.publicList.name}`) })
    .click();
  await expect(
    page.getByRole("heading", { name: `Canciones en ${scene.publicList.name}` }),
  ).toBeVisible();
  await expectNoSidewaysScroll(page, "/dashboard/music with a public list selected");
});

test("a phone: marketing, profile (also in edit mode) and subscription", async ({
  page,
  request,
  admin,
}) => {
  await adminWithRealData(page, request, admin);
  const heading = page.getByRole("heading", { level: 1 });
  await page.goto("/dashboard/marketing");
  await page.getByRole("button", { name: "Plantillas" }).click();
  await expect(page.getByRole("button", { name: /^Usar la plantilla/ }).first()).toBeVisible();
  await expectNoSidewaysScroll(page, "/dashboard/marketing with the templates shown");

  await page.goto("/dashboard/profile");
  await expect(heading).toHaveText("Mi Perfil");
  await expectNoSidewaysScroll(page, "/dashboard/profile");
  for (const section of ["Información personal", "Contraseña", "Información de facturación"]) {
    await page
      .getByRole("region", { name: section })
      .getByRole("button", { name: "Editar" })
      .click();
  }
  await expect(page.getByRole("button", { name: "Guardar" })).toHaveCount(3);
  await expectNoSidewaysScroll(page, "/dashboard/profile with every section in edit mode");

  await page.goto("/dashboard/subscription");
  await expect(page.getByRole("region", { name: "Planes" })).toBeVisible();
  await expectNoSidewaysScroll(page, "/dashboard/subscription");
});

test("a phone: the player, also on 'Mis Listas' with a list chosen", async ({
  page,
  request,
  admin,
}) => {
  const scene = await adminWithRealData(page, request, admin);
  await page.goto("/dashboard/player");
  await expect(page.getByTestId("player-song").first()).toBeVisible();
  await expectNoSidewaysScroll(page, "/dashboard/player");

  await page.getByRole("tab", { name: "Mis Listas" }).click();
  await page
    .getByRole("tabpanel")
    .getByRole("button", { name: new RegExp(`^${scene.ownList.name}`) })
    .click();
  await expect(page.getByTestId("player-song")).toHaveCount(scene.songs.length);
  await expectNoSidewaysScroll(page, "/dashboard/player, 'Mis Listas' with a list chosen");
});

test("a phone: the test checkout, a subscriber's subscription page and the test portal", async ({
  page,
  request,
  admin,
}) => {
  await signedInListener(page, request, admin, { access: false });
  await page.goto("/dashboard/subscription");
  await page
    .getByRole("article", { name: "Básico" })
    .getByRole("button", { name: "Elegir mensual" })
    .click();
  await expect(page).toHaveURL(/\/checkout\//);
  await expect(page.getByLabel("Número de tarjeta")).toBeVisible();
  await expectNoSidewaysScroll(page, "the test checkout");

  await page.getByLabel("Número de tarjeta").fill("4242 4242 4242 4242");
  await page.getByRole("button", { name: "Pagar" }).click();
  await expect(page).toHaveURL("/dashboard/subscription?success=true");
  await expectNoSidewaysScroll(page, "/dashboard/subscription as a subscriber");
  await page.getByRole("button", { name: "Cancelar suscripción" }).click();
  await page.getByRole("button", { name: "Sí, cancelar suscripción" }).click();
  await page.getByRole("button", { name: "Renovar Suscripción" }).click();
  await expect(page).toHaveURL("/billing/portal");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expectNoSidewaysScroll(page, "the test portal");
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
