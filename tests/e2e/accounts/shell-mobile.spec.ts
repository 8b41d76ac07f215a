import { expect, test } from "../fixtures";
import { signedInCustomer } from "../support/accounts";

test.use({ viewport: { width: 375, height: 812 } });

test("on a phone the side menu is a drawer with an overlay that closes on navigation", async ({
  page,
  request,
}) => {
  await signedInCustomer(page, request);
  const menu = page.getByRole("dialog", { name: "Menú del panel" });
  await expect(menu).toHaveCount(0);

  await page.getByRole("button", { name: "Abrir menú" }).click();
  await expect(menu).toBeVisible();
  await expect(page.getByTestId("drawer-overlay")).toBeVisible();
  await menu.getByRole("link", { name: "Perfil" }).click();
  await expect(page).toHaveURL("/dashboard/profile");
  await expect(menu).toHaveCount(0);

  await page.getByRole("button", { name: "Abrir menú" }).click();
  await expect(menu).toBeVisible();
  await page.getByTestId("drawer-overlay").click({ position: { x: 360, y: 400 } });
  await expect(menu).toHaveCount(0);

  await page.getByRole("button", { name: "Abrir menú" }).click();
  await page.keyboard.press("Escape");
  await expect(menu).toHaveCount(0);
});

test("opened with the keyboard, the drawer focuses its first item, never 'Cerrar sesión'", async ({
  page,
  request,
}) => {
  await signedInCustomer(page, request);
  await page.goto("/dashboard/profile");
  await page.getByRole("button", { name: "Abrir menú" }).focus();
  await page.keyboard.press("Enter");
  const menu = page.getByRole("dialog", { name: "Menú del panel" });
  await expect(menu.getByRole("link", { name: "Panel" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL("/dashboard");
  await expect(page.getByRole("heading", { name: /^Hola, / })).toBeVisible();
});
