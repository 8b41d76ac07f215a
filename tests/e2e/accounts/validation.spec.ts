import { expect, test } from "../fixtures";
import { createVerifiedUser, logIn, PASSWORD, uniqueEmail } from "../support/accounts";

test("registration explains every refusal in Spanish and keeps what was typed", async ({
  page,
  request,
  expectHttpErrors,
}) => {
  // The taken address is refused with 422.
  expectHttpErrors(422);
  const taken = await createVerifiedUser(request);
  await page.goto("/register");
  await page.getByRole("button", { name: "Crear cuenta" }).click();
  await expect(page.getByText("Este campo es obligatorio").first()).toBeVisible();

  await page.getByLabel("Nombre completo").fill("Pablo");
  await page.getByLabel("Email", { exact: true }).fill("pablo@");
  await page.getByLabel("Contraseña", { exact: true }).fill("corta");
  await page.getByLabel("Confirmar contraseña").fill("otra");
  await page.getByRole("button", { name: "Crear cuenta" }).click();
  await expect(page.getByText("El email no es válido")).toBeVisible();
  await expect(page.getByText("La contraseña no cumple con los requisitos mínimos")).toBeVisible();

  await page.getByLabel("Email", { exact: true }).fill(uniqueEmail());
  await page.getByLabel("Contraseña", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Crear cuenta" }).click();
  await expect(page.getByText("Las contraseñas no coinciden")).toBeVisible();

  await page.getByLabel("Email", { exact: true }).fill(taken.email);
  await page.getByLabel("Confirmar contraseña").fill(PASSWORD);
  await page.getByRole("button", { name: "Crear cuenta" }).click();
  await expect(page.getByRole("alert")).toHaveText("Ya existe una cuenta con este email");
  await expect(page.getByLabel("Nombre completo")).toHaveValue("Pablo");
});

test("sign-in refuses wrong passwords and unknown e-mails alike, then too many attempts", async ({
  page,
  request,
  expectHttpErrors,
}) => {
  expectHttpErrors(401, 429);
  const account = await createVerifiedUser(request);
  await logIn(page, { email: uniqueEmail(), password: PASSWORD });
  await expect(page.getByRole("alert")).toHaveText(
    "Credenciales inválidas. Verifica tu email y contraseña",
  );
  for (let attempt = 0; attempt < 5; attempt++) {
    await page.getByLabel("Email", { exact: true }).fill(account.email);
    await page.getByLabel("Contraseña", { exact: true }).fill("Equivocada2026");
    await page.getByRole("button", { name: "Iniciar sesión" }).click();
    await expect(page.getByRole("alert")).toHaveText(
      "Credenciales inválidas. Verifica tu email y contraseña",
    );
  }
  await page.getByLabel("Contraseña", { exact: true }).fill(account.password);
  await page.getByRole("button", { name: "Iniciar sesión" }).click();
  // It says how long: until the first failure leaves the 15-minute window.
  await expect(page.getByRole("alert")).toHaveText(
    /^Demasiados intentos\. Por favor, espera 1[45] minutos antes de intentar de nuevo$/,
  );
  await expect(page).toHaveURL(/\/login/);
});

test("forgot password needs the e-mail and says 'Enviando correo...' while sending", async ({
  page,
}) => {
  await page.goto("/login");
  await page.getByRole("button", { name: "¿Olvidaste tu contraseña?" }).click();
  await expect(page.getByRole("alert")).toHaveText(
    "Por favor, ingresa tu email para recuperar la contraseña",
  );

  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/api/auth/request-password-reset", async (route) => {
    await held;
    await route.continue();
  });
  await page.getByLabel("Email", { exact: true }).fill(uniqueEmail("nadie"));
  await page.getByRole("button", { name: "¿Olvidaste tu contraseña?" }).click();
  const sending = page.getByRole("button", { name: "Enviando correo..." });
  await expect(sending).toBeDisabled();
  release();
  await expect(page.getByRole("status")).toHaveText(
    "Se ha enviado un email con instrucciones para recuperar tu contraseña. Revisa tu bandeja de entrada y carpeta de spam.",
  );
});
