import { createHash, randomUUID } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { ALWAYS } from "../auth/access";
import { migrationsUpTo } from "../backup/migration-level";
import { checkPlayLogIntegrity } from "../features/play-log/check-play-log-integrity";
import { recordPlays } from "../features/play-log/record-plays";
import { sealDigest } from "../features/play-log/seal-text";
import { verifyPlayLog } from "../features/play-log/verify-play-log";
import { createTestApp } from "../testing/test-app";
import { availableDatabaseKinds, createEmptyPostgresDatabase } from "../testing/test-database";
import { openDatabase, type DatabaseHandle } from "./client";
import { migrateDatabase, migrationsFolder } from "./migrate";
import { genre, song } from "../domain/catalog/tables";
import { playLogSeal } from "../domain/play-log/tables";

const journal = JSON.parse(
  fs.readFileSync(path.join(migrationsFolder, "meta", "_journal.json"), "utf8"),
) as { entries: { idx: number; when: number; tag: string }[] };
const zonesIndex = journal.entries.findIndex((entry) => entry.tag.endsWith("_zones"));
const before = journal.entries[zonesIndex - 1] as { when: number; tag: string };

const kinds = await availableDatabaseKinds();

const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");
const GENESIS = "0".repeat(64);

/** A play as the log wrote it before zones: the chain's second format, keyed by establishment. */
function playBeforeZones(establishmentId: string, seq: number, prevHash: string, minute: number) {
  const startedAt = new Date(Date.UTC(2026, 10, 20, 10, minute, 0, 123));
  const endedAt = new Date(startedAt.getTime() + 180_000);
  const receivedAt = new Date(endedAt.getTime() + 2_000);
  const row = {
    establishmentId,
    seq,
    clientId: randomUUID(),
    songId: randomUUID(),
    title: `Canción ${seq}`,
    artist: "Grupo Demo",
    startedAt,
    endedAt,
    secondsHeard: 180,
    ending: "ended",
    deviceId: "device-a",
    origin: "network",
    receivedAt,
    prevHash,
  };
  const hash = sha256(
    JSON.stringify([
      "sonaria-play-v2",
      row.establishmentId,
      row.seq,
      row.clientId,
      row.songId,
      row.title,
      row.artist,
      row.startedAt.toISOString(),
      row.endedAt.toISOString(),
      row.secondsHeard,
      row.ending,
      row.deviceId,
      row.origin,
      row.receivedAt.toISOString(),
      row.prevHash,
    ]),
  );
  return { ...row, hash };
}

/** A seal's digest as decision 016 defined it, before zones. */
const sealDigestBeforeZones = (seal: {
  id: string;
  establishmentId: string;
  seq: number;
  hash: string;
  reason: string;
  sealedAt: Date;
}) =>
  sha256(
    JSON.stringify([
      "sonaria-seal-v1",
      seal.id,
      seal.establishmentId,
      seal.seq,
      seal.hash,
      seal.reason,
      seal.sealedAt.toISOString(),
    ]),
  );

/**
 * Establishments from before zones (decision 023): each becomes its own "Principal" zone,
 * whose id is its own, and keeps its chain, seals, anchor, certificate, claim, programme
 * and waits — no row or hash rewritten, everything still verifying.
 */
describe.each(kinds)("the zones migration (%s)", (kind) => {
  const cleanups: (() => Promise<void> | void)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  async function databaseBeforeZones(): Promise<DatabaseHandle> {
    let handle: DatabaseHandle;
    if (kind === "pglite") {
      handle = await openDatabase({ kind: "pglite" });
    } else {
      const empty = await createEmptyPostgresDatabase();
      handle = await openDatabase({ kind: "postgres", url: empty.url });
      cleanups.push(() => empty.drop());
    }
    cleanups.push(() => handle.close());
    const migrations = migrationsUpTo({
      count: zonesIndex,
      createdAt: before.when,
      tag: before.tag,
    });
    cleanups.push(() => migrations.remove());
    await migrateDatabase(handle, { migrationsFolder: migrations.folder });
    return handle;
  }

  it("gives every establishment a Principal zone with its id, and its proof still holds", async () => {
    const handle = await databaseBeforeZones();
    const { db } = handle;
    const bar = randomUUID();
    const closed = randomUUID();
    await db.execute(sql`
      insert into "user" (id, name, email, email_verified) values
        ('owner', 'Dueña', 'duena@example.es', true)`);
    await db.execute(sql`
      insert into establishment (id, user_id, trading_name, legal_name, tax_id, address,
        postcode, city, province, activity, time_zone, created_at, archived_at) values
        (${bar}, 'owner', 'Bar Sol', 'Sol SL', 'B12345674', 'Calle Mayor 1', '28013', 'Madrid',
         'Madrid', 'bar', 'Europe/Madrid', '2020-01-01T00:00:00Z', null),
        (${closed}, 'owner', 'Bar Luna', 'Luna SL', 'B12345674', 'Calle Menor 2', '28013',
         'Madrid', 'Madrid', 'bar', 'Europe/Madrid', '2020-01-01T00:00:00Z', now())`);

    // Four plays; retention removed the first (its anchor stays), a daily seal after the
    // second, and a certificate's seal at the head.
    const plays = [playBeforeZones(bar, 1, GENESIS, 0)];
    for (let seq = 2; seq <= 4; seq++)
      plays.push(playBeforeZones(bar, seq, (plays.at(-1) as { hash: string }).hash, seq * 5));
    for (const play of plays.slice(1))
      await db.execute(sql`
        insert into play_log (establishment_id, seq, client_id, song_id, title, artist,
          started_at, ended_at, seconds_heard, ending, device_id, origin, received_at,
          prev_hash, hash) values
          (${play.establishmentId}, ${play.seq}, ${play.clientId}, ${play.songId}, ${play.title},
           ${play.artist}, ${play.startedAt.toISOString()}, ${play.endedAt.toISOString()},
           ${play.secondsHeard}, ${play.ending}, ${play.deviceId}, ${play.origin},
           ${play.receivedAt.toISOString()}, ${play.prevHash}, ${play.hash})`);
    const first = plays[0] as (typeof plays)[number];
    const last = plays[3] as (typeof plays)[number];
    await db.execute(sql`
      insert into play_log_anchor (establishment_id, seq, hash, removed_before)
      values (${bar}, 1, ${first.hash}, '2026-11-20T10:04:00Z')`);
    await db.execute(sql`
      insert into play_log_head (establishment_id, seq, hash) values (${bar}, 4, ${last.hash})`);
    const daily = {
      id: randomUUID(),
      establishmentId: bar,
      seq: 2,
      hash: (plays[1] as { hash: string }).hash,
      reason: "daily",
      sealedAt: new Date("2026-11-21T03:30:00.250Z"),
    };
    const atIssue = { ...daily, id: randomUUID(), seq: 4, hash: last.hash, reason: "certificate" };
    for (const seal of [daily, atIssue])
      await db.execute(sql`
        insert into play_log_seal (id, establishment_id, seq, hash, reason, sealed_at) values
          (${seal.id}, ${seal.establishmentId}, ${seal.seq}, ${seal.hash}, ${seal.reason},
           ${seal.sealedAt.toISOString()})`);
    const facts = {
      customer: { legalName: "Sol SL", taxId: "B12345674" },
      establishment: {
        tradingName: "Bar Sol",
        address: "Calle Mayor 1",
        postcode: "28013",
        city: "Madrid",
        province: "Madrid",
      },
      provider: { legalName: "Sonaria SL", taxId: "B00000000", address: "Madrid" },
      licenceStatement: "Licencia",
      timeZone: "Europe/Madrid",
    };
    const code = "ABCDEFGHJKMNPQRSTVWX";
    await db.execute(sql`
      insert into certificate (id, code, number, establishment_id, user_id, valid_from,
        valid_until, facts, issued_at, seal_id) values
        (${randomUUID()}, ${code}, 'SON-2026-000001', ${bar}, 'owner', '2026-11-01T00:00:00Z',
         '2027-11-01T00:00:00Z', ${JSON.stringify(facts)}::jsonb, '2026-11-21T03:30:00.250Z',
         ${atIssue.id})`);
    await db.execute(sql`
      insert into playback_claim (id, establishment_id, device_id, claimed_at, last_seen_at)
      values (${randomUUID()}, ${bar}, 'device-a', '2026-11-20T09:00:00Z', '2026-11-20T11:00:00Z')`);
    await db.execute(sql`
      insert into schedule (establishment_id, programme) values
        (${bar}, '{"hours":[],"slots":[],"specialDates":[]}'::jsonb)`);
    await db.execute(sql`
      insert into player_wait (id, establishment_id, user_id, reason, started_at, received_at)
      values (${randomUUID()}, ${bar}, 'owner', 'gesture', '2026-11-20T08:00:00Z',
        '2026-11-20T08:00:01Z')`);

    await migrateDatabase(handle);

    const rowsOf = async <T>(query: ReturnType<typeof sql>) =>
      ((await db.execute(query)) as unknown as { rows: T[] }).rows;
    expect(
      await rowsOf(
        sql`select id, establishment_id, name, position, archived_at from zone order by name, id`,
      ),
    ).toEqual(
      [bar, closed]
        .map((id) => ({
          id,
          establishment_id: id,
          name: "Principal",
          position: 0,
          archived_at: null,
        }))
        .sort((a, b) => a.id.localeCompare(b.id)),
    );
    for (const table of [
      "play_log",
      "play_log_head",
      "play_log_anchor",
      "play_log_seal",
      "playback_claim",
      "schedule",
      "player_wait",
    ])
      expect(
        await rowsOf(sql`select distinct zone_id from ${sql.identifier(table)}`),
        table,
      ).toEqual([{ zone_id: bar }]);

    // Every chain and seal still verifies, and the seals' digests are the ones handed out.
    const report = await verifyPlayLog({ db });
    expect(report).toEqual({ establishments: 2, plays: 3, breaks: [] });
    const seals = await db.select().from(playLogSeal);
    for (const seal of seals.filter((row) => row.id === daily.id || row.id === atIssue.id))
      expect(sealDigest(seal).toString("hex")).toBe(
        sealDigestBeforeZones(seal.id === daily.id ? daily : atIssue),
      );
    // Later migrations seal where the chain opened and where retention anchored it (033).
    expect(seals.map((seal) => [seal.reason, seal.seq]).sort()).toEqual([
      ["certificate", 4],
      ["daily", 2],
      ["opened", 0],
      ["retention", 1],
    ]);
    expect(
      await checkPlayLogIntegrity({
        db,
        establishmentId: bar,
        at: new Date("2026-11-20T10:11:00Z"),
      }),
    ).toEqual({ integrity: "intact", problem: null });

    // The public page still checks the certificate against an intact log.
    const app = await createTestApp(handle);
    cleanups.push(() => app.close());
    const verification = await app.app.request(`/api/certificates/verify/${code}`, {
      headers: { "x-forwarded-for": "203.0.113.7" },
    });
    expect(verification.status).toBe(200);
    expect(await verification.json()).toMatchObject({
      number: "SON-2026-000001",
      playLog: "intact",
    });

    // A play queued by a player from before zones (no zone named) joins the Principal's
    // chain after the old rows, in the new format, and the chain still verifies.
    const songId = randomUUID();
    await db.insert(genre).values({ id: "pop", name: "Pop", nameKey: "pop" });
    await db.insert(song).values({
      id: songId,
      title: "Nueva",
      artist: "Grupo Demo",
      genreId: "pop",
      storageKey: "nueva.mp3",
      mimeType: "audio/mpeg",
      sizeBytes: 1,
      durationSeconds: 200,
      searchText: "nueva grupo demo",
    });
    const now = new Date();
    const result = await recordPlays({
      db,
      userId: "owner",
      access: ALWAYS,
      // The claim from before sessions were kept (migration 0030) is device-a's in any one.
      sessionId: "a-session-after-the-upgrade",
      leaseIssued: () => false,
      now,
      plays: [
        {
          id: randomUUID(),
          establishmentId: bar,
          songId,
          startedAt: new Date(now.getTime() - 120_000).toISOString(),
          endedAt: new Date(now.getTime() - 10_000).toISOString(),
          secondsHeard: 110,
          ending: "ended",
          deviceId: "device-a",
          origin: "network",
          lease: null,
        },
      ],
    });
    expect(result).toEqual({ accepted: 1, duplicates: 0 });
    expect(
      await rowsOf(
        sql`select zone_id, seq from play_log where establishment_id = ${bar} order by seq`,
      ),
    ).toEqual(
      [2, 3, 4, 5].map((seq) => ({ zone_id: bar, seq: kind === "pglite" ? seq : String(seq) })),
    );
    expect(await verifyPlayLog({ db })).toEqual({ establishments: 2, plays: 4, breaks: [] });
  });
});
