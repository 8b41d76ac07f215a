import { expect, test, waitForHydration } from "../fixtures";

test("the header turns white with a shadow only after scrolling past 10 px", async ({ page }) => {
  await page.goto("/features");
  await waitForHydration(page);
  const header = page.getByRole("banner");
  const look = () =>
    header.evaluate((element) => {
      const style = getComputedStyle(element);
      return { background: style.backgroundColor, shadow: style.boxShadow };
    });

  await expect(header).toHaveAttribute("data-scrolled", "false");
  expect((await look()).shadow).toBe("none");

  await page.evaluate(() => window.scrollTo(0, 10));
  await page.waitForTimeout(100);
  await expect(header).toHaveAttribute("data-scrolled", "false");
  expect((await look()).shadow).toBe("none");

  await page.evaluate(() => window.scrollTo(0, 11));
  await expect(header).toHaveAttribute("data-scrolled", "true");
  await expect.poll(async () => (await look()).background).toBe("rgb(255, 255, 255)");
  await expect.poll(async () => (await look()).shadow).not.toBe("none");

  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(header).toHaveAttribute("data-scrolled", "false");
});

test.describe("on a 375 px phone", () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test("the mobile menu opens with the same links and closes on navigation", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    const toggle = page.getByRole("button", { name: "Abrir menú" });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(page.locator("#mobile-menu")).toHaveCount(0);

    await toggle.click();
    const menu = page.locator("#mobile-menu");
    for (const name of ["Inicio", "Funciones", "Precios", "Servicios", "Contacto"]) {
      await expect(menu.getByRole("link", { name, exact: true })).toBeVisible();
    }
    await expect(page.getByRole("button", { name: "Cerrar menú" })).toHaveAttribute(
      "aria-expanded",
      "true",
    );

    await menu.getByRole("link", { name: "Precios" }).click();
    await expect(page).toHaveURL("/pricing");
    await expect(page.locator("#mobile-menu")).toHaveCount(0);

    // Also when the route changes by other means (the browser's back button).
    await page.getByRole("button", { name: "Abrir menú" }).click();
    await expect(page.locator("#mobile-menu")).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL("/");
    await expect(page.locator("#mobile-menu")).toHaveCount(0);
  });

  test("Escape closes the mobile menu", async ({ page }) => {
    await page.goto("/contact");
    await waitForHydration(page);
    await page.getByRole("button", { name: "Abrir menú" }).click();
    await expect(page.locator("#mobile-menu")).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.locator("#mobile-menu")).toHaveCount(0);
  });

  test("the desktop links are hidden and the page does not scroll sideways", async ({ page }) => {
    for (const path of ["/", "/pricing", "/contact", "/legal/terms-and-conditions"]) {
      await page.goto(path);
      await expect(page.getByRole("navigation", { name: "Navegación principal" })).toBeHidden();
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      );
      expect(overflow, `horizontal overflow on ${path}`).toBeLessThanOrEqual(0);
    }
  });
});
