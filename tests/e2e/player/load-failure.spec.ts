import { expect, test } from "../fixtures";
import { openGenre, seedSongs, signedInListener } from "../support/catalog";

test("a song that fails to load is skipped, and the player says so", async ({
  page,
  request,
  admin,
  expectHttpErrors,
}) => {
  expectHttpErrors(500);
  test.setTimeout(60_000);
  const stamp = Date.now().toString(36);
  const { genre, songs } = await seedSongs(
    admin,
    [`Aurora ${stamp}`, `Borrasca ${stamp}`, `Calma ${stamp}`],
    "Pruebas",
    { seconds: 20 },
  );
  const broken = songs[1]?.id as string;
  // On the context: audio goes through the dashboard's service worker, whose requests
  // the page's own routes do not see.
  await page.context().route(
    (url) => url.pathname === `/api/songs/${broken}/audio`,
    (route) => route.fulfill({ status: 500 }),
  );
  await signedInListener(page, request, admin, { access: true });
  await openGenre(page, genre.name);
  const player = page.getByRole("region", { name: "Reproductor", exact: true });

  // Chosen directly…
  await page.getByRole("button", { name: `Reproducir Borrasca ${stamp}` }).click();
  await expect(
    player.getByText(`No se pudo cargar «Borrasca ${stamp}». Pasamos a la siguiente.`),
  ).toBeVisible();
  // The next song is fetched only once the failure is known: on a busy machine, seconds.
  await expect(player.getByTestId("full-title")).toHaveText(`Calma ${stamp}`, {
    timeout: 15_000,
  });
  await expect(player.getByRole("button", { name: "Pausar" })).toBeVisible();

  // …or reached with "Siguiente": the music goes on with the song after it.
  await page.getByRole("button", { name: `Reproducir Aurora ${stamp}` }).click();
  await expect(player.getByRole("button", { name: "Pausar" })).toBeVisible();
  await player.getByRole("button", { name: "Siguiente" }).click();
  await expect(player.getByTestId("full-title")).toHaveText(`Calma ${stamp}`);
  await expect(player.getByRole("button", { name: "Pausar" })).toBeVisible();
});

test("when no song can be loaded, the player stops and says why", async ({
  page,
  request,
  admin,
  expectHttpErrors,
}) => {
  expectHttpErrors(500);
  const stamp = Date.now().toString(36);
  const { genre } = await seedSongs(admin, [`Uno ${stamp}`, `Dos ${stamp}`]);
  await page.context().route(
    (url) => /^\/api\/songs\/[^/]+\/audio$/.test(url.pathname),
    (route) => route.fulfill({ status: 500 }),
  );
  await signedInListener(page, request, admin, { access: true });
  await openGenre(page, genre.name);
  await page.getByRole("button", { name: `Reproducir Uno ${stamp}` }).click();
  const player = page.getByRole("region", { name: "Reproductor", exact: true });
  await expect(player.getByText(/No se pudo cargar la música/)).toBeVisible();
  await expect(player.getByRole("button", { name: "Reproducir" })).toBeVisible();
});
