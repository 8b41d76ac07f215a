import { expect, test } from "../fixtures";
import { logIn, PASSWORD, uniqueEmail } from "../support/accounts";
import { linkIn, waitForEmail } from "../support/mailbox";

test("a new customer registers, verifies the e-mail, signs in and out", async ({
  page,
  expectHttpErrors,
}) => {
  // Signing in before verifying is refused with 403.
  expectHttpErrors(403);
  const email = uniqueEmail("alta");
  await page.goto("/register");
  await page.getByLabel("Nombre completo").fill("Marta Ruiz");
  await page.getByLabel("Email", { exact: true }).fill(email);

  // The checklist ticks as the password grows.
  const rule = (name: string) => page.locator("li", { hasText: name });
  const password = page.getByLabel("Contraseña", { exact: true });
  await password.fill("musica");
  await expect(rule("Una letra minúscula")).toHaveAttribute("data-met", "true");
  await expect(rule("Una letra mayúscula")).toHaveAttribute("data-met", "false");
  await expect(rule("Al menos 8 caracteres")).toHaveAttribute("data-met", "false");
  await password.fill(PASSWORD);
  for (const name of [
    "Al menos 8 caracteres",
    "Una letra mayúscula",
    "Una letra minúscula",
    "Un número",
  ]) {
    await expect(rule(name)).toHaveAttribute("data-met", "true");
  }
  // Show/hide toggle.
  await page.getByRole("button", { name: "Mostrar contraseña" }).first().click();
  await expect(password).toHaveAttribute("type", "text");
  await page.getByRole("button", { name: "Ocultar contraseña" }).first().click();
  await expect(password).toHaveAttribute("type", "password");

  await page.getByLabel("Confirmar contraseña").fill(PASSWORD);
  await page.getByRole("button", { name: "Crear cuenta" }).click();
  await expect(page.getByRole("status")).toHaveText(
    "Registro exitoso. Por favor revisa tu correo electrónico para verificar tu cuenta antes de iniciar sesión.",
  );
  // The form is gone: the address the link went to takes its place.
  await expect(page.getByTestId("verification-address")).toHaveText(email);
  await expect(page.getByLabel("Nombre completo")).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Crear cuenta" })).toHaveCount(0);

  // Signing in before verifying is refused, and offers to resend the e-mail.
  await logIn(page, { email, password: PASSWORD });
  await expect(page.getByRole("alert")).toHaveText(
    "Debes verificar tu correo electrónico antes de iniciar sesión. Revisa tu bandeja de entrada o spam.",
  );
  await expect(page).toHaveURL(/\/login/);
  await page.getByRole("button", { name: "Reenviar email de verificación" }).click();
  await expect(page.getByRole("status")).toHaveText(
    "Te hemos enviado un nuevo email de verificación. Revisa tu bandeja de entrada.",
  );

  const mail = await waitForEmail(email);
  expect(mail.subject).toBe("Confirma tu email en Sonaria");
  expect(mail.text).toContain("Hola, Marta Ruiz:");
  await page.goto(linkIn(mail, "/api/auth/verify-email"));
  await expect(page).toHaveURL(/\/login\?verified=1/);
  await expect(page.getByRole("status")).toHaveText(
    "Tu email ha sido verificado. Ya puedes iniciar sesión.",
  );

  await expect(page.getByLabel("Email", { exact: true })).toHaveValue(email);
  await page.getByLabel("Contraseña", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Iniciar sesión" }).click();
  await expect(page).toHaveURL("/dashboard");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Hola, Marta Ruiz");
  const summary = page.getByTestId("user-summary").first();
  await expect(summary).toContainText(email.split("@")[0] as string);
  await expect(summary).toContainText(email);
  await expect(summary).toContainText("Sin Plan");
  const menu = page.getByRole("navigation", { name: "Menú del panel" });
  await expect(menu.getByRole("link")).toHaveText([
    "Panel",
    "Perfil",
    "Suscripción",
    "Reproductor",
  ]);

  await page.getByRole("button", { name: "Cerrar sesión" }).click();
  await expect(page).toHaveURL("/");
  await page.goto("/dashboard/profile");
  await expect(page).toHaveURL("/login?redirectTo=%2Fdashboard%2Fprofile");
});
