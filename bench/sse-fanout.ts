/**
 * Live updates at scale: many open /api/events streams on one instance (the production
 * build on PostgreSQL, a fresh database), each for a signed-in shop of its own (users and
 * sessions seeded straight into the database, cookies signed as better-auth signs them).
 * Once every stream is open, an admin creates a genre ROUNDS times; for each, the time
 * from the request to every stream's "catalog" event is taken. Goals: p99 < 1 s and the
 * server's RSS < 1 GiB with 10 000 streams. Port 4780.
 * Run: `npx tsx bench/sse-fanout.ts [streams, default 10000]`.
 */
import { spawnSync, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import { sql } from "drizzle-orm";
import { createTestDatabase } from "~/server/testing/test-database";
import { failedGoals, reportGoal } from "./support/goals";
import { percentile } from "./support/percentile";
import {
  makeTempDir,
  onInterrupt,
  portInUse,
  removeTempDirs,
  startProcess,
  stopProcess,
  waitFor,
} from "./support/processes";
import { sessionCookie } from "./support/session-cookie";

const STREAMS = Number(process.argv[2] ?? 10_000);
const PORT = 4780;
const APP_URL = `http://127.0.0.1:${PORT}`;
const AUTH_SECRET = "sse-bench-secret-sse-bench-secret-sse";
const ROUNDS = 3;
const P99_GOAL_MS = 1000;
const RSS_GOAL_BYTES = 1024 ** 3;
/** Streams opened at a time: each costs the server a session read on its first request. */
const OPENING_AT_ONCE = 200;
const ROUND_TIMEOUT_MS = 30_000;

/** One open event stream: resolves `heard` each time a "catalog" change arrives. */
interface Stream {
  request: http.ClientRequest;
  waitFor(count: number): Promise<number>;
}

const agent = new http.Agent({ keepAlive: false, maxSockets: Number.POSITIVE_INFINITY });

function openStream(cookie: string): Promise<Stream> {
  return new Promise((resolve, reject) => {
    let heard = 0;
    const waiters: { count: number; resolve: (at: number) => void }[] = [];
    const request = http.get(
      `${APP_URL}/api/events`,
      { agent, headers: { cookie, accept: "text/event-stream" } },
      (response) => {
        if (response.statusCode !== 200) {
          reject(new Error(`/api/events answered ${response.statusCode}`));
          response.resume();
          return;
        }
        response.setEncoding("utf8");
        let ready = false;
        response.on("data", (chunk: string) => {
          if (!ready && chunk.includes("event: ready")) {
            ready = true;
            resolve({
              request,
              waitFor: (count) =>
                new Promise((settle) => {
                  if (heard >= count) settle(performance.now());
                  else waiters.push({ count, resolve: settle });
                }),
            });
          }
          const changes = chunk.match(/"topic":"catalog"/g)?.length ?? 0;
          if (changes === 0) return;
          heard += changes;
          const now = performance.now();
          for (const waiter of waiters.splice(0))
            if (heard >= waiter.count) waiter.resolve(now);
            else waiters.push(waiter);
        });
      },
    );
    request.on("error", reject);
  });
}

/** The RSS of a process, from /proc, in bytes. */
function rssOf(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) * 1024;
}

const mib = (bytes: number) => `${Math.round(bytes / 2 ** 20)} MiB`;

let server: ChildProcess | undefined;
let dropDatabase: (() => Promise<void>) | undefined;
const problems: string[] = [];
const streams: Stream[] = [];
try {
  const build = spawnSync(process.execPath, ["scripts/ensure-build.mjs"], { stdio: "inherit" });
  if (build.status !== 0) throw new Error(`the build failed (${build.status})`);
  if (await portInUse(PORT)) throw new Error(`port ${PORT} is already in use`);

  const database = await createTestDatabase("postgres");
  dropDatabase = onInterrupt(() => database.close());
  // Shops and an admin, each verified with a live session whose token is its number.
  await database.db.execute(sql`insert into "user" (id, name, email, email_verified, role)
    select 'sse-' || i, 'Tienda ' || i, 'tienda' || i || '@example.es', true,
      case when i = 0 then 'admin' else 'user' end
    from generate_series(0, ${STREAMS}) as i`);
  await database.db.execute(sql`insert into session (id, token, user_id, expires_at)
    select 'sse-session-' || i, 'sse-token-' || i, 'sse-' || i, now() + interval '1 day'
    from generate_series(0, ${STREAMS}) as i`);

  server = startProcess(process.execPath, ["build/node/main.js"], {
    ...process.env,
    DATA_DIR: makeTempDir("sonaria-sse-"),
    DATABASE_URL: database.url as string,
    STORAGE: "disk",
    S3_BUCKET: "",
    AUTH_SECRET,
    APP_URL,
    PORT: String(PORT),
    NODE_ENV: "production",
    LOG_LEVEL: "warn",
  });
  await waitFor(`${APP_URL}/readyz`, server, (status) => status === 200);
  const serverPid = server.pid as number;
  const idleRss = rssOf(serverPid);

  const opening = performance.now();
  for (let first = 1; first <= STREAMS; first += OPENING_AT_ONCE) {
    const batch = Array.from(
      { length: Math.min(OPENING_AT_ONCE, STREAMS - first + 1) },
      (_, offset) => openStream(sessionCookie(`sse-token-${first + offset}`, AUTH_SECRET)),
    );
    streams.push(...(await Promise.all(batch)));
  }
  console.log(
    `${streams.length} streams open in ${((performance.now() - opening) / 1000).toFixed(1)} s; ` +
      `server RSS ${mib(idleRss)} idle → ${mib(rssOf(serverPid))}`,
  );

  const admin = sessionCookie("sse-token-0", AUTH_SECRET);
  const delays: number[] = [];
  let peakRss = rssOf(serverPid);
  for (let round = 1; round <= ROUNDS; round++) {
    const arrivals = Promise.all(streams.map((stream) => stream.waitFor(round)));
    const sent = performance.now();
    const created = await fetch(`${APP_URL}/api/genres`, {
      method: "POST",
      headers: { cookie: admin, origin: APP_URL, "content-type": "application/json" },
      body: JSON.stringify({ name: `Ronda ${round} ${Date.now()}` }),
    });
    if (created.status !== 201) throw new Error(`creating a genre answered ${created.status}`);
    const heard = await Promise.race([
      arrivals,
      new Promise<never>((_, reject) =>
        setTimeout(
          () => reject(new Error(`round ${round}: not every stream heard within 30 s`)),
          ROUND_TIMEOUT_MS,
        ),
      ),
    ]);
    const round_ = heard.map((at) => at - sent);
    delays.push(...round_);
    peakRss = Math.max(peakRss, rssOf(serverPid));
    console.log(
      `round ${round}: p50 ${percentile(round_, 50).toFixed(0)} ms, p99 ${percentile(round_, 99).toFixed(0)} ms, ` +
        `last ${Math.max(...round_).toFixed(0)} ms`,
    );
  }
  const p99 = percentile(delays, 99);
  reportGoal({
    goal: `a catalogue change heard by ${streams.length} open streams, p99`,
    target: `< ${P99_GOAL_MS} ms`,
    measured: `${p99.toFixed(0)} ms (p50 ${percentile(delays, 50).toFixed(0)} ms)`,
    pass: p99 < P99_GOAL_MS,
  });
  reportGoal({
    goal: `server RSS with ${streams.length} open streams`,
    target: `< ${mib(RSS_GOAL_BYTES)}`,
    measured: mib(peakRss),
    pass: peakRss < RSS_GOAL_BYTES,
  });
} catch (error) {
  problems.push((error as Error).message);
} finally {
  for (const stream of streams) stream.request.destroy();
  if (server) await stopProcess(server);
  await dropDatabase?.();
  removeTempDirs();
}

const failures = [...problems, ...failedGoals()];
if (failures.length) {
  console.error(`\nFAIL: ${failures.join("; ")}`);
  process.exit(1);
}
console.log(`\nOK: every stream heard each change, p99 under ${P99_GOAL_MS} ms, RSS under 1 GiB.`);
