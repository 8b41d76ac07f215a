import fs from "node:fs";
import { expect, test } from "../fixtures";
import { createVerifiedUser, E2E_ADMIN, logIn, signIn } from "../support/accounts";
import { fakeMp3File, mp3File } from "../support/audio-files";

test("an admin builds the catalogue: genres, a public list, uploads, list membership, deletions", async ({
  page,
  expectHttpErrors,
}) => {
  // The duplicate genre (409) and the fake audio file (415) are refused on purpose.
  expectHttpErrors(409, 415);
  const stamp = Date.now().toString(36);
  const genreName = `Jazz suave ${stamp}`;
  const listName = `Lista ${stamp}`;
  const title = `Cafetería ${stamp}`;

  await logIn(page, E2E_ADMIN);
  await page
    .getByRole("navigation", { name: "Menú del panel" })
    .getByRole("link", { name: "Gestionar Música" })
    .click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Gestión de Música");
  await expect(page.getByRole("link", { name: "Volver al panel" })).toHaveAttribute(
    "href",
    "/dashboard",
  );

  // Genres: added, listed by name, unique ignoring case and accents.
  const genres = page.getByRole("region", { name: "Géneros Musicales" });
  await genres.getByLabel("Nuevo género").fill(genreName);
  await genres.getByRole("button", { name: "Añadir" }).click();
  await expect(genres.getByRole("listitem").filter({ hasText: genreName })).toContainText(
    "0 canciones",
  );
  // The live update may list the genre before the form clears: type once it has.
  await expect(genres.getByLabel("Nuevo género")).toHaveValue("");
  await genres.getByLabel("Nuevo género").fill(`JAZZ SUAVE ${stamp}`);
  await genres.getByRole("button", { name: "Añadir" }).click();
  await expect(page.getByRole("alert")).toHaveText("Ya existe un género con ese nombre");

  // A public list.
  const lists = page.getByRole("region", { name: "Listas Públicas" });
  await lists.getByLabel("Nueva lista pública").fill(listName);
  await lists.getByRole("button", { name: "Crear" }).click();
  await expect(page.getByRole("alert")).toHaveCount(0);
  await expect(lists.getByRole("button", { name: new RegExp(`^${listName}`) })).toContainText(
    "0 canciones",
  );

  // Upload: only real audio, with the spec's message for missing fields.
  const upload = page.getByRole("region", { name: "Subir Música" });
  await upload.getByLabel("Archivo de audio").setInputFiles(fakeMp3File("trampa.mp3"));
  await upload.getByLabel("Género").selectOption({ label: genreName });
  await upload.getByLabel("Artista").fill("Nadie");
  await upload.getByRole("button", { name: "Subir canción" }).click();
  await expect(page.getByRole("alert")).toHaveText(
    "El archivo no es un audio válido (MP3, AAC/M4A, OGG/Opus, FLAC o WAV)",
  );
  await upload.getByRole("button", { name: "Quitar trampa.mp3" }).click();

  await upload.getByLabel("Archivo de audio").setInputFiles(mp3File(`${title}.mp3`));
  await expect(upload.getByLabel("Título")).toHaveValue(title);
  await upload.getByLabel("Artista").fill("");
  await upload.getByRole("button", { name: "Subir canción" }).click();
  await expect(page.getByRole("alert")).toHaveText(
    "Por favor, completa todos los campos y verifica tus permisos",
  );
  await upload.getByLabel("Artista").fill("Trío del Parque");

  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/api/songs", async (route) => {
    if (route.request().method() === "POST") await held;
    await route.continue();
  });
  await upload.getByRole("button", { name: "Subir canción" }).click();
  await expect(upload.getByRole("button", { name: "Subiendo..." })).toBeDisabled();
  await expect(upload.getByRole("progressbar")).toBeVisible();
  release();
  await expect(page.getByRole("status")).toHaveText("Canción subida correctamente");
  await expect(page.getByRole("alert")).toHaveCount(0);

  const songs = page.getByRole("region", { name: "Canciones" });
  await songs.getByLabel("Buscar canciones").fill(title);
  const row = songs.getByTestId("song-row").filter({ hasText: title });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText("Trío del Parque");
  await expect(row).toContainText(genreName);
  await expect(row).toContainText("0:03");
  await expect(genres.getByRole("listitem").filter({ hasText: genreName })).toContainText(
    "1 canción",
  );

  // With a list selected: add (once) and remove.
  await lists.getByRole("button", { name: new RegExp(`^${listName}`) }).click();
  const inList = page.getByRole("region", { name: `Canciones en ${listName}` });
  await expect(inList.getByRole("heading", { name: `Canciones en ${listName}` })).toBeVisible();
  await inList.getByLabel("Buscar canciones").fill(title);
  const listedRow = inList.getByTestId("song-row").filter({ hasText: title });
  await listedRow.getByRole("button", { name: "Añadir a la lista" }).click();
  await expect(listedRow.getByRole("button", { name: "Quitar de la lista" })).toBeVisible();
  await expect(lists.getByRole("button", { name: new RegExp(`^${listName}`) })).toContainText(
    "1 canción",
  );
  await listedRow.getByRole("button", { name: "Quitar de la lista" }).click();
  await expect(listedRow.getByRole("button", { name: "Añadir a la lista" })).toBeVisible();
  await lists.getByRole("button", { name: new RegExp(`^${listName}`) }).click();

  // Deleting a genre says how many songs go with it.
  await genres.getByRole("button", { name: `Eliminar el género ${genreName}` }).click();
  const dialog = page.getByRole("dialog", { name: `¿Eliminar el género «${genreName}»?` });
  await expect(dialog).toContainText(
    "Se eliminará también 1 canción, con su archivo, de todas las listas.",
  );
  await dialog.getByRole("button", { name: "Cancelar" }).click();
  await expect(genres.getByRole("listitem").filter({ hasText: genreName })).toBeVisible();
  await genres.getByRole("button", { name: `Eliminar el género ${genreName}` }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Sí, eliminar" }).click();
  await expect(genres.getByRole("listitem").filter({ hasText: genreName })).toHaveCount(0);
  await expect(
    page
      .getByRole("region", { name: "Canciones" })
      .getByTestId("song-row")
      .filter({ hasText: title }),
  ).toHaveCount(0);

  await lists.getByRole("button", { name: `Eliminar la lista ${listName}` }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Sí, eliminar" }).click();
  await expect(lists.getByRole("button", { name: new RegExp(`^${listName}`) })).toHaveCount(0);
});

test("a second browser sees new genres and songs without reloading", async ({ page, browser }) => {
  const watcherContext = await browser.newContext();
  const watcher = await watcherContext.newPage();
  await signIn(watcher, E2E_ADMIN);
  await watcher.goto("/dashboard/music");
  await expect(watcher.getByRole("heading", { level: 1 })).toHaveText("Gestión de Música");

  await signIn(page, E2E_ADMIN);
  await page.goto("/dashboard/music");
  const name = `En vivo ${Date.now().toString(36)}`;
  const genres = page.getByRole("region", { name: "Géneros Musicales" });
  await genres.getByLabel("Nuevo género").fill(name);
  await genres.getByRole("button", { name: "Añadir" }).click();

  const seen = watcher
    .getByRole("region", { name: "Géneros Musicales" })
    .getByRole("listitem")
    .filter({ hasText: name });
  await expect(seen).toBeVisible({ timeout: 3000 });

  const upload = page.getByRole("region", { name: "Subir Música" });
  await upload.getByLabel("Género").selectOption({ label: name });
  await upload.getByLabel("Archivo de audio").setInputFiles(mp3File(`Directo ${name}.mp3`, 11));
  await upload.getByLabel("Artista").fill("Banda en vivo");
  await upload.getByRole("button", { name: "Subir canción" }).click();
  await expect(seen).toContainText("1 canción", { timeout: 3000 });
  await watcherContext.close();
});

test("users are kept out of the music screen, and audio is refused without a subscription", async ({
  page,
  request,
  admin,
}) => {
  // An admin puts a song in the catalogue through the API.
  const genre = await (
    await admin.post("/api/genres", { data: { name: `Privado ${Date.now().toString(36)}` } })
  ).json();
  const uploaded = await admin.post("/api/songs", {
    multipart: {
      genreId: genre.id,
      title: "Solo para suscriptores",
      artist: "Sonaria",
      file: {
        name: "privada.mp3",
        mimeType: "audio/mpeg",
        buffer: fs.readFileSync(mp3File("privada.mp3", 21)),
      },
    },
  });
  expect(uploaded.status()).toBe(201);
  const song = await uploaded.json();
  const adminAccess = await (await admin.get(`/api/access?songId=${song.id}`)).json();
  const adminAudio = await admin.get(adminAccess.audio.url, {
    headers: { range: "bytes=0-99" },
  });
  expect(adminAudio.status()).toBe(206);

  const account = await createVerifiedUser(request);
  await signIn(page, account);
  await page.goto("/dashboard/music");
  await expect(page).toHaveURL("/dashboard");
  expect((await page.request.post("/api/genres", { data: { name: "Intruso" } })).status()).toBe(
    403,
  );

  // No access, no link to the audio; the admin's link is refused to this account.
  const access = await (await page.request.get(`/api/access?songId=${song.id}`)).json();
  expect(access).toMatchObject({ active: false, audio: null });
  const audio = await page.request.get(adminAccess.audio.url);
  expect(audio.status()).toBe(403);
  expect((await audio.json()).error.code).toBe("FORBIDDEN");
});
