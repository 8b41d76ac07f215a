import { expect, test } from "../fixtures";
import { signedInCustomer } from "../support/accounts";
import { seedSongs, signedInListener } from "../support/catalog";

test("without a subscription, playing opens 'Suscripción requerida', and 'Ver planes' leads to the plans", async ({
  page,
  request,
  admin,
}) => {
  const stamp = Date.now().toString(36);
  await seedSongs(admin, [`Sin plan ${stamp}`]);
  await signedInListener(page, request, admin, { access: false });

  await page.goto("/dashboard/player");
  await page.getByLabel("Buscar en el catálogo").fill(`plan ${stamp}`);
  await expect(page.getByTestId("player-song")).toHaveCount(1);
  await page.getByRole("button", { name: `Reproducir Sin plan ${stamp}` }).click();
  const modal = page.getByRole("dialog", { name: "Suscripción requerida" });
  await expect(modal).toContainText(
    "Para disfrutar de nuestra música necesitas una suscripción activa. Actualiza tu plan para continuar.",
  );
  await modal.getByRole("button", { name: "Cerrar" }).click();
  await expect(modal).toHaveCount(0);

  await page.getByRole("button", { name: `Reproducir Sin plan ${stamp}` }).click();
  await page
    .getByRole("dialog", { name: "Suscripción requerida" })
    .getByRole("button", { name: "Ver planes" })
    .click();
  await expect(page).toHaveURL("/dashboard/subscription");
});

test("the trial popup appears once, two seconds after opening the dashboard", async ({
  page,
  request,
}) => {
  await signedInCustomer(page, request);
  const popup = page.getByRole("dialog", { name: "Prueba gratis 7 días" });
  await expect(popup).toHaveCount(0);
  await expect(popup).toBeVisible({ timeout: 4000 });
  await popup.getByRole("button", { name: "Ahora no" }).click();
  await expect(popup).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem("hasSeenTrialPopup"))).toBe("true");

  await page.reload();
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Hola, ");
  await page.waitForTimeout(2500);
  await expect(popup).toHaveCount(0);
  await expect(
    page.getByRole("region", { name: "Activa tu plan y pon música a tu negocio" }),
  ).toBeVisible();
});
