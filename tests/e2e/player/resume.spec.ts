import { expect, test } from "../fixtures";
import { openGenre, seedSongs, signedInListener } from "../support/catalog";
import { atViewport, viewports } from "../support/viewports";

atViewport(viewports.phone, () => {
  test("after a reload the song comes back with its list, and 'Reanudar música' starts it", async ({
    page,
    request,
    admin,
  }) => {
    const stamp = Date.now().toString(36);
    const titles = [`Alba ${stamp}`, `Bruma ${stamp}`, `Cierzo ${stamp}`];
    const { genre } = await seedSongs(admin, titles, "Pruebas", { seconds: 20 });
    await signedInListener(page, request, admin, { access: true });
    await openGenre(page, genre.name);
    await page.getByRole("button", { name: `Reproducir Bruma ${stamp}` }).click();
    const player = page.getByRole("region", { name: "Reproductor", exact: true });
    await expect(player.getByRole("button", { name: "Pausar" })).toBeVisible();
    const saved = page.waitForResponse(
      (response) =>
        response.url().includes("/api/music-state") && response.request().method() === "PUT",
    );
    await player.getByRole("button", { name: "Pausar" }).click();
    await saved;

    await page.reload();
    const resume = player.getByRole("button", { name: "Reanudar música" });
    await expect(player.getByTestId("full-title")).toHaveText(`Bruma ${stamp}`);
    await expect(resume).toBeVisible();
    await resume.click();
    await expect(player.getByRole("button", { name: "Pausar" })).toBeVisible();
    await expect(player.getByTestId("full-title")).toHaveText(`Bruma ${stamp}`);

    // The queue is the genre again: next, next wraps to the first, previous goes back.
    await player.getByRole("button", { name: "Siguiente" }).click();
    await expect(player.getByTestId("full-title")).toHaveText(`Cierzo ${stamp}`);
    await player.getByRole("button", { name: "Siguiente" }).click();
    await expect(player.getByTestId("full-title")).toHaveText(`Alba ${stamp}`);
    await expect(player.getByRole("button", { name: "Pausar" })).toBeVisible();
  });
});
