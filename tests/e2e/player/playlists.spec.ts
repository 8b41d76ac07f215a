import { expect, test } from "../fixtures";
import { seedSongs, signedInListener } from "../support/catalog";

test("a user builds an own list: create, add, remove, delete; search filters the songs", async ({
  page,
  request,
  admin,
}) => {
  const stamp = Date.now().toString(36);
  await seedSongs(admin, [`Girasol ${stamp}`, `Horizonte ${stamp}`]);
  await signedInListener(page, request, admin, { access: false });
  await page.getByRole("link", { name: "Mis listas" }).click();
  await expect(page).toHaveURL("/dashboard/player?tab=mine");
  await expect(page.getByRole("tab", { name: "Mis Listas" })).toHaveAttribute(
    "aria-selected",
    "true",
  );
  await expect(page.getByText("Aún no tienes listas.")).toBeVisible();

  await page.getByLabel("Nueva lista").fill("   ");
  await expect(page.getByRole("button", { name: "Crear" })).toBeDisabled();
  await page.getByLabel("Nueva lista").fill(`Mañanas ${stamp}`);
  await page.getByRole("button", { name: "Crear" }).click();
  await expect(
    page.getByRole("tabpanel").getByRole("button", { name: new RegExp(`^Mañanas ${stamp}`) }),
  ).toBeVisible();

  await page.getByRole("tab", { name: "Todo" }).click();
  await page.getByLabel("Buscar en el catálogo").fill(`girasol ${stamp}`);
  await expect(page.getByTestId("player-song")).toHaveCount(1);
  await page
    .getByLabel(`Añadir «Girasol ${stamp}» a una lista`)
    .selectOption({ label: `Mañanas ${stamp}` });
  await expect(page.getByRole("status").filter({ hasText: "Añadida" })).toHaveText(
    `Añadida a Mañanas ${stamp}`,
  );

  await page.getByLabel("Buscar en el catálogo").fill("");
  await page.getByRole("tab", { name: "Mis Listas" }).click();
  await page
    .getByRole("tabpanel")
    .getByRole("button", { name: new RegExp(`^Mañanas ${stamp}`) })
    .click();
  await expect(page.getByTestId("player-song")).toHaveCount(1);
  await page.getByRole("button", { name: `Quitar «Girasol ${stamp}» de la lista` }).click();
  await expect(page.getByTestId("player-song")).toHaveCount(0);

  await page.getByRole("button", { name: `Eliminar la lista Mañanas ${stamp}` }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Sí, eliminar" }).click();
  await expect(page.getByText("Aún no tienes listas.")).toBeVisible();
});
