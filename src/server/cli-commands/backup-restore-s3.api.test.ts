import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readArchive } from "../backup/archive";
import { catalogFixtures, fixtureMp3 } from "../testing/catalog-fixtures";
import { audioLink, httpClient, signedInUser, type SignedInUser } from "../testing/http-client";
import { startTestS3, type TestS3 } from "../testing/s3-server";
import { testEnv } from "../testing/test-app";
import { backup } from "./backup";
import { backupScratch, SLOW, startApp } from "./backup-restore-setup";
import { restore } from "./restore";

const { newArchivePath, newInstance, progress } = backupScratch();

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
        // The song and the signed PDF of its contract.
        objects: 2,
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
