import { expect, test, waitForSiteScript } from "../fixtures";

const navLinks = [
  { name: "Funciones", path: "/features" },
  { name: "Precios", path: "/pricing" },
  { name: "Servicios", path: "/about" },
  { name: "Contacto", path: "/contact" },
  { name: "Inicio", path: "/" },
];

test("the header links lead to their pages", async ({ page }) => {
  await page.goto("/");
  await waitForSiteScript(page);
  const nav = page.getByRole("navigation", { name: "Navegación principal" });
  for (const link of navLinks) {
    await nav.getByRole("link", { name: link.name, exact: true }).click();
    await expect(page).toHaveURL(link.path);
  }
  await page.getByRole("link", { name: "Iniciar sesión" }).click();
  await expect(page).toHaveURL("/login");
});

test("the logo leads home", async ({ page }) => {
  await page.goto("/pricing");
  await waitForSiteScript(page);
  await page.getByRole("link", { name: "Sonaria, ir al inicio" }).first().click();
  await expect(page).toHaveURL("/");
});

test("the footer has the legal pages, support contacts, social icons and the current year", async ({
  page,
}) => {
  await page.goto("/");
  await waitForSiteScript(page);
  const footer = page.getByRole("contentinfo");
  await expect(footer.getByRole("link", { name: "soporte@sonaria.es" })).toHaveAttribute(
    "href",
    "mailto:soporte@sonaria.es",
  );
  await expect(footer.getByRole("link", { name: /WhatsApp/ })).toHaveAttribute(
    "href",
    "https://wa.me/34600000000",
  );
  // Unconfigured profiles show their icon without a dead link.
  for (const network of ["Instagram", "Facebook", "LinkedIn"]) {
    await expect(footer.getByRole("img", { name: `${network} (próximamente)` })).toBeVisible();
  }
  const year = await page.evaluate(() => new Date().getFullYear());
  await expect(footer).toContainText(`© ${year} Sonaria. Todos los derechos reservados.`);

  for (const [name, path] of [
    ["Términos y condiciones", "/legal/terms-and-conditions"],
    ["Política de privacidad", "/legal/privacy-policy"],
    ["Condiciones de uso", "/legal/terms-of-use"],
  ] as const) {
    await footer.getByRole("link", { name }).click();
    await expect(page).toHaveURL(path);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
  }
});
