import type { APIRequestContext, Page } from "@playwright/test";
import { expect, test, waitForSiteScript } from "../fixtures";
import { expectNoAxeViolations } from "../support/axe";
import { uniqueEmail } from "../support/accounts";
import { seedSongs, signedInListener } from "../support/catalog";
import { waitForEmail } from "../support/mailbox";
import {
  CHECKOUT_URL,
  cardsIn,
  chooseOnPricing,
  dateInDays,
  FALLBACK_CARDS,
  openCheckoutThroughApi,
  subscribeThroughApi,
} from "../support/plans";

const VISA_OK = "4242 4242 4242 4242";

/** A customer without a plan who pays monthly in the test checkout. */
async function subscribeMonthly(page: Page, request: APIRequestContext, admin: APIRequestContext) {
  await signedInListener(page, request, admin, { access: false });
  await page.goto("/dashboard/subscription");
  await page
    .getByRole("article", { name: "Mensual" })
    .getByRole("button", { name: "Elegir plan mensual" })
    .click();
  // The base, 21 % IVA, and what is paid.
  await expect(page.getByTestId("checkout-base")).toHaveText("8 €");
  await expect(page.getByTestId("checkout-iva")).toHaveText("1,68 €");
  await expect(page.getByTestId("checkout-due-today")).toHaveText("9,68 €");
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
  await expect(plans.getByRole("article", { name: "Mensual" })).toContainText("8 €");
  await expect(plans.getByRole("article", { name: "Anual" })).toContainText("Ahorra 37,5 %");
  const started = Date.now();
  await plans
    .getByRole("article", { name: "Prueba gratuita" })
    .getByRole("button", { name: "Empezar prueba gratis" })
    .click();

  // The built-in test checkout: nothing today, the first charge when the trial ends.
  await expect(page).toHaveURL(CHECKOUT_URL);
  await expect(page.getByText("Entorno de pruebas: no se realiza ningún cargo real")).toBeVisible();
  await expect(page.getByText("Incluye 7 días de prueba gratis")).toBeVisible();
  await expect(page.getByTestId("checkout-due-today")).toHaveText("0 €");
  await expect(page.getByTestId("checkout-next-charge")).toHaveText(
    new RegExp(`^9,68 € IVA incluido el ${dateInDays(7, started).source}$`),
  );
  // A free trial is started, not paid for: its button says so.
  await page.getByLabel("Número de tarjeta").fill(VISA_DECLINED);
  await page.getByRole("button", { name: "Empezar prueba gratis" }).click();
  await expect(page.getByRole("alert")).toHaveText(
    "Tu tarjeta ha sido rechazada. Prueba con otra.",
  );
  await page.getByLabel("Número de tarjeta").fill(VISA_OK);
  await page.getByRole("button", { name: "Empezar prueba gratis" }).click();

  await expect(page).toHaveURL("/dashboard/subscription?success=true");
  await expect(page.getByRole("status").first()).toHaveText("¡Suscripción activada con éxito!");
  const status = page.getByRole("region", { name: "Estado de tu suscripción" });
  await expect(status.getByTestId("subscription-status")).toHaveText("En prueba");
  await expect(status).toContainText("Mensual");
  await expect(plans.getByRole("button", { name: "Prueba en curso" })).toBeDisabled();
  await expect(
    plans.getByRole("article", { name: "Mensual" }).getByRole("button", { name: "Plan actual" }),
  ).toBeDisabled();
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
    .getByRole("article", { name: "Anual" })
    .getByRole("button", { name: "Elegir plan anual" })
    .click();
  await expect(page).toHaveURL(CHECKOUT_URL);
  await expect(page.getByTestId("checkout-due-today")).toHaveText("72,60 €");
  await page.getByRole("button", { name: "Cancelar" }).click();
  await expect(page).toHaveURL("/dashboard/subscription?canceled=true");
  await expect(page.getByRole("alert")).toHaveText("Proceso de suscripción cancelado");
});

test("a subscriber changes plan in the modal; the current plan's button is disabled", async ({
  page,
  request,
  admin,
}) => {
  await subscribeMonthly(page, request, admin);
  const status = page.getByRole("region", { name: "Estado de tu suscripción" });
  await expect(status).toContainText("Mensual");

  await expect(
    page.getByRole("article", { name: "Mensual" }).getByRole("button", { name: "Plan actual" }),
  ).toBeDisabled();
  await expect(page.getByRole("button", { name: "Ya tienes un plan activo" })).toBeDisabled();
  await page
    .getByRole("article", { name: "Anual" })
    .getByRole("button", { name: "Cambiar a este plan" })
    .click();
  const modal = page.getByRole("dialog", { name: "Cambiar al plan Anual" });
  // Paying now, or with a trial (never used by this customer).
  await expect(modal.getByRole("radio")).toHaveCount(2);
  await expect(modal.getByLabel("Pagar ahora · 60 € al año")).toBeChecked();
  await expect(
    modal.getByLabel("Con 7 días de prueba gratis · después 60 € al año"),
  ).not.toBeChecked();
  await modal.getByRole("button", { name: "Cambiar plan" }).click();
  await expect(page.getByRole("status").first()).toHaveText("Plan cambiado correctamente");
  await expect(status).toContainText("Anual");
  await expect(
    page.getByRole("article", { name: "Anual" }).getByRole("button", { name: "Plan actual" }),
  ).toBeDisabled();
});

test("after cancelling, 'Renovar Suscripción' opens the portal, which renews", async ({
  page,
  request,
  admin,
}) => {
  await subscribeMonthly(page, request, admin);
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

test("when the portal cannot be opened, 'Renovar Suscripción' says why in Spanish and stays", async ({
  page,
  request,
  admin,
  expectHttpErrors,
}) => {
  await subscribeMonthly(page, request, admin);
  await page.getByRole("button", { name: "Cancelar suscripción" }).click();
  await page.getByRole("button", { name: "Sí, cancelar suscripción" }).click();

  expectHttpErrors(503);
  await page.route("**/api/billing/portal", (route) =>
    route.fulfill({
      status: 503,
      contentType: "application/json",
      body: JSON.stringify({ error: { code: "UNAVAILABLE", message: "Stripe is down" } }),
    }),
  );
  await page.getByRole("button", { name: "Renovar Suscripción" }).click();
  await expect(page.getByRole("alert")).toHaveText(
    "Error al renovar: El servicio no está disponible en este momento. Inténtalo de nuevo en unos minutos. Intenta crear una nueva suscripción.",
  );
  await expect(page).toHaveURL(/\/dashboard\/subscription/);
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
  expect(await cardsIn(page.getByRole("region", { name: "Planes" }))).toEqual(FALLBACK_CARDS);
  await page.unroute("**/api/plans");
  await page.getByRole("button", { name: "Reintentar" }).click();
  await expect(page.getByRole("alert")).toHaveCount(0);
});

test("a subscriber who picks a plan on /pricing is told to change plan instead", async ({
  page,
  request,
  admin,
}) => {
  await subscribeMonthly(page, request, admin);
  await chooseOnPricing(page, "Anual", "Elegir plan anual");
  await expect(page).toHaveURL("/dashboard/subscription");
  await expect(page.getByRole("alert")).toHaveText(
    "Ya tienes una suscripción activa. Si quieres otro plan, pulsa «Cambiar a este plan» en su tarjeta.",
  );
  await expect(
    page
      .getByRole("article", { name: "Anual" })
      .getByRole("button", { name: "Cambiar a este plan" }),
  ).toBeEnabled();
});

test("a customer whose trial is used who picks the trial on /pricing is offered the paid plans", async ({
  page,
  request,
  admin,
}) => {
  await signedInListener(page, request, admin, { access: false });
  await page.goto("/dashboard/subscription");
  await page.getByRole("button", { name: "Empezar prueba gratis" }).click();
  await page.getByLabel("Número de tarjeta").fill(VISA_OK);
  await page.getByRole("button", { name: "Empezar prueba gratis" }).click();
  await expect(page).toHaveURL("/dashboard/subscription?success=true");
  // The trial ends (test clock) without being paid for.
  await page.getByRole("button", { name: "Cancelar suscripción" }).click();
  // Cancelled before the clock moves: a cancellation arriving after the expiry finds none.
  const cancelled = page.waitForResponse((response) =>
    response.url().endsWith("/api/billing/cancel"),
  );
  await page.getByRole("button", { name: "Sí, cancelar suscripción" }).click();
  expect((await cancelled).status()).toBe(200);
  expect((await page.request.post("/api/billing/test-clock/expire")).status()).toBe(200);

  await chooseOnPricing(page, "Prueba gratuita", "Empezar prueba gratis");
  await expect(page).toHaveURL("/dashboard/subscription");
  await expect(page.getByRole("alert")).toHaveText(
    "Ya has disfrutado de tu prueba gratuita. Elige el plan anual o el mensual para seguir escuchando.",
  );
  await expect(page.getByRole("button", { name: "Prueba ya utilizada" })).toBeDisabled();
  await expect(page.getByRole("button", { name: "Elegir plan anual" })).toBeEnabled();
});

for (const width of [375, 1440]) {
  test(`at ${width} px the dashboard shows the cards of /pricing: same names, prices and "Más popular"`, async ({
    page,
    request,
    admin,
  }, testInfo) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/pricing");
    await waitForSiteScript(page);
    const onPricing = await cardsIn(page);
    expect(onPricing).toEqual(FALLBACK_CARDS);

    await signedInListener(page, request, admin, { access: false });
    await page.goto("/dashboard/subscription");
    const plans = page.getByRole("region", { name: "Planes" });
    await expect(plans.getByRole("article")).toHaveCount(FALLBACK_CARDS.length);
    expect(await cardsIn(plans)).toEqual(onPricing);
    await expect(plans.getByText("Más popular", { exact: true })).toHaveCount(1);

    await expectNoAxeViolations(page);
    await page.screenshot({
      path: testInfo.outputPath(`subscription-${width}.png`),
      fullPage: true,
    });
  });
}

test("each payment leaves a 'factura' in 'Suscripción · Facturas': its number, total with IVA, and its PDF; on a phone the list fits", async ({
  page,
  request,
  admin,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await subscribeMonthly(page, request, admin);
  const invoices = page.getByRole("region", { name: "Facturas" });
  await expect(invoices.getByText(/^F\d{4}-\d{6}$/)).toHaveCount(1);
  await expect(invoices).toContainText("9,68 €");
  await expect(invoices).toContainText("Suscripción");
  const download = invoices.getByRole("link", { name: /^Descargar PDF F\d{4}-\d{6}$/ });
  const href = await download.getAttribute("href");
  const pdf = await page.request.get(href as string);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()["content-type"]).toContain("application/pdf");
  expect((await pdf.body()).subarray(0, 5).toString()).toBe("%PDF-");
  // Nothing runs off the side of a phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(
    true,
  );
  await expectNoAxeViolations(page, "subscription with an invoice");
});

test.describe("at 1440 px", () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test("the checkout keeps the saved billing details to confirm, the phone left empty; the invoice calls the plan as its card does and goes to the billing e-mail", async ({
    page,
    request,
    admin,
  }) => {
    await signedInListener(page, request, admin, { access: false, billingDetails: false });
    const billingEmail = uniqueEmail("facturas");
    await page.goto("/dashboard/subscription");
    await page
      .getByRole("article", { name: "Mensual" })
      .getByRole("button", { name: "Elegir plan mensual" })
      .click();
    await expect(page).toHaveURL(CHECKOUT_URL);
    const details = page.getByTestId("checkout-billing-details");
    await details.getByRole("button", { name: "Editar" }).click();
    await details.getByLabel("Empresa").check();
    await details.getByLabel("Razón social").fill("Cafetería Lumen S.L.");
    await details.getByLabel("Nombre", { exact: true }).fill("Lucía");
    await details.getByLabel("Apellidos").fill("Peñalver");
    await details.getByLabel("NIF/CIF").fill("B12345674");
    await details.getByLabel("Email de facturación").fill(billingEmail);
    await expect(details.getByLabel("Teléfono (opcional)")).toHaveValue("");
    await details.getByLabel("Dirección").fill("Calle Mayor 1");
    await details.getByLabel("Ciudad").fill("Madrid");
    await details.getByLabel("Código postal").fill("28001");
    await details.getByRole("button", { name: "Guardar" }).click();

    // Saved, they stay in sight: what the invoice will say, to confirm or change.
    await expect(details).toContainText("Comprueba tus datos de facturación antes de pagar");
    await expect(details).toContainText("Cafetería Lumen S.L.");
    await expect(details).toContainText(billingEmail);
    await expect(details.getByRole("button", { name: "Editar" })).toBeVisible();
    await expectNoAxeViolations(page, "the checkout with the billing details to confirm");
    await page.getByLabel("Número de tarjeta").fill(VISA_OK);
    await page.getByRole("button", { name: "Pagar" }).click();
    await expect(page).toHaveURL("/dashboard/subscription?success=true");

    const invoices = page.getByRole("region", { name: "Facturas" });
    await expect(invoices.getByText(/^Suscripción Mensual, del /)).toBeVisible();
    await expect(invoices).not.toContainText("Completo");
    const mail = await waitForEmail(billingEmail);
    expect(mail.subject).toMatch(/^Factura F\d{4}-\d{6}$/);
  });

  test("a checkout link made stale by another payment says so as it opens, before any card", async ({
    page,
    request,
    admin,
  }) => {
    await signedInListener(page, request, admin, { access: false });
    const stale = await openCheckoutThroughApi(page.request);
    await subscribeThroughApi(page.request, { interval: "year" });

    await page.goto(`/checkout/${stale}`);
    await expect(page.getByRole("alert")).toHaveText(
      "Ya tienes una suscripción en curso, así que este pago ya no hace falta y no se puede completar.",
    );
    await expect(page.getByLabel("Número de tarjeta")).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Pagar" })).toHaveCount(0);
    await expectNoAxeViolations(page, "a stale checkout link");
    await page.getByRole("link", { name: "Ir a Suscripción" }).click();
    await expect(page).toHaveURL("/dashboard/subscription");
  });
});
