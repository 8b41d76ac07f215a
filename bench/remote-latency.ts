/**
 * The remote ("Mando", decision 024) at scale: two instances of the production build on
 * one PostgreSQL database (a fresh one, dropped at the end), ZONES zones of as many
 * accounts (users, sessions and establishments seeded straight into the database,
 * cookies signed as better-auth signs them). Each zone has a simulated player with its
 * /api/events stream open on one instance, which at a command's event PUTs its new state
 * at once (and every 20 s besides, as a player does), and a remote with its stream open on
 * the other instance: every command crosses the instances both ways. Remotes send RATE
 * commands a second for DURATION seconds, to random zones.
 *
 * Measured: command sent → the player's state, answering it, heard by the remote's stream
 * (p50, p95, p99; goal p95 < 1 s, none lost), the part until the player heard the command,
 * and each instance's CPU (cores busy over the window, from /proc) and peak RSS.
 * Ports 4790–4791.
 * Run: `npx tsx bench/remote-latency.ts [--zones 1000] [--rate 50] [--duration 30]`.
 */
import { spawnSync, type ChildProcess } from "node:child_process";
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import { parseArgs } from "node:util";
import { sql } from "drizzle-orm";
import { establishment } from "~/server/domain/establishments/tables";
import { createTestDatabase } from "~/server/testing/test-database";
import type { ZoneEvent } from "~/shared/events/topics";
import type { RemoteCommand, ZoneStateInput } from "~/shared/remote/schema";
import { ZONE_STATE_EVERY_MS } from "~/shared/remote/zone-state-timings";
import { startCpuWindow } from "./load/cpu";
import { openZoneEvents, type EventStream } from "./remote/sse";
import { failedGoals, reportGoal } from "./support/goals";
import { percentile } from "./support/percentile";
import {
  onInterrupt,
  portInUse,
  removeTempDirs,
  startInstances,
  stopProcess,
} from "./support/processes";
import { sessionCookie } from "./support/session-cookie";

const { values: args } = parseArgs({
  options: {
    zones: { type: "string", default: "1000" },
    rate: { type: "string", default: "50" },
    duration: { type: "string", default: "30" },
  },
});
const ZONES = Number(args.zones);
const RATE = Number(args.rate);
const DURATION_S = Number(args.duration);
const PORTS = [4790, 4791] as const;
const URLS = PORTS.map((port) => `http://127.0.0.1:${port}`);
/** Both instances answer as one site behind a balancer: the same-origin check wants one. */
const APP_URL = URLS[0] as string;
const AUTH_SECRET = "remote-bench-secret-remote-bench-secret";
const P95_GOAL_MS = 1000;
const OPENING_AT_ONCE = 200;
/** A command whose state has not come back this long after the last one was sent is lost. */
const SETTLE_MS = 10_000;

const mib = (bytes: number) => `${Math.round(bytes / 2 ** 20)} MiB`;
function rssOf(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) * 1024;
}

interface Zone {
  id: string;
  cookie: string;
  /** The player's instance; the remote's is the other one. */
  playerUrl: string;
  remoteUrl: string;
  deviceId: string;
  playing: boolean;
  volume: number;
}

interface Pending {
  sentAt: number;
  heardAt?: number;
}

const pending = new Map<string, Pending>();
const roundTrips: number[] = [];
const toPlayer: number[] = [];
const failures: string[] = [];
let statesSent = 0;

async function send(url: string, method: string, cookie: string, body: unknown) {
  const response = await fetch(url, {
    method,
    headers: { cookie, origin: APP_URL, "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  await response.arrayBuffer();
  if (response.status >= 300) failures.push(`${method} ${url} answered ${response.status}`);
}

function putState(zone: Zone, commandId?: string) {
  const state: ZoneStateInput = {
    deviceId: zone.deviceId,
    playing: zone.playing,
    track: null,
    position: 0,
    volume: zone.volume,
    offline: false,
    closed: false,
    reason: "Banco de pruebas",
    at: new Date().toISOString(),
    commandId,
  };
  statesSent++;
  return send(`${zone.playerUrl}/api/zones/${zone.id}/state`, "PUT", zone.cookie, state);
}

/** The player: applies a command at once and says so. */
function playerHeard(zone: Zone, data: string) {
  const event = JSON.parse(data) as ZoneEvent;
  if (event.kind !== "command") return;
  const { command } = event;
  const waiting = pending.get(command.id);
  if (waiting) waiting.heardAt = performance.now();
  if (command.kind === "play") zone.playing = true;
  if (command.kind === "pause") zone.playing = false;
  if (command.kind === "volume") zone.volume = command.value;
  void putState(zone, command.id);
}

/** The remote: a state that answers one of its commands ends the round trip. */
function remoteHeard(data: string) {
  const event = JSON.parse(data) as ZoneEvent;
  if (event.kind !== "state" || !event.state.commandId) return;
  const waiting = pending.get(event.state.commandId);
  if (!waiting) return;
  pending.delete(event.state.commandId);
  const now = performance.now();
  roundTrips.push(now - waiting.sentAt);
  if (waiting.heardAt !== undefined) toPlayer.push(waiting.heardAt - waiting.sentAt);
}

function randomCommand(): RemoteCommand {
  const id = randomUUID();
  const pick = Math.random();
  if (pick < 0.3) return { id, kind: "pause" };
  if (pick < 0.6) return { id, kind: "play" };
  if (pick < 0.8) return { id, kind: "volume", value: Math.round(Math.random() * 100) / 100 };
  return { id, kind: "next" };
}

const servers: ChildProcess[] = [];
const streams: EventStream[] = [];
const timers: NodeJS.Timeout[] = [];
let dropDatabase: (() => Promise<void>) | undefined;
try {
  const build = spawnSync(process.execPath, ["scripts/ensure-build.mjs"], { stdio: "inherit" });
  if (build.status !== 0) throw new Error(`the build failed (${build.status})`);
  for (const port of PORTS)
    if (await portInUse(port)) throw new Error(`port ${port} is already in use`);

  const database = await createTestDatabase("postgres");
  dropDatabase = onInterrupt(() => database.close());
  await database.db.execute(sql`insert into "user" (id, name, email, email_verified, role)
    select 'rl-' || i, 'Tienda ' || i, 'tienda' || i || '@example.es', true, 'user'
    from generate_series(1, ${ZONES}) as i`);
  await database.db.execute(sql`insert into session (id, token, user_id, expires_at)
    select 'rl-session-' || i, 'rl-token-' || i, 'rl-' || i, now() + interval '1 day'
    from generate_series(1, ${ZONES}) as i`);
  await database.db.execute(sql`insert into establishment (id, user_id, trading_name,
      legal_name, tax_id, address, postcode, city, province, activity, time_zone)
    select gen_random_uuid()::text, 'rl-' || i, 'Bar ' || i, 'Hostelería ' || i || ' S.L.',
      'B12345674', 'Calle Mayor ' || i, '28013', 'Madrid', 'Madrid', 'bar', 'Europe/Madrid'
    from generate_series(1, ${ZONES}) as i`);
  const places = await database.db
    .select({ id: establishment.id, userId: establishment.userId })
    .from(establishment)
    .orderBy(establishment.userId);

  await startInstances(servers, {
    name: "remote",
    databaseUrl: database.url as string,
    ports: PORTS,
    appUrl: APP_URL,
    authSecret: AUTH_SECRET,
  });
  const pids = servers.map((server) => server.pid as number);
  const idleRss = pids.map(rssOf);

  const zones: Zone[] = places.map((row, index) => ({
    id: row.id,
    cookie: sessionCookie(row.userId.replace("rl-", "rl-token-"), AUTH_SECRET),
    playerUrl: URLS[index % 2] as string,
    remoteUrl: URLS[(index + 1) % 2] as string,
    deviceId: randomUUID(),
    playing: true,
    volume: 0.5,
  }));
  const opening = performance.now();
  for (let first = 0; first < zones.length; first += OPENING_AT_ONCE) {
    const batch = zones.slice(first, first + OPENING_AT_ONCE);
    streams.push(
      ...(await Promise.all(
        batch.flatMap((zone) => [
          openZoneEvents(zone.playerUrl, zone.cookie, (data) => playerHeard(zone, data)),
          openZoneEvents(zone.remoteUrl, zone.cookie, remoteHeard),
        ]),
      )),
    );
  }
  console.log(
    `${zones.length} players and ${zones.length} remotes listening on two instances in ` +
      `${((performance.now() - opening) / 1000).toFixed(1)} s; RSS ${idleRss.map(mib).join(", ")} idle → ` +
      `${pids.map((pid) => mib(rssOf(pid))).join(", ")}`,
  );
  // Every player says what it plays every 20 s, each at its own moment, as players do.
  for (const zone of zones)
    timers.push(
      setTimeout(() => {
        void putState(zone);
        timers.push(setInterval(() => void putState(zone), ZONE_STATE_EVERY_MS));
      }, Math.random() * ZONE_STATE_EVERY_MS),
    );

  const peakRss = pids.map(rssOf);
  const sampleRss = setInterval(() => {
    for (const [index, pid] of pids.entries())
      peakRss[index] = Math.max(peakRss[index] ?? 0, rssOf(pid));
  }, 500);
  timers.push(sampleRss);
  const cpu = startCpuWindow({ a: [pids[0] as number], b: [pids[1] as number] });
  const started = performance.now();
  let sent = 0;
  while (performance.now() - started < DURATION_S * 1000) {
    const due = Math.floor(((performance.now() - started) / 1000) * RATE);
    for (; sent < due; sent++) {
      const zone = zones[Math.floor(Math.random() * zones.length)] as Zone;
      const command = randomCommand();
      pending.set(command.id, { sentAt: performance.now() });
      void send(`${zone.remoteUrl}/api/zones/${zone.id}/commands`, "POST", zone.cookie, command);
    }
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  const settling = performance.now();
  while (pending.size > 0 && performance.now() - settling < SETTLE_MS)
    await new Promise((resolve) => setTimeout(resolve, 50));
  const figures = cpu({ a: [pids[0] as number], b: [pids[1] as number] });

  const lost = pending.size;
  const p95 = percentile(roundTrips, 95);
  console.log(
    `${sent} commands in ${DURATION_S} s (${RATE}/s), ${statesSent} states sent; ` +
      `to the player p50 ${percentile(toPlayer, 50).toFixed(0)} ms, p95 ${percentile(toPlayer, 95).toFixed(0)} ms`,
  );
  reportGoal({
    goal: `command → player's state back at the remote, ${ZONES} zones on two instances, ${RATE} commands/s, p95`,
    target: `< ${P95_GOAL_MS} ms`,
    measured:
      `${p95.toFixed(0)} ms (p50 ${percentile(roundTrips, 50).toFixed(0)} ms, ` +
      `p99 ${percentile(roundTrips, 99).toFixed(0)} ms, max ${Math.max(...roundTrips).toFixed(0)} ms)`,
    pass: p95 < P95_GOAL_MS,
  });
  reportGoal({
    goal: "commands whose state never came back",
    target: "0",
    measured: `${lost} of ${sent}`,
    pass: lost === 0,
  });
  for (const [index, name] of (["a", "b"] as const).entries())
    reportGoal({
      goal: `instance ${name.toUpperCase()}: CPU and peak RSS under the commands`,
      target: "reported",
      measured: `${((figures.cores[name] ?? 0) * 100).toFixed(0)} % of a core, ${mib(peakRss[index] ?? 0)}`,
      pass: null,
    });
  console.log(
    `machine busy ${((figures.machineBusy ?? 0) * 100).toFixed(0)} % of ${figures.cpuCount} cores, ` +
      `load ${figures.loadAverage.toFixed(1)}`,
  );
} catch (error) {
  failures.push((error as Error).message);
} finally {
  for (const timer of timers) clearTimeout(timer);
  for (const stream of streams) stream.close();
  for (const server of servers) await stopProcess(server);
  await dropDatabase?.();
  removeTempDirs();
}

const problems = [...new Set(failures), ...failedGoals()];
if (problems.length) {
  console.error(`\nFAIL: ${problems.slice(0, 10).join("; ")}`);
  process.exit(1);
}
console.log(`\nOK: every command's state came back, p95 under ${P95_GOAL_MS} ms.`);
