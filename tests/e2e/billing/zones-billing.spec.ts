import type { APIRequestContext, Page } from "@playwright/test";
import { expect, test, waitForSiteScript } from "../fixtures";
import { expectNoAxeViolations } from "../support/axe";
import { signedInListener } from "../support/catalog";
import { createEstablishment } from "../support/establishments";
import { CHECKOUT_URL, subscribeThroughApi } from "../support/plans";
import { atViewport, viewports } from "../support/viewports";

const VISA_OK = "4242 4242 4242 4242";
const SHOTS = "/tmp/shots-zones-billing";

const shot = (page: Page, name: string) =>
  page.screenshot({ path: `${SHOTS}/${name}-${page.viewportSize()?.width}.png`, fullPage: true });

test("/pricing says 'por zona' and totals each card for the number of zones chosen, without React", async ({
  page,
}) => {
  await page.goto("/pricing");
  await waitForSiteScript(page);
  const monthly = page.getByRole("article", { name: "Mensual" });
  const annual = page.getByRole("article", { name: "Anual" });
  await expect(monthly).toContainText("al mes por zona");
  await expect(monthly.getByTestId("offer-zones-total")).toContainText("Para 1 zona");
  await expect(monthly.getByTestId("offer-zones-total")).toContainText("9,68 €");
  await page.getByLabel("Número de zonas").fill("3");
  await expect(monthly.getByTestId("offer-zones-total")).toContainText("Para 3 zonas");
  await expect(monthly.getByTestId("offer-zones-total")).toContainText("24 €");
  await expect(monthly.getByTestId("offer-zones-total")).toContainText("5,04 €");
  await expect(monthly.getByTestId("offer-zones-total")).toContainText("29,04 €");
  // 3 × 60 € = 180 € + 37,80 € = 217,80 €.
  await expect(annual.getByTestId("offer-zones-total")).toContainText("217,80 €");
  await expectNoAxeViolations(page, "/pricing with its zones chooser");
});

/** A monthly plan for one zone, paid today in the test checkout through the API. */
async function payOneZone(request: APIRequestContext) {
  const checkout = await request.post("/api/billing/checkout", {
    data: { planId: "basic", interval: "month", trial: false },
  });
  expect(checkout.status(), await checkout.text()).toBe(200);
  const { url } = (await checkout.json()) as { url: string };
  const paid = await request.post(`/api/billing/checkout/${url.split("/").pop()}/pay`, {
    data: { cardNumber: VISA_OK },
  });
  expect(paid.status(), await paid.text()).toBe(200);
}

test.describe("1440 px", () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test("a second establishment beyond the paid zones: prefilled from billing, the offer to pay for one more zone, then it is added", async ({
    page,
    request,
    admin,
    expectHttpErrors,
  }) => {
    // The new establishment's zone is refused until it is paid for: a 402, on purpose.
    expectHttpErrors(402);
    await signedInListener(page, request, admin, { access: false });
    await payOneZone(page.request);
    await createEstablishment(page.request, { tradingName: "Cafetería Lumen" });

    await page.goto("/dashboard/establishments");
    await page.getByRole("button", { name: "Añadir establecimiento" }).click();
    const form = page.getByRole("region", { name: "Nuevo establecimiento" });
    // What the account's billing details already say.
    await expect(form.getByLabel("Razón social")).toHaveValue("Bar Sol S.L.");
    await expect(form.getByLabel("NIF/CIF")).toHaveValue("B12345674");
    await expect(form.getByLabel("Dirección")).toHaveValue("Calle Mayor 1");
    await expect(form.getByLabel("Código postal")).toHaveValue("28001");
    await expect(form.getByLabel("Ciudad")).toHaveValue("Madrid");
    await expect(form.getByLabel("Provincia")).toHaveValue("Madrid");
    await form.getByLabel("Nombre comercial").fill("Lumen Dos");
    await form.getByLabel("Actividad").selectOption({ label: "Cafetería" });
    await form.getByRole("button", { name: "Guardar" }).click();

    const dialog = page.getByRole("dialog", { name: "Ampliar tu plan a 2 zonas" });
    await expect(dialog).toContainText("Tu plan cubre 1 zona. Amplíalo para añadir otra.");
    await expect(dialog.getByTestId("raise-total")).toHaveText("9,68 €");
    await expect(form).not.toContainText("No se pudo guardar el establecimiento");
    await expectNoAxeViolations(page, "the offer to pay for a second establishment's zone");
    await shot(page, "raise-establishment");

    await dialog.getByRole("button", { name: "Pagar y añadir el establecimiento" }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByRole("status")).toHaveText(
      "Lumen Dos se ha añadido a tus establecimientos",
    );
    await expect(page.getByRole("article", { name: "Lumen Dos" })).toContainText("Calle Mayor 1");
    await expect(page.getByTestId("establishment-card")).toHaveCount(2);
    await shot(page, "raised-establishment");
  });

  test("a double click on 'Pagar' pays once and goes on to the subscription, never 'Este pago ya no está disponible'", async ({
    page,
    request,
    admin,
  }) => {
    await signedInListener(page, request, admin, { access: false });
    await page.goto("/dashboard/subscription");
    await page
      .getByRole("article", { name: "Mensual" })
      .getByRole("button", { name: "Elegir plan mensual" })
      .click();
    await expect(page).toHaveURL(CHECKOUT_URL);
    await page.getByLabel("Número de tarjeta").fill(VISA_OK);
    // A slow network: the next page takes a while, and the checkout stays in sight meanwhile.
    await page.route("**/dashboard/subscription?success=true", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 2_000));
      await route.fallback();
    });
    const payments: string[] = [];
    page.on("request", (sent) => {
      if (sent.method() === "POST" && sent.url().endsWith("/pay")) payments.push(sent.url());
    });
    await page.getByRole("button", { name: "Pagar" }).dblclick();
    // While the next page is held back, nothing but the first payment's outcome shows.
    await page.waitForTimeout(1_000);
    await expect(page.getByText("Este pago ya no está disponible")).toHaveCount(0);
    await expect(page.getByRole("alert")).toHaveCount(0);
    await expect(page).toHaveURL("/dashboard/subscription?success=true");
    // One click's worth: the second asked for what the first was already doing.
    expect(payments).toHaveLength(1);
    await expect(page.getByTestId("paid-zones")).toHaveText("Zonas pagadas: 1");
    const invoices = page.getByRole("region", { name: "Facturas" });
    await expect(invoices.getByText(/^F\d{4}-\d{6}$/)).toHaveCount(1);
    await expectNoAxeViolations(page, "the subscription after a double click on 'Pagar'");
  });
});

test.describe("1440 px, paid zones", () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test("after buying a 3rd zone the confirmation says what was charged today and what each renewal costs from when", async ({
    page,
    request,
    admin,
  }) => {
    await signedInListener(page, request, admin, { access: false });
    await subscribeThroughApi(page.request, { quantity: 2 });
    await page.goto("/dashboard/subscription");
    const panel = page.getByRole("region", { name: "Zonas" });
    await expect(panel.getByTestId("paid-zones")).toHaveText("Zonas pagadas: 2");
    await panel.getByLabel("Número de zonas").fill("3");
    await panel.getByRole("button", { name: "Ver importe" }).click();
    await expect(panel.getByTestId("quantity-total")).toHaveText(/^9,6\d €$/);
    const charged = await panel.getByTestId("quantity-total").textContent();
    await panel.getByRole("button", { name: "Cambiar zonas" }).click();
    await expect(panel.getByRole("status")).toHaveText(
      new RegExp(
        `^Hoy se han cobrado ${charged} \\(IVA incluido\\)\\. Desde el \\d+ de \\p{L}+ de \\d{4} pagarás 3 zonas: 29,04 € IVA incluido en cada renovación\\.$`,
        "u",
      ),
    );
    await expect(panel.getByTestId("paid-zones")).toHaveText("Zonas pagadas: 3");
    await expectNoAxeViolations(page, "the paid zones raised to 3");
  });
});

atViewport(viewports.phone, () => {
  test("per zone: the owner of a 3-zone plan adds a fourth zone, is asked to raise the plan, pays the prorated difference with IVA, and the zone appears", async ({
    page,
    request,
    admin,
    expectHttpErrors,
  }) => {
    // The fourth zone is refused until it is paid for: a 402, on purpose.
    expectHttpErrors(402);
    // No billing details yet: the test checkout asks for them before the first payment.
    await signedInListener(page, request, admin, { access: false, billingDetails: false });

    // The plan cards are priced per zone, with the total for the number chosen.
    await page.goto("/dashboard/subscription");
    const plans = page.getByRole("region", { name: "Planes" });
    const monthly = plans.getByRole("article", { name: "Mensual" });
    await expect(monthly).toContainText("al mes por zona");
    await page.getByLabel("Número de zonas").fill("3");
    const total = monthly.getByTestId("offer-zones-total");
    await expect(total).toContainText("Para 3 zonas");
    await expect(total).toContainText("24 €");
    await expect(total).toContainText("5,04 €");
    await expect(total).toContainText("29,04 €");
    await monthly.getByRole("button", { name: "Elegir plan mensual" }).click();

    // The test checkout: 3 × 8 €, IVA and the total.
    await expect(page).toHaveURL(CHECKOUT_URL);
    await expect(page.getByTestId("checkout-zones")).toHaveText("3 × 8 €");
    await expect(page.getByTestId("checkout-base")).toHaveText("24 €");
    await expect(page.getByTestId("checkout-iva")).toHaveText("5,04 €");
    await expect(page.getByTestId("checkout-due-today")).toHaveText("29,04 €");
    await page.getByLabel("Número de tarjeta").fill(VISA_OK);
    const details = page.getByTestId("checkout-billing-details");
    await expect(details).toContainText("Antes de pagar necesitamos tus datos de facturación");
    await expect(page.getByRole("button", { name: "Pagar" })).toBeDisabled();
    await details.getByRole("button", { name: "Editar" }).click();
    await details.getByLabel("Empresa").check();
    await details.getByLabel("Razón social").fill("Hotel Faro S.L.");
    await details.getByLabel("Nombre", { exact: true }).fill("Ana");
    await details.getByLabel("Apellidos").fill("García");
    await details.getByLabel("NIF/CIF").fill("B12345674");
    await details.getByLabel("Email de facturación").fill("facturas@e2e.sonaria.es");
    await details.getByLabel("Teléfono").fill("+34 600 000 000");
    await details.getByLabel("Dirección").fill("Calle Mayor 1");
    await details.getByLabel("Ciudad").fill("Madrid");
    await details.getByLabel("Código postal").fill("28001");
    await expectNoAxeViolations(page, "the test checkout asking for billing details");
    await shot(page, "checkout-details");
    await details.getByRole("button", { name: "Guardar" }).click();
    // Saved, the details stay to be confirmed before paying.
    await expect(details).toContainText("Comprueba tus datos de facturación antes de pagar");
    await page.getByRole("button", { name: "Pagar" }).click();
    await expect(page).toHaveURL("/dashboard/subscription?success=true");
    await expect(page.getByTestId("paid-zones")).toHaveText("Zonas pagadas: 3");

    // Three zones: the establishment's Principal and two more.
    const establishment = await createEstablishment(page.request, { tradingName: "Hotel Faro" });
    for (const name of ["Sala", "Terraza"]) {
      const made = await page.request.post(`/api/establishments/${establishment.id}/zones`, {
        data: { name },
      });
      expect(made.status()).toBe(201);
    }

    await page.goto("/dashboard/establishments");
    const zones = page.getByRole("region", { name: "Zonas de Hotel Faro" });
    await expect(zones.getByText("Terraza", { exact: true })).toBeVisible();
    await zones.getByLabel("Nombre de la zona").fill("Patio");
    await zones.getByRole("button", { name: "Añadir zona" }).click();

    // The offer: one more zone, today's prorated amount with IVA, then the new total.
    const dialog = page.getByRole("dialog", { name: "Ampliar tu plan a 4 zonas" });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText("Tu plan cubre 3 zonas. Amplíalo para añadir otra.");
    await expect(dialog).toContainText("Zonas pagadas: 3");
    // Paid a moment ago: all but seconds of a month of one zone, 8 €.
    await expect(dialog.getByTestId("raise-base")).toHaveText("8 €");
    await expect(dialog.getByTestId("raise-iva")).toHaveText("1,68 €");
    await expect(dialog.getByTestId("raise-total")).toHaveText("9,68 €");
    await expect(dialog.getByTestId("raise-next-charge")).toContainText("38,72 € IVA incluido");
    await expectNoAxeViolations(page, "the offer to pay for one more zone");
    await shot(page, "raise");

    await dialog.getByRole("button", { name: "Pagar y añadir la zona" }).click();
    await expect(dialog).toHaveCount(0);
    await expect(zones.getByText("Zona «Patio» añadida.")).toBeVisible();
    await expect(zones.getByText("Patio", { exact: true })).toBeVisible();
    await shot(page, "added");

    // The plan now pays for 4, and the difference has its invoice naming the zones.
    await page.goto("/dashboard/subscription");
    await expect(page.getByTestId("paid-zones")).toHaveText("Zonas pagadas: 4");
    const invoices = page.getByRole("region", { name: "Facturas" });
    await expect(invoices.getByText(/Ampliación de 3 zonas a 4 zonas \(prorrateo\)/)).toBeVisible();
    await expect(invoices.getByText("9,68 €")).toBeVisible();
    await expectNoAxeViolations(page, "the subscription page with its paid zones");
    await shot(page, "subscription");
  });
});
