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
  // The page beside the drawer is dimmed.
  const dimmed = await menu.evaluate(
    (dialog) => getComputedStyle(dialog, "::backdrop").backgroundColor,
  );
  expect(dimmed).not.toMatch(/^(transparent|rgba\(0, 0, 0, 0\))$/);
  await menu.getByRole("link", { name: "Perfil" }).click();
  await expect(page).toHaveURL("/dashboard/profile");
  await expect(menu).toHaveCount(0);

  await page.getByRole("button", { name: "Abrir menú" }).click();
  await expect(menu).toBeVisible();
  // A click on the dimmed page beside the drawer closes it.
  await page.mouse.click(360, 400);
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
