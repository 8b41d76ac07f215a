import fs from "node:fs";
import { expect, test, waitForHydration } from "../fixtures";
import { expectNoAxeViolations } from "../support/axe";
import { expectNoSidewaysScroll } from "../support/layout";
import { listenerWithEstablishment } from "../support/play-log";
import { atBothWidths, viewports } from "../support/viewports";

const SHOTS = "/tmp/shots-integrations";
fs.mkdirSync(SHOTS, { recursive: true });

test.use({ viewport: viewports.desktop });

test("an owner makes a token, sees its secret once, uses it on /api/v1, revokes it and it stops at once; adds and disables a webhook", async ({
  page,
  request,
  admin,
}) => {
  await listenerWithEstablishment(page, request, admin, "Bar Integra");
  await page.goto("/dashboard/integraciones");
  await waitForHydration(page);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Integraciones");
  await expect(page.getByText("Todavía no hay tokens.")).toBeVisible();

  // The dialog, from the keyboard: a name, one scope ticked with the space bar.
  await page.getByRole("button", { name: "Crear token" }).click();
  const dialog = page.getByRole("dialog", { name: "Nuevo token de acceso" });
  await dialog.getByLabel("Nombre").fill("Panel de la central");
  await dialog.getByRole("checkbox", { name: /zones:read/ }).focus();
  await page.keyboard.press("Space");
  await expect(dialog.getByRole("checkbox", { name: /zones:read/ })).toBeChecked();
  await dialog.getByRole("button", { name: "Crear", exact: true }).click();

  const shown = page.getByRole("dialog", { name: "Copia el token ahora" });
  const secretField = shown.getByRole("textbox", { name: "Panel de la central" });
  await expect(secretField).toHaveValue(/^son_[A-Za-z0-9_-]{43}$/);
  const secret = await secretField.inputValue();
  await atBothWidths(page, async (width) => {
    await expectNoAxeViolations(page, `the token's secret at ${width} px`);
    await page.screenshot({ path: `${SHOTS}/secret-${width}.png` });
  });
  await shown.getByRole("button", { name: "Hecho" }).click();
  const tokens = page.getByRole("list", { name: "Tokens de acceso" });
  await expect(tokens).toContainText("Panel de la central");
  await expect(tokens).toContainText(secret.slice(0, 8));
  await expect(page.getByText(secret)).toHaveCount(0);

  // An integration: no cookie of the page's, the token as Bearer.
  const asIntegration = () =>
    request.get("/api/v1/zones", { headers: { Authorization: `Bearer ${secret}` } });
  const zones = await asIntegration();
  expect(zones.status(), await zones.text()).toBe(200);
  expect(await zones.json()).toMatchObject({ zones: [{ establishmentName: "Bar Integra" }] });
  await page.reload();
  await expect(tokens).toContainText("Último uso:");

  // A webhook: its signing secret once, then disabled.
  await page.getByRole("button", { name: "Añadir dirección" }).click();
  const hookDialog = page.getByRole("dialog", { name: "Nueva dirección de webhook" });
  await hookDialog.getByLabel("Dirección (URL)").fill("https://hooks.example.com/sonaria");
  await hookDialog.getByRole("checkbox", { name: /play\.sealed/ }).check();
  await hookDialog.getByRole("button", { name: "Añadir" }).click();
  const hookSecret = page.getByRole("dialog", { name: "Copia el secreto de firma ahora" });
  await expect(hookSecret.getByRole("textbox")).toHaveValue(/^whsec_/);
  await hookSecret.getByRole("button", { name: "Hecho" }).click();
  const endpoints = page.getByRole("list", { name: "Webhooks" });
  await expect(endpoints).toContainText("https://hooks.example.com/sonaria");

  await atBothWidths(page, async (width) => {
    await expectNoSidewaysScroll(page);
    await expectNoAxeViolations(page, `"Integraciones" at ${width} px`);
    await page.screenshot({ path: `${SHOTS}/page-${width}.png`, fullPage: true });
  });

  await endpoints.getByRole("button", { name: /^Desactivar/ }).click();
  await page
    .getByRole("dialog", { name: /¿Desactivar/ })
    .getByRole("button", { name: "Desactivar" })
    .click();
  await expect(endpoints).toContainText("Desactivada");

  // Revoked after a confirmation: the next request is refused.
  await tokens.getByRole("button", { name: "Revocar Panel de la central" }).click();
  await page
    .getByRole("dialog", { name: "¿Revocar el token «Panel de la central»?" })
    .getByRole("button", { name: "Revocar" })
    .click();
  await expect(page.getByText("Token «Panel de la central» revocado.")).toBeVisible();
  await expect(page.getByText("Todavía no hay tokens.")).toBeVisible();
  expect((await asIntegration()).status()).toBe(401);
});
