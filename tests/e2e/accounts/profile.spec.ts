import { expect, test } from "../fixtures";
import { createVerifiedUser, logIn, signIn } from "../support/accounts";

test("Mi Perfil: personal info, password and billing, each with Editar/Cancelar/Guardar", async ({
  page,
  request,
  browser,
  expectHttpErrors,
}) => {
  // Three sections, each edited, cancelled and saved, and a second browser signed out by
  // the password change: more than the default on a busy machine.
  test.setTimeout(60_000);
  // The wrong current password is refused with 400.
  expectHttpErrors(400);
  const account = await createVerifiedUser(request, { name: "Jorge Díaz" });
  const other = await browser.newPage();
  await signIn(other, account);

  await logIn(page, account);
  await page
    .getByRole("navigation", { name: "Menú del panel" })
    .getByRole("link", { name: "Perfil" })
    .click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Mi Perfil");

  // Personal information: the e-mail is read-only; Cancelar discards.
  const personal = page.getByRole("region", { name: "Información personal" });
  await personal.getByRole("button", { name: "Editar" }).click();
  await expect(personal.getByLabel("Email")).toBeDisabled();
  await personal.getByLabel("Nombre completo").fill("Otro Nombre");
  await personal.getByRole("button", { name: "Cancelar" }).click();
  await expect(personal).toContainText("Jorge Díaz");
  await personal.getByRole("button", { name: "Editar" }).click();
  await personal.getByLabel("Nombre completo").fill("Jorge Díaz Soler");
  await personal.getByRole("button", { name: "Guardar" }).click();
  await expect(personal.getByRole("status")).toHaveText(
    "Información personal actualizada correctamente",
  );
  await expect(personal).toContainText("Jorge Díaz Soler");

  // Password: the current one is checked first; the new one follows the policy.
  const password = page.getByRole("region", { name: "Contraseña" });
  await password.getByRole("button", { name: "Editar" }).click();
  await password.getByLabel("Contraseña actual").fill("NoEsLaMia2026");
  await password.getByLabel("Nueva contraseña", { exact: true }).fill("Cambiada2026");
  await password.getByLabel("Confirmar nueva contraseña").fill("Distinta2026");
  await password.getByRole("button", { name: "Guardar" }).click();
  await expect(password.getByText("Las contraseñas nuevas no coinciden")).toBeVisible();
  await password.getByLabel("Confirmar nueva contraseña").fill("Cambiada2026");
  await password.getByRole("button", { name: "Guardar" }).click();
  await expect(password.getByRole("alert")).toHaveText("La contraseña actual es incorrecta");
  await password.getByLabel("Contraseña actual").fill(account.password);
  await password.getByRole("button", { name: "Guardar" }).click();
  await expect(password.getByRole("status")).toHaveText("Contraseña actualizada correctamente");

  // Billing: the fields follow the type.
  const billing = page.getByRole("region", { name: "Información de facturación" });
  await expect(billing).toContainText("Aún no has añadido tus datos de facturación.");
  await billing.getByRole("button", { name: "Editar" }).click();
  await expect(billing.getByLabel("DNI/NIE")).toBeVisible();
  await expect(billing.getByLabel("Apellidos")).toHaveCount(0);
  await billing.getByLabel("Autónomo").check();
  await expect(billing.getByLabel("NIF/CIF")).toBeVisible();
  await expect(billing.getByLabel("Apellidos")).toBeVisible();
  await expect(billing.getByLabel("Razón social")).toHaveCount(0);
  await billing.getByLabel("Empresa").check();
  await billing.getByRole("button", { name: "Guardar" }).click();
  await expect(billing.getByText("Este campo es obligatorio").first()).toBeVisible();
  await billing.getByLabel("Razón social").fill("Café Díaz, S.L.");
  await billing.getByLabel("Nombre", { exact: true }).fill("Jorge");
  await billing.getByLabel("Apellidos").fill("Díaz Soler");
  await billing.getByLabel("NIF/CIF").fill("b87654321");
  await billing.getByLabel("Email de facturación").fill("facturas@cafediaz.es");
  await billing.getByLabel("Teléfono").fill("+34 600 123 456");
  await billing.getByLabel("Dirección").fill("Calle Mayor 5");
  await billing.getByLabel("Ciudad").fill("Sevilla");
  await billing.getByLabel("Código postal").fill("41001");
  await billing.getByRole("button", { name: "Guardar" }).click();
  // A Spanish NIF/CIF is checked as the establishments check it: the last character is wrong.
  await expect(
    billing.getByText("El dígito de control del CIF no corresponde: con B8765432 debería ser 3"),
  ).toBeVisible();
  await billing.getByLabel("NIF/CIF").fill("b87654323");
  await billing.getByRole("button", { name: "Guardar" }).click();
  await expect(billing.getByRole("status")).toHaveText(
    "Información de facturación actualizada correctamente",
  );
  await expect(billing).toContainText("Café Díaz, S.L.");
  await expect(billing).toContainText("B87654323");

  // The password change ended the session on the other device.
  await other.goto("/dashboard/profile");
  await expect(other).toHaveURL(/\/login\?redirectTo=/);
  await other.close();
});
