import { expect, test } from "../fixtures";
import { signedInCustomer } from "../support/accounts";

test("the dashboard starts with a skip link to the content, and the menu has 'Panel'", async ({
  page,
  request,
}) => {
  await signedInCustomer(page, request);
  await page.goto("/dashboard/profile");
  await expect(page.getByRole("heading", { name: "Mi Perfil" })).toBeVisible();

  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: "Saltar al contenido" });
  await expect(skip).toBeFocused();
  await expect(skip).toBeVisible();
  await page.keyboard.press("Enter");
  await expect(page.locator("main")).toBeFocused();
  // The next Tab goes into the page, past the menu.
  await page.keyboard.press("Tab");
  expect(await page.evaluate(() => document.activeElement?.closest("main") !== null)).toBe(true);

  const menu = page.getByRole("navigation", { name: "Menú del panel" });
  await menu.getByRole("link", { name: "Panel" }).click();
  await expect(page).toHaveURL("/dashboard");
});
