import { saveBillingDetails } from "./billing-details";
import type { APIRequestContext, Page } from "@playwright/test";
import { expect } from "@playwright/test";
import { createVerifiedUser, logIn } from "./accounts";
import { seedSongs } from "./catalog";
import { adminWithRealData } from "./dashboard-scene";
import { establishmentPrompt } from "./establishments";

/** What a tour does at each stop: a check named after the page and its state. */
export type Check = (where: string) => Promise<void>;

/**
 * Every dashboard page of an admin with real data, and the states worth checking on
 * them (edit modes, a selected list, a dialog, a song playing, the phone's drawer),
 * calling `check` at each stop. Shared by the layout and the accessibility sweeps.
 */
export async function tourAdminDashboard(
  page: Page,
  request: APIRequestContext,
  admin: APIRequestContext,
  check: Check,
) {
  const scene = await adminWithRealData(page, request, admin);
  const heading = page.getByRole("heading", { level: 1 });
  await expect(page.getByRole("link", { name: "Ver todas" })).toBeVisible();
  await check("/dashboard");

  await page.goto("/dashboard/users");
  await expect(page.getByTestId("user-row").first()).toBeVisible();
  await check("/dashboard/users");
  await page
    .getByTestId("user-row")
    .filter({ hasText: scene.customer.email })
    .getByRole("button", { name: "Editar" })
    .click();
  await expect(page.getByLabel("Empresa")).toBeVisible();
  await check("/dashboard/users, a user in edit mode");
  const chain = page.getByRole("region", { name: "Cadena de facturas" });
  await chain.getByRole("button", { name: "Verificar la cadena de facturas" }).click();
  await expect(chain.getByTestId("invoice-chain-outcome")).toBeVisible();
  await check("/dashboard/users, the invoice chain verified");

  await page.goto("/dashboard/music");
  await expect(page.getByTestId("song-row").first()).toBeVisible();
  await check("/dashboard/music");
  await page
    .getByTestId("song-row")
    .first()
    .getByRole("button", { name: /^Derechos de / })
    .click();
  await expect(page.getByRole("dialog").getByLabel("Intérprete")).toBeVisible();
  await check("/dashboard/music, a song's rights open");
  await page.keyboard.press("Escape");
  await page.getByRole("checkbox", { name: "Seleccionar todas las de esta página" }).check();
  await page.getByRole("button", { name: "Editar derechos" }).click();
  await expect(
    page.getByRole("dialog").getByLabel("Publicar las que queden completas"),
  ).toBeVisible();
  await check("/dashboard/music, the rights of the songs ticked open");
  await page.keyboard.press("Escape");
  await page.getByRole("button", { name: "Quitar selección" }).click();
  await page
    .getByRole("region", { name: "Listas Públicas" })
    .getByRole("button", { name: new RegExp(`^${scene.publicList.name}`) })
    .click();
  await expect(
    page.getByRole("heading", { name: `Canciones en ${scene.publicList.name}` }),
  ).toBeVisible();
  await check("/dashboard/music with a public list selected");
  await page.getByRole("button", { name: `Eliminar el género ${scene.genre.name}` }).click();
  await expect(page.getByRole("dialog")).toBeVisible();
  await check("/dashboard/music, the delete dialog open");
  await page.keyboard.press("Escape");

  await page.goto("/dashboard/music?vista=derechos");
  await expect(page.getByTestId("contract-row").first()).toBeVisible();
  await check("/dashboard/music?vista=derechos");

  await page.goto("/dashboard/marketing");
  await expect(heading).toBeVisible();
  await check("/dashboard/marketing");
  await page.getByRole("button", { name: "Plantillas" }).click();
  await expect(page.getByRole("button", { name: /^Usar la plantilla/ }).first()).toBeVisible();
  await check("/dashboard/marketing with the templates shown");

  await page.goto("/dashboard/profile");
  await expect(heading).toHaveText("Mi Perfil");
  await check("/dashboard/profile");
  for (const section of ["Información personal", "Contraseña", "Información de facturación"]) {
    await page
      .getByRole("region", { name: section })
      .getByRole("button", { name: "Editar" })
      .click();
  }
  await expect(page.getByRole("button", { name: "Guardar" })).toHaveCount(3);
  await check("/dashboard/profile, every section in edit mode");

  await page.goto("/dashboard/subscription");
  await expect(page.getByRole("region", { name: "Planes" })).toBeVisible();
  await check("/dashboard/subscription");

  await page.goto("/dashboard/establishments");
  const card = page.getByRole("article", { name: scene.establishment.tradingName });
  await expect(card).toBeVisible();
  await check("/dashboard/establishments");
  await card.getByRole("button", { name: /^Editar/ }).click();
  await expect(page.getByLabel("Nombre comercial")).toBeVisible();
  await check("/dashboard/establishments, an establishment in edit mode");
  await page.getByRole("button", { name: "Cancelar" }).click();
  await card.getByRole("button", { name: /^Eliminar/ }).click();
  await expect(page.getByRole("dialog")).toBeVisible();
  await check("/dashboard/establishments, the delete dialog open");
  await page.keyboard.press("Escape");

  // The admin's establishment, over the last week: its plays, or the words for none.
  await page.goto("/dashboard/history");
  await expect(
    page
      .getByText("No se reprodujo música en estas fechas.")
      .or(page.getByTestId("history-play").first()),
  ).toBeVisible();
  await check("/dashboard/history");

  // "Estado de la red": the admin's zones, each with its status.
  await page.goto("/dashboard/red");
  await expect(page.getByTestId("network-zone").first()).toBeVisible();
  await check("/dashboard/red");

  // "Mensajes": the messages, campaigns and the day, then a new message's form.
  await page.goto("/dashboard/mensajes");
  await expect(heading).toHaveText("Mensajes");
  await expect(page.getByRole("heading", { name: "Hoy", level: 2 })).toBeVisible();
  await check("/dashboard/mensajes");
  await page.getByRole("button", { name: "Añadir un mensaje" }).click();
  await expect(page.getByRole("button", { name: "Grabar", exact: true })).toBeVisible();
  await check("/dashboard/mensajes, a new message's form");

  await page.goto("/dashboard/player");
  await expect(page.getByTestId("player-song").first()).toBeVisible();
  await expect(page.getByTestId("establishment-chooser")).toBeVisible();
  await check("/dashboard/player");
  await page.getByRole("tab", { name: "Mis Listas" }).click();
  await page
    .getByRole("tabpanel")
    .getByRole("button", { name: new RegExp(`^${scene.ownList.name}`) })
    .click();
  await expect(page.getByTestId("player-song")).toHaveCount(scene.songs.length);
  await check("/dashboard/player, 'Mis Listas' with a list chosen");
  await page.getByRole("button", { name: `Reproducir ${scene.longTitle}` }).click();
  const player = page.getByRole("region", { name: "Reproductor", exact: true });
  await expect(player.getByRole("button", { name: "Pausar" })).toBeVisible();
  await check("/dashboard/player, a song playing");
  await player.getByRole("button", { name: "Pausar" }).click();

  // In-app, so the player goes on holding the song (a reload would depend on the save).
  await page.getByRole("link", { name: "Volver al panel" }).click();
  await expect(page).toHaveURL("/dashboard");
  // Whichever song: the 3-second test songs may have moved on to the next one.
  await expect(page.getByRole("region", { name: "Sonando ahora" })).toBeVisible();
  await check("/dashboard with a song chosen");
  const menuButton = page.getByRole("button", { name: "Abrir menú" });
  // The drawer exists on phones only; on a laptop the menu is always there.
  if (await menuButton.isVisible()) {
    await menuButton.click();
    await expect(page.getByRole("dialog", { name: "Menú del panel" })).toBeVisible();
    await check("/dashboard, the menu drawer open");
  }
}

/**
 * A customer without a plan: the trial popup, the subscription-required dialog, the
 * test checkout, the first-establishment prompt, the subscriber's page, the question
 * before cancelling and the test portal, calling `check` at each stop.
 */
export async function tourCustomerWithoutPlan(
  page: Page,
  request: APIRequestContext,
  admin: APIRequestContext,
  check: Check,
) {
  const title = `Sin plan ${Date.now().toString(36)}`;
  await seedSongs(admin, [title]);
  // Signed in by hand: signedInListener would mark the trial popup as seen.
  await logIn(page, await createVerifiedUser(request));
  await expect(page.getByRole("dialog", { name: "Prueba gratis 7 días" })).toBeVisible({
    timeout: 5000,
  });
  await check("/dashboard, the trial popup open");
  await page.getByRole("dialog").getByRole("button", { name: "Ahora no" }).click();

  await page.goto("/dashboard/player");
  await page.getByLabel("Buscar en el catálogo").fill(title);
  await page.getByRole("button", { name: `Reproducir ${title}` }).click();
  await expect(page.getByRole("dialog", { name: "Suscripción requerida" })).toBeVisible();
  await check("/dashboard/player, the subscription dialog open");
  await page.getByRole("dialog").getByRole("button", { name: "Cerrar" }).click();

  // A first payment needs billing details: its invoice names the customer.
  await saveBillingDetails(page.request);
  await page.goto("/dashboard/subscription");
  await page
    .getByRole("article", { name: "Mensual" })
    .getByRole("button", { name: "Elegir plan mensual" })
    .click();
  await expect(page).toHaveURL(/\/checkout\//);
  await expect(page.getByLabel("Número de tarjeta")).toBeVisible();
  await check("the test checkout");
  await page.getByLabel("Número de tarjeta").fill("4242 4242 4242 4242");
  await page.getByRole("button", { name: "Pagar" }).click();
  await expect(page).toHaveURL("/dashboard/subscription?success=true");
  // A new subscriber is asked for their establishment first.
  await expect(establishmentPrompt(page)).toBeVisible();
  await check("/dashboard/subscription, the first-establishment prompt open");
  await establishmentPrompt(page).getByRole("button", { name: "Ahora no" }).click();
  await expect(establishmentPrompt(page)).toHaveCount(0);
  await check("/dashboard/subscription as a subscriber");
  await page.getByRole("button", { name: "Cancelar suscripción" }).click();
  await check("/dashboard/subscription, asking before cancelling");
  await page.getByRole("button", { name: "Sí, cancelar suscripción" }).click();
  await page.getByRole("button", { name: "Renovar Suscripción" }).click();
  await expect(page).toHaveURL("/billing/portal");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await check("the test portal");
}
