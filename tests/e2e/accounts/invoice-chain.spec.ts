import { expect, test } from "../fixtures";
import { E2E_ADMIN, signIn } from "../support/accounts";
import { expectNoAxeViolations } from "../support/axe";

test("an admin verifies the invoice chain from the keyboard: progress, then the count checked", async ({
  page,
}) => {
  await signIn(page, E2E_ADMIN);
  // A slow walk, so the progress it shows can be seen.
  await page.route("**/api/invoices/chain", async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 600));
    await route.continue();
  });
  await page.goto("/dashboard/users");
  const section = page.getByRole("region", { name: "Cadena de facturas" });
  const verify = section.getByRole("button", { name: "Verificar la cadena de facturas" });
  await verify.focus();
  await page.keyboard.press("Enter");
  await expect(section.getByRole("status")).toHaveText("Verificando la cadena de facturas…");
  await expect(section.getByTestId("invoice-chain-outcome")).toHaveText(
    /^Cadena intacta: \d+ facturas? comprobadas?\.$/,
  );
  await expect(verify).toBeFocused();
  await expectNoAxeViolations(page, "/dashboard/users with the invoice chain verified");
});
