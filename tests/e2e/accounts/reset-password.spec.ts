import { expect, test } from "../fixtures";
import { createVerifiedUser, logIn, signIn } from "../support/accounts";
import { linkIn, waitForEmail } from "../support/mailbox";

test("a forgotten password is reset from the e-mail, and other sessions end", async ({
  page,
  browser,
  request,
}) => {
  const account = await createVerifiedUser(request);
  // Another device where the customer is signed in.
  const other = await browser.newPage();
  await signIn(other, account);

  await page.goto("/login");
  await page.getByLabel("Email").fill(account.email);
  await page.getByRole("button", { name: "¿Olvidaste tu contraseña?" }).click();
  await expect(page.getByRole("status")).toContainText("Se ha enviado un email con instrucciones");

  const mail = await waitForEmail(account.email, 2);
  expect(mail.subject).toBe("Recupera tu contraseña de Sonaria");
  await page.goto(linkIn(mail, "/api/auth/reset-password/"));
  await expect(page).toHaveURL(/\/reset-password\?token=/);
  await expect(page.getByRole("heading", { name: "Nueva contraseña" })).toBeVisible();

  await page.getByLabel("Nueva contraseña", { exact: true }).fill("debil");
  await page.getByLabel("Confirmar nueva contraseña").fill("debil");
  await page.getByRole("button", { name: "Guardar contraseña" }).click();
  await expect(page.getByText("La contraseña no cumple con los requisitos mínimos")).toBeVisible();

  await page.getByLabel("Nueva contraseña", { exact: true }).fill("Renovada2026");
  await page.getByLabel("Confirmar nueva contraseña").fill("Renovada2026");
  await page.getByRole("button", { name: "Guardar contraseña" }).click();
  await expect(page).toHaveURL("/login?reset=1");
  await expect(page.getByRole("status")).toHaveText(
    "Tu contraseña se ha actualizado. Inicia sesión con la nueva contraseña.",
  );

  await logIn(page, { email: account.email, password: "Renovada2026" });
  await expect(page).toHaveURL("/dashboard");

  await other.goto("/dashboard/profile");
  await expect(other).toHaveURL(/\/login\?redirectTo=/);
  await other.close();

  // The link works once.
  await page.goto(linkIn(mail, "/api/auth/reset-password/"));
  await expect(page.getByRole("alert")).toHaveText(
    "El enlace para cambiar la contraseña no es válido o ha caducado. Solicita uno nuevo.",
  );
});
