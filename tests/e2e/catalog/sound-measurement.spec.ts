import fs from "node:fs";
import path from "node:path";
import { sine } from "../../../src/shared/audio/measure/signals";
import { wavFile } from "../../../src/server/infra/audio/synthetic-audio";
import { expect, test } from "../fixtures";
import { expectNoAxeViolations } from "../support/axe";
import { E2E_ADMIN, signIn } from "../support/accounts";
import { atViewport, viewports } from "../support/viewports";

/** AAC in MP4, 2 s of a 1 kHz sine at −20 dBFS in both channels: −20 LUFS. */
const m4aPath = path.join(
  import.meta.dirname,
  "../../../src/server/infra/audio/fixtures/sine-stereo-44k.m4a",
);
const RATE = 48_000;
/** A whisper, in 32-bit float as ffmpeg writes it: −50 dBFS would want +34 dB. */
const whisperTone = sine({ hz: 1000, peakDbfs: -50, seconds: 3, sampleRate: RATE });
const whisper = wavFile([whisperTone, whisperTone], RATE, {
  encoding: "float32",
  chunksBeforeData: [
    { id: "LIST", bytes: Buffer.from("INFOISFT\x0e\x00\x00\x00Lavf61.7.100\x00\x00", "latin1") },
  ],
});

atViewport(viewports.desktop, (viewport) => {
  test("the songs table says each song's ajuste, where it stopped, and who measured it", async ({
    page,
    admin,
  }, testInfo) => {
    test.setTimeout(120_000);
    const stamp = `${Date.now().toString(36)}${viewport.width}`;
    const genre = await (
      await admin.post("/api/genres", { data: { name: `Medición ${stamp}` } })
    ).json();
    const quiet = await admin.post("/api/songs", {
      multipart: {
        genreId: genre.id,
        title: `Susurro ${stamp}`,
        artist: "Sonaria",
        file: { name: "susurro.wav", mimeType: "audio/wav", buffer: whisper },
      },
    });
    expect(quiet.status()).toBe(201);

    await signIn(page, E2E_ADMIN);
    await page.goto("/dashboard/music");

    // The AAC file goes through the admin's own upload form: the browser measures it.
    const title = `Navegador ${stamp}`;
    const upload = page.getByRole("region", { name: "Subir Música" });
    await upload.getByLabel("Género").selectOption({ label: genre.name });
    await upload.getByLabel("Archivo de audio").setInputFiles({
      name: `${title}.m4a`,
      mimeType: "audio/mp4",
      buffer: fs.readFileSync(m4aPath),
    });
    await upload.getByLabel("Artista").fill("Trío del Parque");
    await upload.getByRole("button", { name: "Subir canción" }).click();
    await expect(page.getByRole("status")).toHaveText("Canción subida correctamente");

    const songs = page.getByRole("region", { name: "Canciones" });
    await songs.getByLabel("Buscar canciones").fill(stamp);
    const row = (name: string) => songs.getByTestId("song-row").filter({ hasText: name });

    const measured = row(title);
    // −20 LUFS as the server measures the same sine in other formats; AAC's own
    // pre-echo where the sine starts puts its true peak a few dB over the sine's.
    await expect(measured.getByTestId("song-loudness")).toHaveText(
      /^−(19,[5-9]|20,[0-5])\u00a0LUFS · −(1[6-9]|20),\d\u00a0dBTP$/,
    );
    await expect(measured.getByTestId("song-gain")).toHaveText(/^Ajuste \+[34],\d\u00a0dB$/);
    await expect(measured.getByTestId("song-measured-by")).toHaveText(
      "Medido en el navegador al subirla",
    );

    const capped = row(`Susurro ${stamp}`);
    await expect(capped.getByTestId("song-loudness")).toHaveText(
      /^−50,\d\u00a0LUFS · −50,\d\u00a0dBTP$/,
      { timeout: 20_000 },
    );
    await expect(capped.getByTestId("song-gain")).toHaveText("Ajuste +12,0\u00a0dB (máximo)");
    await expect(capped.getByTestId("song-gain-capped")).toHaveText(
      "Sonará más baja que las demás: subirla más también subiría su ruido de fondo.",
    );
    await expect(capped.getByTestId("song-measured-by")).toHaveText("Medido en el servidor");

    fs.mkdirSync("/tmp/shots-sound", { recursive: true });
    await songs.screenshot({ path: `/tmp/shots-sound/songs-${viewport.width}.png` });
    await songs.screenshot({ path: testInfo.outputPath(`songs-${viewport.width}.png`) });
    await expectNoAxeViolations(page);
  });
});
