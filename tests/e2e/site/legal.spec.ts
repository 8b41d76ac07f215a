import { expect, test } from "../fixtures";

test("the terms name the operator, quote the catalogue's fee and today's date", async ({
  page,
  request,
}) => {
  await page.goto("/legal/terms-and-conditions");
  const main = page.getByRole("main");
  await expect(main).toContainText("Titular del servicio: Sonaria Música Ambiental, S.L.");
  await expect(main).toContainText("La cuota mensual del servicio es de 8 €");
  await expect(main).not.toContainText("19,99");
  await expect(main).toContainText("99,9 %");
  await expect(main).toContainText("mantienes el acceso hasta el final del periodo pagado");

  const today = await page.evaluate(() =>
    new Intl.DateTimeFormat("es-ES", { day: "numeric", month: "long", year: "numeric" }).format(
      new Date(),
    ),
  );
  await expect(page.getByTestId("last-updated")).toHaveText(`Última actualización: ${today}`);

  // The date is the visitor's, not frozen into the HTML at build time: the HTML holds the
  // sentence with an empty slot for the browser to fill, and no date.
  const html = await (await request.get("/legal/terms-and-conditions")).text();
  expect(html).not.toMatch(/Última actualización: \d/);
  expect(html).toMatch(/<p[^>]*data-testid="last-updated"[^>]*><\/p>/);
});

test("the date follows the visitor's clock", async ({ page }) => {
  await page.clock.setFixedTime(new Date("2031-03-05T10:00:00+01:00"));
  await page.goto("/legal/privacy-policy");
  await expect(page.getByTestId("last-updated")).toHaveText(
    "Última actualización: 5 de marzo de 2031",
  );
  await expect(page.getByRole("contentinfo")).toContainText("© 2031 Sonaria");
});

for (const path of ["/legal/privacy-policy", "/legal/terms-of-use"]) {
  test(`${path} names the operator and the support address`, async ({ page }) => {
    await page.goto(path);
    const main = page.getByRole("main");
    await expect(main).toContainText("Sonaria Música Ambiental, S.L.");
    await expect(main.getByRole("link", { name: "soporte@sonaria.es" })).toBeVisible();
  });
}
