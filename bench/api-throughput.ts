/**
 * Signed-in requests per second on PostgreSQL: the production build (built first when
 * missing or stale) and, beside it in the same run, a minimal node:http + pg server doing
 * the same queries (bench/support/reference-api.ts), both on one fresh database with
 * 1 000 songs and one subscriber. wrk (Debian's, installed when missing and we are root)
 * holds 32 connections on each route for 10 s after 2 s of warm-up; every answer must be
 * 2xx. Goals: /api/session ≥ 3 000 req/s, /api/songs?page=1 ≥ 2 000 req/s, and each at
 * least half of the reference's rate. /healthz, /readyz and /api/access are reported.
 * Ports 4770 (app) and 4771 (reference).
 * Run: `npx tsx bench/api-throughput.ts`.
 */
import { spawnSync, type ChildProcess } from "node:child_process";
import { parseEnv } from "~/server/env";
import { createTestDatabase } from "~/server/testing/test-database";
import { seedLoadData } from "./load/seed";
import { ensureDebianTool } from "./support/debian-tools";
import { failedGoals, reportGoal } from "./support/goals";
import {
  makeTempDir,
  onInterrupt,
  portInUse,
  removeTempDirs,
  startProcess,
  stopProcess,
  waitFor,
} from "./support/processes";

const APP_PORT = 4770;
const REFERENCE_PORT = 4771;
const APP_URL = `http://127.0.0.1:${APP_PORT}`;
const REFERENCE_URL = `http://127.0.0.1:${REFERENCE_PORT}`;
const CONNECTIONS = 32;
const SECONDS = 10;
const WARMUP_SECONDS = 2;
const SONGS = 1000;
const PASSWORD = "Tienda2026x";
const AUTH_SECRET = "api-bench-secret-api-bench-secret-api";

const goals = [
  { path: "/api/session", rate: 3000 },
  { path: "/api/songs?page=1", rate: 2000 },
];
const RATIO_GOAL = 0.5;
/** Routes measured on both; the reference has no /api/access of its own. */
const routes = ["/healthz", "/readyz", "/api/session", "/api/access", "/api/songs?page=1"];
const referenced = new Set(["/healthz", "/readyz", "/api/session", "/api/songs?page=1"]);

interface WrkResult {
  rate: number;
  p99: string;
  failed: number;
}

/** One wrk run: requests per second, p99 latency, and answers that were not 2xx or errors. */
function wrk(binary: string, url: string, cookie: string, seconds: number): WrkResult {
  const result = spawnSync(
    binary,
    [
      "-t1",
      `-c${CONNECTIONS}`,
      `-d${seconds}s`,
      "--latency",
      "-H",
      `Cookie: ${cookie}`,
      "-H",
      "Accept-Encoding: identity",
      url,
    ],
    { encoding: "utf8", timeout: (seconds + 30) * 1000 },
  );
  if (result.status !== 0) throw new Error(`wrk ${url}: ${result.stderr || result.status}`);
  const out = result.stdout;
  const rate = Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1]);
  if (!Number.isFinite(rate)) throw new Error(`wrk ${url}: no rate in\n${out}`);
  const non2xx = Number(/Non-2xx or 3xx responses:\s+(\d+)/.exec(out)?.[1] ?? 0);
  const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(out);
  const errors = socket ? socket.slice(1).reduce((sum, value) => sum + Number(value), 0) : 0;
  return { rate, p99: /\s99%\s+(\S+)/.exec(out)?.[1] ?? "?", failed: non2xx + errors };
}

const rps = (value: number) => `${Math.round(value).toLocaleString("en").replace(",", " ")} req/s`;

let app: ChildProcess | undefined;
let reference: ChildProcess | undefined;
let dropDatabase: (() => Promise<void>) | undefined;
const problems: string[] = [];
try {
  const tool = ensureDebianTool("wrk", ["wrk"]);
  if ("reason" in tool) throw new Error(tool.reason);
  const build = spawnSync(process.execPath, ["scripts/ensure-build.mjs"], { stdio: "inherit" });
  if (build.status !== 0) throw new Error(`the build failed (${build.status})`);
  for (const port of [APP_PORT, REFERENCE_PORT])
    if (await portInUse(port)) throw new Error(`port ${port} is already in use`);

  const database = await createTestDatabase("postgres");
  dropDatabase = onInterrupt(() => database.close());
  const serverEnv = {
    DATA_DIR: makeTempDir("sonaria-api-"),
    DATABASE_URL: database.url as string,
    STORAGE: "disk",
    S3_BUCKET: "",
    AUTH_SECRET,
    APP_URL,
    PORT: String(APP_PORT),
    NODE_ENV: "production",
    LOG_LEVEL: "warn",
  };
  const [shop] = await seedLoadData({
    env: parseEnv(serverEnv),
    database,
    songs: SONGS,
    shops: 1,
    password: PASSWORD,
  });
  if (!shop) throw new Error("no subscriber was seeded");

  app = startProcess(process.execPath, ["build/node/main.js"], { ...process.env, ...serverEnv });
  reference = startProcess(
    process.execPath,
    ["--import", "tsx", "bench/support/reference-api.ts"],
    {
      ...process.env,
      PORT: String(REFERENCE_PORT),
      DATABASE_URL: serverEnv.DATABASE_URL,
      AUTH_SECRET,
    },
  );
  await waitFor(`${APP_URL}/readyz`, app, (status) => status === 200);
  await waitFor(`${REFERENCE_URL}/healthz`, reference, (status) => status === 200);

  const signIn = await fetch(`${APP_URL}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: APP_URL },
    body: JSON.stringify({ email: shop.email, password: PASSWORD }),
  });
  await signIn.arrayBuffer();
  const cookie = signIn.headers
    .getSetCookie()
    .find((value) => value.startsWith("sonaria.session_token="))
    ?.split(";")[0];
  if (!signIn.ok || !cookie) throw new Error(`sign-in answered ${signIn.status}`);

  console.log(
    `wrk: ${CONNECTIONS} connections, ${SECONDS} s per route after ${WARMUP_SECONDS} s of warm-up\n`,
  );
  console.log(
    `${"route".padEnd(20)} ${"app".padStart(12)} ${"p99".padStart(9)} ${"reference".padStart(12)} ${"p99".padStart(9)}  app/ref`,
  );
  for (const route of routes) {
    const measure = (base: string) => {
      wrk(tool.binary, `${base}${route}`, cookie, WARMUP_SECONDS);
      const result = wrk(tool.binary, `${base}${route}`, cookie, SECONDS);
      if (result.failed > 0) problems.push(`${base}${route}: ${result.failed} answers not 2xx`);
      return result;
    };
    const ours = measure(APP_URL);
    const theirs = referenced.has(route) ? measure(REFERENCE_URL) : null;
    const ratio = theirs ? ours.rate / theirs.rate : null;
    console.log(
      `${route.padEnd(20)} ${rps(ours.rate).padStart(12)} ${ours.p99.padStart(9)} ` +
        `${(theirs ? rps(theirs.rate) : "—").padStart(12)} ${(theirs?.p99 ?? "—").padStart(9)}  ` +
        `${ratio === null ? "—" : ratio.toFixed(2)}`,
    );
    const goal = goals.find((entry) => entry.path === route);
    if (goal) {
      reportGoal({
        goal: `GET ${route}, PostgreSQL, ${CONNECTIONS} connections`,
        target: `≥ ${rps(goal.rate)}`,
        measured: rps(ours.rate),
        pass: ours.rate >= goal.rate,
      });
      if (ratio !== null)
        reportGoal({
          goal: `GET ${route} vs a minimal node:http + pg handler`,
          target: `≥ ${RATIO_GOAL}×`,
          measured: `${ratio.toFixed(2)}× (${rps(theirs?.rate ?? 0)})`,
          pass: ratio >= RATIO_GOAL,
        });
    } else {
      reportGoal({
        goal: `GET ${route}, PostgreSQL, ${CONNECTIONS} connections`,
        target: "reported",
        measured: rps(ours.rate) + (theirs ? ` (reference ${rps(theirs.rate)})` : ""),
        pass: null,
      });
    }
  }
} catch (error) {
  problems.push((error as Error).message);
} finally {
  if (app) await stopProcess(app);
  if (reference) await stopProcess(reference);
  await dropDatabase?.();
  removeTempDirs();
}

const failures = [...problems, ...failedGoals()];
if (failures.length) {
  console.error(`\nFAIL: ${failures.join("; ")}`);
  process.exit(1);
}
console.log("\nOK: every signed-in route at its rate, and at least half the reference's.");
