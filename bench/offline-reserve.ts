/**
 * Music that never stops (decision 014), measured in Chromium against the production build on
 * a fresh data directory:
 *  1. fill: a list of 8 h 20 min of music (125 songs of 4 minutes, one 128 kbps MP3 stored
 *     under as many keys); from the first song chosen, the time until the reserve on the
 *     device covers OFFLINE_HOURS (8 h), and the bytes it stores per hour of music;
 *  2. silence: a list of short songs playing from the reserve; every 20 ms the page checks
 *     that some audio element's time moves on. Two changes of song online, then the
 *     connection is cut in the middle of one and two more follow. Goal: no silence besides
 *     the change of song itself (under 0.1 s), whose gap is reported online and offline.
 * Port 4790. Run: `npx tsx bench/offline-reserve.ts`.
 */
import { randomUUID } from "node:crypto";
import { spawnSync, type ChildProcess } from "node:child_process";
import { Mp3Encoder } from "@breezystack/lamejs";
import { chromium, type Browser, type Page } from "@playwright/test";
import { createAdmin } from "~/server/cli-commands/create-admin";
import { openDatabase } from "~/server/db/client";
import { migrateDatabase } from "~/server/db/migrate";
import { genre, song } from "~/server/domain/catalog/tables";
import { parseEnv } from "~/server/env";
import { createInfra } from "~/server/create-infra";
import { normalizeText } from "~/shared/catalog/normalize";
import { failedGoals, reportGoal } from "./support/goals";
import {
  makeTempDir,
  portInUse,
  removeTempDirs,
  startProcess,
  stopProcess,
  waitFor,
} from "./support/processes";

const PORT = 4790;
const APP_URL = `http://127.0.0.1:${PORT}`;
const EMAIL = "bench@sonaria.es";
const PASSWORD = "Bench2026x";
const LONG_SONGS = 125;
const LONG_SECONDS = 240;
const SHORT_SONGS = 6;
const SHORT_SECONDS = 8;
const TARGET_HOURS = 8;
const SILENCE_GOAL_SECONDS = 0.1;
const FILL_TIMEOUT_MS = 10 * 60_000;

/** `seconds` of a quiet chord as a 128 kbps MP3, as a catalogue's songs are encoded. */
function mp3Of(seconds: number): Buffer {
  const rate = 44_100;
  const encoder = new Mp3Encoder(1, rate, 128);
  const frame = 1152;
  const parts: Buffer[] = [];
  const samples = new Int16Array(frame);
  for (let start = 0; start < seconds * rate; start += frame) {
    for (let i = 0; i < frame; i++) {
      const t = (start + i) / rate;
      const tone = Math.sin(2 * Math.PI * 220 * t) + 0.5 * Math.sin(2 * Math.PI * 330 * t);
      samples[i] = Math.round(tone * 6000 + (Math.random() - 0.5) * 800);
    }
    parts.push(Buffer.from(encoder.encodeBuffer(samples)));
  }
  parts.push(Buffer.from(encoder.flush()));
  return Buffer.concat(parts);
}

/** Two genres of songs, one file each stored under every song's key, and an admin. */
async function seed(dataDir: string) {
  const database = await openDatabase({ kind: "pglite", dataDir });
  await migrateDatabase(database);
  const infra = await createInfra({
    env: parseEnv({ DATA_DIR: dataDir, LOG_LEVEL: "silent", APP_URL }),
    database,
  });
  try {
    await createAdmin(infra, { email: EMAIL, password: PASSWORD });
    const lists = [
      { name: "Ocho horas", count: LONG_SONGS, seconds: LONG_SECONDS },
      { name: "Cortas", count: SHORT_SONGS, seconds: SHORT_SECONDS },
    ];
    let bytesPerSong = 0;
    for (const list of lists) {
      const genreId = randomUUID();
      await database.db
        .insert(genre)
        .values({ id: genreId, name: list.name, nameKey: normalizeText(list.name) });
      const bytes = mp3Of(list.seconds);
      if (list.seconds === LONG_SECONDS) bytesPerSong = bytes.length;
      for (let n = 1; n <= list.count; n++) {
        const storageKey = `music/bench-${list.seconds}-${n}.mp3`;
        await infra.storage.put(storageKey, bytes, { contentType: "audio/mpeg" });
        const title = `${list.name} ${String(n).padStart(3, "0")}`;
        await database.db.insert(song).values({
          id: randomUUID(),
          title,
          artist: "Banco de pruebas",
          genreId,
          storageKey,
          mimeType: "audio/mpeg",
          sizeBytes: bytes.length,
          durationSeconds: list.seconds,
          searchText: normalizeText(`${title} banco de pruebas`),
        });
      }
    }
    return { bytesPerSong };
  } finally {
    await infra.close();
    await database.close();
  }
}

async function signIn(page: Page) {
  const response = await page.request.post(`${APP_URL}/api/auth/sign-in/email`, {
    headers: { origin: APP_URL },
    data: { email: EMAIL, password: PASSWORD },
  });
  if (!response.ok()) throw new Error(`sign-in answered ${response.status()}`);
}

/** Chooses the first song of a genre on the player page. */
async function playGenre(page: Page, name: string) {
  await page.goto(`${APP_URL}/dashboard/player?tab=genres`);
  const button = page.getByRole("tabpanel").getByRole("button", { name: new RegExp(name) });
  await button.click();
  await page.waitForFunction(
    (label) =>
      [...document.querySelectorAll("[aria-pressed=true]")].some((element) =>
        element.textContent?.includes(label),
      ),
    name,
  );
  await page.getByRole("button", { name: new RegExp(`^Reproducir ${name} 001`) }).click();
}

/** What the reserve holds: songs and bytes. */
function reserveSize(page: Page) {
  return page.evaluate(async () => {
    let songs = 0;
    let bytes = 0;
    for (const name of await caches.keys()) {
      if (!name.startsWith("sonaria-reserve-")) continue;
      const cache = await caches.open(name);
      for (const request of await cache.keys()) {
        songs++;
        bytes += Number((await cache.match(request))?.headers.get("content-length") ?? 0);
      }
    }
    return { songs, bytes };
  });
}

let server: ChildProcess | undefined;
let browser: Browser | undefined;
const problems: string[] = [];
try {
  const build = spawnSync(process.execPath, ["scripts/ensure-build.mjs"], { stdio: "inherit" });
  if (build.status !== 0) throw new Error(`the build failed (${build.status})`);
  if (await portInUse(PORT)) throw new Error(`port ${PORT} is already in use`);
  const dataDir = makeTempDir("sonaria-offline-");
  const { bytesPerSong } = await seed(dataDir);
  server = startProcess(process.execPath, ["build/node/main.js"], {
    ...process.env,
    DATA_DIR: dataDir,
    DATABASE_URL: "",
    S3_BUCKET: "",
    PORT: String(PORT),
    APP_URL,
    LOG_LEVEL: "warn",
    OFFLINE_HOURS: String(TARGET_HOURS),
  });
  await waitFor(`${APP_URL}/readyz`, server, (status) => status === 200);

  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--autoplay-policy=no-user-gesture-required"],
  });

  // 1. Filling eight hours.
  const fillContext = await browser.newContext();
  const fillPage = await fillContext.newPage();
  await signIn(fillPage);
  await fillPage.goto(`${APP_URL}/dashboard`);
  await fillPage.waitForFunction(() => navigator.serviceWorker?.controller !== null);
  const started = performance.now();
  await playGenre(fillPage, "Ocho horas");
  const wantedSongs = Math.ceil((TARGET_HOURS * 3600) / LONG_SECONDS);
  let held = { songs: 0, bytes: 0 };
  while (held.songs < wantedSongs) {
    if (performance.now() - started > FILL_TIMEOUT_MS)
      throw new Error(`the reserve held ${held.songs} of ${wantedSongs} songs after 10 minutes`);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    held = await reserveSize(fillPage);
  }
  const fillMinutes = (performance.now() - started) / 60_000;
  const hoursHeld = (held.songs * LONG_SECONDS) / 3600;
  const mbPerHour = held.bytes / 1e6 / hoursHeld;
  console.log(
    `filled ${held.songs} songs (${hoursHeld.toFixed(1)} h, ${(held.bytes / 1e6).toFixed(0)} MB) ` +
      `in ${fillMinutes.toFixed(2)} min; ${mbPerHour.toFixed(1)} MB per hour ` +
      `(one song: ${(bytesPerSong / 1e6).toFixed(2)} MB)`,
  );
  reportGoal({
    goal: `minutes online to fill ${TARGET_HOURS} h of reserve (128 kbps, loopback)`,
    target: "reported",
    measured: `${fillMinutes.toFixed(2)} min`,
    pass: null,
  });
  reportGoal({
    goal: "bytes stored per hour of music (128 kbps MP3)",
    target: "reported",
    measured: `${mbPerHour.toFixed(1)} MB/h`,
    pass: null,
  });
  await fillContext.close();

  // 2. Silence when the connection drops mid-song. A probe in the page looks every 20 ms
  // whether some audio element's time moves on, and records each silent run, marking
  // those that begin as a song ends: the change of song has a gap of its own, online too
  // (a crossfade is another matter), so it is measured online first for comparison.
  const context = await browser.newContext();
  await context.addInitScript(() => {
    const elements = new Set<HTMLMediaElement>();
    const play = HTMLMediaElement.prototype.play;
    let lastEnded = -Infinity;
    HTMLMediaElement.prototype.play = function (this: HTMLMediaElement) {
      if (!elements.has(this))
        this.addEventListener("ended", () => void (lastEnded = performance.now()));
      elements.add(this);
      return play.call(this);
    };
    const probe = {
      measuring: false,
      runs: [] as { ms: number; songChange: boolean }[],
      current: null as { ms: number; songChange: boolean } | null,
      last: new Map<HTMLMediaElement, number>(),
    };
    (window as unknown as { silenceProbe: typeof probe }).silenceProbe = probe;
    setInterval(() => {
      let moving = false;
      for (const element of elements) {
        const before = probe.last.get(element);
        if (!element.paused && before !== undefined && element.currentTime > before) moving = true;
        probe.last.set(element, element.currentTime);
      }
      if (!probe.measuring) return;
      if (moving) probe.current = null;
      else if (probe.current) probe.current.ms += 20;
      else {
        probe.current = { ms: 20, songChange: performance.now() - lastEnded < 200 };
        probe.runs.push(probe.current);
      }
    }, 20);
  });
  type Run = { ms: number; songChange: boolean };
  const page = await context.newPage();
  await signIn(page);
  await page.goto(`${APP_URL}/dashboard`);
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null);
  await playGenre(page, "Cortas");
  while ((await reserveSize(page)).songs < SHORT_SONGS)
    await new Promise((resolve) => setTimeout(resolve, 250));
  const player = page.getByRole("region", { name: "Reproductor", exact: true });
  const reachSong = async (title: string) => {
    await player.getByTestId("full-title").getByText(title).waitFor({ timeout: 60_000 });
    await player.getByTestId("full-elapsed").getByText("0:03").waitFor({ timeout: 15_000 });
  };
  /** The silent runs since the last call, and a fresh start. */
  const takeRuns = () =>
    page.evaluate(() => {
      const probe = (window as unknown as { silenceProbe: { runs: Run[]; measuring: boolean } })
        .silenceProbe;
      const runs = probe.runs;
      probe.runs = [];
      probe.measuring = true;
      return runs;
    });
  const seconds = (runs: Run[]) => runs.reduce((sum, run) => sum + run.ms, 0) / 1000;
  const changeGaps = (runs: Run[]) =>
    runs
      .filter((run) => run.songChange)
      .map((run) => `${run.ms} ms`)
      .join(", ") || "none";

  await player.getByTestId("full-elapsed").getByText("0:03").waitFor({ timeout: 15_000 });
  await takeRuns();
  await reachSong("Cortas 003"); // two changes of song, online
  const online = await takeRuns();
  await context.setOffline(true);
  await reachSong("Cortas 005"); // the rest of this song and two changes, offline
  const offline = await page.evaluate(
    () => (window as unknown as { silenceProbe: { runs: Run[] } }).silenceProbe.runs,
  );
  const cutSilence = seconds(offline.filter((run) => !run.songChange));
  console.log(
    `silence from the cut, outside changes of song: ${cutSilence.toFixed(2)} s; ` +
      `gaps at a change of song online: ${changeGaps(online)}; offline: ${changeGaps(offline)}`,
  );
  reportGoal({
    goal: "silence when the connection drops mid-song (besides changes of song)",
    target: `< ${SILENCE_GOAL_SECONDS} s`,
    measured: `${cutSilence.toFixed(2)} s`,
    pass: cutSilence < SILENCE_GOAL_SECONDS,
  });
  reportGoal({
    goal: "gap at a change of song offline, against online (two changes each)",
    target: "reported",
    measured: `${seconds(offline.filter((run) => run.songChange)).toFixed(2)} s vs ${seconds(online.filter((run) => run.songChange)).toFixed(2)} s`,
    pass: null,
  });
  await context.close();
} catch (error) {
  problems.push((error as Error).message);
} finally {
  await browser?.close();
  if (server) await stopProcess(server);
  removeTempDirs();
}

const failures = [...problems, ...failedGoals()];
if (failures.length) {
  console.error(`\nFAIL: ${failures.join("; ")}`);
  process.exit(1);
}
console.log("\nOK: the music goes on from the device when the connection drops.");
