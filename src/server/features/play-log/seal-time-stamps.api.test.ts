import { execFile } from "node:child_process";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, expect, it, vi } from "vitest";
import type { PlayLogSealPage } from "~/shared/play-log/seals-schema";
import {
  describePlayLogReport,
  timeStampCheck,
  TrustedCertificatesError,
  verifyPlayLogCommand,
} from "../../cli-commands/verify-play-log";
import {
  playLogSeal,
  playLogSealTimestamp,
  type PlayLogSealRow,
} from "../../domain/play-log/tables";
import { verifyTimestampResponse } from "../../infra/timestamping/verify-timestamp-response";
import { httpClient, signedInUser, type SignedInUser } from "../../testing/http-client";
import type { TimeStampAuthority } from "../../infra/timestamping/time-stamp-authority";
import { startLocalTsa, type LocalTsa } from "../../testing/local-tsa";
import { operatorRefusal } from "../../testing/operator-role";
import { playLogFixtures } from "../../testing/play-log-fixtures";
import { tamperWithPlayLog } from "../../testing/play-log-tampering";
import { describeEachDatabase } from "../../testing/test-app";
import { TIME_STAMP_WINDOW_HOURS } from "../../infra/timestamping/time-stamp-queue";
import { SEAL_QUEUE } from "./seal-jobs";
import { SEAL_TIMESTAMP_QUEUE } from "./seal-play-logs";
import { sealDigest } from "./seal-text";
import { verifyPlayLog } from "./verify-play-log";

const run = promisify(execFile);

// Started before the suites' apps, which read its address as TSA_URL.
let tsa: LocalTsa;
let files: string;
beforeAll(async () => {
  tsa = await startLocalTsa();
  files = await fs.mkdtemp(path.join(os.tmpdir(), "sonaria-tsr-"));
  await fs.writeFile(path.join(files, "ca.pem"), tsa.caCertificatePem);
});
afterAll(async () => {
  await tsa.close();
  await fs.rm(files, { recursive: true, force: true });
});

describeEachDatabase(
  "the daily seals, time-stamped by the configured authority",
  (context) => {
    const fixtures = playLogFixtures(context);
    const client = httpClient(context);
    let owner: SignedInUser;
    let songId: string;

    beforeAll(async () => {
      const admin = await signedInUser(context, { role: "admin" });
      owner = await signedInUser(context, { complimentary: true });
      songId = (await fixtures.songs(admin.cookie, ["Uno"]))[0]?.id ?? "";
    });
    beforeEach(() => {
      tsa.answer = "granted";
    });

    const db = () => context().database.db;
    const infra = () => context().infra;
    const verify = (establishment: string, env: Record<string, string> = {}) =>
      verifyPlayLogCommand(
        { database: context().database, env: { ...infra().env, ...env } },
        { establishment },
        () => {},
      );

    /** An establishment with plays, sealed by the daily job as the schedule would fire it. */
    async function sealedByTheDailyJob(plays: number): Promise<PlayLogSealRow> {
      const establishment = await fixtures.establishment(owner.cookie);
      await fixtures.sendOk(
        owner.cookie,
        Array.from({ length: plays }, () => fixtures.play(establishment.id, songId)),
      );
      await infra().jobs.send(SEAL_QUEUE, {});
      infra().jobs.notify(SEAL_QUEUE);
      return vi.waitFor(
        async () => {
          const [seal] = await db()
            .select()
            .from(playLogSeal)
            .where(
              and(
                eq(playLogSeal.establishmentId, establishment.id),
                eq(playLogSeal.reason, "daily"),
              ),
            );
          if (!seal) throw new Error("not sealed yet");
          return seal;
        },
        { timeout: 20_000, interval: 200 },
      );
    }
    const storedToken = async (sealId: string) =>
      (
        await db()
          .select()
          .from(playLogSealTimestamp)
          .where(eq(playLogSealTimestamp.sealId, sealId))
      )[0];
    const waitForToken = (sealId: string) =>
      vi.waitFor(
        async () => {
          const token = await storedToken(sealId);
          if (!token) throw new Error("not time-stamped yet");
          return token;
        },
        { timeout: 20_000, interval: 200 },
      );

    it("stores the authority's token, lists it, serves a .tsr OpenSSL verifies, and verify-play-log checks it", async () => {
      const seal = await sealedByTheDailyJob(3);
      const token = await waitForToken(seal.id);
      const digest = sealDigest(seal);
      expect(
        verifyTimestampResponse({
          response: token.response,
          digest,
          trustedCertificates: tsa.caCertificatePem,
        }),
      ).toMatchObject({ genTime: token.genTime, serialNumber: token.serialNumber });
      expect(Math.abs(token.genTime.getTime() - Date.now())).toBeLessThan(60_000);

      const list = await client.get(`/api/establishments/${seal.establishmentId}/seals`, {
        cookie: owner.cookie,
      });
      expect(list.status).toBe(200);
      const page = (await list.json()) as PlayLogSealPage;
      // Newest first: the night's seal, then the one its chain opened with (never stamped).
      expect(page.seals).toEqual([
        expect.objectContaining({ id: seal.id, timeStamped: true }),
        expect.objectContaining({ reason: "opened", seq: 0, timeStamped: false }),
      ]);

      const tsr = await client.get(
        `/api/establishments/${seal.establishmentId}/seals/${seal.id}/timestamp.tsr`,
        { cookie: owner.cookie },
      );
      expect(tsr.status).toBe(200);
      expect(tsr.headers.get("content-type")).toBe("application/timestamp-reply");
      const file = path.join(files, `${seal.id}.tsr`);
      await fs.writeFile(file, Buffer.from(await tsr.arrayBuffer()));
      const checked = await run("openssl", [
        "ts",
        "-verify",
        "-in",
        file,
        "-digest",
        digest.toString("hex"),
        "-CAfile",
        path.join(files, "ca.pem"),
      ]);
      expect(checked.stdout).toContain("Verification: OK");

      const caFile = { TSA_CA_FILE: path.join(files, "ca.pem") };
      expect(await verify(seal.establishmentId, caFile)).toEqual({
        lines: ["1 establishment, 3 plays, chains intact."],
        ok: true,
      });
      expect((await verify(seal.establishmentId)).ok).toBe(true);

      // Another authority's CA: the token is genuine, but not by a signer trusted there.
      const stranger = await startLocalTsa();
      try {
        const strangerCa = path.join(files, "stranger-ca.pem");
        await fs.writeFile(strangerCa, stranger.caCertificatePem);
        const untrusted = await verify(seal.establishmentId, { TSA_CA_FILE: strangerCa });
        expect(untrusted.ok).toBe(false);
        expect(untrusted.lines[0]).toContain("does not chain to a trusted certificate");
      } finally {
        await stranger.close();
      }
      await expect(
        verify(seal.establishmentId, { TSA_CA_FILE: path.join(files, "missing.pem") }),
      ).rejects.toThrow(TrustedCertificatesError);
    });

    it("names a seal whose stored token was altered behind the triggers", async () => {
      const seal = await sealedByTheDailyJob(2);
      await waitForToken(seal.id);
      // The last byte is the signature's: the token still reads, its signature no longer holds.
      await tamperWithPlayLog(context(), [
        sql`update play_log_seal_timestamp set response = set_byte(response, length(response) - 1, get_byte(response, length(response) - 1) # 1) where seal_id = ${seal.id}`,
      ]);
      const stored = await storedToken(seal.id);
      expect(() =>
        verifyTimestampResponse({
          response: stored?.response ?? Buffer.alloc(0),
          digest: sealDigest(seal),
        }),
      ).toThrow();

      const report = await verify(seal.establishmentId);
      expect(report.ok).toBe(false);
      expect(report.lines[0]).toBe(
        `BROKEN establishment ${seal.establishmentId} at seq 2: the time stamp of the seal of ${seal.sealedAt.toISOString()} (${seal.id}) does not hold: The token's signature does not verify`,
      );
    });

    /** What `verify-play-log` prints for one establishment, on the day given. */
    const verifyOn = async (establishmentId: string, now: Date) =>
      describePlayLogReport(
        await verifyPlayLog({
          db: db(),
          establishmentId,
          now,
          checkTimeStamp: timeStampCheck(tsa.caCertificatePem),
        }),
      );
    const sealNamed = (seal: PlayLogSealRow) =>
      `the seal of ${seal.sealedAt.toISOString()} (${seal.id})`;

    it("names a daily seal whose time stamp was removed, once the stamping job has given up", async () => {
      const seal = await sealedByTheDailyJob(2);
      await waitForToken(seal.id);
      // The operator's own role cannot remove it; a superuser, with the triggers off, can.
      expect(
        await operatorRefusal(context(), [
          sql`delete from play_log_seal_timestamp where seal_id = ${seal.id}`,
        ]),
      ).toBe("play_log_seal_timestamp rows are append-only");
      await tamperWithPlayLog(context(), [
        sql`delete from play_log_seal_timestamp where seal_id = ${seal.id}`,
      ]);

      // While the job may still be retrying, a missing token is no proof of anything.
      expect((await verify(seal.establishmentId)).ok).toBe(true);
      const later = new Date(seal.sealedAt.getTime() + 2 * 24 * 3600 * 1000);
      expect(await verifyOn(seal.establishmentId, later)).toEqual({
        lines: [
          `BROKEN establishment ${seal.establishmentId} at seq 2: ${sealNamed(seal)} has no time stamp, though one was asked for when it was sealed and the stamping job stops trying ${TIME_STAMP_WINDOW_HOURS} hours after (the token was removed, or never obtained)`,
          "1 establishment, 2 plays checked; 1 broken chain.",
        ],
        ok: false,
      });
    });

    it("names a token obtained after the fact: a seal rewritten and time-stamped days later", async () => {
      const seal = await sealedByTheDailyJob(3);
      await waitForToken(seal.id);
      // A superuser dates the seal three days back and has the authority stamp it anew: the
      // token is genuine and for the rewritten seal's digest, but its time gives it away.
      const backdated = {
        ...seal,
        sealedAt: new Date(seal.sealedAt.getTime() - 3 * 24 * 3600 * 1000),
      };
      await tamperWithPlayLog(context(), [
        sql`update play_log_seal set sealed_at = ${backdated.sealedAt.toISOString()} where id = ${seal.id}`,
        sql`delete from play_log_seal_timestamp where seal_id = ${seal.id}`,
      ]);
      const token = await (infra().timeStamps as TimeStampAuthority).stamp(sealDigest(backdated));
      await db()
        .insert(playLogSealTimestamp)
        .values({ sealId: seal.id, ...token });

      const report = await verify(seal.establishmentId, {
        TSA_CA_FILE: path.join(files, "ca.pem"),
      });
      expect(report.ok).toBe(false);
      expect(report.lines[0]).toMatch(
        new RegExp(
          `^BROKEN establishment ${seal.establishmentId} at seq 3: the time stamp of ${sealNamed(backdated).replace(/[()]/g, "\\$&")} was made at \\S+, \\d+ hours after the seal: obtained after the fact, the seal was rewritten$`,
        ),
      );
    });

    it("leaves a seal without a token while the authority fails, and the job tries again", async () => {
      tsa.answer = "http-500";
      const seal = await sealedByTheDailyJob(1);
      const jobOf = async () =>
        (
          (await db().execute(
            sql`select id, state, output->>'message' as error from pgboss.job where name = ${SEAL_TIMESTAMP_QUEUE} and data->>'sealId' = ${seal.id}`,
          )) as unknown as { rows: { id: string; state: string; error: string | null }[] }
        ).rows[0];
      const failed = await vi.waitFor(
        async () => {
          const job = await jobOf();
          // Failed once, and waits for its next try rather than being dropped.
          expect(job).toMatchObject({
            state: "retry",
            error: expect.stringContaining("answered HTTP 500"),
          });
          return job;
        },
        { timeout: 20_000, interval: 200 },
      );
      expect(await storedToken(seal.id)).toBeUndefined();
      const page = (await (
        await client.get(`/api/establishments/${seal.establishmentId}/seals`, {
          cookie: owner.cookie,
        })
      ).json()) as PlayLogSealPage;
      expect(page.seals).toEqual([
        expect.objectContaining({ id: seal.id, timeStamped: false }),
        expect.objectContaining({ reason: "opened", timeStamped: false }),
      ]);

      // The authority is back: the retry, brought forward from its back-off, stores the token.
      tsa.answer = "granted";
      await db().execute(
        sql`update pgboss.job set start_after = now() where id = ${failed?.id}::uuid`,
      );
      infra().jobs.notify(SEAL_TIMESTAMP_QUEUE);
      const token = await waitForToken(seal.id);
      expect(() =>
        verifyTimestampResponse({ response: token.response, digest: sealDigest(seal) }),
      ).not.toThrow();
    });
  },
  () => ({ TSA_URL: tsa.url }),
);
