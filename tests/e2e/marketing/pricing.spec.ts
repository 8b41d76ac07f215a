import { expect, test, waitForHydration } from "../fixtures";
import { expectNoAxeViolations } from "../support/accessibility";
import { cardsIn, FALLBACK_CARDS } from "../support/plans";

for (const width of [375, 1440]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test("the pricing page shows the catalogue's trial, annual and monthly plans", async ({
      page,
    }, testInfo) => {
      await page.goto("/pricing");
      await waitForHydration(page);

      expect(await cardsIn(page)).toEqual(FALLBACK_CARDS);
      const trial = page.getByRole("article", { name: "Prueba gratuita" });
      await expect(trial).toContainText("durante 7 días");
      await expect(trial).toContainText("Después, 8 € al mes");
      const annual = page.getByRole("article", { name: "Anual" });
      await expect(annual).toContainText("al año");
      await expect(annual).toContainText("Ahorra 37,5 %");
      await expect(annual).toContainText("Equivale a 5 € al mes");
      await expect(page.getByRole("article", { name: "Mensual" })).toContainText("al mes");
      // Only what exists today.
      await expect(page.getByRole("main")).not.toContainText(/certificado|prioritario/i);

      for (const card of await page.getByRole("article").all())
        await expect(card.getByRole("link")).toHaveAttribute("href", "/register");

      await expectNoAxeViolations(page);
      await page.screenshot({ path: testInfo.outputPath(`pricing-${width}.png`), fullPage: true });
    });
  });
}

test("large chains are sent to sales", async ({ page }) => {
  await page.goto("/pricing");
  await waitForHydration(page);
  await expect(page.getByText(/planes personalizados para grandes cadenas/)).toBeVisible();
  await page.getByRole("link", { name: "Contactar con ventas" }).click();
  await expect(page).toHaveURL("/contact");
});
