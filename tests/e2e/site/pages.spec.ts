import { expect, test } from "../fixtures";

const pages = [
  {
    path: "/",
    heading: "Crea un ambiente excepcional en tu negocio",
    title: /Música ambiental para tu negocio · Sonaria/,
  },
  { path: "/features", heading: "Funciones pensadas para negocios", title: /Funciones · Sonaria/ },
  { path: "/pricing", heading: "Precios claros, sin letra pequeña", title: /Precios · Sonaria/ },
  {
    path: "/about",
    heading: "Música para que tus clientes quieran quedarse",
    title: /Servicios · Sonaria/,
  },
  { path: "/contact", heading: "Hablemos", title: /Contacto · Sonaria/ },
  {
    path: "/legal/terms-and-conditions",
    heading: "Términos y condiciones",
    title: /Términos y condiciones · Sonaria/,
    // What an inspection file proves and what it does not, before the owner relies on it.
    contains: [
      "7. Expediente de inspección: lo que prueba y lo que no",
      "Lo que no prueba: que no sonara otra música en el local por otros medios",
    ],
  },
  {
    path: "/legal/privacy-policy",
    heading: "Política de privacidad",
    title: /Política de privacidad · Sonaria/,
  },
  {
    path: "/legal/terms-of-use",
    heading: "Condiciones de uso",
    title: /Condiciones de uso · Sonaria/,
  },
];

for (const { path, heading, title, contains = [] } of pages as {
  path: string;
  heading: string;
  title: RegExp;
  contains?: string[];
}[]) {
  test(`${path} is prerendered in Spanish and its script runs`, async ({ page, request }) => {
    // The main text is in the HTML before any script runs.
    const response = await request.get(path);
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toContain('<html lang="es"');
    expect(html).toContain(heading);
    for (const text of contains) expect(html).toContain(text);

    await page.goto(path);
    await expect(page).toHaveTitle(title);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
    await expect(page.locator("html")).toHaveAttribute("data-enhanced", "true");
  });
}

test("the home page shows the hero, the tagline and both calls to action", async ({ page }) => {
  await page.goto("/");
  await expect(
    page.getByText("Soluciones de música ambiental personalizadas para tu negocio"),
  ).toBeVisible();
  await expect(page.getByRole("link", { name: "Prueba gratis 7 días" })).toHaveAttribute(
    "href",
    "/register",
  );
  await expect(page.getByRole("link", { name: "Hablar con ventas" })).toHaveAttribute(
    "href",
    "/contact",
  );
  const hero = page.getByRole("img", {
    name: "Ondas de sonido sobre el mostrador de una cafetería",
  });
  await expect(hero).toHaveAttribute("src", "/images/hero.svg");
  expect(await hero.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
});

test("the features page advertises royalty-free music, custom playlists and priority support", async ({
  page,
}) => {
  await page.goto("/features");
  for (const feature of [
    "Música libre de derechos",
    "Listas de reproducción personalizadas",
    "Soporte prioritario",
  ]) {
    await expect(page.getByRole("heading", { name: feature })).toBeVisible();
  }
});

test("an unknown page answers 404 with a Spanish page", async ({ page, expectHttpErrors }) => {
  // The browser reports the document's own 404 status.
  expectHttpErrors(404);
  const response = await page.goto("/esta-pagina-no-existe");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Página no encontrada" })).toBeVisible();
  await page.getByRole("link", { name: "Volver al inicio" }).click();
  await expect(page).toHaveURL("/");
});
