import { expect, test, waitForHydration } from "../fixtures";

test("the pricing page shows the trial, the annual plan with its saving and the monthly plan", async ({
  page,
}) => {
  await page.goto("/pricing");
  await waitForHydration(page);

  const trial = page.getByRole("article", { name: "Prueba gratuita" });
  await expect(trial).toContainText("0 €");
  await expect(trial).toContainText("durante 7 días");

  const annual = page.getByRole("article", { name: "Anual" });
  await expect(annual).toContainText("60 €");
  await expect(annual).toContainText("al año");
  await expect(annual).toContainText("Más popular");
  await expect(annual).toContainText("Ahorra 37,5 %");

  const monthly = page.getByRole("article", { name: "Mensual" });
  await expect(monthly).toContainText("8 €");
  await expect(monthly).toContainText("al mes");

  for (const card of [trial, annual, monthly]) {
    await expect(card.getByRole("link")).toHaveAttribute("href", "/register");
  }
  await annual.getByRole("link").click();
  await expect(page).toHaveURL("/register");
});

test("large chains are sent to sales", async ({ page }) => {
  await page.goto("/pricing");
  await waitForHydration(page);
  await expect(page.getByText(/planes personalizados para grandes cadenas/)).toBeVisible();
  await page.getByRole("link", { name: "Contactar con ventas" }).click();
  await expect(page).toHaveURL("/contact");
});
