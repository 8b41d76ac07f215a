import { createHash, randomUUID } from "node:crypto";
import { and, asc, eq, sql } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { playLog, playLogAnchor, playLogHead, playLogSeal } from "../../domain/play-log/tables";
import { describePlayLogReport, verifyPlayLogCommand } from "../../cli-commands/verify-play-log";
import { signedInUser, type SignedInUser } from "../../testing/http-client";
import { playLogFixtures } from "../../testing/play-log-fixtures";
import { tamperWithPlayLog } from "../../testing/play-log-tampering";
import { describeEachDatabase } from "../../testing/test-app";
import { checkPlayLogIntegrity } from "./check-play-log-integrity";
import { GENESIS_HASH } from "./play-chain";
import { removeExpiredPlays } from "./remove-expired-plays";
import { RETENTION_CRON, RETENTION_QUEUE } from "./retention-job";
import { insertStampedSeals, SEAL_TIMESTAMP_QUEUE } from "./seal-play-logs";
import { verifyPlayChain } from "./verify-play-chain";
import { verifyPlayLog } from "./verify-play-log";

describeEachDatabase("the play log's hash chain", (context) => {
  const fixtures = playLogFixtures(context);
  let owner: SignedInUser;
  let songIds: string[];

  beforeAll(async () => {
    const admin = await signedInUser(context, { role: "admin" });
    owner = await signedInUser(context, { complimentary: true });
    songIds = (await fixtures.songs(admin.cookie, ["Uno", "Dos"])).map((song) => song.id);
  });

  const db = () => context().database.db;
  const seqsOf = async (establishmentId: string) =>
    (
      await db()
        .select({ seq: playLog.seq })
        .from(playLog)
        .where(eq(playLog.establishmentId, establishmentId))
        .orderBy(asc(playLog.seq))
    ).map((row) => row.seq);
  const verify = (establishmentId: string) => verifyPlayChain({ db: db(), establishmentId });
  const retentionSealsOf = (zoneId: string) =>
    db()
      .select()
      .from(playLogSeal)
      .where(and(eq(playLogSeal.zoneId, zoneId), eq(playLogSeal.reason, "retention")))
      .orderBy(asc(playLogSeal.seq));

  /** An establishment with `count` plays, started `startedAt(index)`. */
  async function chainOf(count: number, startedAt?: (index: number) => string) {
    const establishment = await fixtures.establishment(owner.cookie);
    const plays = Array.from({ length: count }, (_, index) =>
      fixtures.play(establishment.id, songIds[index % 2] as string, {
        ...(startedAt ? { startedAt: startedAt(index) } : {}),
      }),
    );
    if (startedAt) await fixtures.logged(owner.id, plays);
    else await fixtures.sendOk(owner.cookie, plays);
    return establishment.id;
  }

  /** What someone with database access could do behind the application's back. */
  async function tamper(statement: ReturnType<typeof sql>) {
    await db().execute(sql`alter table play_log disable trigger play_log_append_only`);
    try {
      await db().execute(statement);
    } finally {
      await db().execute(sql`alter table play_log enable trigger play_log_append_only`);
    }
  }

  it("finds a row whose title was changed", async () => {
    const id = await chainOf(5);
    expect((await verify(id)).break).toBeNull();
    await tamper(
      sql`update play_log set title = 'Otra canción' where establishment_id = ${id} and seq = 3`,
    );
    expect((await verify(id)).break).toEqual({
      establishmentId: id,
      zoneId: id,
      seq: 3,
      problem: expect.stringContaining("altered"),
    });
  });

  it("finds a removed row, at the start, in the middle and at the end", async () => {
    const remove = (id: string, seq: number) =>
      tamperWithPlayLog(context(), [
        sql`delete from play_log where establishment_id = ${id} and seq = ${seq}`,
      ]);
    const middle = await chainOf(5);
    await remove(middle, 2);
    expect((await verify(middle)).break).toMatchObject({
      seq: 2,
      problem: expect.stringContaining("missing"),
    });

    const start = await chainOf(3);
    await remove(start, 1);
    expect((await verify(start)).break).toMatchObject({ seq: 1 });

    const end = await chainOf(3);
    await remove(end, 3);
    expect((await verify(end)).break).toMatchObject({
      seq: 3,
      problem: expect.stringContaining("head"),
    });
  });

  it("finds a row rewritten with a fresh hash: the next row no longer links to it", async () => {
    const id = await chainOf(4);
    await tamper(
      sql`update play_log set seconds_heard = 1, hash = repeat('a', 64) where establishment_id = ${id} and seq = 2`,
    );
    const problem = (await verify(id)).break;
    expect(problem?.seq).toBe(2);
  });

  it("walks long chains page by page", async () => {
    const id = await chainOf(25);
    const seen: number[] = [];
    const report = await verifyPlayChain({
      db: db(),
      establishmentId: id,
      pageSize: 10,
      onProgress: (plays) => seen.push(plays),
    });
    expect(report).toEqual({ establishmentId: id, zoneId: id, plays: 25, break: null });
    expect(seen).toEqual([10, 20, 25]);
  });

  it("reports per establishment for the CLI, with an exit status", async () => {
    const good = await chainOf(2);
    const bad = await chainOf(2);
    await tamper(sql`update play_log set artist = 'X' where establishment_id = ${bad} and seq = 1`);
    const lines: string[] = [];
    const one = await verifyPlayLogCommand(context().infra, { establishment: good }, (line) =>
      lines.push(line),
    );
    expect(one).toEqual({ lines: ["1 establishment, 2 plays, chains intact."], ok: true });
    expect(lines[0]).toContain(good);

    const all = await verifyPlayLog({ db: db() });
    expect(all.breaks.map((problem) => problem.establishmentId)).toContain(bad);
    expect(all.breaks.map((problem) => problem.establishmentId)).not.toContain(good);
    const described = describePlayLogReport(all);
    expect(described.ok).toBe(false);
    expect(described.lines).toContain(
      `BROKEN establishment ${bad} at seq 1: its hash does not match its contents (the row was altered)`,
    );
  });

  it("retention removes old plays in chunks, records the anchor, and the chain still verifies", async () => {
    const now = new Date("2026-11-01T12:00:00Z");
    // Six plays: four from 2020 (past five years by now), then two recent; then a late
    // arrival from 2020 after the recent ones, which must wait for its turn.
    const id = await chainOf(6, (index) =>
      index < 4 ? `2020-0${index + 1}-15T10:00:00Z` : `2026-10-0${index}T10:00:00Z`,
    );
    await fixtures.logged(owner.id, [
      fixtures.play(id, songIds[0] as string, { startedAt: "2020-05-01T10:00:00Z" }),
    ]);

    const report = await removeExpiredPlays({ db: db(), retentionYears: 5, now, chunkSize: 3 });
    expect(report.removed).toBe(4);
    expect(report.cutoff.toISOString()).toBe("2021-11-01T12:00:00.000Z");
    expect(await seqsOf(id)).toEqual([5, 6, 7]);
    const [anchor] = await db()
      .select()
      .from(playLogAnchor)
      .where(eq(playLogAnchor.establishmentId, id));
    expect(anchor).toMatchObject({ seq: 4, removedBefore: report.cutoff });
    // Sealed where it stands, as every anchor retention writes (decision 033).
    expect(await retentionSealsOf(id)).toEqual([
      expect.objectContaining({ seq: 4, hash: anchor?.hash, sealedAt: now, stampRequested: false }),
    ]);
    expect(await verify(id)).toEqual({ establishmentId: id, zoneId: id, plays: 3, break: null });

    // Nothing more is due; new plays go on from the head.
    expect((await removeExpiredPlays({ db: db(), retentionYears: 5, now })).removed).toBe(0);
    await fixtures.sendOk(owner.cookie, [fixtures.play(id, songIds[1] as string)]);
    expect((await verify(id)).break).toBeNull();

    // Years later everything has expired: the chain is empty but its anchor and head agree.
    const later = await removeExpiredPlays({
      db: db(),
      retentionYears: 5,
      now: new Date("2032-01-01T00:00:00Z"),
    });
    expect(later.removed).toBeGreaterThanOrEqual(4);
    expect(await seqsOf(id)).toEqual([]);
    expect(await verify(id)).toEqual({ establishmentId: id, zoneId: id, plays: 0, break: null });
    await fixtures.sendOk(owner.cookie, [fixtures.play(id, songIds[0] as string)]);
    expect(await verify(id)).toEqual({ establishmentId: id, zoneId: id, plays: 1, break: null });
  });

  it("retention stops at the first seal made since the cutoff, and has its own seal time-stamped", async () => {
    const now = new Date("2026-11-01T12:00:00Z");
    const id = await chainOf(2, (index) => `2020-0${index + 1}-15T10:00:00Z`);
    const [second] = await db()
      .select({ hash: playLog.hash })
      .from(playLog)
      .where(and(eq(playLog.zoneId, id), eq(playLog.seq, 2)));
    // A seal of row 2 made in 2025 says every later row arrived after it, whatever their
    // own times say: they stay.
    await insertStampedSeals(
      db(),
      [
        {
          establishmentId: id,
          zoneId: id,
          seq: 2,
          hash: second?.hash ?? "",
          reason: "daily",
          sealedAt: new Date("2025-06-01T01:30:00Z"),
        },
      ],
      undefined,
    );
    await fixtures.logged(
      owner.id,
      ["2020-03-15T10:00:00Z", "2020-04-15T10:00:00Z"].map((startedAt) =>
        fixtures.play(id, songIds[0] as string, { startedAt }),
      ),
    );

    const report = await removeExpiredPlays({
      db: db(),
      retentionYears: 5,
      now,
      jobs: context().infra.jobs,
    });
    expect(report.removed).toBe(2);
    expect(await seqsOf(id)).toEqual([3, 4]);
    const [sealed] = await retentionSealsOf(id);
    expect(sealed).toMatchObject({ seq: 2, hash: second?.hash, stampRequested: true });
    const { rows } = (await db().execute(
      sql`select data->>'sealId' as "sealId" from pgboss.job where name = ${SEAL_TIMESTAMP_QUEUE}`,
    )) as unknown as { rows: { sealId: string }[] };
    expect(rows.map((row) => row.sealId)).toContain(sealed?.id);
    expect((await verifyPlayChain({ db: db(), establishmentId: id, now })).break).toBeNull();
  });

  it("schedules retention as a daily job", async () => {
    const { rows } = (await db().execute(
      sql`select name, cron, timezone from pgboss.schedule where name = ${RETENTION_QUEUE}`,
    )) as unknown as { rows: { name: string; cron: string; timezone: string }[] };
    expect(rows).toEqual([
      { name: RETENTION_QUEUE, cron: RETENTION_CRON, timezone: "Europe/Madrid" },
    ]);
  });

  it("still holds rows logged before plays kept their end, and finds such a row's end moved", async () => {
    const establishment = await fixtures.establishment(owner.cookie);
    const row = {
      establishmentId: establishment.id,
      zoneId: establishment.id,
      seq: 1,
      clientId: randomUUID(),
      songId: songIds[0] as string,
      title: "Uno",
      artist: "Grupo Demo",
      startedAt: new Date("2026-11-01T10:00:00.000Z"),
      // As migration 0014 filled it: the start plus the seconds heard.
      endedAt: new Date("2026-11-01T10:00:01.500Z"),
      secondsHeard: 1.5,
      ending: "ended" as const,
      deviceId: randomUUID(),
      origin: "network" as const,
      receivedAt: new Date("2026-11-01T10:00:03.000Z"),
      prevHash: GENESIS_HASH,
    };
    // The first format's hash, which did not cover the end.
    const hash = createHash("sha256")
      .update(
        JSON.stringify([
          "sonaria-play-v1",
          row.establishmentId,
          row.seq,
          row.clientId,
          row.songId,
          row.title,
          row.artist,
          row.startedAt.toISOString(),
          row.secondsHeard,
          row.ending,
          row.deviceId,
          row.origin,
          row.receivedAt.toISOString(),
          row.prevHash,
        ]),
      )
      .digest("hex");
    await db()
      .insert(playLog)
      .values({ ...row, hash });
    await db()
      .insert(playLogHead)
      .values({ establishmentId: establishment.id, zoneId: establishment.id, seq: 1, hash });
    expect((await verify(establishment.id)).break).toBeNull();
    expect(
      (
        await checkPlayLogIntegrity({
          db: db(),
          establishmentId: establishment.id,
          at: row.startedAt,
        })
      ).integrity,
    ).toBe("intact");

    await tamperWithPlayLog(context(), [
      sql`update play_log set ended_at = ended_at + interval '10 minutes' where establishment_id = ${establishment.id}`,
    ]);
    expect((await verify(establishment.id)).break?.seq).toBe(1);
    expect(
      (
        await checkPlayLogIntegrity({
          db: db(),
          establishmentId: establishment.id,
          at: row.startedAt,
        })
      ).integrity,
    ).toBe("altered");
  });
});
