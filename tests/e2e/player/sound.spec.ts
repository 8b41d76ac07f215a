import type { APIRequestContext, Page } from "@playwright/test";
import { playerCopy } from "../../../src/shared/copy/player";
import { expect, test } from "../fixtures";
import { openGenre, seedSongs, signedInListener } from "../support/catalog";
import { installSoundProbe, probedElements, probedOverlaps } from "../support/sound-probe";
import { atViewport, viewports } from "../support/viewports";

interface AnalysedSong {
  id: string;
  title: string;
  gainDb: number;
  loudness: { lufs: number; leadingSilenceSeconds: number; trailingSilenceSeconds: number };
}

/** The songs once their loudness is measured (a job after each upload). */
async function analysed(admin: APIRequestContext, songs: { id: string }[]) {
  const read = () =>
    Promise.all(
      songs.map(async (song) => (await admin.get(`/api/songs/${song.id}`)).json()),
    ) as Promise<(AnalysedSong & { analysis: string })[]>;
  await expect
    .poll(async () => (await read()).map((song) => song.analysis), { timeout: 30_000 })
    .toEqual(songs.map(() => "done"));
  return read();
}

/** The gain in dB of the element that plays now, in the player's Web Audio graph. */
async function playingGainDb(page: Page) {
  const playing = (await probedElements(page)).filter((element) => !element.paused);
  return playing.length === 1 ? playing[0]?.gainDb : null;
}

const player = (page: Page) => page.getByRole("region", { name: "Reproductor", exact: true });

/** The "Sonido" panel, open (on a phone its button waits beside the volume). */
async function openSoundPanel(page: Page) {
  const volumeToggle = player(page).getByRole("button", { name: "Mostrar volumen y sonido" });
  if (await volumeToggle.isVisible()) await volumeToggle.click();
  await player(page).getByRole("button", { name: "Sonido", exact: true }).click();
  return page.getByRole("dialog", { name: "Sonido" });
}

atViewport(viewports.phone, () => {
  test("two songs of different loudness play at gains that bring them to the same level", async ({
    page,
    request,
    admin,
  }, testInfo) => {
    test.setTimeout(60_000);
    const stamp = Date.now().toString(36);
    // The same music, one made loud and one quiet.
    const { genre, songs } = await seedSongs(
      admin,
      [`Fuerte ${stamp}`, `Suave ${stamp}`],
      "Pruebas",
      {
        seconds: 20,
        seed: 7,
        gainsDb: [6, -6],
      },
    );
    const [loud, quiet] = await analysed(admin, songs);
    if (!loud || !quiet) throw new Error("two songs were seeded");
    expect(loud.loudness.lufs - quiet.loudness.lufs).toBeGreaterThan(8);
    expect(quiet.gainDb - loud.gainDb).toBeGreaterThan(8);

    await installSoundProbe(page);
    await signedInListener(page, request, admin, { access: true });
    await openGenre(page, genre.name);
    await page.getByRole("button", { name: `Reproducir ${loud.title}` }).click();
    await expect(player(page).getByRole("button", { name: "Pausar" })).toBeVisible();
    await expect.poll(() => playingGainDb(page)).toBeCloseTo(loud.gainDb, 1);

    await player(page).getByRole("button", { name: "Siguiente" }).click();
    await expect(player(page).getByTestId("full-title")).toHaveText(quiet.title);
    await expect.poll(() => playingGainDb(page)).toBeCloseTo(quiet.gainDb, 1);
    // The audio reaches the graph (a cross-origin element without CORS would give silence).
    await expect
      .poll(async () => Math.max(...(await probedElements(page)).map((e) => e.sourceRmsDb)))
      .toBeGreaterThan(-60);

    // "Sonido" says how much the song playing is turned up; without levelling, it plays as is.
    const panel = await openSoundPanel(page);
    await expect(panel.getByText(playerCopy.sound.songGain(quiet.gainDb))).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath("sonido.png") });
    await panel.getByText("Igualar volumen").click();
    await expect(panel.getByRole("switch", { name: "Igualar volumen" })).not.toBeChecked();
    await expect.poll(() => playingGainDb(page)).toBeCloseTo(0, 1);
    await expect(panel.getByText(/Ajuste de la canción/)).toHaveCount(0);
  });
});

atViewport(viewports.desktop, () => {
  test("songs overlap by the crossfade's seconds, one fading out as the next fades in", async ({
    page,
    request,
    admin,
  }) => {
    test.setTimeout(60_000);
    const stamp = Date.now().toString(36);
    const { genre, songs } = await seedSongs(admin, [`Ola ${stamp}`, `Marea ${stamp}`], "Pruebas", {
      seconds: 12,
    });
    const [first, second] = await analysed(admin, songs);
    if (!first || !second) throw new Error("two songs were seeded");

    await installSoundProbe(page);
    // "Sonido" set to 3 s, as saved with the music state.
    const sound = { crossfadeSeconds: 3, normalize: true };
    await signedInListener(page, request, admin, { access: true, sound });
    await openGenre(page, genre.name);
    await page.getByRole("button", { name: `Reproducir ${first.title}` }).click();
    await expect(player(page).getByTestId("full-title")).toHaveText(second.title, {
      timeout: 20_000,
    });
    // Wait for the first song to fall silent: then the overlap is over.
    await expect
      .poll(async () => (await probedElements(page)).filter((e) => !e.paused).length, {
        timeout: 10_000,
      })
      .toBe(1);
    const overlaps = await probedOverlaps(page);
    expect(overlaps).toHaveLength(1);
    const [overlap] = overlaps;
    expect(overlap?.seconds).toBeGreaterThan(2.6);
    expect(overlap?.seconds).toBeLessThan(3.6);
    // Equal-power: the first song starts near full level and the second near silence, and
    // they have changed places by its end.
    const levelOf = (at: Record<string, number | null> | undefined, song: { id: string }) =>
      Object.entries(at ?? {}).find(([src]) => src.includes(song.id))?.[1] ?? Number.NaN;
    expect(levelOf(overlap?.first, first)).toBeGreaterThan(0.9);
    expect(levelOf(overlap?.first, second)).toBeLessThan(0.3);
    expect(levelOf(overlap?.last, first)).toBeLessThan(0.3);
    expect(levelOf(overlap?.last, second)).toBeGreaterThan(0.9);
  });
});
