/**
 * How fast GET /api/songs/:id/audio delivers, against the production build (build/node,
 * built first when missing) on a fresh data directory with the demo catalogue:
 *  1. play latency: what the player does on "play" (GET /api/access?songId=…, which
 *     answers the signed link, then the audio through it with `Range: bytes=0-`), timed
 *     from the first request to the first audio body byte; 20 warm-up + 200 runs.
 *  2. range throughput: 1 000 Range requests of 256 KiB at seeded random offsets, 8 at a
 *     time, against the app (signed in, through a signed link) and against nginx serving
 *     the same file from DATA_DIR/uploads, taking turns three times; req/s, MiB/s and the
 *     median round's app/nginx. Every response is checked: 206, its Content-Range, and its
 *     bytes against the file on disk.
 * Budget: play latency p95 ≤ 100 ms; wrong bytes fail too. nginx is Debian's (installed
 * with apt-get when missing and we are root); without it the comparison is skipped.
 * Loopback only, ports 4501 (app) and 4502 (nginx).
 * Run: `npx tsx bench/audio-delivery.ts`.
 */
import { spawnSync, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { seededRandom } from "~/shared/seeded-random";
import { ensureDebianTool } from "./support/debian-tools";
import { reportGoal } from "./support/goals";
import { percentile } from "./support/percentile";
import {
  makeTempDir,
  portInUse,
  removeTempDirs,
  startProcess,
  stopProcess,
  waitFor,
} from "./support/processes";

const BUDGET_P95_MS = 100;
/** Range requests answered by the app, as a share of what nginx answers from the same file. */
const NGINX_RATIO_GOAL = 0.6;
const APP_PORT = 4501;
const NGINX_PORT = 4502;
const APP_URL = `http://127.0.0.1:${APP_PORT}`;
const NGINX_URL = `http://127.0.0.1:${NGINX_PORT}`;
const EMAIL = "bench@sonaria.es";
const PASSWORD = "Bench2026x";
const PLAY_WARMUP = 20;
const PLAY_RUNS = 200;
// Enough for the app's code to be compiled hot before it is timed, as it is in a running server.
const RANGE_WARMUP = 500;
const RANGE_REQUESTS = 1000;
/** App and nginx take turns this many times; the median round's ratio is the figure. */
const ROUNDS = 3;
const RANGE_BYTES = 256 * 1024;
const CONCURRENCY = 8;
const SEED = 2026;
const PHASE_TIMEOUT_MS = 60_000;
const REQUEST_TIMEOUT_MS = 10_000;

function runCli(args: string[], env: NodeJS.ProcessEnv) {
  const result = spawnSync(process.execPath, ["build/node/cli.js", ...args], {
    env,
    encoding: "utf8",
    timeout: 120_000,
  });
  if (result.status !== 0)
    throw new Error(`cli ${args[0]} failed (${result.status ?? result.signal}): ${result.stderr}`);
}

/**
 * Offsets where a 256 KiB range fits; in a smaller file, anywhere (the range is cut at its
 * end). Seeded: the same offsets on every run and for both servers.
 */
function rangeOffsets(count: number, fileSize: number, seed: number) {
  const random = seededRandom(seed);
  const span = fileSize > RANGE_BYTES ? fileSize - RANGE_BYTES + 1 : fileSize;
  return Array.from({ length: count }, () => Math.floor(random() * span));
}

function totalOf(contentRange: string | null) {
  const match = /^bytes (\d+)-(\d+)\/(\d+)$/.exec(contentRange ?? "");
  return match ? Number(match[3]) : null;
}

/** What is wrong with a response to `bytes=start-…`, or null. */
function checkRange(response: Response, body: Buffer, start: number, file: Buffer) {
  const end = Math.min(start + RANGE_BYTES, file.length) - 1;
  if (response.status !== 206) return `status ${response.status} for bytes=${start}-`;
  const expected = `bytes ${start}-${end}/${file.length}`;
  const contentRange = response.headers.get("content-range");
  if (contentRange !== expected) return `Content-Range "${contentRange}", expected "${expected}"`;
  if (!body.equals(file.subarray(start, end + 1)))
    return `bytes ${start}-${end}: ${body.length} bytes that differ from the file`;
  return null;
}

interface RangeResult {
  seconds: number;
  bytes: number;
  problems: string[];
}

/** `offsets.length` Range requests, CONCURRENCY at a time, each response checked. */
async function rangeWorkload(
  url: string,
  headers: Record<string, string>,
  offsets: number[],
  file: Buffer,
): Promise<RangeResult> {
  const started = performance.now();
  const result: RangeResult = { seconds: 0, bytes: 0, problems: [] };
  let next = 0;
  async function worker() {
    while (next < offsets.length) {
      if (performance.now() - started > PHASE_TIMEOUT_MS)
        throw new Error(
          `${url}: ${offsets.length} requests took over ${PHASE_TIMEOUT_MS / 1000} s`,
        );
      const start = offsets[next++] as number;
      const response = await fetch(url, {
        headers: { ...headers, range: `bytes=${start}-${start + RANGE_BYTES - 1}` },
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      const body = Buffer.from(await response.arrayBuffer());
      result.bytes += body.length;
      const problem = checkRange(response, body, start, file);
      if (problem) result.problems.push(problem);
    }
  }
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  result.seconds = (performance.now() - started) / 1000;
  return result;
}

function nginxConfig(prefix: string, uploads: string) {
  return `worker_processes 1;
${process.getuid?.() === 0 ? "user root;" : ""}
error_log ${prefix}/error.log warn;
pid ${prefix}/nginx.pid;
events {}
http {
  types { audio/mpeg mp3; }
  default_type application/octet-stream;
  access_log off;
  sendfile on;
  client_body_temp_path ${prefix}/client_body;
  proxy_temp_path ${prefix}/proxy;
  fastcgi_temp_path ${prefix}/fastcgi;
  uwsgi_temp_path ${prefix}/uwsgi;
  scgi_temp_path ${prefix}/scgi;
  server {
    listen 127.0.0.1:${NGINX_PORT};
    root ${uploads};
  }
}
`;
}

const ms = (value: number) => `${value.toFixed(1)} ms`;
const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

function throughputRow(name: string, result: RangeResult) {
  const rps = RANGE_REQUESTS / result.seconds;
  const mibps = result.bytes / 2 ** 20 / result.seconds;
  console.log(
    `  ${name.padEnd(6)} ${rps.toFixed(0).padStart(7)} req/s ${mibps.toFixed(1).padStart(8)} MiB/s`,
  );
  return mibps;
}

const failures: string[] = [];
let server: ChildProcess | undefined;
let nginx: ChildProcess | undefined;
try {
  if (!fs.existsSync("build/node/main.js")) {
    console.log("build/node/main.js is missing: npm run build");
    const build = spawnSync("npm", ["run", "build"], { stdio: "inherit" });
    if (build.status !== 0) throw new Error(`npm run build failed (${build.status})`);
  }
  for (const port of [APP_PORT, NGINX_PORT])
    if (await portInUse(port)) throw new Error(`port ${port} is already in use`);

  const dataDir = makeTempDir("sonaria-audio-");
  const env = {
    ...process.env,
    DATA_DIR: dataDir,
    DATABASE_URL: "",
    S3_BUCKET: "",
    LOG_LEVEL: "warn",
  };
  runCli(["create-admin", "--email", EMAIL, "--password", PASSWORD], env);
  runCli(["seed-demo"], env);

  server = startProcess(process.execPath, ["build/node/main.js"], {
    ...env,
    PORT: String(APP_PORT),
    APP_URL,
  });
  await waitFor(`${APP_URL}/readyz`, server, (status) => status === 200);

  const signIn = await fetch(`${APP_URL}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: APP_URL },
    body: JSON.stringify({ email: EMAIL, password: PASSWORD }),
  });
  await signIn.arrayBuffer();
  const sessionCookie = signIn.headers
    .getSetCookie()
    .find((cookie) => cookie.startsWith("sonaria.session_token="));
  if (!signIn.ok || !sessionCookie) throw new Error(`sign-in answered ${signIn.status}`);
  const cookie = sessionCookie.split(";")[0] as string;

  const songsResponse = await fetch(`${APP_URL}/api/songs?pageSize=100`, { headers: { cookie } });
  if (!songsResponse.ok) throw new Error(`GET /api/songs answered ${songsResponse.status}`);
  const { items: songs } = (await songsResponse.json()) as { items: { id: string }[] };
  const firstSong = songs[0];
  if (!firstSong) throw new Error("GET /api/songs listed no song");

  /** What the player asks before a song: access, and the signed link to its audio. */
  const accessPath = (songId: string) => `/api/access?songId=${encodeURIComponent(songId)}`;
  const linkTo = async (songId: string) => {
    const access = await fetch(`${APP_URL}${accessPath(songId)}`, {
      headers: { cookie },
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    if (!access.ok) throw new Error(`GET ${accessPath(songId)} answered ${access.status}`);
    const { audio } = (await access.json()) as { audio: { url: string } | null };
    if (!audio) throw new Error(`GET ${accessPath(songId)} gave no audio link`);
    return `${APP_URL}${audio.url}`;
  };

  // 1. Play latency.
  const latencies: number[] = [];
  const playStarted = performance.now();
  for (let run = 0; run < PLAY_WARMUP + PLAY_RUNS; run++) {
    if (performance.now() - playStarted > PHASE_TIMEOUT_MS)
      throw new Error(`play latency: the runs took over ${PHASE_TIMEOUT_MS / 1000} s`);
    const t0 = performance.now();
    const playUrl = await linkTo(firstSong.id);
    const audio = await fetch(playUrl, {
      headers: { cookie, range: "bytes=0-" },
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    if (audio.status !== 206 || !audio.body)
      throw new Error(`GET ${playUrl} answered ${audio.status}`);
    const reader = audio.body.getReader();
    const first = await reader.read();
    const elapsed = performance.now() - t0;
    await reader.cancel();
    if (first.done || first.value.byteLength === 0)
      throw new Error(`GET ${playUrl}: an empty body`);
    if (run >= PLAY_WARMUP) latencies.push(elapsed);
  }
  const p50 = percentile(latencies, 50);
  const p95 = percentile(latencies, 95);
  const max = Math.max(...latencies);
  console.log(`play latency: GET /api/access?songId + first audio byte, ${PLAY_RUNS} runs`);
  console.log(
    `  p50 ${ms(p50)}   p95 ${ms(p95)}   max ${ms(max)}   (budget p95 ≤ ${BUDGET_P95_MS} ms)`,
  );
  reportGoal({
    goal: "play latency p95 (GET /api/access?songId + first audio byte)",
    target: `≤ ${BUDGET_P95_MS} ms`,
    measured: ms(p95),
    pass: p95 <= BUDGET_P95_MS,
  });
  if (p95 > BUDGET_P95_MS) failures.push(`play latency p95 ${ms(p95)} > ${BUDGET_P95_MS} ms`);

  // 2. Range throughput: the largest .mp3, and the song that plays it.
  const uploads = path.join(dataDir, "uploads");
  const [largest] = fs
    .readdirSync(path.join(uploads, "music"))
    .filter((name) => name.endsWith(".mp3"))
    .map((name) => ({ name, size: fs.statSync(path.join(uploads, "music", name)).size }))
    .sort((a, b) => b.size - a.size || a.name.localeCompare(b.name));
  if (!largest) throw new Error(`no .mp3 under ${uploads}/music`);
  const file = fs.readFileSync(path.join(uploads, "music", largest.name));
  let rangeUrl: string | undefined;
  for (const song of songs) {
    // A link lives five minutes: the whole workload fits in one.
    const url = await linkTo(song.id);
    const response = await fetch(url, { headers: { cookie, range: "bytes=0-" } });
    if (totalOf(response.headers.get("content-range")) !== file.length) {
      await response.body?.cancel();
      continue;
    }
    if (Buffer.from(await response.arrayBuffer()).equals(file)) {
      rangeUrl = url;
      break;
    }
  }
  if (!rangeUrl) throw new Error(`no song plays ${largest.name}`);

  const offsets = rangeOffsets(RANGE_REQUESTS, file.length, SEED);
  const warmup = rangeOffsets(RANGE_WARMUP, file.length, SEED + 1);
  const meanBytes =
    offsets.reduce((sum, start) => sum + Math.min(RANGE_BYTES, file.length - start), 0) /
    offsets.length;
  console.log(
    `\nrange requests: ${RANGE_REQUESTS} × ${kib(RANGE_BYTES)} at random offsets, ${CONCURRENCY} at a time`,
  );
  console.log(`  file ${largest.name}, ${kib(file.length)}; mean response ${kib(meanBytes)}`);

  const found = ensureDebianTool("nginx", ["nginx-light", "nginx"], { startsService: true });
  let nginxUrl: string | null = null;
  if ("reason" in found) {
    console.log(`  nginx not measured: ${found.reason}.`);
  } else {
    const prefix = makeTempDir("sonaria-nginx-");
    fs.writeFileSync(path.join(prefix, "nginx.conf"), nginxConfig(prefix, uploads));
    nginx = startProcess(
      found.binary,
      [
        "-p",
        prefix,
        "-e",
        `${prefix}/error.log`,
        "-c",
        `${prefix}/nginx.conf`,
        "-g",
        "daemon off;",
      ],
      process.env,
    );
    try {
      await waitFor(`${NGINX_URL}/`, nginx, () => true);
    } catch (error) {
      const log = fs.readFileSync(path.join(prefix, "error.log"), "utf8").trim();
      throw new Error(`nginx did not start: ${(error as Error).message}\n${log}`);
    }
    nginxUrl = `${NGINX_URL}/music/${encodeURIComponent(largest.name)}`;
    await rangeWorkload(nginxUrl, {}, warmup, file);
  }
  await rangeWorkload(rangeUrl, { cookie }, warmup, file);

  // Taking turns, so that a busy moment of the machine does not fall on one side only.
  const rounds: { app: RangeResult; nginx: RangeResult | null }[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    const app = await rangeWorkload(rangeUrl, { cookie }, offsets, file);
    throughputRow("app", app);
    for (const problem of app.problems.slice(0, 3)) failures.push(`app: ${problem}`);
    const viaNginx = nginxUrl ? await rangeWorkload(nginxUrl, {}, offsets, file) : null;
    if (viaNginx) {
      throughputRow("nginx", viaNginx);
      for (const problem of viaNginx.problems.slice(0, 3)) failures.push(`nginx: ${problem}`);
    }
    rounds.push({ app, nginx: viaNginx });
  }
  const rps = (result: RangeResult) => Math.round(RANGE_REQUESTS / result.seconds);
  const ratios = rounds
    .filter((round) => round.nginx)
    .map((round) => ({
      ratio:
        round.app.bytes /
        round.app.seconds /
        ((round.nginx as RangeResult).bytes / (round.nginx as RangeResult).seconds),
      round,
    }))
    .sort((a, b) => a.ratio - b.ratio);
  const median = ratios[Math.floor(ratios.length / 2)];
  if (median) {
    console.log(`  app/nginx per round ${ratios.map(({ ratio }) => ratio.toFixed(2)).join(", ")}`);
    reportGoal({
      goal: `audio Range requests (${kib(RANGE_BYTES)}, ${CONCURRENCY} at a time), app vs nginx, median of ${ROUNDS}`,
      target: `≥ ${NGINX_RATIO_GOAL}×`,
      measured: `${median.ratio.toFixed(2)}× (${rps(median.round.app)} vs ${rps(median.round.nginx as RangeResult)} req/s)`,
      pass: median.ratio >= NGINX_RATIO_GOAL,
    });
    if (median.ratio < NGINX_RATIO_GOAL)
      failures.push(`app/nginx ${median.ratio.toFixed(2)} < ${NGINX_RATIO_GOAL}`);
  }
} catch (error) {
  failures.push((error as Error).message);
} finally {
  if (nginx) await stopProcess(nginx);
  if (server) await stopProcess(server);
  removeTempDirs();
}

if (failures.length) {
  console.error(`\nFAIL: ${failures.join("; ")}`);
  process.exit(1);
}
console.log(
  `\nOK: play latency p95 within ${BUDGET_P95_MS} ms; every range response had the right bytes.`,
);
