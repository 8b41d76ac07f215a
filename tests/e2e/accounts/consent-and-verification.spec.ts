import { expect, test, waitForHydration } from "../fixtures";
import { PASSWORD, uniqueEmail } from "../support/accounts";
import { expectNoAxeViolations } from "../support/axe";
import { linkIn, messagesTo, waitForEmail } from "../support/mailbox";
import { atBothWidths, atViewport, forEachViewport, viewports } from "../support/viewports";

const shots = "/tmp/shots-consent";

const choiceOf = (query: string) =>
  `/register?redirectTo=${encodeURIComponent(`/dashboard/subscription?${query}`)}`;

forEachViewport(({ width }) => {
  test("the register page names the plan chosen on /pricing and its price, as its card did", async ({
    page,
  }) => {
    test.slow();
    await page.goto(choiceOf("plan=basic&interval=year"));
    await waitForHydration(page);
    await expect(
      page.getByText(
        "Crea tu cuenta y, cuando verifiques tu email e inicies sesión, seguirás con el plan Anual (60 € al año).",
      ),
    ).toBeVisible();
    await expectNoAxeViolations(page);
    await page.screenshot({ path: `${shots}/register-annual-${width}.png`, fullPage: true });

    await page.goto(choiceOf("plan=basic&interval=month"));
    await waitForHydration(page);
    await expect(
      page.getByText("seguirás con el plan Mensual (8 € al mes).", { exact: false }),
    ).toBeVisible();

    await page.goto(choiceOf("plan=basic&interval=month&trial=true"));
    await waitForHydration(page);
    await expect(
      page.getByText(
        "Crea tu cuenta y, cuando verifiques tu email e inicies sesión, empezarás la Prueba gratuita (0 € durante 7 días; después, 8 € al mes).",
      ),
    ).toBeVisible();
    await page.screenshot({ path: `${shots}/register-trial-${width}.png`, fullPage: true });

    // A plan the catalogue does not offer is not named.
    await page.goto(choiceOf("plan=desconocido&interval=year"));
    await waitForHydration(page);
    await expect(
      page.getByText(
        "Crea tu cuenta y, cuando verifiques tu email e inicies sesión, seguirás con el plan que has elegido.",
      ),
    ).toBeVisible();
  });
});

// The whole walk on a phone, where most owners register; the form is read at 1440 px too.
atViewport(viewports.phone, ({ width }) => {
  test("registering asks for consent unticked; the address and 'Reenviar' replace the form; the link fills the sign-in e-mail; the profile keeps the choice", async ({
    page,
  }) => {
    // Registration, two e-mails, verification, sign-in and the profile: a long walk.
    test.slow();
    const email = uniqueEmail("consiente");
    const name = "Lucía Martín";
    await page.goto("/register");
    await waitForHydration(page);
    const consent = page.getByRole("checkbox", { name: "Recibir novedades y ofertas por email" });
    await expect(consent).not.toBeChecked();
    await expect(
      page.getByText("Opcional. Puedes cambiarlo cuando quieras en tu perfil."),
    ).toBeVisible();

    await page.getByLabel("Nombre completo").fill(name);
    await page.getByLabel("Email", { exact: true }).fill(email);
    await page.getByLabel("Contraseña", { exact: true }).fill(PASSWORD);
    await page.getByLabel("Confirmar contraseña").fill(PASSWORD);
    // Ticked from the keyboard, as its label says.
    await consent.focus();
    await page.keyboard.press("Space");
    await expect(consent).toBeChecked();
    await atBothWidths(page, async (width) => {
      await expect(consent).toBeVisible();
      await expectNoAxeViolations(page, `/register, ticked, ${width} px`);
      await page.screenshot({ path: `${shots}/register-ticked-${width}.png`, fullPage: true });
    });
    await page.getByRole("button", { name: "Crear cuenta" }).click();

    // No form left: where the e-mail went, and a way to have it sent again.
    await expect(page.getByRole("status")).toHaveText(
      "Registro exitoso. Por favor revisa tu correo electrónico para verificar tu cuenta antes de iniciar sesión.",
    );
    await expect(page.getByText("Hemos enviado el enlace de verificación a")).toBeVisible();
    await expect(page.getByTestId("verification-address")).toHaveText(email);
    await expect(page.getByRole("button", { name: "Crear cuenta" })).toHaveCount(0);
    await expect(page.getByRole("textbox")).toHaveCount(0);
    await waitForEmail(email, 1);
    await expectNoAxeViolations(page);
    await page.screenshot({ path: `${shots}/register-sent-${width}.png`, fullPage: true });

    await page.getByRole("button", { name: "Reenviar", exact: true }).click();
    await expect(page.getByRole("status")).toHaveText(
      "Te hemos enviado un nuevo email de verificación. Revisa tu bandeja de entrada.",
    );
    // A pause before the next one, counted down on the button.
    await expect(page.getByRole("button", { name: /^Reenviar \(en \d+ s\)$/ })).toBeDisabled();
    const second = await waitForEmail(email, 2);
    expect(second.subject).toBe("Confirma tu email en Sonaria");
    expect(await messagesTo(email)).toHaveLength(2);
    await page.screenshot({ path: `${shots}/register-resent-${width}.png`, fullPage: true });

    // The link lands on the sign-in form with the address already in it.
    await page.goto(linkIn(second, "/api/auth/verify-email"));
    await waitForHydration(page);
    await expect(page.getByRole("status")).toHaveText(
      "Tu email ha sido verificado. Ya puedes iniciar sesión.",
    );
    await expect(page.getByLabel("Email", { exact: true })).toHaveValue(email);
    await expect(page.getByText("Hola de nuevo. Accede a tu panel de música.")).toBeVisible();
    await expectNoAxeViolations(page);
    await page.screenshot({ path: `${shots}/login-filled-${width}.png`, fullPage: true });
    await page.getByLabel("Contraseña", { exact: true }).fill(PASSWORD);
    await page.getByRole("button", { name: "Iniciar sesión" }).click();

    await expect(page).toHaveURL("/dashboard");
    // The dashboard loads as a new document (its service worker's scope): slow when busy.
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Hola, ${name}`, {
      timeout: 15_000,
    });
    await page.screenshot({ path: `${shots}/dashboard-greeting-${width}.png` });

    await page.goto("/dashboard/profile");
    await waitForHydration(page);
    const preference = page.getByRole("region", { name: "Emails de marketing" });
    const choice = preference.getByRole("switch", {
      name: "Recibir novedades y ofertas por email",
    });
    await expect(choice).toBeChecked();
    await expect(preference).toContainText("Recibirás nuestros emails de marketing.");
    await preference.scrollIntoViewIfNeeded();
    await expectNoAxeViolations(page);
    await page.screenshot({ path: `${shots}/profile-consent-${width}.png`, fullPage: true });
  });
});

atViewport(viewports.desktop, () => {
  test("an account registered without ticking the box does not consent; 'Usar otro email' brings the form back to correct the address", async ({
    page,
  }) => {
    test.slow();
    const mistyped = uniqueEmail("errata");
    const email = uniqueEmail("sinconsentir");
    await page.goto("/register");
    await waitForHydration(page);
    await page.getByLabel("Nombre completo").fill("Alex Romero");
    await page.getByLabel("Email", { exact: true }).fill(mistyped);
    await page.getByLabel("Contraseña", { exact: true }).fill(PASSWORD);
    await page.getByLabel("Confirmar contraseña").fill(PASSWORD);
    await page.getByRole("button", { name: "Crear cuenta" }).click();
    await expect(page.getByTestId("verification-address")).toHaveText(mistyped);

    await page.getByRole("button", { name: "Usar otro email" }).click();
    await expect(page.getByLabel("Nombre completo")).toHaveValue("Alex Romero");
    await expect(
      page.getByRole("checkbox", { name: "Recibir novedades y ofertas por email" }),
    ).not.toBeChecked();
    await page.getByLabel("Email", { exact: true }).fill(email);
    await page.getByRole("button", { name: "Crear cuenta" }).click();
    await expect(page.getByTestId("verification-address")).toHaveText(email);

    await page.goto(linkIn(await waitForEmail(email), "/api/auth/verify-email"));
    await waitForHydration(page);
    await expect(page.getByLabel("Email", { exact: true })).toHaveValue(email);
    await page.getByLabel("Contraseña", { exact: true }).fill(PASSWORD);
    await page.getByRole("button", { name: "Iniciar sesión" }).click();
    await expect(page).toHaveURL("/dashboard");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Hola, Alex Romero", {
      timeout: 15_000,
    });

    await page.goto("/dashboard/profile");
    await waitForHydration(page);
    const preference = page.getByRole("region", { name: "Emails de marketing" });
    await expect(preference.getByRole("switch")).not.toBeChecked();
    await expect(preference).toContainText("No recibirás emails de marketing.");
    // Said yes later, on the profile.
    await preference.getByRole("switch").check();
    await expect(preference.getByRole("status")).toHaveText("Preferencia guardada");
    await expect(preference).toContainText("Recibirás nuestros emails de marketing.");
    await page.reload();
    await waitForHydration(page);
    await expect(
      page.getByRole("region", { name: "Emails de marketing" }).getByRole("switch"),
    ).toBeChecked();
  });
});
