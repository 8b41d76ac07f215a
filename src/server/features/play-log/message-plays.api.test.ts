import { asc, eq, sql } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { messagesCopy } from "~/shared/copy/messages";
import { playLogCopy } from "~/shared/copy/play-log";
import type { PlayHistoryPage } from "~/shared/play-log/schema";
import { playLog } from "../../domain/play-log/tables";
import { httpClient, signedInUser, type SignedInUser } from "../../testing/http-client";
import { playLogFixtures } from "../../testing/play-log-fixtures";
import { tamperWithPlayLog } from "../../testing/play-log-tampering";
import { describeEachDatabase } from "../../testing/test-app";
import { checkPlayLogIntegrity } from "./check-play-log-integrity";
import { verifyPlayChain } from "./verify-play-chain";

const errors = playLogCopy.errors;

/** The account's own messages in the play log (decision 028). */
describeEachDatabase("messages in the play log", (context) => {
  const client = httpClient(context);
  const fixtures = playLogFixtures(context);
  let owner: SignedInUser;
  let other: SignedInUser;
  let songId: string;

  beforeAll(async () => {
    const admin = await signedInUser(context, { role: "admin" });
    owner = await signedInUser(context, { complimentary: true });
    other = await signedInUser(context, { complimentary: true });
    const [made] = await fixtures.songs(admin.cookie, ["Alba"]);
    songId = (made as { id: string }).id;
  });

  const db = () => context().database.db;
  const rowsOf = (establishmentId: string) =>
    db()
      .select()
      .from(playLog)
      .where(eq(playLog.establishmentId, establishmentId))
      .orderBy(asc(playLog.seq));
  const errorOf = async (response: Response) =>
    ((await response.json()) as { error: { code: string; issues?: unknown[] } }).error;
  const range = (establishmentId: string, day: string) =>
    new URLSearchParams({ establishmentId, from: day, to: day });

  it("records a message's play as a message, named as the account named it, in the zone's chain", async () => {
    const establishment = await fixtures.establishment(owner.cookie);
    const closing = await fixtures.message(owner.id, "Cerramos en 15 minutos");
    const song = fixtures.play(establishment.id, songId, { secondsHeard: 1 });
    // At an exact time, over the lowered music: it overlaps the song, and both sounded.
    const over = fixtures.play(establishment.id, closing.id, {
      kind: "message",
      startedAt: new Date(Date.parse(song.startedAt) + 500).toISOString(),
      secondsHeard: 0.4,
    });
    expect(await fixtures.sendOk(owner.cookie, [song, over])).toEqual({
      accepted: 2,
      duplicates: 0,
    });

    const rows = await rowsOf(establishment.id);
    expect(rows.map((row) => [row.kind, row.songId, row.title, row.artist])).toEqual([
      ["song", songId, "Alba", "Grupo Demo"],
      ["message", closing.id, "Cerramos en 15 minutos", ""],
    ]);
    expect(
      (await verifyPlayChain({ db: db(), establishmentId: establishment.id })).break,
    ).toBeNull();
    const integrity = await checkPlayLogIntegrity({ db: db(), establishmentId: establishment.id });
    expect(integrity.problem).toBeNull();

    // Passing the message off as music, behind the application's back, breaks the chain.
    await tamperWithPlayLog(context(), [
      sql`update play_log set kind = 'song' where zone_id = ${establishment.id} and seq = 2`,
    ]);
    expect(
      (await verifyPlayChain({ db: db(), establishmentId: establishment.id })).break,
    ).toMatchObject({
      seq: 2,
    });
    expect(
      await checkPlayLogIntegrity({ db: db(), establishmentId: establishment.id }),
    ).toMatchObject({
      integrity: "altered",
    });
  });

  it("refuses another account's message, and a message sent as a song, as an unknown song", async () => {
    const establishment = await fixtures.establishment(owner.cookie);
    const theirs = await fixtures.message(other.id, "Happy hour");
    const mine = await fixtures.message(owner.id, "Ofertas");
    const response = await fixtures.send(owner.cookie, [
      fixtures.play(establishment.id, songId),
      fixtures.play(establishment.id, theirs.id, { kind: "message" }),
      // Without a kind, a play is a song's: a message's id is no song.
      fixtures.play(establishment.id, mine.id),
    ]);
    expect(response.status).toBe(404);
    expect(await errorOf(response)).toMatchObject({
      code: "NOT_FOUND",
      issues: [
        { path: "plays.1.songId", message: errors.messageNotFound },
        { path: "plays.2.songId", message: errors.songNotFound },
      ],
    });
    expect(await rowsOf(establishment.id)).toEqual([]);
  });

  it("refuses two messages at once in a zone, and a message heard longer than it lasts", async () => {
    const establishment = await fixtures.establishment(owner.cookie);
    const short = await fixtures.message(owner.id, "Corto", 2);
    const first = fixtures.play(establishment.id, short.id, { kind: "message", secondsHeard: 2 });
    const second = fixtures.play(establishment.id, short.id, {
      kind: "message",
      startedAt: new Date(Date.parse(first.startedAt) + 500).toISOString(),
      secondsHeard: 1,
    });
    const overlapping = await fixtures.send(owner.cookie, [first, second]);
    expect(overlapping.status).toBe(400);
    expect(await errorOf(overlapping)).toMatchObject({
      issues: [{ path: "plays.1.startedAt", message: errors.overlaps }],
    });
    const tooLong = await fixtures.send(owner.cookie, [
      fixtures.play(establishment.id, short.id, { kind: "message", secondsHeard: 5 }),
    ]);
    expect(tooLong.status).toBe(400);
    expect(await errorOf(tooLong)).toMatchObject({
      issues: [{ path: "plays.0.secondsHeard", message: errors.heardMoreThanMessage }],
    });
  });

  it("lists a message as a message in the history and its CSV, and never counts it as music", async () => {
    const establishment = await fixtures.establishment(owner.cookie);
    const offers = await fixtures.message(owner.id, "Ofertas de hoy");
    await fixtures.logged(owner.id, [
      fixtures.play(establishment.id, songId, {
        startedAt: "2026-07-01T08:00:00Z",
        secondsHeard: 1,
      }),
      fixtures.play(establishment.id, offers.id, {
        kind: "message",
        startedAt: "2026-07-01T08:00:05Z",
        secondsHeard: 1,
      }),
    ]);

    const response = await client.get(`/api/play-log?${range(establishment.id, "2026-07-01")}`, {
      cookie: owner.cookie,
    });
    expect(response.status).toBe(200);
    const page = (await response.json()) as PlayHistoryPage;
    expect(page.plays.map((play) => [play.kind, play.title, play.artist])).toEqual([
      ["message", "Ofertas de hoy", ""],
      ["song", "Alba", "Grupo Demo"],
    ]);
    // The day's music is the song; the message is counted apart. Both are listed.
    expect(page.days).toEqual([{ localDate: "2026-07-01", plays: 1, seconds: 1, messages: 1 }]);
    expect(page.total).toBe(2);

    const csv = await client.get(`/api/play-log/export?${range(establishment.id, "2026-07-01")}`, {
      cookie: owner.cookie,
    });
    expect(csv.status).toBe(200);
    const [header, ...records] = (await csv.text())
      .replace(/^\uFEFF/, "")
      .split("\r\n")
      .filter(Boolean);
    const kind = header?.split(";").indexOf("tipo") ?? -1;
    expect(kind).toBeGreaterThan(0);
    expect(records.map((line) => line.split(";"))).toEqual([
      expect.arrayContaining(["Alba", "Grupo Demo", songId, messagesCopy.kindSong]),
      expect.arrayContaining(["Ofertas de hoy", "", offers.id, messagesCopy.kindMessage]),
    ]);
    expect(records.map((line) => line.split(";")[kind])).toEqual([
      messagesCopy.kindSong,
      messagesCopy.kindMessage,
    ]);
  });

  it("says a play's span as heard: started 10:00:00.1 and heard 1.8 s, it ends at 10:00:02", async () => {
    const establishment = await fixtures.establishment(owner.cookie);
    const closing = await fixtures.message(owner.id, "Cerramos");
    await fixtures.logged(owner.id, [
      fixtures.play(establishment.id, closing.id, {
        kind: "message",
        startedAt: "2026-07-01T08:00:00.100Z",
        secondsHeard: 1.8,
      }),
    ]);
    const response = await client.get(`/api/play-log?${range(establishment.id, "2026-07-01")}`, {
      cookie: owner.cookie,
    });
    const page = (await response.json()) as PlayHistoryPage;
    expect(page.plays.map((play) => [play.localTime, play.localEndTime])).toEqual([
      ["10:00:00", "10:00:02"],
    ]);
  });
});
