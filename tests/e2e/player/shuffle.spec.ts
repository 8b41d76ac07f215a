import { expect, test } from "../fixtures";
import { openGenre, seedSongs, signedInListener } from "../support/catalog";
import { atViewport, viewports } from "../support/viewports";

atViewport(viewports.desktop, () => {
  test("'Aleatorio' plays the whole genre once with no artist twice in a row, and a reload keeps its order", async ({
    page,
    request,
    admin,
  }, testInfo) => {
    // Six uploads, eleven songs chosen and a reload: more than the default on a busy machine.
    test.setTimeout(60_000);
    const stamp = Date.now().toString(36);
    const titles = ["Alba", "Bruma", "Cierzo", "Duna", "Estela", "Faro"].map(
      (title) => `${title} ${stamp}`,
    );
    // Two songs by each artist, side by side in the genre's own order.
    const artists = ["Ana", "Ana", "Bea", "Bea", "Celia", "Celia"];
    const artistOf = (title: string) => artists[titles.indexOf(title)];
    const { genre } = await seedSongs(admin, titles, "Pruebas", { seconds: 20, artists });
    await signedInListener(page, request, admin, { access: true });
    await openGenre(page, genre.name);
    await page.getByRole("button", { name: `Reproducir ${titles[0]}` }).click();
    const player = page.getByRole("region", { name: "Reproductor", exact: true });
    const title = player.getByTestId("full-title");
    await expect(player.getByRole("button", { name: "Pausar" })).toBeVisible();

    const shuffle = player.getByRole("button", { name: "Aleatorio" });
    await expect(shuffle).toHaveAttribute("aria-pressed", "false");
    await shuffle.click();
    await expect(shuffle).toHaveAttribute("aria-pressed", "true");
    await player.screenshot({ path: testInfo.outputPath("aleatorio.png") });

    const heard = [titles[0] ?? ""];
    const next = async () => {
      const before = await title.textContent();
      await player.getByRole("button", { name: "Siguiente" }).click();
      await expect(title).not.toHaveText(before ?? "");
      heard.push((await title.textContent()) ?? "");
    };
    for (let press = 0; press < 5; press++) await next();
    expect(new Set(heard).size).toBe(6);
    heard
      .slice(1)
      .forEach((song, at) => expect(artistOf(song)).not.toBe(artistOf(heard[at] ?? "")));

    // Back to the third song of the order, saved, then a reload: the same order goes on.
    await player.getByRole("button", { name: "Anterior" }).click();
    await player.getByRole("button", { name: "Anterior" }).click();
    await player.getByRole("button", { name: "Anterior" }).click();
    await expect(title).toHaveText(heard[2] ?? "");
    const saved = page.waitForResponse(
      (response) =>
        response.url().includes("/api/music-state") && response.request().method() === "PUT",
    );
    await player.getByRole("button", { name: "Pausar" }).click();
    await saved;

    await page.reload();
    await expect(title).toHaveText(heard[2] ?? "");
    // A phone's bar shows only "Reanudar música" until the music is resumed.
    await player.getByRole("button", { name: "Reanudar música" }).click();
    await expect(player.getByRole("button", { name: "Pausar" })).toBeVisible();
    await expect(shuffle).toHaveAttribute("aria-pressed", "true");
    await player.getByRole("button", { name: "Siguiente" }).click();
    await expect(title).toHaveText(heard[3] ?? "");
    await player.getByRole("button", { name: "Siguiente" }).click();
    await expect(title).toHaveText(heard[4] ?? "");

    // Off: the genre's own order from the song playing.
    await shuffle.click();
    await expect(shuffle).toHaveAttribute("aria-pressed", "false");
    await player.getByRole("button", { name: "Siguiente" }).click();
    const ownNext = titles[(titles.indexOf(heard[4] ?? "") + 1) % titles.length];
    await expect(title).toHaveText(ownNext ?? "");
  });
});
