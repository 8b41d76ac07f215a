/**
 * "Estado de la red" (decision 041) for a chain: one owner with ESTABLISHMENTS
 * establishments of five zones each (5 000 zones by default) in ten provinces, seeded
 * straight into a fresh PostgreSQL database (dropped at the end) with each zone's watch
 * row — 60 % playing, 5 % paused, 25 % closed, 5 % offline, 5 % silent — and the players'
 * states and devices behind them. Two instances of the production build share it; PLAYERS
 * of the playing zones send their state every 20 s through either, as players do.
 *
 * Measured:
 * - the page's first data, GET /api/network/zones, as it opens (first page) and with a
 *   status, a search and a province with a status: p95 < 200 ms each, both instances;
 * - a state change shown: a player's PUT /api/zones/:id/state on instance A (a closed
 *   zone starts playing) until the owner's /api/events stream on instance B delivers the
 *   `network:` event and the page's refetch on B shows the zone playing: p95 < 1 s.
 * Ports 4800–4801.
 * Run: `npx tsx bench/network-status.ts [--establishments 1000] [--players 1000] [--samples 100]`.
 */
import { spawnSync, type ChildProcess } from "node:child_process";
import { randomUUID } from "node:crypto";
import { parseArgs } from "node:util";
import { sql } from "drizzle-orm";
import { createTestDatabase } from "~/server/testing/test-database";
import type { NetworkZonesPage } from "~/shared/network/schema";
import { ZONE_STATE_EVERY_MS } from "~/shared/remote/zone-state-timings";
import { playerState } from "~/shared/testing/player-state";
import { openLiveEvents, type EventStream } from "./remote/sse";
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
    establishments: { type: "string", default: "1000" },
    players: { type: "string", default: "1000" },
    samples: { type: "string", default: "100" },
  },
});
const ESTABLISHMENTS = Number(args.establishments);
const PLAYERS = Number(args.players);
const SAMPLES = Number(args.samples);
const PORTS = [4800, 4801] as const;
const URLS = PORTS.map((port) => `http://127.0.0.1:${port}`) as [string, string];
/** Both instances answer as one site behind a balancer: the same-origin check wants one. */
const APP_URL = URLS[0];
const AUTH_SECRET = "network-bench-secret-network-bench-secret";
const OWNER = "net-owner";
const COOKIE = sessionCookie("net-token", AUTH_SECRET);
const FIRST_DATA_GOAL_MS = 200;
const SHOWN_GOAL_MS = 1000;
/** A change not shown this long after its PUT is lost. */
const GIVE_UP_MS = 10_000;

const failures: string[] = [];

/** Ten provinces, as a chain spreads: city, province, a postcode of it. */
const places = [
  ["Madrid", "Madrid", "28013"],
  ["Barcelona", "Barcelona", "08001"],
  ["Valencia", "Valencia", "46001"],
  ["Sevilla", "Sevilla", "41004"],
  ["Zaragoza", "Zaragoza", "50001"],
  ["Málaga", "Málaga", "29001"],
  ["Bilbao", "Bizkaia", "48001"],
  ["Murcia", "Murcia", "30001"],
  ["Palma", "Illes Balears", "07001"],
  ["Las Palmas de Gran Canaria", "Las Palmas", "35001"],
] as const;
const column = (index: number) =>
  sql.raw(`array[${places.map((place) => `'${place[index]}'`).join(", ")}]`);

async function request(url: string, init: RequestInit = {}) {
  const response = await fetch(url, {
    ...init,
    headers: { cookie: COOKIE, origin: APP_URL, "content-type": "application/json" },
  });
  const body = await response.text();
  if (response.status >= 300) failures.push(`${init.method ?? "GET"} ${url}: ${response.status}`);
  return body;
}

const putState = (base: string, zoneId: string, deviceId: string, playing: boolean) =>
  request(`${base}/api/zones/${zoneId}/state`, {
    method: "PUT",
    body: JSON.stringify(playerState({ deviceId, playing, reason: "Banco de pruebas" })),
  });

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
  const { db } = database;
  const seeding = performance.now();
  await db.execute(sql`insert into "user" (id, name, email, email_verified, role)
    values (${OWNER}, 'Cadena', 'cadena@example.es', true, 'user')`);
  await db.execute(sql`insert into session (id, token, user_id, expires_at)
    values ('net-session', 'net-token', ${OWNER}, now() + interval '1 day')`);
  await db.execute(sql`insert into establishment (id, user_id, trading_name, legal_name, tax_id,
      address, postcode, city, province, activity, time_zone)
    select gen_random_uuid()::text, ${OWNER}, 'Tienda ' || lpad(i::text, 4, '0'),
      'Cadena ' || i || ' S.L.', 'B12345674', 'Calle Mayor ' || i,
      (${column(2)})[1 + i % 10], (${column(0)})[1 + i % 10], (${column(1)})[1 + i % 10],
      'tienda', case when i % 10 = 9 then 'Atlantic/Canary' else 'Europe/Madrid' end
    from generate_series(1, ${ESTABLISHMENTS}) as i`);
  // Each establishment's Principal has its id; four more zones each.
  await db.execute(sql`insert into zone (id, establishment_id, name, position)
    select id, id, 'Principal', 0 from establishment where user_id = ${OWNER}`);
  await db.execute(sql`insert into zone (id, establishment_id, name, position)
    select gen_random_uuid()::text, e.id, z.name, z.position
    from establishment e
    cross join (values ('Sala', 1), ('Terraza', 2), ('Almacén', 3), ('Caja', 4)) as z(name, position)
    where e.user_id = ${OWNER}`);
  // Every zone's status by its place in the list: 12 of 20 playing, 1 paused, 5 closed,
  // 1 offline (last heard two hours ago), 1 silent in opening hours.
  await db.execute(sql`create temporary table seeded as
    select z.id as zone_id, z.establishment_id, row_number() over (order by z.id) % 20 as n,
      gen_random_uuid()::text as device_id
    from zone z join establishment e on e.id = z.establishment_id where e.user_id = ${OWNER}`);
  await db.execute(sql`insert into zone_watch (zone_id, establishment_id, owner_id, status, since, checked_at)
    select zone_id, establishment_id, ${OWNER},
      case when n < 12 then 'playing' when n = 12 then 'paused' when n = 17 then 'offline'
        when n = 18 then 'silent' else 'closed' end,
      now() - (n * 37 || ' minutes')::interval, now()
    from seeded`);
  await db.execute(sql`insert into zone_state (zone_id, establishment_id, device_id, state, seen_at)
    select zone_id, establishment_id, device_id,
      jsonb_build_object('deviceId', device_id, 'playing', n <> 12,
        'track', jsonb_build_object('id', gen_random_uuid()::text, 'title', 'Canción ' || n,
          'artist', 'Sonaria', 'durationSeconds', 200),
        'position', 10, 'volume', 0.6, 'offline', false, 'closed', false, 'reason', 'Banco',
        'at', now()),
      case when n = 17 then now() - interval '2 hours' else now() end
    from seeded where n < 13 or n = 17`);
  await db.execute(sql`insert into device (user_id, id, browser, system, first_seen_at)
    select ${OWNER}, device_id, 'chrome', 'android', now() from seeded where n < 13 or n = 17`);
  const players = (await db.execute(sql`select zone_id, device_id from seeded
    where n < 12 order by zone_id limit ${PLAYERS}`)) as unknown as {
    rows: { zone_id: string; device_id: string }[];
  };
  const quiet = (await db.execute(sql`select s.zone_id, e.trading_name
    from seeded s join establishment e on e.id = s.establishment_id
    where s.n between 13 and 16 order by s.zone_id limit ${SAMPLES}`)) as unknown as {
    rows: { zone_id: string; trading_name: string }[];
  };
  await db.execute(sql`analyze`);
  const zones = ESTABLISHMENTS * 5;
  console.log(
    `${zones} zones of ${ESTABLISHMENTS} establishments seeded in ` +
      `${((performance.now() - seeding) / 1000).toFixed(1)} s`,
  );

  await startInstances(servers, {
    name: "network",
    databaseUrl: database.url as string,
    ports: PORTS,
    appUrl: APP_URL,
    authSecret: AUTH_SECRET,
  });

  // The playing zones' players, each through either instance, every 20 s.
  for (const [index, player] of players.rows.entries())
    timers.push(
      setTimeout(() => {
        const base = URLS[index % 2] as string;
        const say = () => void putState(base, player.zone_id, player.device_id, true);
        say();
        timers.push(setInterval(say, ZONE_STATE_EVERY_MS));
      }, Math.random() * ZONE_STATE_EVERY_MS),
    );
  // A few seconds of the players' traffic before anything is measured.
  await new Promise((resolve) => setTimeout(resolve, 3_000));

  // The page's first data: the answers a viewer waits for, on both instances in turn.
  const views = [
    ["first page", ""],
    ["a status", "?status=offline"],
    ["a search", `?search=${encodeURIComponent("tienda 012")}`],
    ["a province and a status", "?province=Barcelona&status=playing"],
  ] as const;
  for (const [name, query] of views) {
    const times: number[] = [];
    let bytes = 0;
    for (let round = 0; round < 120; round++) {
      const started = performance.now();
      const body = await request(`${URLS[round % 2]}/api/network/zones${query}`);
      // The first rounds warm the connection pools and the plans: not counted.
      if (round >= 20) times.push(performance.now() - started);
      bytes = body.length;
      if (round === 0) {
        const answer = JSON.parse(body) as NetworkZonesPage;
        console.log(
          `${name}: ${answer.zones.length} of ${answer.total} zones, ${(bytes / 1024).toFixed(0)} KB`,
        );
      }
    }
    const p95 = percentile(times, 95);
    reportGoal({
      goal: `GET /api/network/zones, ${name}, ${zones} zones, p95`,
      target: `< ${FIRST_DATA_GOAL_MS} ms`,
      measured: `${p95.toFixed(0)} ms (p50 ${percentile(times, 50).toFixed(0)} ms, max ${Math.max(...times).toFixed(0)} ms)`,
      pass: p95 < FIRST_DATA_GOAL_MS,
    });
  }

  // A state change shown: the owner's stream on B, a player's PUT on A.
  const events: number[] = [];
  let wake: (() => void) | undefined;
  streams.push(
    await openLiveEvents(URLS[1], COOKIE, (name, data) => {
      if (name !== "change" || !data.includes(`"network:${OWNER}"`)) return;
      events.push(performance.now());
      wake?.();
    }),
  );
  const nextEventAfter = async (since: number, deadline: number) => {
    for (;;) {
      const at = events.find((time) => time > since);
      if (at !== undefined) return at;
      if (performance.now() > deadline) return undefined;
      await new Promise<void>((resolve) => {
        wake = resolve;
        setTimeout(resolve, 50);
      });
    }
  };
  const toEvent: number[] = [];
  const toShown: number[] = [];
  let lost = 0;
  for (const sample of quiet.rows) {
    const started = performance.now();
    const deadline = started + GIVE_UP_MS;
    await putState(URLS[0], sample.zone_id, randomUUID(), true);
    let heardAt = started;
    let shown: number | undefined;
    // Each event may be another zone's (the minute's check): the page refetches, and looks.
    while (shown === undefined) {
      const at = await nextEventAfter(heardAt, deadline);
      if (at === undefined) break;
      if (heardAt === started) toEvent.push(at - started);
      heardAt = at;
      const answer = JSON.parse(
        await request(
          `${URLS[1]}/api/network/zones?search=${encodeURIComponent(sample.trading_name)}`,
        ),
      ) as NetworkZonesPage;
      const row = answer.zones.find((zone) => zone.zoneId === sample.zone_id);
      if (row?.status === "playing") shown = performance.now();
    }
    if (shown === undefined) lost++;
    else toShown.push(shown - started);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  console.log(
    `PUT on A → network event on B: p50 ${percentile(toEvent, 50).toFixed(0)} ms, ` +
      `p95 ${percentile(toEvent, 95).toFixed(0)} ms`,
  );
  const p95 = percentile(toShown, 95);
  reportGoal({
    goal: `a player's state on A shown by the page on B (event + refetch), ${zones} zones, ${players.rows.length} players, p95`,
    target: `< ${SHOWN_GOAL_MS} ms`,
    measured: `${p95.toFixed(0)} ms (p50 ${percentile(toShown, 50).toFixed(0)} ms, max ${Math.max(...toShown).toFixed(0)} ms)`,
    pass: p95 < SHOWN_GOAL_MS,
  });
  reportGoal({
    goal: "state changes never shown",
    target: "0",
    measured: `${lost} of ${quiet.rows.length}`,
    pass: lost === 0,
  });
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
console.log("\nOK: the network's page answers and follows its zones within its goals.");
