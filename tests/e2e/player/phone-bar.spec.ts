import type { Locator } from "@playwright/test";
import { expect, test } from "../fixtures";
import { openGenre, seedSongs, signedInListener } from "../support/catalog";

test.use({ viewport: { width: 375, height: 812 } });

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error("not rendered");
  return found;
}

test("on a phone the mini player is a compact bar with big enough targets and the time", async ({
  page,
  request,
  admin,
}) => {
  const stamp = Date.now().toString(36);
  // A title that fits beside the controls; a longer one takes a line of its own
  // (phone-rows.spec.ts).
  const { genre } = await seedSongs(admin, [`Sol ${stamp}`], "Pruebas", { seconds: 20 });
  await signedInListener(page, request, admin, { access: true });
  const mini = page.getByRole("region", { name: "Reproductor (mini)" });
  await expect(mini).toContainText("Elige una canción para empezar");
  expect((await box(mini)).height).toBeLessThanOrEqual(64);

  await openGenre(page, genre.name);
  await page.getByRole("button", { name: `Reproducir Sol ${stamp}` }).click();
  await page.getByRole("link", { name: "Volver al panel" }).click();
  await expect(mini.getByRole("button", { name: "Pausar" })).toBeVisible();
  // At most about a tenth of the screen.
  expect((await box(mini)).height).toBeLessThanOrEqual(96);
  await expect(mini.getByTestId("mini-total")).toHaveText("0:20");
  await expect.poll(() => mini.getByTestId("mini-elapsed").textContent()).not.toBe("0:00");

  for (const target of await mini.getByRole("button").all()) {
    const size = await box(target);
    expect(size.width).toBeGreaterThanOrEqual(24);
    expect(size.height).toBeGreaterThanOrEqual(24);
  }
  expect((await box(mini.getByLabel("Posición"))).height).toBeGreaterThanOrEqual(24);

  // The volume waits behind a button, as tall as a thumb needs.
  await expect(mini.getByLabel("Volumen", { exact: true })).toBeHidden();
  await mini.getByRole("button", { name: "Mostrar volumen" }).click();
  const volume = mini.getByLabel("Volumen", { exact: true });
  await expect(volume).toBeVisible();
  expect((await box(volume)).height).toBeGreaterThanOrEqual(24);
  await volume.fill("0.3");
  expect(await page.evaluate(() => localStorage.getItem("playerVolume"))).toBe("0.3");
});
