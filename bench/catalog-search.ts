/**
 * Songs list and search with 100 000 songs: p50/p95 of GET /api/songs (and of the genres
 * with their counts, GET /api/genres) through the real
 * app (session check included), on PGlite and — where one answers — on PostgreSQL.
 * Budget: p95 under 50 ms. Run: `npx tsx bench/catalog-search.ts`.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql, type SQL } from "drizzle-orm";
import { createApp } from "~/server/app";
import { createAdmin } from "~/server/cli-commands/create-admin";
import { openDatabase, type DatabaseHandle } from "~/server/db/client";
import { migrateDatabase } from "~/server/db/migrate";
import { parseEnv } from "~/server/env";
import { createInfra } from "~/server/create-infra";
import { percentile } from "./support/percentile";
import { reportGoal } from "./support/goals";
import { withScratchPostgres } from "./support/scratch-postgres";

const SONGS = 100_000;
const BUDGET_MS = 50;
const RUNS = 60;
const APP_URL = "http://localhost:3000";
const words = [
  "brisa",
  "cafe",
  "tarde",
  "plaza",
  "jardin",
  "noche",
  "azul",
  "puerto",
  "lluvia",
  "sol",
  "mercado",
  "terraza",
  "luna",
  "viento",
  "mar",
  "ciudad",
  "bosque",
  "rio",
  "calma",
  "ritmo",
];
const artists = [
  "estudio marea",
  "trio alameda",
  "nube de azahar",
  "salon cobalto",
  "lucia robledal",
];

// Ids are UUIDs, as the API requires: the n-th genre's and song's, readable in a query.
const genreUuid = (n: SQL) => sql`'00000000-0000-4000-8000-' || lpad(${n}::text, 12, '0')`;
const songUuid = sql.raw(`'00000000-0000-4000-9000-' || lpad(i::text, 12, '0')`);
const GENRE_3 = "00000000-0000-4000-8000-000000000003";

async function seed(handle: DatabaseHandle) {
  const { db } = handle;
  await db.execute(sql`insert into genre (id, name, name_key)
    select ${genreUuid(sql.raw("i"))}, 'Genero ' || i, 'genero ' || i from generate_series(1, 20) as i`);
  const wordList = sql.raw(`(array[${words.map((w) => `'${w}'`).join(",")}])`);
  const artistList = sql.raw(`(array[${artists.map((a) => `'${a}'`).join(",")}])`);
  await db.execute(sql`insert into song (id, title, artist, genre_id, storage_key, mime_type, size_bytes, duration_seconds, search_text)
    select ${songUuid},
      initcap(${wordList}[1 + i % 20] || ' ' || ${wordList}[1 + (i / 20) % 20] || ' ' || i),
      initcap(${artistList}[1 + i % 5]),
      ${genreUuid(sql.raw("(1 + i % 20)"))},
      'music/bench-' || i || '.mp3', 'audio/mpeg', 1000, 180,
      ${wordList}[1 + i % 20] || ' ' || ${wordList}[1 + (i / 20) % 20] || ' ' || i || ' ' || ${artistList}[1 + i % 5]
    from generate_series(1, ${SONGS}) as i`);
  // As the server keeps the table after catalogue changes (maintain-song-table.ts) on
  // PGlite, and autovacuum on PostgreSQL.
  await db.execute(sql`vacuum (analyze) song`);
  await db.execute(sql`analyze`);
}

async function bench(kind: "pglite" | "postgres", handle: DatabaseHandle) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "sonaria-bench-"));
  const started = performance.now();
  await migrateDatabase(handle);
  // The job queue stays idle: nothing here enqueues.
  const infra = await createInfra({
    env: parseEnv({
      DATA_DIR: dataDir,
      APP_URL,
      LOG_LEVEL: "silent",
      AUTH_SECRET: "bench-secret-bench-secret-bench-secret",
    }),
    database: handle,
  });
  const app = createApp(infra);
  await seed(handle);
  console.log(`${kind}: ${SONGS} songs seeded in ${Math.round(performance.now() - started)} ms`);

  await createAdmin(infra, { email: "bench@sonaria.es", password: "Bench2026x" });
  const signIn = await app.request("/api/auth/sign-in/email", {
    method: "POST",
    headers: { "content-type": "application/json", origin: APP_URL },
    body: JSON.stringify({ email: "bench@sonaria.es", password: "Bench2026x" }),
  });
  const cookie = (signIn.headers.getSetCookie()[0] ?? "").split(";")[0] as string;
  // The list the songs are marked against must exist: an unknown one is "not found".
  const created = await app.request("/api/public-playlists", {
    method: "POST",
    headers: { "content-type": "application/json", origin: APP_URL, cookie },
    body: JSON.stringify({ name: "Bench" }),
  });
  if (created.status !== 201) throw new Error(`creating a list answered ${created.status}`);
  const list = (await created.json()) as { id: string };

  const queries: Record<string, string> = {
    "list, page 1": "/api/songs",
    "list, page 2000": "/api/songs?page=2000",
    "search one word": "/api/songs?search=brisa",
    "search two prefixes": "/api/songs?search=caf%20pla",
    "search rare": "/api/songs?search=99999",
    "genre + search": `/api/songs?genreId=${GENRE_3}&search=noche`,
    "mark list + search": `/api/songs?markPlaylistId=${list.id}&search=terr`,
    // The player's side column: every genre with its count of songs.
    "genres with counts": "/api/genres",
  };
  const failures: string[] = [];
  let slowest = { name: "", p95: 0 };
  for (const [name, url] of Object.entries(queries)) {
    const times: number[] = [];
    for (let run = 0; run < RUNS + 5; run++) {
      const t0 = performance.now();
      const response = await app.request(url, { headers: { cookie } });
      await response.arrayBuffer();
      if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
      if (run >= 5) times.push(performance.now() - t0);
    }
    const p50 = percentile(times, 50);
    const p95 = percentile(times, 95);
    console.log(
      `  ${name.padEnd(22)} p50 ${p50.toFixed(1).padStart(6)} ms   p95 ${p95.toFixed(1).padStart(6)} ms`,
    );
    if (p95 > BUDGET_MS) failures.push(`${kind} ${name}: p95 ${p95.toFixed(1)} ms`);
    if (p95 >= slowest.p95) slowest = { name, p95 };
  }
  reportGoal({
    goal: `songs list and search, ${kind}: slowest p95 of ${Object.keys(queries).length} queries`,
    target: `< ${BUDGET_MS} ms`,
    measured: `${slowest.p95.toFixed(1)} ms (${slowest.name})`,
    pass: slowest.p95 < BUDGET_MS,
  });
  await infra.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
  return failures;
}

const failures: string[] = [];
const pglite = await openDatabase({ kind: "pglite" });
failures.push(...(await bench("pglite", pglite)));
await pglite.close();

failures.push(...((await withScratchPostgres((handle) => bench("postgres", handle))) ?? []));

if (failures.length) {
  console.error(`\nFAIL (budget ${BUDGET_MS} ms): ${failures.join("; ")}`);
  process.exit(1);
}
console.log(`\nOK: every p95 under ${BUDGET_MS} ms.`);
