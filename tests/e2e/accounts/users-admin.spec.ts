import { expect, test } from "../fixtures";
import {
  createVerifiedUser,
  E2E_ADMIN,
  logIn,
  signIn,
  uniqueEmail,
  userIdByEmail,
} from "../support/accounts";
import { expectNoAxeViolations } from "../support/axe";
import { createEstablishment } from "../support/establishments";
import { expectNoSidewaysScroll } from "../support/layout";
import { linkIn, waitForEmail } from "../support/mailbox";

test("an admin finds a user, edits them, toggles their role and grants access", async ({
  page,
  browser,
  request,
}) => {
  const customer = await createVerifiedUser(request, { name: "Elena Bar" });
  const customerPage = await browser.newPage();
  await logIn(customerPage, customer);
  await expect(customerPage.getByTestId("user-summary").first()).toContainText("Sin Plan");

  await logIn(page, E2E_ADMIN);
  const menu = page.getByRole("navigation", { name: "Menú del panel" });
  await expect(menu.getByRole("link")).toHaveText([
    "Panel",
    "Usuarios",
    "Gestionar Música",
    "Marketing",
    "Email Marketing",
    "Perfil",
    "Suscripción",
    "Reproductor",
    "Mando",
    "Estado de la red",
    "Programas de empresa",
    "Integraciones",
    "Mis establecimientos",
    "Mensajes",
    "Equipo",
    "Historial",
    "Guía para inspecciones",
    "Expedientes de inspección",
  ]);
  await menu.getByRole("link", { name: "Usuarios" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Usuarios");
  for (const column of [
    "Nombre",
    "Email",
    "Teléfono",
    "Empresa",
    "Suscripción",
    "Rol",
    "Registro",
    "Acciones",
  ]) {
    await expect(page.getByRole("columnheader", { name: column })).toBeVisible();
  }

  await page.getByLabel("Buscar usuarios").fill(customer.email);
  const rows = page.getByTestId("user-row");
  await expect(rows).toHaveCount(1);
  const row = rows.first();
  await expect(row).toContainText("Elena Bar");
  await expect(row).toContainText("Inactiva");

  await row.getByRole("button", { name: "Editar" }).click();
  await row.getByLabel("Teléfono").fill("600 999 888");
  await row.getByLabel("Empresa").fill("Bar Elena");
  await row.getByRole("button", { name: "Guardar" }).click();
  await expect(row).toContainText("600 999 888");
  await expect(row).toContainText("Bar Elena");

  await row.getByRole("button", { name: "Activar suscripción" }).click();
  await expect(row).toContainText("Cortesía");
  await expect(row.getByRole("button", { name: "Desactivar suscripción" })).toBeVisible();

  // The customer sees the access on their next look.
  await customerPage.reload();
  await expect(customerPage.getByTestId("user-summary").first()).toContainText("Plan Activo");

  await row.getByRole("button", { name: "Hacer admin" }).click();
  await expect(row).toContainText("Administrador");
  await customerPage.reload();
  await expect(
    customerPage
      .getByRole("navigation", { name: "Menú del panel" })
      .getByRole("link", { name: "Usuarios" }),
  ).toBeVisible();
  await row.getByRole("button", { name: "Quitar admin" }).click();
  await expect(row).toContainText("Usuario");

  // An admin cannot remove their own admin role.
  await page.getByLabel("Buscar usuarios").fill(E2E_ADMIN.email);
  await expect(
    page.getByTestId("user-row").first().getByRole("button", { name: "Quitar admin" }),
  ).toBeDisabled();
  await customerPage.close();
});

test("an admin sees each account's organisation: a team's owner and its people", async ({
  page,
  request,
  admin,
}) => {
  // An owner with access and an establishment invites an "Encargado", who registers from the e-mail.
  const owner = await createVerifiedUser(request, { name: "Marta Ruiz" });
  const granted = await admin.put(
    `/api/users/${await userIdByEmail(admin, owner.email)}/complimentary`,
    {
      data: { active: true },
    },
  );
  expect(granted.status()).toBe(200);
  const signedIn = await request.post("/api/auth/sign-in/email", {
    data: { email: owner.email, password: owner.password },
  });
  expect(signedIn.status()).toBe(200);
  const establishment = await createEstablishment(request, { tradingName: "Bar Marta" });
  const managerEmail = uniqueEmail("encargado");
  const invited = await request.post("/api/team/invitations", {
    data: { email: managerEmail, role: "manager", establishmentIds: [establishment.id] },
  });
  expect(invited.status(), await invited.text()).toBe(201);
  const link = linkIn(await waitForEmail(managerEmail), "/invitacion/");
  const registered = await request.post(
    `/api/invitations/${link.slice(link.lastIndexOf("/") + 1)}/register`,
    { data: { fullName: "Pablo Gil", password: "Musica2026" } },
  );
  expect(registered.status(), await registered.text()).toBe(201);

  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, E2E_ADMIN);
  await page.goto("/dashboard/users");
  const search = page.getByLabel("Buscar usuarios");
  const rows = page.getByTestId("user-row");
  await search.fill(owner.email);
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText("Titular · 1 persona");
  await search.fill(managerEmail);
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText("Encargado en el equipo de Marta Ruiz");
  await expectNoSidewaysScroll(page, "/dashboard/users at 1280 px, a team's member");
  await expectNoAxeViolations(page, "/dashboard/users, a team's member");
});

test("a user cannot open the users screen", async ({ page, request }) => {
  const account = await createVerifiedUser(request);
  await signIn(page, account);
  await expect(
    page
      .getByRole("navigation", { name: "Menú del panel" })
      .getByRole("link", { name: "Usuarios" }),
  ).toHaveCount(0);
  await page.goto("/dashboard/users");
  await expect(page).toHaveURL("/dashboard");
  const api = await page.request.get("/api/users");
  expect(api.status()).toBe(403);
});

test("the users table shows a new registration without reloading", async ({ page, request }) => {
  await signIn(page, E2E_ADMIN);
  await page.goto("/dashboard/users");
  const email = `recien.${Date.now().toString(36)}@e2e.sonaria.es`;
  await page.getByLabel("Buscar usuarios").fill(email);
  await expect(page.getByText("No hay usuarios que coincidan con la búsqueda.")).toBeVisible();
  await createVerifiedUser(request, { email, name: "Recién Llegada" });
  await expect(page.getByTestId("user-row").filter({ hasText: "Recién Llegada" })).toBeVisible({
    timeout: 3000,
  });
});
