import fs from "node:fs";
import path from "node:path";
import { expect, test } from "../fixtures";
import { expectNoAxeViolations } from "../support/axe";
import { E2E_ADMIN, signIn } from "../support/accounts";
import { mp3File } from "../support/audio-files";
import { atViewport, viewports } from "../support/viewports";

/** AAC in MP4: a song the catalogue accepts but cannot measure. */
const m4a = fs.readFileSync(
  path.join(import.meta.dirname, "../../../src/server/infra/audio/fixtures/sine-stereo-44k.m4a"),
);

atViewport(viewports.desktop, (viewport) => {
  test("the songs table shows 'Analizando…' for a new upload, then its loudness, live", async ({
    page,
    admin,
  }, testInfo) => {
    // Four minutes of music, so that its analysis lasts long enough to be seen even when
    // the upload's answer and the table's refresh are slow.
    test.setTimeout(60_000);
    const stamp = `${Date.now().toString(36)}${viewport.width}`;
    const genre = await (
      await admin.post("/api/genres", { data: { name: `Sonoridad ${stamp}` } })
    ).json();
    const unmeasurable = await admin.post("/api/songs", {
      multipart: {
        genreId: genre.id,
        title: `Sin medir ${stamp}`,
        artist: "Sonaria",
        file: { name: "sin-medir.m4a", mimeType: "audio/mp4", buffer: m4a },
      },
    });
    expect(unmeasurable.status()).toBe(201);

    await signIn(page, E2E_ADMIN);
    await page.goto("/dashboard/music");
    const songs = page.getByRole("region", { name: "Canciones" });
    await songs.getByLabel("Buscar canciones").fill(stamp);
    const loudnessOf = (title: string) =>
      songs.getByTestId("song-row").filter({ hasText: title }).getByTestId("song-loudness");
    await expect(loudnessOf(`Sin medir ${stamp}`)).toHaveText("No analizable");

    const title = `Medida ${stamp}`;
    const upload = page.getByRole("region", { name: "Subir Música" });
    await upload.getByLabel("Género").selectOption({ label: genre.name });
    await upload.getByLabel("Archivo de audio").setInputFiles(mp3File(`${title}.mp3`, 5, 240));
    await upload.getByLabel("Artista").fill("Trío del Parque");
    await upload.getByRole("button", { name: "Subir canción" }).click();
    await expect(page.getByRole("status")).toHaveText("Canción subida correctamente");

    await expect(loudnessOf(title)).toHaveText("Analizando…");
    await songs.screenshot({ path: testInfo.outputPath(`analysing-${viewport.width}.png`) });
    // No reload: the worker's change reaches the table on the catalogue's live topic.
    await expect(loudnessOf(title)).toHaveText(/^−\d+,\d\u00a0LUFS · −\d+,\d\u00a0dBTP$/, {
      timeout: 20_000,
    });
    await songs.screenshot({ path: testInfo.outputPath(`measured-${viewport.width}.png`) });
    await expectNoAxeViolations(page);
  });
});
