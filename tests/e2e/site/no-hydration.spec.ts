import { expect, test, waitForSiteScript } from "../fixtures";
import { sitePages } from "../support/site-pages";

// Decision 012: the prerendered public pages ship no React and no React Router; one
// inline script (allowed by its hash in the page's CSP) does the header and the dates.
const prerendered = sitePages.filter((sitePage) => !sitePage.heading).map(({ path }) => path);

for (const path of prerendered) {
  test(`${path} loads no script file and hydrates nothing`, async ({ page }) => {
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(request.url());
    });
    const response = await page.goto(path);
    await waitForSiteScript(page);
    await page.waitForLoadState("networkidle");

    expect(scripts, "script files requested").toEqual([]);
    expect(await page.locator("script[src], script[type=module]").count()).toBe(0);
    await expect(page.locator('link[rel="modulepreload"]')).toHaveCount(0);
    expect(await page.evaluate(() => "__reactRouterContext" in window)).toBe(false);
    await expect(page.locator("html")).not.toHaveAttribute("data-hydrated", /.*/);

    // The inline script runs because the page's policy names its hash, not 'unsafe-inline'.
    const policy = response?.headers()["content-security-policy"] ?? "";
    const scriptSources = policy.split(";").find((part) => part.trim().startsWith("script-src"));
    expect(scriptSources).toMatch(/'sha256-[^']+'/);
    expect(scriptSources).not.toContain("unsafe-inline");
  });
}

test("from inside the app, a public page is drawn by React and its header works there too", async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto("/login");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Iniciar sesión");

  // The app's runtime is already loaded: the link navigates within it, no new document.
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  await page.getByRole("link", { name: "Sonaria, ir al inicio" }).click();
  await expect(page).toHaveURL("/");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Crea un ambiente excepcional en tu negocio",
  );
  expect(await page.evaluate(() => "sameDocument" in window)).toBe(true);

  await page.getByRole("button", { name: "Abrir menú" }).click();
  const menu = page.locator("#mobile-menu");
  await expect(menu).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(menu).toBeHidden();
  await expect(page.getByRole("button", { name: "Abrir menú" })).toBeFocused();

  // A navigation closes the menu here as well.
  await page.getByRole("button", { name: "Abrir menú" }).click();
  await menu.getByRole("link", { name: "Precios" }).click();
  await expect(page).toHaveURL("/pricing");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Precios claros, sin letra pequeña",
  );
  await expect(menu).toBeHidden();
  await expect(page.getByRole("button", { name: "Abrir menú" })).toHaveAttribute(
    "aria-expanded",
    "false",
  );
  await page.evaluate(() => window.scrollTo(0, 200));
  await expect(page.getByRole("banner")).toHaveAttribute("data-scrolled", "true");
  const year = await page.evaluate(() => new Date().getFullYear());
  await expect(page.getByRole("contentinfo")).toContainText(`© ${year} Sonaria`);

  // And back into the app.
  await page.getByRole("banner").getByRole("link", { name: "Iniciar sesión" }).click();
  await expect(page).toHaveURL("/login");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Iniciar sesión");
});
