import fs from "node:fs";
import type { APIRequestContext, Locator, Page } from "@playwright/test";
import { expect, test } from "../fixtures";
import { createVerifiedUser, signIn } from "../support/accounts";
import { expectNoAxeViolations } from "../support/axe";
import { establishmentPrompt } from "../support/establishments";
import { atBothWidths, atViewport, viewports } from "../support/viewports";

const SHOTS = "/tmp/shots-forms";
fs.mkdirSync(SHOTS, { recursive: true });

const shot = (page: Page, name: string, fullPage = true) =>
  page.screenshot({ path: `${SHOTS}/${name}-${page.viewportSize()?.width}.png`, fullPage });

const PREFILLED = "Hemos rellenado lo que ya sabemos por tus datos de facturación.";

const billingInBarcelona = {
  type: "freelance",
  fullName: "Lucía",
  surname: "Martín",
  companyName: "",
  email: "facturas@e2e.sonaria.es",
  phone: "+34 600 123 456",
  taxId: "12345678Z",
  address: "Carrer de la Princesa 3",
  city: "Barcelona",
  postalCode: "08003",
  country: "España",
};

/**
 * A monthly plan started in the test checkout, by whoever `request` is signed in as: its
 * free trial, which — charging nothing today — needs no billing details: no invoice names
 * them yet.
 */
async function subscribe(request: APIRequestContext) {
  const checkout = await request.post("/api/billing/checkout", {
    data: { planId: "basic", interval: "month", trial: true },
  });
  expect(checkout.status(), await checkout.text()).toBe(200);
  const { url } = (await checkout.json()) as { url: string };
  const paid = await request.post(`/api/billing/checkout/${url.split("/").pop()}/pay`, {
    data: { cardNumber: "4242 4242 4242 4242" },
  });
  expect(paid.status(), await paid.text()).toBe(200);
}

const field = (scope: Locator, label: string) => scope.getByLabel(label, { exact: true });

// On a phone, where a new subscriber often sees it first; its messages are read at 1440 px too.
atViewport(viewports.phone, () => {
  test("the first-establishment prompt: 'Hemos rellenado…' only with billing data, the province from the postcode, and messages that say what is wrong", async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await page.addInitScript(() => localStorage.setItem("hasSeenTrialPopup", "true"));
    const account = await createVerifiedUser(page.request);
    await signIn(page, account);
    await subscribe(page.request);

    // No billing details: nothing was filled, and the prompt does not say it was.
    await page.goto("/dashboard/profile");
    const prompt = establishmentPrompt(page);
    // It waits for the account and its establishments to load.
    await expect(prompt).toBeVisible({ timeout: 15_000 });
    await expect(prompt).toContainText("su nombre y su dirección aparecerán en tu certificado");
    await expect(prompt).not.toContainText("Hemos rellenado");
    await expect(field(prompt, "Nombre comercial")).toHaveValue("");
    await expect(field(prompt, "Código postal")).toHaveValue("");
    await shot(page, "prompt-empty", false);

    // Saving it empty: every required field says so, the postcode by name.
    await prompt.getByRole("button", { name: "Guardar establecimiento" }).click();
    await expect(field(prompt, "Nombre comercial")).toHaveAccessibleDescription(
      "Este campo es obligatorio",
    );
    await expect(field(prompt, "Código postal")).toHaveAccessibleDescription(
      "El código postal es obligatorio",
    );
    await expect(field(prompt, "NIF/CIF")).toHaveAccessibleDescription("Este campo es obligatorio");
    await expect(field(prompt, "Actividad")).toHaveAccessibleDescription(
      "La actividad es obligatoria",
    );
    await expect(prompt).not.toContainText("no es válido");
    await shot(page, "prompt-required", false);

    // The province follows the postcode as it is typed.
    await field(prompt, "Código postal").fill("08001");
    await expect(field(prompt, "Provincia")).toHaveValue("Barcelona");
    await field(prompt, "Código postal").fill("28001");
    await expect(field(prompt, "Provincia")).toHaveValue("Madrid");
    await field(prompt, "Código postal").fill("");
    await expect(field(prompt, "Provincia")).toHaveValue("");

    // Written by hand, it stays; a mismatch is named by the postcode, nothing typed is lost.
    await field(prompt, "Nombre comercial").fill("Bar Princesa");
    await prompt.getByLabel("Actividad").selectOption({ label: "Bar" });
    await field(prompt, "Razón social").fill("Lucía Martín");
    await field(prompt, "NIF/CIF").fill("12345678A");
    await field(prompt, "Dirección").fill("Carrer de la Princesa 3");
    await field(prompt, "Ciudad").fill("Madrid");
    await field(prompt, "Provincia").fill("Madrid");
    await field(prompt, "Código postal").fill("08001");
    await expect(field(prompt, "Provincia")).toHaveValue("Madrid");
    await prompt.getByRole("button", { name: "Guardar establecimiento" }).click();
    const postcode = field(prompt, "Código postal");
    await expect(postcode).toHaveAttribute("aria-invalid", "true");
    await expect(postcode).toHaveAccessibleDescription(
      "El código postal 08001 es de Barcelona, no de Madrid",
    );
    await expect(field(prompt, "NIF/CIF")).toHaveAccessibleDescription(
      "La letra del DNI no corresponde: con 12345678 debería ser Z",
    );
    for (const [label, value] of [
      ["Nombre comercial", "Bar Princesa"],
      ["Razón social", "Lucía Martín"],
      ["NIF/CIF", "12345678A"],
      ["Dirección", "Carrer de la Princesa 3"],
      ["Código postal", "08001"],
      ["Ciudad", "Madrid"],
      ["Provincia", "Madrid"],
    ] as const)
      await expect(field(prompt, label)).toHaveValue(value);
    await expect(prompt.getByLabel("Actividad")).toHaveValue("bar");
    await atBothWidths(page, async (width) => {
      await expect(postcode).toBeVisible();
      await expectNoAxeViolations(
        page,
        `the first-establishment prompt with its messages, ${width} px`,
      );
      await shot(page, "prompt-mismatch", false);
    });

    // Put right, the messages go and it is saved with the postcode's province.
    await field(prompt, "NIF/CIF").fill("12345678Z");
    await field(prompt, "Provincia").fill("Barcelona");
    await expect(postcode).not.toHaveAttribute("aria-invalid");
    await field(prompt, "Ciudad").fill("Barcelona");
    await prompt.getByRole("button", { name: "Guardar establecimiento" }).click();
    await expect(prompt).toHaveCount(0);
    const saved = (await (await page.request.get("/api/establishments")).json()) as {
      postcode: string;
      province: string;
    }[];
    expect(saved).toMatchObject([{ postcode: "08001", province: "Barcelona" }]);
  });
});

atViewport(viewports.phone, () => {
  test("billing details in the profile: required, the DNI letter and the postcode's province named", async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const account = await createVerifiedUser(page.request);
    await signIn(page, account);
    await page.goto("/dashboard/profile");
    const billing = page.getByRole("region", { name: "Información de facturación" });
    await billing.getByRole("button", { name: "Editar" }).click();

    await billing.getByRole("button", { name: "Guardar" }).click();
    await expect(field(billing, "Código postal")).toHaveAccessibleDescription(
      "El código postal es obligatorio",
    );
    // No invoice needs a phone: it may stay empty.
    await expect(field(billing, "Teléfono (opcional)")).toHaveAccessibleDescription("");
    await expect(field(billing, "Email de facturación")).toHaveAccessibleDescription(
      "El email de facturación es obligatorio",
    );
    await expect(field(billing, "DNI/NIE")).toHaveAccessibleDescription(
      "Este campo es obligatorio",
    );
    await expect(billing).not.toContainText("no es válido");
    await shot(page, "billing-required");

    await field(billing, "Nombre completo").fill("Lucía Martín");
    await field(billing, "DNI/NIE").fill("12345678A");
    await field(billing, "Email de facturación").fill("lucia@e2e.sonaria.es");
    await field(billing, "Teléfono (opcional)").fill("600 123 456");
    await field(billing, "Dirección").fill("Calle Mayor 1");
    await field(billing, "Ciudad").fill("Madrid");
    await field(billing, "Código postal").fill("08001");
    await billing.getByRole("button", { name: "Guardar" }).click();
    await expect(field(billing, "DNI/NIE")).toHaveAccessibleDescription(
      "La letra del DNI no corresponde: con 12345678 debería ser Z",
    );
    await expect(field(billing, "Código postal")).toHaveAccessibleDescription(
      "El código postal 08001 es de Barcelona, no de Madrid",
    );
    await expect(field(billing, "Ciudad")).toHaveValue("Madrid");
    await expect(field(billing, "Dirección")).toHaveValue("Calle Mayor 1");
    await expectNoAxeViolations(page, "/dashboard/profile, billing with messages");
    await shot(page, "billing-mismatch");

    await field(billing, "DNI/NIE").fill("12345678Z");
    await field(billing, "Código postal").fill("28001");
    await billing.getByRole("button", { name: "Guardar" }).click();
    await expect(billing.getByRole("status")).toHaveText(
      "Información de facturación actualizada correctamente",
    );
    await expect(billing).toContainText("Calle Mayor 1, 28001 Madrid (España)");
  });
});

atViewport(viewports.desktop, () => {
  test("with billing details the prompt says what it filled in, the province too", async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await page.addInitScript(() => localStorage.setItem("hasSeenTrialPopup", "true"));
    const account = await createVerifiedUser(page.request);
    await signIn(page, account);
    const billing = await page.request.put("/api/me/billing", { data: billingInBarcelona });
    expect(billing.status(), await billing.text()).toBe(200);
    await subscribe(page.request);

    await page.goto("/dashboard/profile");
    const prompt = establishmentPrompt(page);
    // It waits for the account and its establishments to load.
    await expect(prompt).toBeVisible({ timeout: 15_000 });
    await expect(prompt).toContainText(PREFILLED);
    await expect(field(prompt, "Razón social")).toHaveValue("Lucía Martín");
    await expect(field(prompt, "Código postal")).toHaveValue("08003");
    await expect(field(prompt, "Provincia")).toHaveValue("Barcelona");
    await expectNoAxeViolations(page, "the first-establishment prompt, prefilled");
    await shot(page, "prompt-prefilled", false);
  });
});
