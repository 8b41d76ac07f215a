import type { ChildProcess } from "node:child_process";
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PlayReport } from "~/shared/play-log/schema";
import { barInMadrid } from "~/shared/testing/establishment-details";
import { playLog } from "./domain/play-log/tables";
import { user } from "./domain/accounts/tables";
import { verifyPlayLog } from "./features/play-log/verify-play-log";
import { fixtureMp3 } from "./testing/catalog-fixtures";
import { GOOD_PASSWORD, sessionCookie } from "./testing/http-client";
import {
  createAdminWithCli,
  ensureBuild,
  isRunning,
  startServer,
  stopServer,
} from "./testing/server-process";
import { availableDatabaseKinds, createTestDatabase } from "./testing/test-database";

// Connections to cut exist only on PostgreSQL (PGlite lives inside the process).
const postgres = (await availableDatabaseKinds()).includes("postgres");
if (!postgres) console.info("PostgreSQL does not answer: the database-loss test is skipped.");

const ADMIN = { email: "admin.caida@example.es", password: "CaidaBd2026x" };
const LISTENERS = 4;
const LOAD_MS = 12_000;
/** When, into the load, every connection of the app is cut (as a failover does). */
const CUTS_AT_MS = [3000, 6000, 9000];
/** How soon a client sends again what got 503 or no answer (the browser waits longer). */
const RESEND_AFTER_MS = 500;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A port nothing listens on now. */
async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * One play as the player reports it: a song heard from `startedAt` for `seconds`, to its
 * end. Every play of the test is made here, so a change of the report's shape is made once.
 */
function playReport(options: {
  establishmentId: string;
  songId: string;
  deviceId: string;
  startedAt: Date;
  seconds: number;
}): PlayReport {
  return {
    id: randomUUID(),
    establishmentId: options.establishmentId,
    songId: options.songId,
    startedAt: options.startedAt.toISOString(),
    endedAt: new Date(options.startedAt.getTime() + options.seconds * 1000).toISOString(),
    secondsHeard: options.seconds,
    ending: "ended",
    deviceId: options.deviceId,
    origin: "network",
    lease: null,
  };
}

describe.skipIf(!postgres)("the server while PostgreSQL drops its connections", () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "sonaria-database-loss-"));
  let database: Awaited<ReturnType<typeof createTestDatabase>> | undefined;
  let server: ChildProcess | undefined;

  beforeAll(async () => {
    ensureBuild();
    database = await createTestDatabase("postgres");
  }, 240_000);

  afterAll(async () => {
    if (server) await stopServer(server);
    await database?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("stays up, answers 503 (never 500) while they are cut, and records every play once", async () => {
    const db = database?.db;
    const databaseUrl = database?.url as string;
    if (!db) throw new Error("no database");
    const port = await freePort();
    const baseUrl = `http://127.0.0.1:${port}`;
    const env = {
      ...process.env,
      NODE_ENV: "test",
      DATABASE_URL: databaseUrl,
      STORAGE: "disk",
      DATA_DIR: dataDir,
      PORT: String(port),
      APP_URL: baseUrl,
      LOG_LEVEL: "error",
      AUTH_SECRET: "database-loss-test-secret-0123456789",
      SMTP_URL: "",
    };
    const admin = createAdminWithCli(env, ADMIN);
    expect(admin.status, admin.stderr).toBe(0);
    const started = await startServer(env);
    server = started.child;

    const call = (target: string, init: RequestInit & { cookie?: string } = {}) =>
      fetch(`${baseUrl}${target}`, {
        ...init,
        headers: {
          origin: baseUrl,
          ...(init.body && !(init.body instanceof FormData)
            ? { "content-type": "application/json" }
            : {}),
          ...(init.cookie ? { cookie: init.cookie } : {}),
          ...(init.headers as Record<string, string> | undefined),
        },
      });
    const expectStatus = async (response: Response, status: number) => {
      expect(response.status, await response.clone().text()).toBe(status);
      return response;
    };
    const signIn = async (email: string, password: string) =>
      sessionCookie(
        await expectStatus(
          await call("/api/auth/sign-in/email", {
            method: "POST",
            body: JSON.stringify({ email, password }),
          }),
          200,
        ),
      );

    // The catalogue: real songs, uploaded by the admin.
    const adminCookie = await signIn(ADMIN.email, ADMIN.password);
    const genre = (await (
      await expectStatus(
        await call("/api/genres", {
          method: "POST",
          cookie: adminCookie,
          body: JSON.stringify({ name: "Ambiente" }),
        }),
        201,
      )
    ).json()) as { id: string };
    const songIds: string[] = [];
    for (const title of ["Mañana", "Tarde", "Noche"]) {
      const form = new FormData();
      form.set("genreId", genre.id);
      form.set("title", title);
      form.set("artist", "Grupo Demo");
      form.set(
        "file",
        new File([new Uint8Array(fixtureMp3())], "pista.mp3", { type: "audio/mpeg" }),
      );
      const song = await expectStatus(
        await call("/api/songs", { method: "POST", cookie: adminCookie, body: form }),
        201,
      );
      songIds.push(((await song.json()) as { id: string }).id);
    }

    // Subscribers, each with an establishment of their own and complimentary access.
    const listeners: { cookie: string; establishmentId: string; deviceId: string }[] = [];
    for (let index = 0; index < LISTENERS; index++) {
      const email = `local${index}.caida.${Date.now()}@example.es`;
      const signUp = await expectStatus(
        await call("/api/auth/sign-up/email", {
          method: "POST",
          body: JSON.stringify({ name: `Local ${index}`, email, password: GOOD_PASSWORD }),
        }),
        200,
      );
      const userId = ((await signUp.json()) as { user: { id: string } }).user.id;
      await db.update(user).set({ emailVerified: true }).where(eq(user.id, userId));
      await expectStatus(
        await call(`/api/users/${userId}/complimentary`, {
          method: "PUT",
          cookie: adminCookie,
          body: JSON.stringify({ active: true }),
        }),
        200,
      );
      const cookie = await signIn(email, GOOD_PASSWORD);
      const establishment = await expectStatus(
        await call("/api/establishments", {
          method: "POST",
          cookie,
          body: JSON.stringify({ ...barInMadrid, tradingName: `Bar ${index}` }),
        }),
        201,
      );
      const listener = {
        cookie,
        establishmentId: ((await establishment.json()) as { id: string }).id,
        deviceId: randomUUID(),
      };
      // The player claims its establishment's zone before it sounds (decision 034).
      await expectStatus(
        await call(`/api/zones/${listener.establishmentId}/claim`, {
          method: "POST",
          cookie,
          body: JSON.stringify({ deviceId: listener.deviceId, takeOver: false }),
        }),
        200,
      );
      listeners.push(listener);
    }

    // What every answer was, and what went wrong (anything but 2xx and 503).
    const statuses = new Map<string, number>();
    const failures: string[] = [];
    let unavailableWithoutRetryAfter = 0;
    const note = (what: string, response: Response | null) => {
      const key = `${what} ${response?.status ?? "no answer"}`;
      statuses.set(key, (statuses.get(key) ?? 0) + 1);
      if (!response) return;
      if (response.status === 503 && !response.headers.get("Retry-After"))
        unavailableWithoutRetryAfter++;
      if (!response.ok && response.status !== 503) failures.push(key);
    };
    const attempt = async (what: string, send: () => Promise<Response>) => {
      try {
        const response = await send();
        await response.arrayBuffer();
        note(what, response);
        return response.ok;
      } catch {
        // The server is up; no answer would be a dropped connection, never expected.
        note(what, null);
        failures.push(`${what}: no answer`);
        return false;
      }
    };

    // Each listener plays short songs one after another and reports each as it ends,
    // keeping what was not taken for the next send, as the browser's queue does; and
    // reads the catalogue meanwhile.
    const generated: PlayReport[] = [];
    let playing = true;
    const listen = async (listener: (typeof listeners)[number], index: number) => {
      const waiting: PlayReport[] = [];
      let songEnds = Date.now();
      let current: { startedAt: Date; seconds: number; songId: string } | undefined;
      for (let turn = 0; playing || waiting.length > 0; turn++) {
        if (playing && (!current || Date.now() >= songEnds)) {
          if (current) {
            const play = playReport({ ...listener, ...current });
            generated.push(play);
            waiting.push(play);
          }
          const seconds = 1 + ((index + turn) % 3) * 0.5;
          current = {
            startedAt: new Date(songEnds),
            seconds,
            songId: songIds[(index + turn) % songIds.length] as string,
          };
          songEnds += seconds * 1000;
        }
        if (waiting.length > 0) {
          const batch = [...waiting];
          const sent = await attempt("POST /api/play-log", () =>
            call("/api/play-log", {
              method: "POST",
              cookie: listener.cookie,
              body: JSON.stringify({ plays: batch }),
            }),
          );
          if (sent) waiting.splice(0, batch.length);
          else await sleep(RESEND_AFTER_MS);
        }
        await attempt("GET /api/songs", () =>
          call("/api/songs?page=1", { cookie: listener.cookie }),
        );
        await sleep(50);
      }
    };

    // Cuts every session of the app's database but the cutter's own, as a failover does,
    // at a moment a play is being recorded if one comes within a second and a half: a
    // transaction's connection, checked out of the pool between two statements, is where
    // a cut used to end the process.
    const cutter = new pg.Client({ connectionString: databaseUrl });
    await cutter.connect();
    const cutAll = async (onlyDuringATransaction: boolean) => {
      const { rows } = await cutter.query<{ cut: number }>(
        `select count(pg_terminate_backend(pid))::int as cut from pg_stat_activity
         where datname = current_database() and pid <> pg_backend_pid()
           and (not $1 or exists (select 1 from pg_stat_activity
             where datname = current_database() and state = 'idle in transaction'))`,
        [onlyDuringATransaction],
      );
      return rows[0]?.cut ?? 0;
    };
    const cuts: { sessions: number; duringATransaction: boolean }[] = [];
    const cutting = (async () => {
      const start = Date.now();
      for (const at of CUTS_AT_MS) {
        await sleep(start + at - Date.now());
        const until = Date.now() + 1500;
        let sessions = 0;
        while (sessions === 0 && Date.now() < until) sessions = await cutAll(true);
        const duringATransaction = sessions > 0;
        if (!duringATransaction) sessions = await cutAll(false);
        cuts.push({ sessions, duringATransaction });
      }
    })();

    const clients = listeners.map((listener, index) => listen(listener, index));
    await sleep(LOAD_MS);
    playing = false;
    await cutting;
    await cutter.end();
    // Whatever is still waiting goes once the database is back, with no restart.
    await Promise.race([
      Promise.all(clients),
      sleep(30_000).then(() => failures.push("plays still waiting 30 s after the load")),
    ]);

    console.info(
      `database loss: ${generated.length} plays; cuts of ` +
        cuts
          .map(
            (cut) => `${cut.sessions} sessions${cut.duringATransaction ? " mid-transaction" : ""}`,
          )
          .join(", ") +
        "; answers: " +
        [...statuses].map(([key, count]) => `${key} ×${count}`).join(", "),
    );
    expect(isRunning(started.child), started.output()).toBe(true);
    expect(failures).toEqual([]);
    expect(unavailableWithoutRetryAfter).toBe(0);
    // Each cut ended the app's sessions: its pool's, its LISTEN's, pg-boss's.
    expect(cuts).toHaveLength(CUTS_AT_MS.length);
    for (const cut of cuts) expect(cut.sessions).toBeGreaterThan(0);
    expect(generated.length).toBeGreaterThan(LISTENERS * 5);

    // Every play generated is in the log exactly once, and every chain verifies.
    const rows = await db.select({ clientId: playLog.clientId }).from(playLog);
    expect(rows).toHaveLength(generated.length);
    expect(new Set(rows.map((row) => row.clientId))).toEqual(
      new Set(generated.map((play) => play.id)),
    );
    const report = await verifyPlayLog({ db });
    expect(report.breaks).toEqual([]);
    expect(report.plays).toBe(generated.length);

    // Back to normal: ready, and serving a signed-in request.
    expect((await call("/readyz")).status).toBe(200);
    const [first] = listeners;
    expect((await call("/api/songs?page=1", { cookie: first?.cookie })).status).toBe(200);
  }, 180_000);
});
