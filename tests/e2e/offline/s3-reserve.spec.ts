import type { Page } from "@playwright/test";
import { expect, test as base } from "../fixtures";
import { openGenre, seedSongs } from "../support/catalog";
import { keptAnswers, reservedSongs } from "../support/offline";
import { listenerWithEstablishment } from "../support/play-log";
import { startS3AppServer, type S3AppServer } from "../support/s3-app-server";
import { installSoundProbe, probedElements } from "../support/sound-probe";

/**
 * This file's tests browse an app of their own whose uploads live in an S3-compatible
 * server (the main e2e server keeps them on disk): every test fixture that names the
 * server — the page, the request context, the admin — goes to it.
 */
const test = base.extend<object, { s3App: S3AppServer }>({
  s3App: [
    // eslint-disable-next-line no-empty-pattern -- Playwright requires the destructuring
    async ({}, use) => {
      const server = await startS3AppServer();
      await use(server);
      await server.stop();
    },
    { scope: "worker", timeout: 60_000 },
  ],
  baseURL: async ({ s3App }, use) => use(s3App.url),
  // Playwright would add the test's X-Forwarded-For to the bucket's requests too, which
  // makes each a preflighted CORS request with a header no browser sends (and the bucket
  // rightly refuses). This app is this test's alone: its per-address limits are too.
  // eslint-disable-next-line no-empty-pattern -- Playwright requires the destructuring
  extraHTTPHeaders: async ({}, use) => use({}),
});

/** The page is in the service worker's hands: its audio requests go through it. */
const controlled = (page: Page) =>
  page.evaluate(() => navigator.serviceWorker?.controller !== null);

/** The signal of the element playing now, as it enters the graph (dBFS). */
const playingSourceRmsDb = async (page: Page) =>
  Math.max(
    ...(await probedElements(page))
      .filter((element) => !element.paused)
      .map((element) => element.sourceRmsDb),
  );

/** Requests the cut itself refused are the point of this test, not failures. */
const dropOfflineErrors = (errors: string[]) =>
  errors.splice(
    0,
    errors.length,
    ...errors.filter((error) => !error.includes("ERR_INTERNET_DISCONNECTED")),
  );

test("with S3 storage, the reserve keeps the songs from their presigned URLs on another origin and the next ones play from the device without a connection", async ({
  page,
  request,
  admin,
  consoleErrors,
  s3App,
}) => {
  test.setTimeout(120_000);
  // The server set the bucket's CORS rule for its own origin when it started.
  expect(await s3App.bucketCorsRules()).toContainEqual(
    expect.objectContaining({
      ID: `sonaria-audio:${s3App.url}`,
      AllowedOrigins: [s3App.url],
      AllowedMethods: ["GET", "HEAD"],
    }),
  );

  const stamp = Date.now().toString(36);
  // The genre lists its songs by title: these are in playing order.
  const titles = ["Aire", "Bruma", "Cielo"].map((name) => `${name} ${stamp}`);
  const { genre, songs } = await seedSongs(admin, titles, "En S3", { seconds: 8 });
  await installSoundProbe(page);
  await listenerWithEstablishment(page, request, admin);
  await openGenre(page, genre.name);
  await expect.poll(() => controlled(page), { timeout: 15_000 }).toBe(true);

  // Nothing is kept before a song plays, so the service worker passes this one on: the
  // signed link leads the page's CORS request to the bucket's server, which lets it read.
  const answer = await page.evaluate(async (songId) => {
    const access = await (await fetch(`/api/access?songId=${songId}`)).json();
    const audio = await fetch(access.audio.url, {
      mode: "cors",
      credentials: "same-origin",
      cache: "no-store",
    });
    return {
      url: audio.url,
      type: audio.type,
      status: audio.status,
      bytes: (await audio.blob()).size,
    };
  }, songs[0]?.id);
  expect(new URL(answer.url).origin).toBe(s3App.s3.options.endpoint);
  expect(answer).toMatchObject({ type: "cors", status: 200 });
  expect(answer.bytes).toBeGreaterThan(0);

  const player = page.getByRole("region", { name: "Reproductor", exact: true });
  const title = player.getByTestId("full-title");
  const elapsed = player.getByTestId("full-elapsed");
  await page.getByRole("button", { name: `Reproducir ${titles[0]}` }).click();
  await expect(title).toHaveText(titles[0] as string);
  await expect.poll(() => reservedSongs(page), { timeout: 20_000 }).toHaveLength(3);
  expect((await reservedSongs(page)).sort()).toEqual(songs.map((song) => song.id).sort());
  // Whole, readable answers under the app's own addresses: never an opaque one.
  for (const kept of await keptAnswers(page)) {
    expect(new URL(kept.url).origin).toBe(s3App.url);
    expect(kept).toMatchObject({ type: "default", status: 200, contentType: "audio/mpeg" });
    expect(kept.contentLength).toBeGreaterThan(0);
    expect(kept.bytes).toBe(kept.contentLength);
  }
  // Still the first song: the whole list was kept while it played.
  await expect(title).toHaveText(titles[0] as string);
  await expect(elapsed).toHaveText("0:02", { timeout: 10_000 });
  // Its audio, from the bucket's origin, reaches the Web Audio graph: not the silence a
  // cross-origin element without CORS would give it.
  await expect.poll(() => playingSourceRmsDb(page)).toBeGreaterThan(-60);

  await page.context().setOffline(true);
  await expect(page.getByTestId("offline-banner")).toContainText("Sin conexión");
  // The next songs come from the device, the third loaded only after the cut.
  for (const next of titles.slice(1)) {
    await expect(title).toHaveText(next as string, { timeout: 15_000 });
    await expect(player.getByRole("button", { name: "Pausar" })).toBeVisible();
    await expect(elapsed).toHaveText("0:02", { timeout: 5_000 });
    await expect.poll(() => playingSourceRmsDb(page)).toBeGreaterThan(-60);
  }
  // Back online first: a health probe sent after the drop below would still be refused.
  await page.context().setOffline(false);
  dropOfflineErrors(consoleErrors);
});
