import { expect, test } from "../fixtures";
import { openGenre, seedSongs, signedInListener } from "../support/catalog";
import { reserveCaches, reservedSongs } from "../support/offline";
import { atViewport, viewports } from "../support/viewports";

test("the reserve leaves the device at logout, and another account never finds it", async ({
  page,
  request,
  admin,
}) => {
  test.setTimeout(60_000);
  const stamp = Date.now().toString(36);
  const { genre } = await seedSongs(admin, [`Salida ${stamp}`, `Entrada ${stamp}`], "Reserva", {
    seconds: 6,
  });
  await signedInListener(page, request, admin, { access: true });
  await openGenre(page, genre.name);
  await page.getByRole("button", { name: `Reproducir Salida ${stamp}` }).click();
  // The reserve fills one song at a time, at low priority: give it what a busy machine needs.
  await expect.poll(() => reservedSongs(page), { timeout: 15_000 }).toHaveLength(2);
  const [mine] = await reserveCaches(page);

  await page.getByRole("button", { name: "Cerrar sesión" }).click();
  await expect(page).toHaveURL("/");
  await expect.poll(() => reserveCaches(page)).toEqual([]);

  // A reserve left behind (a crash before logout) is not the next account's.
  await page.evaluate(async (name) => {
    await (
      await caches.open(name as string)
    ).put("/api/songs/00000000-0000-4000-8000-000000000000/audio", new Response("de otra cuenta"));
  }, mine);
  await signedInListener(page, request, admin, { access: true });
  await expect.poll(() => reserveCaches(page)).not.toContain(mine);
});

atViewport(viewports.phone, () => {
  test("keeps the coming songs on the device, says how much and where, and empties it when switched off", async ({
    page,
    request,
    admin,
  }) => {
    test.setTimeout(60_000);
    const stamp = Date.now().toString(36);
    const titles = [`Reserva A ${stamp}`, `Reserva B ${stamp}`, `Reserva C ${stamp}`];
    const { genre, songs } = await seedSongs(admin, titles, "Reserva", { seconds: 6 });
    await signedInListener(page, request, admin, { access: true });
    await openGenre(page, genre.name);
    const settings = page.getByRole("region", { name: "Música sin conexión" });
    await expect(settings).toContainText("Elige una canción");

    await page.getByRole("button", { name: `Reproducir ${titles[0]}` }).click();
    // The whole list is shorter than the target: all of it, from the song playing on.
    await expect.poll(() => reservedSongs(page)).toHaveLength(3);
    expect((await reservedSongs(page)).sort()).toEqual(songs.map((song) => song.id).sort());
    await expect(settings.getByTestId("offline-ready")).toHaveText(
      /^(menos de 1 min|\d+ min) de 8 h listas$/,
    );
    await expect(settings.getByTestId("offline-space")).toContainText("Espacio usado:");
    await expect(settings.getByRole("meter", { name: "Música guardada" })).toBeVisible();
    await page.screenshot({
      path: `/tmp/shots-offline/settings-${page.viewportSize()?.width}.png`,
      fullPage: true,
    });

    const toggle = settings.getByRole("switch", { name: "Guardar música en este dispositivo" });
    await expect(toggle).toBeChecked();
    await toggle.focus();
    await page.keyboard.press("Space");
    await expect(toggle).not.toBeChecked();
    await expect(settings).toContainText("Desactivado");
    await expect.poll(() => reservedSongs(page)).toEqual([]);
    // Kept off after a reload.
    await page.reload();
    await expect(
      page.getByRole("switch", { name: "Guardar música en este dispositivo" }),
    ).not.toBeChecked();
    // What a person clicks: the switch's words (the control itself is drawn over them).
    await page.getByText("Guardar música en este dispositivo").click();
    await expect(
      page.getByRole("switch", { name: "Guardar música en este dispositivo" }),
    ).toBeChecked();
    await openGenre(page, genre.name);
    await page.getByRole("button", { name: `Reproducir ${titles[1]}` }).click();
    await expect.poll(() => reservedSongs(page)).toHaveLength(3);
  });
});
