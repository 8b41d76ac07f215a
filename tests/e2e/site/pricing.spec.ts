import { expect, test, waitForHydration, waitForSiteScript } from "../fixtures";
import { createVerifiedUser, logIn, PASSWORD, uniqueEmail } from "../support/accounts";
import { expectNoAxeViolations } from "../support/axe";
import { linkIn, waitForEmail } from "../support/mailbox";
import {
  CHECKOUT_URL,
  cardsIn,
  chooseOnPricing,
  dateInDays,
  FALLBACK_CARDS,
} from "../support/plans";

const choiceOf = (query: string) =>
  `/register?redirectTo=${encodeURIComponent(`/dashboard/subscription?${query}`)}`;

for (const width of [375, 1440]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test("the pricing page shows the catalogue's trial, annual and monthly plans, each button carrying its choice", async ({
      page,
    }, testInfo) => {
      await page.goto("/pricing");
      await waitForSiteScript(page);

      expect(await cardsIn(page)).toEqual(FALLBACK_CARDS);
      const trial = page.getByRole("article", { name: "Prueba gratuita" });
      await expect(trial).toContainText("durante 7 días");
      await expect(trial).toContainText("Después, 8 € al mes por zona, más IVA");
      const annual = page.getByRole("article", { name: "Anual" });
      await expect(annual).toContainText("al año");
      await expect(annual).toContainText("Ahorra 37,5 %");
      await expect(annual).toContainText("Equivale a 5 € al mes");
      await expect(page.getByRole("article", { name: "Mensual" })).toContainText("al mes");
      // Before paying, every price says its IVA and the total.
      await expect(annual.getByTestId("offer-tax")).toHaveText(
        "+ 12,60 € de IVA (21 %): 72,60 € en total",
      );
      await expect(
        page.getByRole("article", { name: "Mensual" }).getByTestId("offer-tax"),
      ).toHaveText("+ 1,68 € de IVA (21 %): 9,68 € en total");
      await expect(trial.getByTestId("offer-tax")).toHaveCount(0);
      await expect(
        page.getByText("Cada plan muestra su IVA (21 %) y lo que pagas en total."),
      ).toBeVisible();
      // Only what exists today.
      await expect(page.getByRole("main")).not.toContainText(/certificado|prioritario/i);

      await expect(trial.getByRole("link", { name: "Empezar prueba gratis" })).toHaveAttribute(
        "href",
        choiceOf("plan=basic&interval=month&trial=true"),
      );
      await expect(annual.getByRole("link", { name: "Elegir plan anual" })).toHaveAttribute(
        "href",
        choiceOf("plan=basic&interval=year"),
      );
      await expect(
        page.getByRole("article", { name: "Mensual" }).getByRole("link"),
      ).toHaveAttribute("href", choiceOf("plan=basic&interval=month"));

      await expectNoAxeViolations(page);
      await page.screenshot({ path: testInfo.outputPath(`pricing-${width}.png`), fullPage: true });
    });

    test("a visitor picks 'Anual', registers, verifies by e-mail, signs in and lands on the annual checkout", async ({
      page,
      expectHttpErrors,
    }) => {
      // Signing in before verifying is refused with 403.
      expectHttpErrors(403);
      const email = uniqueEmail("anual");
      await chooseOnPricing(page, "Anual", "Elegir plan anual");
      await expect(page).toHaveURL(choiceOf("plan=basic&interval=year"));
      // The register page is client-rendered: its lead names the plan once it has loaded.
      await waitForHydration(page);
      await expect(
        page.getByText(
          "Crea tu cuenta y, cuando verifiques tu email e inicies sesión, seguirás con el plan Anual (60 € al año).",
        ),
      ).toBeVisible();

      await page.getByLabel("Nombre completo").fill("Pablo Ortega");
      await page.getByLabel("Email", { exact: true }).fill(email);
      await page.getByLabel("Contraseña", { exact: true }).fill(PASSWORD);
      await page.getByLabel("Confirmar contraseña").fill(PASSWORD);
      await page.getByRole("button", { name: "Crear cuenta" }).click();
      await expect(page.getByRole("status")).toContainText("Registro exitoso");

      // The verification link lands on /login, still carrying the choice, the address filled.
      await page.goto(linkIn(await waitForEmail(email), "/api/auth/verify-email"));
      await expect(page).toHaveURL(/\/login\?redirectTo=.+&verified=1&email=/);
      await expect(page.getByLabel("Email", { exact: true })).toHaveValue(email);
      await expect(page.getByRole("status")).toHaveText(
        "Tu email ha sido verificado. Ya puedes iniciar sesión.",
      );
      await expect(
        page.getByText("Inicia sesión para seguir con el plan que has elegido."),
      ).toBeVisible();
      await page.getByLabel("Contraseña", { exact: true }).fill(PASSWORD);
      await page.getByRole("button", { name: "Iniciar sesión" }).click();

      await expect(page).toHaveURL(CHECKOUT_URL);
      await expect(page.getByText("Anual", { exact: true }).first()).toBeVisible();
      await expect(page.getByTestId("checkout-base")).toHaveText("60 €");
      await expect(page.getByTestId("checkout-iva")).toHaveText("12,60 €");
      await expect(page.getByTestId("checkout-due-today")).toHaveText("72,60 €");
      // Paid today: the first renewal is a year on.
      await expect(page.getByTestId("checkout-next-charge")).toHaveText(
        new RegExp(
          `^72,60 € IVA incluido el \\d+ de \\p{L}+ de ${new Date().getFullYear() + 1}$`,
          "u",
        ),
      );
    });

    test("a visitor who is signed in goes straight to the trial checkout: 0 € today, the first charge when the trial ends", async ({
      page,
      request,
    }, testInfo) => {
      await logIn(page, await createVerifiedUser(request));
      await expect(page).toHaveURL("/dashboard");
      const started = Date.now();
      await chooseOnPricing(page, "Prueba gratuita", "Empezar prueba gratis");

      await expect(page).toHaveURL(CHECKOUT_URL);
      const summary = page.getByRole("main");
      await expect(summary).toContainText("Prueba gratuita");
      await expect(summary).toContainText("Incluye 7 días de prueba gratis");
      await expect(page.getByTestId("checkout-due-today")).toHaveText("0 €");
      await expect(summary).toContainText("Primer cargo");
      await expect(page.getByTestId("checkout-next-charge")).toHaveText(
        new RegExp(`^9,68 € IVA incluido el ${dateInDays(7, started).source}$`),
      );
      await expectNoAxeViolations(page);
      await page.screenshot({
        path: testInfo.outputPath(`checkout-trial-${width}.png`),
        fullPage: true,
      });
    });
  });
}

test.describe("at 1440 px", () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test("3 zones chosen on /pricing: the trial card totals them after the trial with IVA, and they reach the checkout through registration, which can change them", async ({
    page,
    expectHttpErrors,
  }) => {
    // The verification link lands on /login; nothing is refused, but keep 403 harmless.
    expectHttpErrors(403);
    const email = uniqueEmail("zonas");
    await page.goto("/pricing");
    await waitForSiteScript(page);
    await page.getByLabel("Número de zonas").fill("3");
    const trial = page.getByRole("article", { name: "Prueba gratuita" });
    const after = trial.getByTestId("offer-zones-total");
    await expect(after).toContainText("Al mes tras la prueba, para 3 zonas");
    await expect(after).toContainText("24 €");
    await expect(after).toContainText("5,04 €");
    await expect(after).toContainText("29,04 €");
    await expectNoAxeViolations(page, "/pricing with 3 zones chosen");
    await trial.getByRole("link", { name: "Empezar prueba gratis" }).click();
    await expect(page).toHaveURL(choiceOf("plan=basic&interval=month&trial=true&zones=3"));
    await waitForHydration(page);
    await expect(page.getByText(/empezarás la Prueba gratuita .+ para 3 zonas\./)).toBeVisible();

    await page.getByLabel("Nombre completo").fill("Lucía Peñalver");
    await page.getByLabel("Email", { exact: true }).fill(email);
    await page.getByLabel("Contraseña", { exact: true }).fill(PASSWORD);
    await page.getByLabel("Confirmar contraseña").fill(PASSWORD);
    await page.getByRole("button", { name: "Crear cuenta" }).click();
    await expect(page.getByRole("status")).toContainText("Registro exitoso");
    await page.goto(linkIn(await waitForEmail(email), "/api/auth/verify-email"));
    await page.getByLabel("Contraseña", { exact: true }).fill(PASSWORD);
    await page.getByRole("button", { name: "Iniciar sesión" }).click();

    // The checkout is for the 3 zones, and says what is paid once the trial ends.
    await expect(page).toHaveURL(CHECKOUT_URL);
    await expect(page.getByTestId("checkout-zones")).toHaveText("3 × 8 €");
    await expect(page.getByTestId("checkout-next-charge")).toHaveText(/^29,04 € IVA incluido el /);
    // Two rooms after all: changed here, the figures follow.
    await page.getByLabel("Número de zonas").fill("2");
    await page.getByRole("button", { name: "Cambiar", exact: true }).click();
    await expect(page.getByTestId("checkout-zones")).toHaveText("2 × 8 €");
    await expect(page.getByTestId("checkout-next-charge")).toHaveText(/^19,36 € IVA incluido el /);
    await expectNoAxeViolations(page, "the checkout with its zones");
    await page.getByLabel("Número de tarjeta").fill("4242 4242 4242 4242");
    await page.getByRole("button", { name: "Empezar prueba gratis" }).click();
    await expect(page).toHaveURL("/dashboard/subscription?success=true");
    await expect(page.getByTestId("paid-zones")).toHaveText("Zonas pagadas: 2");
  });
});

test("large chains are sent to sales", async ({ page }) => {
  await page.goto("/pricing");
  await waitForSiteScript(page);
  await expect(page.getByText(/planes personalizados para grandes cadenas/)).toBeVisible();
  await page.getByRole("link", { name: "Contactar con ventas" }).click();
  await expect(page).toHaveURL("/contact");
});
