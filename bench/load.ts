/**
 * Many shops at once: 200 virtual users for 60 s against the production build (built
 * first when missing or stale) on PostgreSQL — a fresh database on DATABASE_URL's server
 * or 127.0.0.1:5432, dropped at the end — with the demo catalogue (copied up to 1 000
 * songs) and one subscriber account per user. Each user arrives during a 60 s ramp and
 * signs in from an address of its own (TRUST_PROXY, X-Forwarded-For: per-IP limits apply
 * per shop; after a failure it tries again 3–6 s later); then it holds /api/events open
 * to the end and meanwhile browses, searches, picks genres, plays (GET /api/access, then
 * Range requests on the audio) and saves the music state, with 0.5–2 s of seeded random
 * think time (bench/load/virtual-user.ts).
 *
 * Reports requests, req/s, the error rate (a status other than the expected 200 — 206 for
 * audio —, network errors, timeouts, streams cut early), p50/p95/p99 per route template,
 * slowest first, GET /healthz probed 4×/s as the server's baseline (no session, no
 * database), and the CPU of the server, of PostgreSQL's backends and of the machine.
 * Goals: errors < 1 %; p95 < 200 ms for every API route but sign-in (scrypt: < 1 s;
 * audio is reported apart);
 * missed, the bench exits 1. Port 4760.
 * Run: `npx tsx bench/load.ts [--vus 200] [--duration 60] [--ramp 60] [--songs 1000]`
 * (or VUS=… DURATION=… in the environment).
 */
import { spawnSync, type ChildProcess } from "node:child_process";
import { monitorEventLoopDelay } from "node:perf_hooks";
import { seededRandom } from "~/shared/seeded-random";
import { parseEnv } from "~/server/env";
import { createTestDatabase } from "~/server/testing/test-database";
import { startCpuWindow, type CpuFigures } from "./load/cpu";
import { parseLoadOptions } from "./load/options";
import { probeServer } from "./load/probe";
import { createRecorder } from "./load/recorder";
import { reportLoad } from "./load/report";
import { seedLoadData } from "./load/seed";
import { runVirtualUser } from "./load/virtual-user";
import {
  makeTempDir,
  onInterrupt,
  portInUse,
  removeTempDirs,
  startProcess,
  stopProcess,
  waitFor,
} from "./support/processes";

const APP_PORT = 4760;
const APP_URL = `http://127.0.0.1:${APP_PORT}`;
const PASSWORD = "Tienda2026x";
const SEED = 2026;

const options = parseLoadOptions(process.argv.slice(2), process.env);
const failures: string[] = [];
let server: ChildProcess | undefined;
let dropDatabase: (() => Promise<void>) | undefined;
try {
  const build = spawnSync(process.execPath, ["scripts/ensure-build.mjs"], { stdio: "inherit" });
  if (build.status !== 0) throw new Error(`the build failed (${build.status})`);
  if (await portInUse(APP_PORT)) throw new Error(`port ${APP_PORT} is already in use`);

  const seeding = performance.now();
  const database = await createTestDatabase("postgres");
  dropDatabase = onInterrupt(() => database.close());
  const serverEnv = {
    DATA_DIR: makeTempDir("sonaria-load-"),
    DATABASE_URL: database.url as string,
    STORAGE: "disk",
    S3_BUCKET: "",
    AUTH_SECRET: "load-bench-secret-load-bench-secret",
    APP_URL,
    PORT: String(APP_PORT),
    TRUST_PROXY: "true",
    NODE_ENV: "production",
    LOG_LEVEL: "warn",
  };
  const shops = await seedLoadData({
    env: parseEnv(serverEnv),
    database,
    songs: options.songs,
    shops: options.vus,
    password: PASSWORD,
  });
  console.log(
    `seeded ${options.songs} songs and ${shops.length} subscribers into ${new URL(serverEnv.DATABASE_URL).pathname.slice(1)} ` +
      `in ${((performance.now() - seeding) / 1000).toFixed(1)} s`,
  );

  server = startProcess(process.execPath, ["build/node/main.js"], {
    ...process.env,
    ...serverEnv,
  });
  await waitFor(`${APP_URL}/readyz`, server, (status) => status === 200);
  const serverPid = server.pid as number;
  const pool = database.pool;
  if (!pool) throw new Error("no PostgreSQL pool");
  const backendPids = async () =>
    (
      await pool.query<{ pid: number }>(
        "select pid from pg_stat_activity where datname = current_database()",
      )
    ).rows.map((row) => row.pid);

  console.log(
    `load: ${options.vus} users arriving over ${options.ramp} s, then ${options.duration} s all in`,
  );
  const recorder = createRecorder();
  const lag = monitorEventLoopDelay({ resolution: 10 });
  lag.enable();
  const started = performance.now();
  const rampMs = options.ramp * 1000;
  const endsAt = started + rampMs + options.duration * 1000;
  const users = shops.map((shop, index) =>
    runVirtualUser({
      appUrl: APP_URL,
      shop,
      password: PASSWORD,
      random: seededRandom(SEED + index),
      recorder,
      startsAt: started + (rampMs * index) / shops.length,
      endsAt,
    }),
  );

  const probe = probeServer({ appUrl: APP_URL, recorder, endsAt });

  // The steady window: every user in, until the last action may start.
  await new Promise((resolve) => setTimeout(resolve, rampMs));
  const steadyFrom = { at: performance.now(), requests: recorder.requests() };
  const finishCpu = startCpuWindow({
    server: [serverPid],
    postgres: await backendPids(),
    bench: [process.pid],
  });
  await new Promise((resolve) => setTimeout(resolve, Math.max(0, endsAt - performance.now())));
  const steady = {
    requests: recorder.requests() - steadyFrom.requests,
    seconds: (performance.now() - steadyFrom.at) / 1000,
  };
  const cpu: CpuFigures = finishCpu({
    server: [serverPid],
    postgres: await backendPids(),
    bench: [process.pid],
  });

  const results = await Promise.all(users);
  await probe;
  const seconds = (performance.now() - started) / 1000;
  lag.disable();
  failures.push(
    ...reportLoad({
      recorder,
      seconds,
      steady,
      signInMs: results.map((result) => result.signInMs),
      streamEvents: results.reduce((sum, result) => sum + result.events, 0),
      cpu,
      clientLag: { p99: lag.percentile(99) / 1e6, max: lag.max / 1e6 },
    }),
  );
} catch (error) {
  failures.push((error as Error).message);
} finally {
  if (server) await stopProcess(server);
  await dropDatabase?.();
  removeTempDirs();
}

if (failures.length) {
  console.error(`\nFAIL: ${failures.join("; ")}`);
  process.exit(1);
}
console.log("\nOK: errors under 1 % and every API route's p95 under 200 ms.");
