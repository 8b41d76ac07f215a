import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readArchive } from "../backup/archive";
import type { BackupManifest } from "../backup/manifest";
import { databaseTarget, openDatabase } from "../db/client";
import { authAttempt } from "../domain/accounts/tables";
import { certificate } from "../domain/certificates/tables";
import { barInMadrid } from "~/shared/testing/establishment-details";
import { migrateDatabase } from "../db/migrate";
import { catalogFixtures, fixtureMp3 } from "../testing/catalog-fixtures";
import {
  audioLink,
  GOOD_PASSWORD,
  httpClient,
  signedInUser,
  type SignedInUser,
} from "../testing/http-client";
import { fileMailbox } from "../testing/mailbox";
import { startTestS3, type TestS3 } from "../testing/s3-server";
import { createTestApp, testEnv, type TestContext } from "../testing/test-app";
import {
  availableDatabaseKinds,
  createEmptyPostgresDatabase,
  type DatabaseKind,
} from "../testing/test-database";
import { backup } from "./backup";
import { restore } from "./restore";

const kinds = await availableDatabaseKinds();

// Each of these starts several embedded databases (a few seconds each on a busy machine).
const SLOW = 120_000;

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), "sonaria-backups-"));
afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));
let archiveCounter = 0;
const newArchivePath = () => path.join(scratch, `backup-${archiveCounter++}.tar.gz`);

/** An instance as an operator has one: a DATA_DIR, and its database in it or in PostgreSQL. */
interface Instance {
  env: Record<string, string>;
  dataDir: string;
  dispose(): Promise<void>;
}

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

type RunningApp = TestContext & { stop(): Promise<void> };

/** The app on an instance, its database migrated as the server's boot does. */
async function startApp(
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

const lines: string[] = [];
const progress = (line: string) => void lines.push(line);

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
async function populate(context: () => TestContext) {
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
  const place = await client.post("/api/establishments", barInMadrid, {
    cookie: subscriber.cookie,
  });
  expect(place.status).toBe(201);
  const { id: establishmentId } = (await place.json()) as { id: string };
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
async function snapshot(context: () => TestContext, people: People) {
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

describe.each(kinds)("backup and restore (%s)", (kind) => {
  let source: Instance;
  let archive: string;
  let manifest: BackupManifest;
  let populated: Awaited<ReturnType<typeof populate>>;
  let before: Awaited<ReturnType<typeof snapshot>>;

  beforeAll(async () => {
    source = await newInstance(kind);
    const app = await startApp(kind, source);
    try {
      await app.infra.jobs.start();
      populated = await populate(() => app);
      before = await snapshot(() => app, populated.people);
    } finally {
      await app.stop();
    }
    archive = newArchivePath();
    manifest = await backup({ env: testEnv(source.env), out: archive, progress });
  }, SLOW);

  it("writes one archive whose manifest says what it holds", async () => {
    expect(manifest).toMatchObject({
      format: "sonaria-backup",
      version: 1,
      database: {
        kind,
        migration: { tag: expect.stringMatching(/^\d{4}_/) },
        tables: {
          user: 2,
          subscription: 1,
          song: 2,
          playlist: 2,
          playlist_song: 3,
          email_template: 1,
          music_state: 1,
          campaign: 1,
          campaign_recipient: 2,
        },
        excludedSchemas: kind === "postgres" ? ["pgboss"] : [],
      },
      storage: { kind: "disk", objects: 2, bytes: 2 * fixtureMp3().length, included: true },
    });
    const names: string[] = [];
    for await (const entry of readArchive(archive)) names.push(entry.name);
    expect(names[0]).toBe("manifest.json");
    expect(names.filter((name) => name.startsWith("objects/music/"))).toHaveLength(2);
    expect(lines.join("\n")).toMatch(/files: 2\/2/);
  });

  it(
    "brings the instance back into a new one: accounts, music, lists, plans, templates, player",
    async () => {
      const target = await newInstance(kind);
      await restore({ env: testEnv(target.env), file: archive, progress });
      const app = await startApp(kind, target, { jobs: true });
      try {
        const context = () => app;
        const client = httpClient(context);
        const { admin, subscriber } = populated.people;
        expect(before).toMatchObject({
          songs: { total: 2 },
          ownPlaylists: [{ name: "Mañanas", songCount: 1 }],
          subscription: { subscription: { provider: "local", status: "active" } },
          templates: [{ name: "Bienvenida" }],
          musicState: { volume: 0.7, position: 12.5, currentSongId: populated.songIds[1] },
        });
        expect(await snapshot(context, populated.people)).toEqual(before);
        // Songs still pending when the backup was taken are queued by the restored boot.
        await expect
          .poll(
            async () => {
              const page = (await (
                await client.get("/api/songs", { cookie: subscriber.cookie })
              ).json()) as { items: { analysis: string }[] };
              return page.items.map((song) => song.analysis);
            },
            { timeout: 30_000 },
          )
          .toEqual(["done", "done"]);

        // Before any successful sign-in clears the restored attempt: the identity column's
        // sequence goes on after the restored row, or this insert collides.
        const wrong = await client.post("/api/auth/sign-in/email", {
          email: admin.email,
          password: "NoEsLaClave2026",
        });
        expect(wrong.status).toBe(401);
        const attempts = await app.database.db.select().from(authAttempt);
        expect(attempts.map((attempt) => attempt.key).sort()).toEqual(
          [`login:${admin.email}`, `login:${subscriber.email}`].sort(),
        );

        // The next certificate is numbered after the restored one, not again from 1.
        const another = await client.post(
          "/api/establishments",
          { ...barInMadrid, tradingName: "Bar Lucía II" },
          { cookie: subscriber.cookie },
        );
        expect(another.status).toBe(201);
        const { id: anotherId } = (await another.json()) as { id: string };
        expect(
          (
            await client.get(`/api/establishments/${anotherId}/certificate`, {
              cookie: subscriber.cookie,
            })
          ).status,
        ).toBe(200);
        const numbers = (
          await app.database.db.select({ number: certificate.number }).from(certificate)
        ).map((row) => Number(row.number.slice(-6)));
        expect(numbers.sort()).toEqual([1, 2]);

        for (const person of [admin, subscriber]) {
          const signIn = await client.post("/api/auth/sign-in/email", {
            email: person.email,
            password: GOOD_PASSWORD,
          });
          expect(signIn.status).toBe(200);
        }

        for (const songId of populated.songIds) {
          const link = await audioLink(client, subscriber.cookie, songId);
          const audio = await client.get(link, { cookie: subscriber.cookie });
          expect(audio.status).toBe(200);
          expect(Buffer.from(await audio.arrayBuffer())).toEqual(Buffer.from(fixtureMp3()));
          const part = await client.get(link, {
            cookie: subscriber.cookie,
            headers: { range: "bytes=100-199" },
          });
          expect(part.status).toBe(206);
          expect(Buffer.from(await part.arrayBuffer())).toEqual(
            Buffer.from(fixtureMp3().slice(100, 200)),
          );
        }

        // The campaign caught halfway is finished by the restored instance.
        await expect
          .poll(
            async () => {
              const response = await client.get(
                `/api/marketing/campaigns/${populated.campaignId}`,
                {
                  cookie: admin.cookie,
                },
              );
              return ((await response.json()) as { status: string }).status;
            },
            { timeout: 25_000, interval: 200 },
          )
          .toBe("done");
        const mailbox = fileMailbox(path.join(target.dataDir, "mail"));
        for (const person of [admin, subscriber]) {
          expect(mailbox.to(person.email).map((mail) => mail.subject)).toContain(
            "Novedades de otoño",
          );
        }
      } finally {
        await app.stop();
      }
    },
    SLOW,
  );

  it(
    "refuses to restore over a database or files already there",
    async () => {
      const target = await newInstance(kind);
      await restore({ env: testEnv(target.env), file: archive, progress });
      await expect(restore({ env: testEnv(target.env), file: archive, progress })).rejects.toThrow(
        kind === "pglite" ? /already has a database/ : /is not empty/,
      );

      // Files without a database are refused as well, before anything is written.
      const filesOnly = await newInstance(kind);
      fs.mkdirSync(path.join(filesOnly.dataDir, "uploads", "music"), { recursive: true });
      fs.writeFileSync(path.join(filesOnly.dataDir, "uploads", "music", "1-a.mp3"), "x");
      await expect(
        restore({ env: testEnv(filesOnly.env), file: archive, progress }),
      ).rejects.toThrow(/already stores files/);
      expect(fs.existsSync(path.join(filesOnly.dataDir, "db"))).toBe(false);
    },
    SLOW,
  );
});

describe("backup and restore with S3 storage", () => {
  let s3: TestS3;
  beforeAll(async () => {
    s3 = await startTestS3();
  });
  afterAll(async () => {
    await s3.close();
  });

  it(
    "leaves the objects in the bucket, says so, and the restored instance plays them",
    async () => {
      const source = await newInstance("pglite", s3.env);
      // Its jobs run: an upload enqueues the song's analysis.
      const app = await startApp("pglite", source, { jobs: true });
      let songId: string;
      let subscriber: SignedInUser;
      try {
        const context = () => app;
        const admin = await signedInUser(context, { role: "admin" });
        subscriber = await signedInUser(context, { complimentary: true });
        const fixtures = catalogFixtures(context);
        const genre = await fixtures.genre(admin.cookie, "Bossa");
        songId = (await fixtures.song(admin.cookie, { genreId: genre.id, title: "Nube" })).id;
      } finally {
        await app.stop();
      }

      const archive = newArchivePath();
      const manifest = await backup({ env: testEnv(source.env), out: archive, progress });
      expect(manifest.storage).toEqual({
        kind: "s3",
        bucket: s3.options.bucket,
        endpoint: s3.options.endpoint,
        objects: 1,
        included: false,
      });
      for await (const entry of readArchive(archive)) expect(entry.name).not.toMatch(/^objects/);

      const withoutS3 = await newInstance("pglite");
      await expect(
        restore({ env: testEnv(withoutS3.env), file: archive, progress }),
      ).rejects.toThrow(/S3_BUCKET/);

      const target = await newInstance("pglite", s3.env);
      await restore({ env: testEnv(target.env), file: archive, progress });
      const restored = await startApp("pglite", target);
      try {
        const client = httpClient(() => restored);
        const link = await audioLink(client, subscriber.cookie, songId);
        const audio = await client.get(link, { cookie: subscriber.cookie });
        expect(audio.status).toBe(302);
        const object = await fetch(audio.headers.get("location") as string);
        expect(Buffer.from(await object.arrayBuffer())).toEqual(Buffer.from(fixtureMp3()));
      } finally {
        await restored.stop();
      }
    },
    SLOW,
  );
});
