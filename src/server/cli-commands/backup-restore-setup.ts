import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, expect } from "vitest";
import { databaseTarget, openDatabase } from "../db/client";
import { barInMadrid } from "~/shared/testing/establishment-details";
import { migrateDatabase } from "../db/migrate";
import { catalogFixtures } from "../testing/catalog-fixtures";
import { httpClient, signedInUser, type SignedInUser } from "../testing/http-client";
import { createTestApp, testEnv, type TestContext } from "../testing/test-app";
import { createEmptyPostgresDatabase, type DatabaseKind } from "../testing/test-database";

// Each of these starts several embedded databases (a few seconds each on a busy machine).
export const SLOW = 120_000;

/** An instance as an operator has one: a DATA_DIR, and its database in it or in PostgreSQL. */
export interface Instance {
  env: Record<string, string>;
  dataDir: string;
  dispose(): Promise<void>;
}

/**
 * A test file's scratch directory, its archives and instances, removed after the file.
 * Called at a test file's top level: the server project shares imported modules between
 * the files of a worker, so each file makes its own.
 */
export function backupScratch() {
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), "sonaria-backups-"));
  afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));
  let archiveCounter = 0;
  const newArchivePath = () => path.join(scratch, `backup-${archiveCounter++}.tar.gz`);

  const instances: Instance[] = [];
  afterAll(async () => {
    for (const instance of instances) await instance.dispose();
  });

  async function newInstance(kind: DatabaseKind, env: Record<string, string> = {}) {
    const dataDir = fs.mkdtempSync(path.join(scratch, "data-"));
    const removeDir = async () => fs.rmSync(dataDir, { recursive: true, force: true });
    let instance: Instance;
    if (kind === "pglite") {
      instance = { env: { ...env, DATA_DIR: dataDir }, dataDir, dispose: removeDir };
    } else {
      const database = await createEmptyPostgresDatabase();
      instance = {
        // One database for many instances wants its uploads on a declared shared disk or S3.
        env: {
          ...(env.S3_BUCKET ? {} : { STORAGE: "disk" }),
          ...env,
          DATA_DIR: dataDir,
          DATABASE_URL: database.url,
        },
        dataDir,
        async dispose() {
          await removeDir();
          await database.drop();
        },
      };
    }
    instances.push(instance);
    return instance;
  }

  const lines: string[] = [];
  const progress = (line: string) => void lines.push(line);

  return { newArchivePath, newInstance, lines, progress };
}

type RunningApp = TestContext & { stop(): Promise<void> };

/** The app on an instance, its database migrated as the server's boot does. */
export async function startApp(
  kind: DatabaseKind,
  instance: Instance,
  options: { jobs?: boolean } = {},
): Promise<RunningApp> {
  const database = await openDatabase(databaseTarget(testEnv(instance.env)));
  await migrateDatabase(database);
  const app = await createTestApp(database, instance.env, options);
  return {
    kind,
    database,
    ...app,
    async stop() {
      await app.close();
      await database.close();
    },
  };
}

interface People {
  admin: SignedInUser;
  subscriber: SignedInUser;
}

/** A paid subscription through the built-in test checkout, for two zones (decision 027). */
async function subscribe(context: () => TestContext, cookie: string) {
  const client = httpClient(context);
  const checkout = await client.post(
    "/api/billing/checkout",
    { planId: "basic", interval: "month", trial: false, quantity: 2 },
    { cookie },
  );
  const { url } = (await checkout.json()) as { url: string };
  const paid = await client.post(
    `/api/billing/checkout/${url.slice(url.lastIndexOf("/") + 1)}/pay`,
    { cardNumber: "4242 4242 4242 4242" },
    { cookie },
  );
  expect(paid.status).toBe(200);
}

/** Everything a restore must bring back, made through the app's own endpoints. */
export async function populate(context: () => TestContext) {
  const client = httpClient(context);
  const fixtures = catalogFixtures(context);
  const people: People = {
    // Both take campaign e-mails: the campaign caught halfway has someone to send to.
    admin: await signedInUser(context, { role: "admin", campaignsConsent: true }),
    subscriber: await signedInUser(context, {
      fullName: "Lucía Pérez",
      campaignsConsent: true,
      billingDetails: true,
    }),
  };
  const { admin, subscriber } = people;
  await subscribe(context, subscriber.cookie);

  const genre = await fixtures.genre(admin.cookie, "Jazz suave");
  const first = await fixtures.song(admin.cookie, { genreId: genre.id, title: "Primera" });
  const second = await fixtures.song(admin.cookie, { genreId: genre.id, title: "Segunda" });

  const shared = await client.post(
    "/api/public-playlists",
    { name: "Para todos" },
    { cookie: admin.cookie },
  );
  const sharedId = ((await shared.json()) as { id: string }).id;
  for (const song of [second, first]) {
    await client.post(
      `/api/public-playlists/${sharedId}/songs`,
      { songId: song.id },
      { cookie: admin.cookie },
    );
  }
  const own = await client.post(
    "/api/playlists",
    { name: "Mañanas" },
    { cookie: subscriber.cookie },
  );
  const ownId = ((await own.json()) as { id: string }).id;
  await client.post(
    `/api/playlists/${ownId}/songs`,
    { songId: second.id },
    { cookie: subscriber.cookie },
  );

  const template = await client.post(
    "/api/marketing/templates",
    { name: "Bienvenida", subject: "Hola", content: "<p>Hola <strong>a todos</strong></p>" },
    { cookie: admin.cookie },
  );
  expect(template.status).toBe(201);

  const state = await client.put(
    "/api/music-state",
    {
      volume: 0.7,
      currentSongId: second.id,
      position: 12.5,
      queue: { source: { kind: "catalog", search: "", playlistId: ownId }, index: 0 },
    },
    { cookie: subscriber.cookie },
  );
  expect(state.status).toBe(200);

  // A certificate: its number comes from a sequence the restore must carry on.
  const establishment = await client.post("/api/establishments", barInMadrid, {
    cookie: subscriber.cookie,
  });
  expect(establishment.status).toBe(201);
  const { id: establishmentId } = (await establishment.json()) as { id: string };
  const pdf = await client.get(`/api/establishments/${establishmentId}/certificate`, {
    cookie: subscriber.cookie,
  });
  expect(pdf.status).toBe(200);

  // A failed sign-in is an auth_attempt row: the table with an identity column.
  const wrong = await client.post("/api/auth/sign-in/email", {
    email: subscriber.email,
    password: "NoEsLaClave2026",
  });
  expect(wrong.status).toBe(401);

  // Sent while the queue takes jobs but no worker runs them: the backup catches it halfway.
  const campaign = await client.post(
    "/api/marketing/campaigns",
    { subject: "Novedades de otoño", content: "<p>Nuevas listas</p>" },
    { cookie: admin.cookie },
  );
  expect(campaign.status).toBe(201);
  const { id: campaignId } = (await campaign.json()) as { id: string };
  return { people, songIds: [first.id, second.id], campaignId };
}

/** What the people of the instance see through the API (campaigns apart: they move on). */
export async function snapshot(context: () => TestContext, people: People) {
  const client = httpClient(context);
  const read = async (url: string, cookie: string) => {
    const response = await client.get(url, { cookie });
    expect(response.status, url).toBe(200);
    return response.json();
  };
  const { admin, subscriber } = people;
  const publicPlaylists = (await read("/api/public-playlists", subscriber.cookie)) as {
    id: string;
  }[];
  const ownPlaylists = (await read("/api/playlists", subscriber.cookie)) as { id: string }[];
  const withoutLease = (access: unknown) => {
    // The lease and the server's time are of the moment asked, not of the instance.
    const { offline, ...rest } = access as {
      offline: { reserveHours: number } | null;
      serverTime?: string;
    };
    delete rest.serverTime;
    return { ...rest, reserveHours: offline?.reserveHours };
  };
  // A song's loudness is measured by a job, before or after the backup depending on
  // timing; the restored instance measures what was still pending (checked apart).
  const readSongs = async (url: string) => {
    const page = (await read(url, subscriber.cookie)) as { items: Record<string, unknown>[] };
    return {
      ...page,
      items: page.items.map(
        ({ analysis: _a, loudness: _l, gainDb: _g, gainCapped: _c, measuredBy: _m, ...song }) =>
          song,
      ),
    };
  };
  const playlistSongs: Record<string, unknown> = {};
  for (const { id } of [...publicPlaylists, ...ownPlaylists]) {
    playlistSongs[id] = await readSongs(`/api/songs?playlistId=${id}`);
  }
  return {
    session: await read("/api/session", subscriber.cookie),
    profile: await read("/api/me", subscriber.cookie),
    users: await read("/api/users", admin.cookie),
    genres: await read("/api/genres", subscriber.cookie),
    songs: await readSongs("/api/songs"),
    publicPlaylists,
    ownPlaylists,
    playlistSongs,
    subscription: await read("/api/billing/subscription", subscriber.cookie),
    // The offline lease is granted afresh at each ask: what it says is how long, not when.
    access: withoutLease(await read("/api/access", subscriber.cookie)),
    templates: await read("/api/marketing/templates", admin.cookie),
    musicState: await read("/api/music-state", subscriber.cookie),
  };
}
