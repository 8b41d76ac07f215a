import fs from "node:fs";
import type { Locator, Page } from "@playwright/test";
import { expect, test } from "../fixtures";
import { createVerifiedUser, signIn } from "../support/accounts";
import { expectNoAxeViolations } from "../support/axe";
import { signedInListener } from "../support/catalog";
import { createEstablishment, establishmentPrompt } from "../support/establishments";
import { atBothWidths, atViewport, viewports } from "../support/viewports";

const SHOTS = "/tmp/shots-estweb";
fs.mkdirSync(SHOTS, { recursive: true });

/** A picture to look at; a dialog is shown as the screen shows it, not the whole page. */
async function shot(page: Page, name: string, fullPage = true) {
  await page.screenshot({ path: `${SHOTS}/${name}-${page.viewportSize()?.width}.png`, fullPage });
}

const LA_LAGUNA = {
  "Nombre comercial": "Café La Laguna",
  "Razón social": "Cafetería Lagunera S.L.",
  "NIF/CIF": "B76543214",
  Dirección: "Calle Herradores 20",
  "Código postal": "38201",
  Ciudad: "San Cristóbal de La Laguna",
  Provincia: "Santa Cruz de Tenerife",
} as const;

async function fill(scope: Locator, fields: Record<string, string>) {
  for (const [label, value] of Object.entries(fields))
    await scope.getByLabel(label, { exact: true }).fill(value);
}

const openEstablishments = async (page: Page) => {
  await page.goto("/dashboard/establishments");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Mis establecimientos");
};

// On a phone, through the drawer; each state is read at 1440 px too.
atViewport(viewports.phone, () => {
  test("'Mis establecimientos': empty, add, edit, and delete after a confirmation", async ({
    page,
    request,
    admin,
  }) => {
    await signedInListener(page, request, admin, { access: true });
    // Complimentary access is never prompted.
    await expect(establishmentPrompt(page)).toHaveCount(0);
    const menuButton = page.getByRole("button", { name: "Abrir menú" });
    if (await menuButton.isVisible()) await menuButton.click();
    await page
      .getByRole("navigation", { name: "Menú del panel" })
      .getByRole("link", { name: "Mis establecimientos" })
      .click();
    await expect(page).toHaveURL("/dashboard/establishments");
    await expect(page.getByText("Aún no has añadido ningún establecimiento")).toBeVisible();
    await atBothWidths(page, async (width) => {
      await expectNoAxeViolations(page, `/dashboard/establishments, empty, ${width} px`);
      await shot(page, "empty");
    });

    await page.getByRole("button", { name: "Añadir establecimiento" }).click();
    const form = page.getByRole("region", { name: "Nuevo establecimiento" });
    await expect(form.getByLabel("Nombre comercial")).toBeFocused();
    await fill(form, LA_LAGUNA);
    await form.getByLabel("Actividad").selectOption({ label: "Cafetería" });
    await form.getByLabel("Superficie (m²)").fill("85");
    await atBothWidths(page, async (width) => {
      await expectNoAxeViolations(page, `/dashboard/establishments, the add form, ${width} px`);
      await shot(page, "add-form");
    });
    await form.getByRole("button", { name: "Guardar" }).click();
    await expect(page.getByRole("status")).toHaveText(
      "Café La Laguna se ha añadido a tus establecimientos",
    );
    const laguna = page.getByRole("article", { name: "Café La Laguna" });
    await expect(laguna).toContainText("Cafetería");
    await expect(laguna).toContainText("Calle Herradores 20");
    await expect(laguna).toContainText("38201 San Cristóbal de La Laguna (Santa Cruz de Tenerife)");
    await expect(laguna).toContainText("85 m²");
    await expect(laguna).toContainText("Canarias (Atlantic/Canary)");
    const certificate = laguna.getByRole("link", { name: /^Descargar certificado/ });
    await expect(certificate).toHaveAttribute(
      "href",
      /^\/api\/establishments\/[0-9a-f-]{36}\/certificate$/,
    );
    await expect(certificate).toHaveAttribute("download", "");

    await createEstablishment(page.request, { tradingName: "Bar Lucía" });
    await page.reload();
    const lucia = page.getByRole("article", { name: "Bar Lucía" });
    await expect(lucia).toBeVisible();
    await expect(page.getByTestId("establishment-card")).toHaveCount(2);
    await atBothWidths(page, async (width) => {
      await expectNoAxeViolations(
        page,
        `/dashboard/establishments, two establishments, ${width} px`,
      );
      await shot(page, "list");
    });

    // Edit: the card becomes its form, filled in; saving shows the change.
    await laguna.getByRole("button", { name: "Editar Café La Laguna" }).click();
    const editing = page.getByRole("region", { name: "Editar Café La Laguna" });
    await expect(editing.getByLabel("Nombre comercial")).toHaveValue("Café La Laguna");
    await expect(editing.getByLabel("Superficie (m²)")).toHaveValue("85");
    await editing.getByLabel("Nombre comercial").fill("Café Herradores");
    await editing.getByLabel("Superficie (m²)").fill("");
    await editing.getByRole("button", { name: "Guardar" }).click();
    await expect(page.getByRole("status")).toHaveText("Cambios guardados en Café Herradores");
    const herradores = page.getByRole("article", { name: "Café Herradores" });
    await expect(herradores).toBeVisible();
    await expect(herradores).not.toContainText("m²");
    await expect(herradores.getByRole("button", { name: "Editar Café Herradores" })).toBeFocused();

    // Delete: asked first, saying what is kept; cancelling keeps it.
    await lucia.getByRole("button", { name: "Eliminar Bar Lucía" }).click();
    const dialog = page.getByRole("dialog", { name: "¿Eliminar Bar Lucía?" });
    await expect(dialog).toContainText(
      "Su historial de reproducción y sus certificados se conservan",
    );
    await atBothWidths(page, async (width) => {
      await expectNoAxeViolations(
        page,
        `/dashboard/establishments, the delete dialog, ${width} px`,
      );
      await shot(page, "delete-dialog", false);
    });
    await dialog.getByRole("button", { name: "Cancelar" }).click();
    await expect(dialog).toHaveCount(0);
    await expect(lucia).toBeVisible();
    await lucia.getByRole("button", { name: "Eliminar Bar Lucía" }).click();
    await dialog.getByRole("button", { name: "Sí, eliminar" }).click();
    await expect(page.getByRole("status")).toHaveText("Bar Lucía se ha eliminado de tu lista");
    await expect(lucia).toHaveCount(0);
    await page.reload();
    await expect(page.getByTestId("establishment-card")).toHaveCount(1);
  });
});

test.describe("1440 px", () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test("a double click on 'Guardar' adds the establishment once and says so, with no error", async ({
    page,
    request,
    admin,
  }) => {
    await signedInListener(page, request, admin, { access: true });
    await openEstablishments(page);
    await page.getByRole("button", { name: "Añadir establecimiento" }).click();
    const form = page.getByRole("region", { name: "Nuevo establecimiento" });
    await fill(form, LA_LAGUNA);
    await form.getByLabel("Actividad").selectOption({ label: "Cafetería" });
    const creations: string[] = [];
    page.on("request", (sent) => {
      if (sent.method() === "POST" && sent.url().endsWith("/api/establishments"))
        creations.push(sent.url());
    });
    await form.getByRole("button", { name: "Guardar" }).dblclick();
    await expect(page.getByRole("status")).toHaveText(
      "Café La Laguna se ha añadido a tus establecimientos",
    );
    await expect(page.getByRole("alert")).toHaveCount(0);
    await expect(page.getByTestId("establishment-card")).toHaveCount(1);
    expect(creations).toHaveLength(1);
    await page.reload();
    await expect(page.getByTestId("establishment-card")).toHaveCount(1);
    await expectNoAxeViolations(page, "/dashboard/establishments after a double click");
  });

  test("a name at its limit says the limit, and a new error replaces the old one", async ({
    page,
    request,
    admin,
    expectHttpErrors,
  }) => {
    // The first save fails on the server, on purpose.
    expectHttpErrors(503);
    await signedInListener(page, request, admin, { access: true });
    await openEstablishments(page);
    await page.getByRole("button", { name: "Añadir establecimiento" }).click();
    const form = page.getByRole("region", { name: "Nuevo establecimiento" });
    const name = form.getByLabel("Nombre comercial");
    await expect(name).toHaveAttribute("maxlength", "120");
    await name.pressSequentially(`Café ${"La Laguna ".repeat(13)}`);
    await expect(name).toHaveValue(/^.{120}$/);
    await expect(name).toHaveAccessibleDescription("Como máximo 120 caracteres.");
    await expectNoAxeViolations(page, "a name at its limit");
    await shot(page, "name-at-limit", false);

    await fill(form, { ...LA_LAGUNA, "Nombre comercial": "Café La Laguna" });
    await form.getByLabel("Actividad").selectOption({ label: "Cafetería" });
    await page.route("**/api/establishments", (route) =>
      route.request().method() === "POST"
        ? route.fulfill({ status: 503, json: { error: { code: "UNAVAILABLE", message: "" } } })
        : route.fallback(),
    );
    await form.getByRole("button", { name: "Guardar" }).click();
    await expect(form.getByRole("alert")).toBeVisible();
    // Fixing one thing and breaking another: only what is wrong now shows.
    await name.fill("");
    await form.getByRole("button", { name: "Guardar" }).click();
    await expect(name).toHaveAccessibleDescription("Este campo es obligatorio");
    await expect(form.getByRole("alert")).toHaveCount(0);
  });
});

// A phone, where a new subscriber often pays; the prompt is also read at 1440 px.
atViewport(viewports.phone, () => {
  test("a new subscriber is asked for the first establishment, prefilled from billing; 'Ahora no' lasts the visit, saving closes it", async ({
    page,
    request,
  }) => {
    test.setTimeout(60_000);
    await page.addInitScript(() => localStorage.setItem("hasSeenTrialPopup", "true"));
    const account = await createVerifiedUser(request);
    await signIn(page, account);
    const billing = await page.request.put("/api/me/billing", {
      data: {
        type: "company",
        fullName: "Lucía",
        surname: "Santana",
        companyName: "Hostelería Canaria S.L.",
        email: "facturas@e2e.sonaria.es",
        phone: "+34 600 123 456",
        taxId: "B12345674",
        address: "Calle Triana 12",
        city: "Las Palmas de Gran Canaria",
        postalCode: "35002",
        country: "España",
      },
    });
    expect(billing.status(), await billing.text()).toBe(200);
    // Not asked before there is a subscription.
    await expect(establishmentPrompt(page)).toHaveCount(0);

    await page.goto("/dashboard/subscription");
    await page
      .getByRole("article", { name: "Mensual" })
      .getByRole("button", { name: "Elegir plan mensual" })
      .click();
    await page.getByLabel("Número de tarjeta").fill("4242 4242 4242 4242");
    await page.getByRole("button", { name: "Pagar" }).click();
    await expect(page).toHaveURL("/dashboard/subscription?success=true");

    const prompt = establishmentPrompt(page);
    await expect(prompt).toBeVisible();
    await expect(prompt.getByLabel("Nombre comercial")).toBeFocused();
    await expect(prompt.getByLabel("Nombre comercial")).toHaveValue("Hostelería Canaria S.L.");
    await expect(prompt.getByLabel("Razón social")).toHaveValue("Hostelería Canaria S.L.");
    await expect(prompt.getByLabel("NIF/CIF")).toHaveValue("B12345674");
    await expect(prompt.getByLabel("Dirección")).toHaveValue("Calle Triana 12");
    await expect(prompt.getByLabel("Código postal")).toHaveValue("35002");
    await expect(prompt.getByLabel("Ciudad")).toHaveValue("Las Palmas de Gran Canaria");
    await expect(prompt.getByLabel("Provincia")).toHaveValue("Las Palmas");
    await expect(prompt).toContainText(
      "Hemos rellenado lo que ya sabemos por tus datos de facturación.",
    );
    await expect(prompt.getByLabel("Zona horaria")).toHaveValue("Atlantic/Canary");
    await atBothWidths(page, async (width) => {
      await expect(prompt.getByLabel("Nombre comercial")).toBeVisible();
      await expectNoAxeViolations(page, `the first-establishment prompt, ${width} px`);
      await shot(page, "prompt", false);
    });

    // "Ahora no": not asked again in this visit, on any page, nor after a reload.
    await prompt.getByRole("button", { name: "Ahora no" }).click();
    await expect(prompt).toHaveCount(0);
    await page.goto("/dashboard/player");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Reproductor");
    await page.reload();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Reproductor");
    await expect(prompt).toHaveCount(0);

    // The next visit (a new tab) asks again; saving closes it where the user was.
    const next = await page.context().newPage();
    await next.goto("/dashboard/profile");
    const again = establishmentPrompt(next);
    await expect(again).toBeVisible();
    await again.getByLabel("Nombre comercial").fill("Terraza Triana");
    await again.getByRole("button", { name: "Guardar establecimiento" }).click();
    // Activity is the one field billing cannot tell.
    await expect(again.getByText("La actividad es obligatoria")).toBeVisible();
    await again.getByLabel("Actividad").selectOption({ label: "Cafetería" });
    await again.getByRole("button", { name: "Guardar establecimiento" }).click();
    await expect(again).toHaveCount(0);
    await expect(next).toHaveURL("/dashboard/profile");
    await expect(next.getByRole("heading", { level: 1 })).toHaveText("Mi Perfil");

    await openEstablishments(next);
    const card = next.getByRole("article", { name: "Terraza Triana" });
    await expect(card).toContainText("Cafetería");
    await expect(card).toContainText("Calle Triana 12");
    await expect(card).toContainText("35002 Las Palmas de Gran Canaria (Las Palmas)");
    await expect(card).toContainText("Canarias (Atlantic/Canary)");
    await next.close();
  });
});

atViewport(viewports.desktop, () => {
  test("the player says where it plays, lets the owner choose, and remembers the choice", async ({
    page,
    request,
    admin,
    expectHttpErrors,
  }) => {
    // Removing the establishment it plays tells the open page, which asks once more for that
    // zone's programme and hears that it no longer exists (404) before it moves on.
    expectHttpErrors(404);
    await signedInListener(page, request, admin, { access: true });
    await page.goto("/dashboard/player");
    const chooser = page.getByTestId("establishment-chooser");
    await expect(chooser).toContainText(
      "lo que suena no queda registrado en tu historial de reproducción",
    );
    await expect(chooser.getByRole("link", { name: /Mis establecimientos/ })).toHaveAttribute(
      "href",
      "/dashboard/establishments",
    );
    await shot(page, "player-none");

    const first = await createEstablishment(page.request, { tradingName: "Bar Lucía" });
    await page.reload();
    await expect(chooser).toHaveText("Sonando en Bar Lucía");
    expect(await page.evaluate(() => localStorage.getItem("sonaria.establishment"))).toBe(first.id);

    const second = await createEstablishment(page.request, {
      tradingName: "Hotel Sol",
      city: "Sevilla",
      postcode: "41001",
      province: "Sevilla",
      activity: "hotel",
    });
    await page.reload();
    const select = page.getByLabel("Sonando en");
    await expect(select).toHaveValue(first.id);
    await expectNoAxeViolations(page, "/dashboard/player with two establishments");
    await shot(page, "player-choose");
    await select.selectOption({ label: "Hotel Sol · Sevilla" });
    expect(await page.evaluate(() => localStorage.getItem("sonaria.establishment"))).toBe(
      second.id,
    );
    await page.reload();
    await expect(page.getByLabel("Sonando en")).toHaveValue(second.id);

    // Removed from the list, it is no longer where music plays: the first one is.
    expect((await page.request.delete(`/api/establishments/${second.id}`)).status()).toBe(200);
    await page.reload();
    await expect(chooser).toHaveText("Sonando en Bar Lucía");
    expect(await page.evaluate(() => localStorage.getItem("sonaria.establishment"))).toBe(first.id);
  });
});

atViewport(viewports.phone, () => {
  test("an invalid NIF/CIF and postcode are named under their fields, and nothing typed is lost", async ({
    page,
    request,
    admin,
    expectHttpErrors,
  }) => {
    await signedInListener(page, request, admin, { access: true });
    await openEstablishments(page);
    await page.getByRole("button", { name: "Añadir establecimiento" }).click();
    const form = page.getByRole("region", { name: "Nuevo establecimiento" });
    await fill(form, { ...LA_LAGUNA, "NIF/CIF": "B12345675", "Código postal": "53001" });
    await form.getByLabel("Superficie (m²)").fill("12,5");
    await form.getByRole("button", { name: "Guardar" }).click();

    const taxId = form.getByLabel("NIF/CIF");
    await expect(taxId).toHaveAttribute("aria-invalid", "true");
    await expect(taxId).toHaveAccessibleDescription(
      "El dígito de control del CIF no corresponde: con B1234567 debería ser 4",
    );
    await expect(form.getByLabel("Código postal")).toHaveAccessibleDescription(
      "El código postal no es válido: cinco cifras de un código español",
    );
    await expect(form.getByLabel("Actividad")).toHaveAccessibleDescription(
      "La actividad es obligatoria",
    );
    await expect(form.getByLabel("Superficie (m²)")).toHaveAccessibleDescription(
      /La superficie debe ser un número entero/,
    );
    await expect(form.getByLabel("Nombre comercial")).toHaveValue("Café La Laguna");
    await expect(form.getByLabel("Dirección")).toHaveValue("Calle Herradores 20");
    await expectNoAxeViolations(page, "/dashboard/establishments, a form with errors");
    await shot(page, "form-errors");

    // What only the server can refuse shows under its field too. (Both sides share one
    // schema, so the answer is staged: the server's own 400 is covered by the API tests.)
    expectHttpErrors(400);
    await page.route("**/api/establishments", (route) =>
      route.request().method() === "POST"
        ? route.fulfill({
            status: 400,
            contentType: "application/json",
            body: JSON.stringify({
              error: {
                code: "BAD_REQUEST",
                message: "Invalid request",
                issues: [{ path: "taxId", message: "El NIF/CIF no es válido" }],
              },
            }),
          })
        : route.continue(),
    );
    await taxId.fill("B12345674");
    await form.getByLabel("Código postal").fill("38201");
    await form.getByLabel("Actividad").selectOption({ label: "Bar" });
    await form.getByLabel("Superficie (m²)").fill("");
    await form.getByRole("button", { name: "Guardar" }).click();
    await expect(taxId).toHaveAccessibleDescription("El NIF/CIF no es válido");
    await expect(taxId).toBeFocused();
    await expect(taxId).toHaveValue("B12345674");
    await expect(form.getByLabel("Ciudad")).toHaveValue("San Cristóbal de La Laguna");
    await page.unroute("**/api/establishments");

    // The real server takes it once it is right.
    await form.getByRole("button", { name: "Guardar" }).click();
    await expect(page.getByRole("article", { name: "Café La Laguna" })).toBeVisible();
  });
});

atViewport(viewports.desktop, () => {
  test("the time zone follows a Canary postcode until the owner picks one", async ({
    page,
    request,
    admin,
  }) => {
    await signedInListener(page, request, admin, { access: true });
    await openEstablishments(page);
    await page.getByRole("button", { name: "Añadir establecimiento" }).click();
    const form = page.getByRole("region", { name: "Nuevo establecimiento" });
    const timeZone = form.getByLabel("Zona horaria");
    const postcode = form.getByLabel("Código postal");
    await expect(timeZone).toHaveValue("Europe/Madrid");
    await postcode.fill("35001");
    await expect(timeZone).toHaveValue("Atlantic/Canary");
    await expect(timeZone.locator("option:checked")).toHaveText("Canarias (Atlantic/Canary)");
    await postcode.fill("28013");
    await expect(timeZone).toHaveValue("Europe/Madrid");
    await postcode.fill("38001");
    await expect(timeZone).toHaveValue("Atlantic/Canary");

    // Chosen by hand, it stays.
    await timeZone.selectOption("Europe/Madrid");
    await postcode.fill("38002");
    await expect(timeZone).toHaveValue("Europe/Madrid");
    await fill(form, { ...LA_LAGUNA, "Código postal": "38002" });
    await form.getByLabel("Actividad").selectOption({ label: "Tienda" });
    await form.getByRole("button", { name: "Guardar" }).click();
    await expect(page.getByRole("article", { name: "Café La Laguna" })).toContainText(
      "Península y Baleares (Europe/Madrid)",
    );
  });
});

atViewport(viewports.phone, () => {
  test("an establishment is added with the keyboard alone", async ({ page, request, admin }) => {
    await signedInListener(page, request, admin, { access: true });
    await openEstablishments(page);
    // The list has answered: its button is there to be reached.
    await expect(page.getByRole("button", { name: "Añadir establecimiento" })).toBeVisible();

    await page.keyboard.press("Tab");
    await expect(page.getByRole("link", { name: "Saltar al contenido" })).toBeFocused();
    await page.keyboard.press("Enter");
    await page.keyboard.press("Tab");
    await expect(page.getByRole("link", { name: "Volver al panel" })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(page.getByRole("button", { name: "Añadir establecimiento" })).toBeFocused();
    await page.keyboard.press("Enter");

    // Field by field, in the order they are shown.
    await expect(page.getByLabel("Nombre comercial")).toBeFocused();
    await page.keyboard.type("Tienda Teclado");
    await page.keyboard.press("Tab");
    await expect(page.getByLabel("Actividad")).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(page.getByLabel("Actividad")).toHaveValue("tienda");
    for (const [label, value] of [
      ["Razón social", "Comercio Teclado S.L."],
      ["NIF/CIF", "B12345674"],
      ["Dirección", "Calle Mayor 1"],
      ["Código postal", "28013"],
      ["Ciudad", "Madrid"],
      ["Provincia", "Madrid"],
    ]) {
      await page.keyboard.press("Tab");
      await expect(page.getByLabel(label as string, { exact: true })).toBeFocused();
      await page.keyboard.type(value as string);
    }
    await page.keyboard.press("Enter");
    await expect(page.getByRole("article", { name: "Tienda Teclado" })).toContainText("Tienda");
    // Back to the button that opened the form, to add another.
    await expect(page.getByRole("button", { name: "Añadir establecimiento" })).toBeFocused();
  });
});
