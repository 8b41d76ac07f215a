import type { APIRequestContext, Page } from "@playwright/test";
import { expect, test } from "../fixtures";
import { seedSongs, signedInListener } from "../support/catalog";

const VISA_OK = "4242 4242 4242 4242";

/** A customer without a plan who pays for Básico monthly in the test checkout. */
async function subscribeMonthlyToBasic(
  page: Page,
  request: APIRequestContext,
  admin: APIRequestContext,
) {
  await signedInListener(page, request, admin, { access: false });
  await page.goto("/dashboard/subscription");
  await page
    .getByRole("article", { name: "Básico" })
    .getByRole("button", { name: "Elegir mensual" })
    .click();
  await page.getByLabel("Número de tarjeta").fill(VISA_OK);
  await page.getByRole("button", { name: "Pagar" }).click();
  await expect(page).toHaveURL("/dashboard/subscription?success=true");
}
const VISA_DECLINED = "4000 0000 0000 0002";

test("trial → access → cancel keeps access with a countdown → the period ends → expired and refused", async ({
  page,
  request,
  admin,
  expectHttpErrors,
}) => {
  // The declined card is refused with 400 on purpose.
  expectHttpErrors(400);
  const stamp = Date.now().toString(36);
  await seedSongs(admin, [`Suscrita ${stamp}`]);
  await signedInListener(page, request, admin, { access: false });
  await expect(page.getByTestId("user-summary").first()).toContainText("Sin Plan");

  await page
    .getByRole("navigation", { name: "Menú del panel" })
    .getByRole("link", { name: "Suscripción" })
    .click();
  const plans = page.getByRole("region", { name: "Planes" });
  await expect(plans.getByRole("article", { name: "Básico" })).toContainText("8 €");
  await expect(plans.getByRole("article", { name: "Básico" })).toContainText("Ahorra 37,5 %");
  await plans
    .getByRole("article", { name: "Prueba gratuita" })
    .getByRole("button", { name: "Empezar prueba gratis" })
    .click();

  // The built-in test checkout.
  await expect(page).toHaveURL(/\/checkout\//);
  await expect(page.getByText("Entorno de pruebas: no se realiza ningún cargo real")).toBeVisible();
  await expect(page.getByText("Incluye 7 días de prueba gratis")).toBeVisible();
  await page.getByLabel("Número de tarjeta").fill(VISA_DECLINED);
  await page.getByRole("button", { name: "Pagar" }).click();
  await expect(page.getByRole("alert")).toHaveText(
    "Tu tarjeta ha sido rechazada. Prueba con otra.",
  );
  await page.getByLabel("Número de tarjeta").fill(VISA_OK);
  await page.getByRole("button", { name: "Pagar" }).click();

  await expect(page).toHaveURL("/dashboard/subscription?success=true");
  await expect(page.getByRole("status").first()).toHaveText("¡Suscripción activada con éxito!");
  const status = page.getByRole("region", { name: "Estado de tu suscripción" });
  await expect(status.getByTestId("subscription-status")).toHaveText("En prueba");
  await expect(status.getByTestId("countdown")).toHaveText(/^[67] d \d+ h \d+ min$/);
  await expect(page.getByTestId("user-summary").first()).toContainText("Plan Activo");

  // Playing is allowed now.
  await page.goto("/dashboard/player");
  await page.getByLabel("Buscar en el catálogo").fill(`suscrita ${stamp}`);
  await page.getByRole("button", { name: `Reproducir Suscrita ${stamp}` }).click();
  const player = page.getByRole("region", { name: "Reproductor", exact: true });
  await expect(player.getByRole("button", { name: "Pausar" })).toBeVisible();
  await player.getByRole("button", { name: "Pausar" }).click();

  // Cancel: access is kept to the end of the period.
  await page.goto("/dashboard/subscription");
  await page.getByRole("button", { name: "Cancelar suscripción" }).click();
  await page.getByRole("button", { name: "No, mantener suscripción" }).click();
  await page.getByRole("button", { name: "Cancelar suscripción" }).click();
  await page.getByRole("button", { name: "Sí, cancelar suscripción" }).click();
  await expect(page.getByRole("status").first()).toContainText(
    "Suscripción cancelada exitosamente. Mantendrás el acceso hasta el",
  );
  await expect(page.getByRole("button", { name: "Renovar Suscripción" })).toBeVisible();
  await expect(page.getByTestId("user-summary").first()).toContainText("Plan Activo");
  await expect(status.getByTestId("countdown")).toHaveText(/ d /);

  // The period passes (test clock): expired, and playback refused.
  expect((await page.request.post("/api/billing/test-clock/expire")).status()).toBe(200);
  await page.reload();
  await expect(
    page.getByRole("region", { name: "Estado de tu suscripción" }).getByTestId("countdown"),
  ).toHaveText("Suscripción expirada");
  await expect(page.getByTestId("user-summary").first()).toContainText("Sin Plan");
  await page.goto("/dashboard/player");
  await page.getByLabel("Buscar en el catálogo").fill(`suscrita ${stamp}`);
  await page.getByRole("button", { name: `Reproducir Suscrita ${stamp}` }).click();
  await expect(page.getByRole("dialog", { name: "Suscripción requerida" })).toBeVisible();
});

test("leaving the checkout shows 'Proceso de suscripción cancelado'", async ({
  page,
  request,
  admin,
}) => {
  await signedInListener(page, request, admin, { access: false });
  await page.goto("/dashboard/subscription");
  await page
    .getByRole("article", { name: "Básico" })
    .getByRole("button", { name: "Elegir anual" })
    .click();
  await expect(page).toHaveURL(/\/checkout\//);
  await expect(page.getByTestId("checkout-total")).toHaveText("60 €");
  await page.getByRole("button", { name: "Cancelar" }).click();
  await expect(page).toHaveURL("/dashboard/subscription?canceled=true");
  await expect(page.getByRole("alert")).toHaveText("Proceso de suscripción cancelado");
});

test("a subscriber changes plan in the modal; the current plan's button is disabled", async ({
  page,
  request,
  admin,
}) => {
  await subscribeMonthlyToBasic(page, request, admin);
  const status = page.getByRole("region", { name: "Estado de tu suscripción" });
  await expect(status).toContainText("Básico · Mensual");

  await expect(
    page.getByRole("article", { name: "Básico" }).getByRole("button", { name: "Plan actual" }),
  ).toBeDisabled();
  await page
    .getByRole("article", { name: "Pro" })
    .getByRole("button", { name: "Cambiar a este plan" })
    .click();
  const modal = page.getByRole("dialog", { name: "Cambiar al plan Pro" });
  // Monthly or annual, each with a trial (never used by this customer) or paying now.
  await expect(modal.getByRole("radio")).toHaveCount(4);
  await modal.getByLabel(/Anual · 60 € · Pagar ahora/).check();
  await modal.getByRole("button", { name: "Cambiar plan" }).click();
  await expect(page.getByRole("status").first()).toHaveText("Plan cambiado correctamente");
  await expect(status).toContainText("Pro · Anual");
  await expect(
    page.getByRole("article", { name: "Pro" }).getByRole("button", { name: "Plan actual" }),
  ).toBeDisabled();
});

test("after cancelling, 'Renovar Suscripción' opens the portal, which renews", async ({
  page,
  request,
  admin,
}) => {
  await subscribeMonthlyToBasic(page, request, admin);
  await page.getByRole("button", { name: "Cancelar suscripción" }).click();
  await page.getByRole("button", { name: "Sí, cancelar suscripción" }).click();

  await page.getByRole("button", { name: "Renovar Suscripción" }).click();
  await expect(page).toHaveURL("/billing/portal");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Portal de facturación (pruebas)",
  );
  await page.getByRole("button", { name: "Renovar suscripción" }).click();
  await expect(page.getByRole("status")).toHaveText("Suscripción renovada.");
  await page.getByRole("link", { name: "Volver a Suscripción" }).click();
  await expect(
    page
      .getByRole("region", { name: "Estado de tu suscripción" })
      .getByTestId("subscription-status"),
  ).toHaveText("Activa");
  await expect(page.getByRole("button", { name: "Cancelar suscripción" })).toBeVisible();
});

test("when the plans cannot be loaded, the fallback plans show with a retry", async ({
  page,
  request,
  admin,
  expectHttpErrors,
}) => {
  expectHttpErrors(503);
  await signedInListener(page, request, admin, { access: false });
  await page.route("**/api/plans", (route) => route.fulfill({ status: 503, body: "{}" }));
  await page.goto("/dashboard/subscription");
  await expect(page.getByRole("alert")).toContainText(
    "Error al cargar los planes. Por favor, intenta de nuevo.",
  );
  await expect(page.getByRole("article", { name: "Pro" })).toContainText("8 €");
  await page.unroute("**/api/plans");
  await page.getByRole("button", { name: "Reintentar" }).click();
  await expect(page.getByRole("alert")).toHaveCount(0);
});
