import type { Locator } from "@playwright/test";
import { expect, test } from "../fixtures";
import { openGenre, seedSongs, signedInListener } from "../support/catalog";
import { atViewport, viewports } from "../support/viewports";

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error("not rendered");
  return found;
}

const overlap = (a: { x: number; width: number }, b: { x: number; width: number }) =>
  a.x < b.x + b.width && b.x < a.x + a.width;

test("an empty own list says how to add songs", async ({ page, request, admin }) => {
  const stamp = Date.now().toString(36);
  await signedInListener(page, request, admin, { access: false });
  await page.goto("/dashboard/player?tab=mine");
  await page.getByLabel("Nueva lista").fill(`Vacía ${stamp}`);
  await page.getByRole("button", { name: "Crear" }).click();
  await expect(page.getByRole("heading", { name: `Vacía ${stamp}` })).toBeVisible();
  await expect(page.getByText("Esta lista aún no tiene canciones.")).toBeVisible();
  await expect(page.getByText("Añade canciones desde «Todo» con «Añadir a…».")).toBeVisible();
  await expect(page.getByText("0 canciones")).toHaveCount(0);
  await expect(page.getByText("No hay canciones que coincidan.")).toHaveCount(0);
});

atViewport(viewports.desktop, () => {
  test("with an own list, every song title stays readable and clickable", async ({
    page,
    request,
    admin,
  }) => {
    const stamp = Date.now().toString(36);
    const long = `Atardecer en la terraza del puerto ${stamp}`;
    const { genre } = await seedSongs(admin, [long, `Brisa ${stamp}`]);
    await signedInListener(page, request, admin, { access: true });
    await page.goto("/dashboard/player?tab=mine");
    await page.getByLabel("Nueva lista").fill(`Tardes ${stamp}`);
    await page.getByRole("button", { name: "Crear" }).click();
    await expect(page.getByRole("heading", { name: `Tardes ${stamp}` })).toBeVisible();

    await openGenre(page, genre.name);
    const row = page.getByTestId("player-song").filter({ hasText: `Brisa ${stamp}` });
    const title = row.getByRole("button", { name: `Reproducir Brisa ${stamp}` });
    const titleBox = await box(title);
    // Wide and tall enough to read and to hit with a thumb, whatever the add-to-list control.
    expect(titleBox.width).toBeGreaterThan(180);
    expect(titleBox.height).toBeGreaterThanOrEqual(40);
    const text = await box(row.getByText(`Brisa ${stamp}`, { exact: true }));
    expect(text.width).toBeGreaterThan(40);
    const addTo = row.getByLabel(`Añadir «Brisa ${stamp}» a una lista`);
    const addBox = await box(addTo);
    expect(addBox.width).toBeGreaterThanOrEqual(24);
    expect(addBox.width).toBeLessThan(titleBox.width);

    // The long title wraps, never squeezed to nothing.
    const longTitle = page.getByRole("button", { name: `Reproducir ${long}` });
    expect((await box(longTitle)).width).toBeGreaterThan(180);

    await title.click();
    const player = page.getByRole("region", { name: "Reproductor", exact: true });
    await expect(player.getByTestId("full-title")).toHaveText(`Brisa ${stamp}`);
    await expect(player.getByRole("button", { name: "Pausar" })).toBeVisible();
    const indicator = await box(row.getByTestId("playing-indicator"));
    const duration = await box(row.getByTestId("song-duration"));
    expect(overlap(indicator, duration)).toBe(false);

    // Adding through the visible control, on a phone too.
    await addTo.selectOption({ label: `Tardes ${stamp}` });
    await expect(
      page.getByRole("status").filter({ hasText: `Añadida a Tardes ${stamp}` }),
    ).toBeVisible();
  });
});
