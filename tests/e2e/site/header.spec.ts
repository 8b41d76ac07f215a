import type { Page } from "@playwright/test";
import { expect, test, waitForHydration, waitForSiteScript } from "../fixtures";
import { forEachViewport, viewports } from "../support/viewports";

// The public pages run no React (decision 012): the header works through the page's
// inline script alone, at every width.

const look = (page: Page) =>
  page.getByRole("banner").evaluate((element) => {
    const style = getComputedStyle(element);
    return { background: style.backgroundColor, shadow: style.boxShadow };
  });

forEachViewport(() => {
  test("the header turns white with a shadow only after scrolling past 10 px", async ({ page }) => {
    await page.goto("/features");
    await waitForSiteScript(page);
    const header = page.getByRole("banner");

    await expect(header).toHaveAttribute("data-scrolled", "false");
    expect((await look(page)).shadow).toBe("none");

    await page.evaluate(() => window.scrollTo(0, 10));
    await page.waitForTimeout(100);
    await expect(header).toHaveAttribute("data-scrolled", "false");
    expect((await look(page)).shadow).toBe("none");

    await page.evaluate(() => window.scrollTo(0, 11));
    await expect(header).toHaveAttribute("data-scrolled", "true");
    await expect.poll(async () => (await look(page)).background).toBe("rgb(255, 255, 255)");
    await expect.poll(async () => (await look(page)).shadow).not.toBe("none");

    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(header).toHaveAttribute("data-scrolled", "false");
    await expect.poll(async () => (await look(page)).shadow).toBe("none");
  });

  test("a page opened already scrolled (a reload half-way down) has its shadow", async ({
    page,
  }) => {
    await page.goto("/legal/terms-and-conditions");
    await waitForSiteScript(page);
    await page.evaluate(() => window.scrollTo(0, 600));
    await page.reload();
    await waitForSiteScript(page);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(10);
    await expect(page.getByRole("banner")).toHaveAttribute("data-scrolled", "true");
  });
});

test.describe("on a 375 px phone", () => {
  test.use({ viewport: viewports.phone });

  test("the mobile menu opens and closes by click, with the same links", async ({ page }) => {
    await page.goto("/");
    await waitForSiteScript(page);
    const menu = page.locator("#mobile-menu");
    const toggle = page.getByRole("button", { name: "Abrir menú" });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(toggle).toHaveAttribute("aria-controls", "mobile-menu");
    await expect(menu).toBeHidden();

    await toggle.click();
    await expect(menu).toBeVisible();
    for (const name of ["Inicio", "Funciones", "Precios", "Servicios", "Contacto"]) {
      await expect(menu.getByRole("link", { name, exact: true })).toBeVisible();
    }
    await expect(menu.getByRole("link", { name: "Inicio" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    const close = page.getByRole("button", { name: "Cerrar menú" });
    await expect(close).toHaveAttribute("aria-expanded", "true");
    // Open, the header is solid even at the top of the page.
    await expect.poll(async () => (await look(page)).background).toBe("rgb(255, 255, 255)");

    await close.click();
    await expect(menu).toBeHidden();
    await expect(page.getByRole("button", { name: "Abrir menú" })).toHaveAttribute(
      "aria-expanded",
      "false",
    );
  });

  test("a menu link navigates, and going back shows the menu closed", async ({ page }) => {
    await page.goto("/");
    await waitForSiteScript(page);
    await page.getByRole("button", { name: "Abrir menú" }).click();
    await page.locator("#mobile-menu").getByRole("link", { name: "Precios" }).click();
    await expect(page).toHaveURL("/pricing");
    await waitForSiteScript(page);
    await expect(page.locator("#mobile-menu")).toBeHidden();
    await expect(
      page.locator("#mobile-menu").getByRole("link", { name: "Precios", includeHidden: true }),
    ).toHaveAttribute("aria-current", "page");

    // Leaving a page with its menu open (the back button) closes it there too.
    await page.getByRole("button", { name: "Abrir menú" }).click();
    await expect(page.locator("#mobile-menu")).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL("/");
    await expect(page.locator("#mobile-menu")).toBeHidden();
    await page.goForward();
    await expect(page).toHaveURL("/pricing");
    await expect(page.locator("#mobile-menu")).toBeHidden();
    await expect(page.getByRole("button", { name: "Abrir menú" })).toHaveAttribute(
      "aria-expanded",
      "false",
    );
  });

  test("keyboard only: Tab to the toggle, Enter opens, Escape closes and gives focus back", async ({
    page,
  }) => {
    await page.goto("/contact");
    await waitForSiteScript(page);
    const toggle = page.locator("[aria-controls=mobile-menu]");
    // Skip link, logo, "Iniciar sesión", then the menu button.
    for (let press = 0; press < 4; press++) await page.keyboard.press("Tab");
    await expect(toggle).toBeFocused();

    await page.keyboard.press("Enter");
    await expect(page.locator("#mobile-menu")).toBeVisible();
    await page.keyboard.press("Tab");
    await expect(page.locator("#mobile-menu").getByRole("link", { name: "Inicio" })).toBeFocused();
    await page.keyboard.press("Tab");

    await page.keyboard.press("Escape");
    await expect(page.locator("#mobile-menu")).toBeHidden();
    await expect(toggle).toBeFocused();
    await expect(toggle).toHaveAttribute("aria-label", "Abrir menú");

    // Space toggles it too, and a link is followed with Enter.
    await page.keyboard.press("Space");
    await expect(page.locator("#mobile-menu")).toBeVisible();
    for (let press = 0; press < 3; press++) await page.keyboard.press("Tab");
    await expect(page.locator("#mobile-menu").getByRole("link", { name: "Precios" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL("/pricing");
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

  test("on the client-rendered 404 page the same header works through React", async ({
    page,
    expectHttpErrors,
  }) => {
    expectHttpErrors(404);
    await page.goto("/no-existe");
    await waitForHydration(page);
    await page.getByRole("button", { name: "Abrir menú" }).click();
    await expect(page.locator("#mobile-menu")).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.locator("#mobile-menu")).toBeHidden();
    const year = await page.evaluate(() => new Date().getFullYear());
    await expect(page.getByRole("contentinfo")).toContainText(`© ${year} Sonaria`);
  });
});

test.describe("on a 1440 px screen", () => {
  test.use({ viewport: viewports.desktop });

  test("keyboard only: the skip link, the logo and every header link, followed with Enter", async ({
    page,
  }) => {
    await page.goto("/about");
    await waitForSiteScript(page);
    await expect(page.locator("[aria-controls=mobile-menu]")).toBeHidden();
    await page.keyboard.press("Tab");
    await expect(page.getByRole("link", { name: "Saltar al contenido" })).toBeFocused();
    const banner = page.getByRole("banner");
    await page.keyboard.press("Tab");
    await expect(banner.getByRole("link", { name: "Sonaria, ir al inicio" })).toBeFocused();
    const nav = banner.getByRole("navigation", { name: "Navegación principal" });
    for (const name of ["Inicio", "Funciones", "Precios", "Servicios", "Contacto"]) {
      await page.keyboard.press("Tab");
      await expect(nav.getByRole("link", { name, exact: true })).toBeFocused();
    }
    await page.keyboard.press("Tab");
    await expect(banner.getByRole("link", { name: "Iniciar sesión" })).toBeFocused();
    await page.keyboard.press("Shift+Tab");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL("/contact");
    await waitForSiteScript(page);
    await expect(nav.getByRole("link", { name: "Contacto" })).toHaveAttribute(
      "aria-current",
      "page",
    );
  });
});
