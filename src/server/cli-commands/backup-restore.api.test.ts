import fs from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { readArchive } from "../backup/archive";
import type { BackupManifest } from "../backup/manifest";
import { authAttempt } from "../domain/accounts/tables";
import { certificate } from "../domain/certificates/tables";
import { barInMadrid } from "~/shared/testing/establishment-details";
import { tinyPdf } from "../testing/rights-fixtures";
import { fixtureMp3 } from "../testing/catalog-fixtures";
import { audioLink, GOOD_PASSWORD, httpClient } from "../testing/http-client";
import { fileMailbox } from "../testing/mailbox";
import { testEnv } from "../testing/test-app";
import { availableDatabaseKinds } from "../testing/test-database";
import { backup } from "./backup";
import {
  backupScratch,
  populate,
  SLOW,
  snapshot,
  startApp,
  type Instance,
} from "./backup-restore-setup";
import { restore } from "./restore";

const kinds = await availableDatabaseKinds();

const { newArchivePath, newInstance, lines, progress } = backupScratch();

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
      // Two songs and the signed PDF of the contract they are licensed under.
      storage: {
        kind: "disk",
        objects: 3,
        bytes: 2 * fixtureMp3().length + tinyPdf().length,
        included: true,
      },
    });
    const names: string[] = [];
    for await (const entry of readArchive(archive)) names.push(entry.name);
    expect(names[0]).toBe("manifest.json");
    expect(names.filter((name) => name.startsWith("objects/music/"))).toHaveLength(2);
    expect(lines.join("\n")).toMatch(/files: 3\/3/);
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
