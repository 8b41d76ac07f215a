import { expect, test } from "../fixtures";

test("the contact page offers e-mail, WhatsApp and an advisor chat", async ({ page }) => {
  await page.goto("/contact");
  const main = page.getByRole("main");
  await expect(main.getByRole("link", { name: "soporte@sonaria.es" })).toHaveAttribute(
    "href",
    "mailto:soporte@sonaria.es",
  );
  await expect(main.getByRole("link", { name: /Abrir WhatsApp/ })).toHaveAttribute(
    "href",
    "https://wa.me/34600000000",
  );
  const advisor = main.getByRole("link", { name: "Hablar con un asesor" });
  await expect(advisor).toHaveAttribute("href", "https://wa.me/34600000000");
  await expect(advisor).toHaveAttribute("target", "_blank");
  await expect(advisor).toHaveAttribute("rel", /noopener/);
});
