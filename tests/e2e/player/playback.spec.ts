import { expect, test } from "../fixtures";
import { signIn } from "../support/accounts";
import { openGenre, seedSongs, signedInListener } from "../support/catalog";

test("a subscriber plays, pauses, seeks, skips with wrap and hears the next song start by itself", async ({
  page,
  request,
  admin,
}) => {
  // Songs made and uploaded, a subscriber signed up, and a song heard to its end.
  test.setTimeout(60_000);
  const stamp = Date.now().toString(36);
  const { genre } = await seedSongs(admin, [
    `Amanecer ${stamp}`,
    `Brisa ${stamp}`,
    `Cierre ${stamp}`,
  ]);
  await signedInListener(page, request, admin, { access: true });
  await openGenre(page, genre.name);
  const songs = page.getByTestId("player-song");
  await expect(songs).toHaveCount(3);

  const player = page.getByRole("region", { name: "Reproductor", exact: true });
  await page.getByRole("button", { name: `Reproducir Amanecer ${stamp}` }).click();
  await expect(player.getByTestId("full-title")).toHaveText(`Amanecer ${stamp}`);
  await expect(player.getByTestId("full-artist")).toHaveText("Artista 1");
  await expect(player.getByRole("button", { name: "Pausar" })).toBeVisible();
  await expect(songs.first().getByTestId("playing-indicator")).toBeVisible();
  await expect(player.getByTestId("full-total")).toHaveText("0:03");
  await expect
    .poll(() => player.getByTestId("full-elapsed").textContent(), { timeout: 5000 })
    .not.toBe("0:00");

  await player.getByRole("button", { name: "Pausar" }).click();
  await expect(player.getByRole("button", { name: "Reproducir" })).toBeVisible();
  await player.getByLabel("Posición").fill("2");
  await expect(player.getByTestId("full-elapsed")).toHaveText("0:02");

  // Previous from the first wraps to the last; next from the last wraps to the first.
  await player.getByRole("button", { name: "Anterior" }).click();
  await expect(player.getByTestId("full-title")).toHaveText(`Cierre ${stamp}`);
  await player.getByRole("button", { name: "Siguiente" }).click();
  await expect(player.getByTestId("full-title")).toHaveText(`Amanecer ${stamp}`);

  // At the end of a track the next one starts.
  await expect(player.getByTestId("full-title")).toHaveText(`Brisa ${stamp}`, { timeout: 10_000 });
  await expect(player.getByRole("button", { name: "Pausar" })).toBeVisible();

  // Playback goes on while moving between dashboard pages, in the mini player.
  await page
    .getByRole("navigation", { name: "Menú del panel" })
    .getByRole("link", { name: "Perfil" })
    .click();
  const mini = page.getByRole("region", { name: "Reproductor (mini)" });
  await expect(mini.getByTestId("mini-title")).not.toHaveText("");
  await expect(mini.getByRole("button", { name: "Pausar" })).toBeVisible();
});

test("the volume is remembered on this device across reloads", async ({ page, request, admin }) => {
  await signedInListener(page, request, admin, { access: true });
  const volume = page.getByRole("region", { name: "Reproductor (mini)" }).getByLabel("Volumen");
  await expect(volume).toHaveValue("0.5");
  await volume.fill("0.27");
  expect(await page.evaluate(() => localStorage.getItem("playerVolume"))).toBe("0.27");
  await page.reload();
  await expect(
    page.getByRole("region", { name: "Reproductor (mini)" }).getByLabel("Volumen"),
  ).toHaveValue("0.27");
});

test("the song and position are restored after logging out and in again", async ({
  page,
  request,
  admin,
}) => {
  const stamp = Date.now().toString(36);
  const { genre } = await seedSongs(admin, [`Recuerdo ${stamp}`]);
  const account = await signedInListener(page, request, admin, { access: true });
  await openGenre(page, genre.name);
  await page.getByRole("button", { name: `Reproducir Recuerdo ${stamp}` }).click();
  const player = page.getByRole("region", { name: "Reproductor", exact: true });
  await expect(player.getByRole("button", { name: "Pausar" })).toBeVisible();
  await player.getByRole("button", { name: "Pausar" }).click();
  await player.getByLabel("Posición").fill("2");

  await page.getByRole("button", { name: "Cerrar sesión" }).click();
  await expect(page).toHaveURL("/");
  await signIn(page, account);
  const mini = page.getByRole("region", { name: "Reproductor (mini)" });
  await expect(mini.getByTestId("mini-title")).toHaveText(`Recuerdo ${stamp}`);
  await expect
    .poll(async () => Number(await mini.getByLabel("Posición").inputValue()))
    .toBeCloseTo(2, 0);
  await mini.getByRole("button", { name: "Reanudar música" }).click();
  await expect(mini.getByRole("button", { name: "Pausar" })).toBeVisible();
});
