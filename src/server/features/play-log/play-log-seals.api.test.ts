import { asc, eq, sql } from "drizzle-orm";
import { beforeAll, expect, it, vi } from "vitest";
import { playLogSealsCopy } from "~/shared/copy/play-log-seals";
import { paths } from "~/shared/paths";
import type { PlayLogSealPage } from "~/shared/play-log/seals-schema";
import { establishment } from "../../domain/establishments/tables";
import {
  playLog,
  playLogHead,
  playLogSeal,
  playLogSealTimestamp,
} from "../../domain/play-log/tables";
import { user } from "../../domain/accounts/tables";
import { httpClient, signedInUser, type SignedInUser } from "../../testing/http-client";
import { playLogFixtures } from "../../testing/play-log-fixtures";
import { tamperWithPlayLog } from "../../testing/play-log-tampering";
import { describeEachDatabase, TEST_APP_URL } from "../../testing/test-app";
import { playHash } from "./play-chain";
import { removeExpiredPlays } from "./remove-expired-plays";
import {
  registerPlayLogSeals,
  SEAL_CRON,
  SEAL_DIGEST_CRON,
  SEAL_DIGEST_QUEUE,
  SEAL_QUEUE,
} from "./seal-jobs";
import { sealPlayLogs, SEAL_TIMESTAMP_QUEUE } from "./seal-play-logs";
import { sealDigest } from "./seal-text";
import { sendSealDigests } from "./send-seal-digests";
import { stampSeal } from "./stamp-seal";
import type { TimeStampAuthority } from "./time-stamp-authority";
import { verifyPlayChain } from "./verify-play-chain";
import { verifyPlayLog } from "./verify-play-log";

/** Stands in for an RFC 3161 authority: fixed bytes, and what it was asked to sign. */
function fakeAuthority() {
  const asked: Buffer[] = [];
  const authority: TimeStampAuthority = {
    async stamp(digest) {
      asked.push(digest);
      return {
        response: Buffer.from([0x30, 0x03, 0x02, 0x01, asked.length]),
        genTime: new Date("2030-03-05T02:30:01Z"),
        serialNumber: String(asked.length),
      };
    },
  };
  return { authority, asked };
}

describeEachDatabase("the play log's seals", (context) => {
  const fixtures = playLogFixtures(context);
  const client = httpClient(context);
  let owner: SignedInUser;
  let songIds: string[];

  beforeAll(async () => {
    const admin = await signedInUser(context, { role: "admin" });
    owner = await signedInUser(context, { complimentary: true, fullName: "Lucía Peñalver" });
    songIds = (await fixtures.songs(admin.cookie, ["Uno", "Dos"])).map((song) => song.id);
  });

  const db = () => context().database.db;
  const tamper = (...statements: ReturnType<typeof sql>[]) =>
    tamperWithPlayLog(context(), statements);

  async function chainOf(count: number, who: SignedInUser = owner) {
    const ownEstablishment = await fixtures.establishment(who.cookie);
    await addPlays(ownEstablishment.id, count, who);
    return ownEstablishment.id;
  }
  async function addPlays(id: string, count: number, who: SignedInUser = owner) {
    await fixtures.sendOk(
      who.cookie,
      Array.from({ length: count }, (_, index) => fixtures.play(id, songIds[index % 2] as string)),
    );
  }
  const sealsOf = (id: string) =>
    db()
      .select()
      .from(playLogSeal)
      .where(eq(playLogSeal.establishmentId, id))
      .orderBy(asc(playLogSeal.sealedAt));
  const headOf = async (id: string) =>
    (await db().select().from(playLogHead).where(eq(playLogHead.establishmentId, id)))[0];
  const hashAt = async (id: string, seq: number) =>
    (
      await db()
        .select({ hash: playLog.hash })
        .from(playLog)
        .where(sql`${playLog.establishmentId} = ${id} and ${playLog.seq} = ${seq}`)
    )[0]?.hash;

  it("seals each moved head once a day, and leaves an unchanged one alone", async () => {
    const id = await chainOf(3);
    const first = new Date("2030-03-05T02:30:00.000Z");
    const sealed = await sealPlayLogs({ db: db(), now: first });
    const head = await headOf(id);
    expect(sealed.filter((seal) => seal.establishmentId === id)).toEqual([
      {
        id: expect.any(String),
        establishmentId: id,
        zoneId: id,
        seq: 3,
        hash: head?.hash,
        reason: "daily",
        sealedAt: first,
        stampRequested: false,
      },
    ]);

    // Nothing played since: the next night writes nothing for it.
    const second = await sealPlayLogs({ db: db(), now: new Date("2030-03-06T02:30:00Z") });
    expect(second.map((seal) => seal.establishmentId)).not.toContain(id);

    await addPlays(id, 2);
    await sealPlayLogs({ db: db(), now: new Date("2030-03-07T02:30:00Z") });
    // After the seal its chain opened with, at its first play (decision 033).
    expect((await sealsOf(id)).map((seal) => [seal.reason, seal.seq])).toEqual([
      ["opened", 0],
      ["daily", 3],
      ["daily", 5],
    ]);
    expect((await verifyPlayChain({ db: db(), establishmentId: id })).break).toBeNull();
  });

  it("schedules the daily seal and the weekly e-mail", async () => {
    const { rows } = (await db().execute(
      sql`select name, cron, timezone from pgboss.schedule where name in (${SEAL_QUEUE}, ${SEAL_DIGEST_QUEUE}) order by name`,
    )) as unknown as { rows: { name: string; cron: string; timezone: string }[] };
    expect(rows).toEqual([
      { name: SEAL_QUEUE, cron: SEAL_CRON, timezone: "Europe/Madrid" },
      { name: SEAL_DIGEST_QUEUE, cron: SEAL_DIGEST_CRON, timezone: "Europe/Madrid" },
    ]);
  });

  it("time-stamps a seal's digest once, in a job committed with the seal", async () => {
    const id = await chainOf(2);
    const [seal] = (await sealPlayLogs({ db: db(), jobs: context().infra.jobs })).filter(
      (row) => row.establishmentId === id,
    );
    if (!seal) throw new Error("not sealed");
    const { rows } = (await db().execute(
      sql`select data from pgboss.job where name = ${SEAL_TIMESTAMP_QUEUE}`,
    )) as unknown as { rows: { data: { sealId: string } }[] };
    expect(rows.map((row) => row.data.sealId)).toContain(seal.id);

    const { authority, asked } = fakeAuthority();
    expect(await stampSeal({ db: db(), sealId: seal.id, authority })).toBe("stamped");
    expect(asked).toEqual([sealDigest(seal)]);
    // A retried job asks nothing more.
    expect(await stampSeal({ db: db(), sealId: seal.id, authority })).toBe("already");
    expect(asked).toHaveLength(1);
    const [stored] = await db()
      .select()
      .from(playLogSealTimestamp)
      .where(eq(playLogSealTimestamp.sealId, seal.id));
    expect(stored?.response).toEqual(Buffer.from([0x30, 0x03, 0x02, 0x01, 1]));
    expect(stored?.genTime).toEqual(new Date("2030-03-05T02:30:01Z"));

    // The owner lists it (newest first) and downloads the token; nobody else can.
    const list = await client.get(`/api/establishments/${id}/seals`, { cookie: owner.cookie });
    expect(list.status).toBe(200);
    const page = (await list.json()) as PlayLogSealPage;
    expect(page).toMatchObject({ page: 1, pages: 1, total: 2 });
    expect(page.seals).toEqual([
      {
        id: seal.id,
        seq: 2,
        hash: seal.hash,
        reason: "daily",
        sealedAt: seal.sealedAt.toISOString(),
        timeStamped: true,
      },
      expect.objectContaining({ seq: 0, reason: "opened", timeStamped: false }),
    ]);
    const tsr = await client.get(`/api/establishments/${id}/seals/${seal.id}/timestamp.tsr`, {
      cookie: owner.cookie,
    });
    expect(tsr.status).toBe(200);
    expect(tsr.headers.get("content-type")).toBe("application/timestamp-reply");
    expect(tsr.headers.get("content-disposition")).toMatch(
      /^attachment; filename="sello-.*\.tsr"$/,
    );
    expect(Buffer.from(await tsr.arrayBuffer())).toEqual(stored?.response);

    const stranger = await signedInUser(context, { complimentary: true });
    expect(
      (await client.get(`/api/establishments/${id}/seals`, { cookie: stranger.cookie })).status,
    ).toBe(404);
    expect(
      (
        await client.get(`/api/establishments/${id}/seals/${seal.id}/timestamp.tsr`, {
          cookie: stranger.cookie,
        })
      ).status,
    ).toBe(404);
    expect(
      (await client.get(`/api/establishments/${id}/seals?page=0`, { cookie: owner.cookie })).status,
    ).toBe(400);
  });

  it("answers 404 for a seal without a time stamp, and says so in the list", async () => {
    const id = await chainOf(1);
    await sealPlayLogs({ db: db() });
    const [seal] = await sealsOf(id);
    const page = (await (
      await client.get(`/api/establishments/${id}/seals`, { cookie: owner.cookie })
    ).json()) as PlayLogSealPage;
    expect(page.seals[0]?.timeStamped).toBe(false);
    const tsr = await client.get(`/api/establishments/${id}/seals/${seal?.id}/timestamp.tsr`, {
      cookie: owner.cookie,
    });
    expect(tsr.status).toBe(404);
    expect(((await tsr.json()) as { error: { message: string } }).error.message).toBe(
      playLogSealsCopy.errors.timestampNotFound,
    );
  });

  it("e-mails each owner the week's seals of each of their establishments", async () => {
    const writer = await signedInUser(context, { complimentary: true, fullName: "Rosa Núñez" });
    const bar = await chainOf(2, writer);
    const shop = await chainOf(1, writer);
    await sealPlayLogs({ db: db(), now: new Date("2031-06-02T01:30:00Z") });
    await addPlays(bar, 1, writer);
    await sealPlayLogs({ db: db(), now: new Date("2031-06-04T01:30:00Z") });
    // Outside the week: not listed.
    await addPlays(bar, 1, writer);
    await sealPlayLogs({ db: db(), now: new Date("2031-06-12T01:30:00Z") });

    const { sent } = await sendSealDigests({
      db: db(),
      mailer: context().infra.mailer,
      identity: context().infra.env.publicConfig,
      historyUrl: `${TEST_APP_URL}${paths.dashboard.history}`,
      now: new Date("2031-06-08T06:00:00Z"),
    });
    expect(sent).toBeGreaterThanOrEqual(1);
    const mail = context().mailbox.latestTo(writer.email);
    expect(mail.subject).toBe(playLogSealsCopy.email.subject("Sonaria"));
    const barHashes = await Promise.all([2, 3].map((seq) => hashAt(bar, seq)));
    for (const expected of [
      "Hola, Rosa Núñez:",
      `02/06/2031 | 2 | ${barHashes[0]}`,
      `04/06/2031 | 3 | ${barHashes[1]}`,
      `02/06/2031 | 1 | ${await hashAt(shop, 1)}`,
    ])
      expect(mail.text).toContain(expected);
    expect(mail.text).not.toContain(`| 4 |`);
    expect(mail.html).toContain(barHashes[1]);
    const digests = context()
      .mailbox.to(writer.email)
      .filter((sent) => sent.subject === mail.subject);
    expect(digests).toHaveLength(1);
  });

  it("refuses to delete a play or change a seal, or the account they prove; retention still works", async () => {
    const id = await chainOf(3);
    await sealPlayLogs({ db: db() });
    await expect(
      db().execute(sql`delete from play_log where establishment_id = ${id} and seq = 2`),
    ).rejects.toThrow();
    await expect(
      db().execute(sql`delete from play_log where establishment_id = ${id} and seq = 3`),
    ).rejects.toThrow();
    await expect(
      db().execute(sql`update play_log_seal set seq = 1 where establishment_id = ${id}`),
    ).rejects.toThrow();
    await expect(
      db().execute(sql`delete from play_log_seal where establishment_id = ${id}`),
    ).rejects.toThrow();
    expect((await verifyPlayChain({ db: db(), establishmentId: id })).break).toBeNull();

    // Retention writes its anchor first and may then remove the oldest rows.
    const later = { retentionYears: 1, now: new Date(Date.now() + 400 * 24 * 3600 * 1000) };
    const removed = await removeExpiredPlays({ db: db(), ...later });
    expect(removed.removed).toBeGreaterThanOrEqual(3);
    expect((await verifyPlayChain({ db: db(), establishmentId: id, ...later })).break).toBeNull();

    // An account whose establishments hold plays, seals and a time stamp is kept with all of
    // them: deleting it by hand stops at its establishment (decision 033).
    const leaving = await signedInUser(context, { complimentary: true });
    const kept = await chainOf(2, leaving);
    const [seal] = (await sealPlayLogs({ db: db() })).filter((row) => row.establishmentId === kept);
    await stampSeal({ db: db(), sealId: seal?.id ?? "", authority: fakeAuthority().authority });
    await expect(db().delete(user).where(eq(user.id, leaving.id))).rejects.toThrow();
    expect(await db().select().from(establishment).where(eq(establishment.id, kept))).toHaveLength(
      1,
    );
    expect((await sealsOf(kept)).map((row) => row.reason)).toEqual(["opened", "daily"]);
    expect(await db().select().from(playLog).where(eq(playLog.establishmentId, kept))).toHaveLength(
      2,
    );
  });

  it("finds and names an altered row, a deleted middle row and a cut tail against the seals", async () => {
    const report = async (id: string) =>
      (await verifyPlayLog({ db: db(), establishmentId: id })).breaks;

    // Untouched: nothing to report.
    const untouched = await chainOf(4);
    await sealPlayLogs({ db: db() });
    expect(await report(untouched)).toEqual([]);

    // A title changed behind the triggers.
    const altered = await chainOf(4);
    await sealPlayLogs({ db: db() });
    await tamper(
      sql`update play_log set title = 'Otra' where establishment_id = ${altered} and seq = 2`,
    );
    expect(await report(altered)).toEqual([
      {
        establishmentId: altered,
        zoneId: altered,
        seq: 2,
        problem: expect.stringContaining("altered"),
      },
    ]);

    // A middle row deleted behind the triggers.
    const deleted = await chainOf(4);
    await sealPlayLogs({ db: db() });
    await tamper(sql`delete from play_log where establishment_id = ${deleted} and seq = 3`);
    expect(await report(deleted)).toEqual([
      {
        establishmentId: deleted,
        zoneId: deleted,
        seq: 3,
        problem: expect.stringContaining("row 3 is missing"),
      },
    ]);

    // The last two rows cut and the head moved back onto row 2: the chain itself holds.
    const cut = await chainOf(4);
    await sealPlayLogs({ db: db() });
    const seal = (await sealsOf(cut)).at(-1);
    const second = await hashAt(cut, 2);
    await tamper(
      sql`delete from play_log where establishment_id = ${cut} and seq > 2`,
      sql`update play_log_head set seq = 2, hash = ${second} where establishment_id = ${cut}`,
    );
    expect(await report(cut)).toEqual([
      {
        establishmentId: cut,
        zoneId: cut,
        seq: 4,
        problem: `the chain ends at row 2, but the seal of ${seal?.sealedAt.toISOString()} (${seal?.id}) recorded row 4 (rows cut from its end and the head moved back)`,
      },
    ]);
  });

  it("finds a chain rewritten consistently after it was sealed", async () => {
    const id = await chainOf(3);
    await sealPlayLogs({ db: db() });
    // Row 3 rewritten with a fresh, correct hash: the chain and its head agree again.
    const [row] = await db()
      .select()
      .from(playLog)
      .where(sql`${playLog.establishmentId} = ${id} and ${playLog.seq} = 3`);
    if (!row) throw new Error("no row 3");
    // canonicalPlay reads every field but the hash.
    const rewritten = playHash({ ...row, title: "Otra canción" });
    await tamper(
      sql`update play_log set title = 'Otra canción', hash = ${rewritten} where establishment_id = ${id} and seq = 3`,
      sql`update play_log_head set hash = ${rewritten} where establishment_id = ${id}`,
    );
    expect((await verifyPlayChain({ db: db(), establishmentId: id })).break).toEqual({
      establishmentId: id,
      zoneId: id,
      seq: 3,
      problem: expect.stringContaining("rewritten after it was sealed"),
    });
  });

  it("checks time stamps through the hook it is given", async () => {
    const id = await chainOf(1);
    const [seal] = (await sealPlayLogs({ db: db() })).filter((row) => row.establishmentId === id);
    await stampSeal({ db: db(), sealId: seal?.id ?? "", authority: fakeAuthority().authority });
    const seen: Buffer[] = [];
    const report = await verifyPlayLog({
      db: db(),
      establishmentId: id,
      checkTimeStamp: async ({ digest }) => {
        seen.push(digest);
        return { problem: "signature does not verify" };
      },
    });
    expect(seen).toEqual([sealDigest(seal as NonNullable<typeof seal>)]);
    expect(report.breaks).toEqual([
      {
        establishmentId: id,
        zoneId: id,
        seq: 1,
        problem: expect.stringContaining("does not hold: signature does not verify"),
      },
    ]);
  });

  // Last: from here on this suite's app has a time-stamp worker.
  it("time-stamps each new seal through the durable job once an authority is configured", async () => {
    const { authority, asked } = fakeAuthority();
    await registerPlayLogSeals(context().infra, authority);
    const id = await chainOf(2);
    const [seal] = (await sealPlayLogs({ db: db(), jobs: context().infra.jobs })).filter(
      (row) => row.establishmentId === id,
    );
    if (!seal) throw new Error("not sealed");
    context().infra.jobs.notify(SEAL_TIMESTAMP_QUEUE);
    await vi.waitFor(
      async () => {
        const [stored] = await db()
          .select()
          .from(playLogSealTimestamp)
          .where(eq(playLogSealTimestamp.sealId, seal.id));
        expect(stored?.serialNumber).toBeDefined();
      },
      { timeout: 20_000, interval: 200 },
    );
    expect(asked.some((digest) => digest.equals(sealDigest(seal)))).toBe(true);
  });
});
