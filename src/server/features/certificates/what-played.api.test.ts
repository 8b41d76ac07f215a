import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { expect, it } from "vitest";
import { certificatesCopy } from "~/shared/copy/certificates";
import type { WhatPlayedAnswer } from "~/shared/certificates/schema";
import { catalogFixtures } from "../../testing/catalog-fixtures";
import { signedInUser } from "../../testing/http-client";
import { describeEachDatabase } from "../../testing/test-app";
import { playsDuringQuery } from "./plays-during";
import { publicChecks } from "./verification-setup";

const errors = certificatesCopy.errors;

describeEachDatabase("public certificate checks", (context) => {
  const { client, fixtures, issued, ask, playsAt, titlesAt, messageOf } = publicChecks(context);

  it("lists every play heard during the minute asked, each with its start and end", async () => {
    const { row, establishment } = await issued();
    await fixtures.setPeriod(row.id, new Date("2026-01-01T00:00:00Z"), new Date("2027-01-01"));
    // 21:01:29 to 21:02:07 in Madrid in November (UTC+1).
    const across = await fixtures.play(establishment.id, {
      startedAt: "2026-11-24T20:01:29.000Z",
      secondsHeard: 38,
      title: "Brisa de noviembre",
      artist: "Marina Sol",
    });
    // Another establishment's plays never answer for this one.
    const other = await issued();
    await fixtures.play(other.establishment.id, {
      startedAt: "2026-11-24T20:00:00.000Z",
      secondsHeard: 600,
      title: "Ajena",
    });

    const code = row.code;
    // The song by its title and artist, as people name it: the catalogue's id stays inside.
    expect(await playsAt(code, "2026-11-24", "21:01")).toEqual([
      {
        zoneId: establishment.id,
        zone: "Principal",
        kind: "song",
        title: "Brisa de noviembre",
        artist: "Marina Sol",
        startedAt: "2026-11-24T20:01:29.000Z",
        endedAt: "2026-11-24T20:02:07.000Z",
        recording: "live",
        receivedAt: "2026-11-24T20:02:07.000Z",
        // A song the catalogue does not know has no rights to show.
        rights: null,
      },
    ]);
    expect(await titlesAt(code, "2026-11-24", "21:02")).toEqual(["Brisa de noviembre"]);
    expect(await titlesAt(code, "2026-11-24", "21:03")).toEqual([]);
    expect(await titlesAt(code, "2026-11-24", "21:00")).toEqual([]);
    // With seconds, the answer is for that second: its start and its end are the edges.
    expect(await titlesAt(code, "2026-11-24", "21:01:15")).toEqual([]);
    expect(await titlesAt(code, "2026-11-24", "21:01:28")).toEqual([]);
    expect(await titlesAt(code, "2026-11-24", "21:01:29")).toEqual(["Brisa de noviembre"]);
    expect(await titlesAt(code, "2026-11-24", "21:01:30")).toEqual(["Brisa de noviembre"]);
    expect(await titlesAt(code, "2026-11-24", "21:02:06")).toEqual(["Brisa de noviembre"]);
    expect(await titlesAt(code, "2026-11-24", "21:02:07")).toEqual([]);
    const response = await ask(code, "2026-11-24", "21:01");
    const text = await response.clone().text();
    expect(text).not.toContain(across.songId);
    expect(text).not.toMatch(/"(song)?id"/i);
    expect(await response.json()).toMatchObject({
      from: "2026-11-24T20:01:00.000Z",
      until: "2026-11-24T20:02:00.000Z",
    });
  });

  it("answers for every zone, each play labelled, or for the zone asked", async () => {
    const { row, establishment, owner } = await issued();
    await fixtures.setPeriod(row.id, new Date("2026-01-01T00:00:00Z"), new Date("2027-01-01"));
    const added = await client.post(
      `/api/establishments/${establishment.id}/zones`,
      { name: "Terraza" },
      { cookie: owner.cookie },
    );
    const terrace = (await added.json()) as { id: string };
    const startedAt = "2026-11-24T20:01:10.000Z";
    await fixtures.play(establishment.id, { startedAt, secondsHeard: 30, title: "Dentro" });
    await fixtures.play(establishment.id, {
      startedAt,
      secondsHeard: 30,
      title: "Fuera",
      zoneId: terrace.id,
    });

    const both = await ask(row.code, "2026-11-24", "21:01");
    expect(both.status).toBe(200);
    const answer = (await both.json()) as WhatPlayedAnswer;
    expect(answer.zones).toEqual([
      { zoneId: establishment.id, name: "Principal" },
      { zoneId: terrace.id, name: "Terraza" },
    ]);
    expect(answer.plays.map((play) => [play.zone, play.title]).sort()).toEqual([
      ["Principal", "Dentro"],
      ["Terraza", "Fuera"],
    ]);
    const onlyTerrace = await client.get(
      `/api/certificates/verify/${row.code}/what-played?date=2026-11-24&time=21:01&zoneId=${terrace.id}`,
    );
    expect(((await onlyTerrace.json()) as WhatPlayedAnswer).plays.map((p) => p.title)).toEqual([
      "Fuera",
    ]);
    const elsewhere = await client.get(
      `/api/certificates/verify/${row.code}/what-played?date=2026-11-24&time=21:01&zoneId=${randomUUID()}`,
    );
    expect(elsewhere.status).toBe(404);
    expect(await messageOf(elsewhere)).toBe(errors.zoneNotFound);
  });

  it("names the establishment's own message that sounded, over the music or alone, as a message", async () => {
    const { row, establishment } = await issued();
    await fixtures.setPeriod(row.id, new Date("2026-01-01T00:00:00Z"), new Date("2027-01-01"));
    // 21:00:00 to 21:03:00 in Madrid: a song; at 21:01:30 an exact-time message over it.
    await fixtures.play(establishment.id, {
      startedAt: "2026-11-24T20:00:00.000Z",
      secondsHeard: 180,
      title: "Brisa de noviembre",
      artist: "Marina Sol",
    });
    const messageId = randomUUID();
    await fixtures.play(establishment.id, {
      startedAt: "2026-11-24T20:01:30.000Z",
      secondsHeard: 20,
      title: "Cerramos en 15 minutos",
      kind: "message",
      songId: messageId,
    });
    // At 21:05:00, between songs: the message alone.
    await fixtures.play(establishment.id, {
      startedAt: "2026-11-24T20:05:00.000Z",
      secondsHeard: 15,
      title: "Ofertas de hoy",
      kind: "message",
    });

    const heard = (plays: WhatPlayedAnswer["plays"]) =>
      plays.map((play) => [play.kind, play.title, play.artist]);
    // Both sounded, and both are said: the song, and the message over it.
    expect(heard(await playsAt(row.code, "2026-11-24", "21:01"))).toEqual([
      ["song", "Brisa de noviembre", "Marina Sol"],
      ["message", "Cerramos en 15 minutos", ""],
    ]);
    expect(heard(await playsAt(row.code, "2026-11-24", "21:01:40"))).toEqual([
      ["song", "Brisa de noviembre", "Marina Sol"],
      ["message", "Cerramos en 15 minutos", ""],
    ]);
    expect(heard(await playsAt(row.code, "2026-11-24", "21:01:55"))).toEqual([
      ["song", "Brisa de noviembre", "Marina Sol"],
    ]);
    expect(heard(await playsAt(row.code, "2026-11-24", "21:05"))).toEqual([
      ["message", "Ofertas de hoy", ""],
    ]);
    // The message's id stays inside, as a song's does.
    const text = await (await ask(row.code, "2026-11-24", "21:01")).text();
    expect(text).not.toContain(messageId);
  });

  it("lists several plays in one minute in the order they started, and a long one from hours before", async () => {
    const { row, establishment } = await issued();
    await fixtures.setPeriod(row.id, new Date("2026-01-01T00:00:00Z"), new Date("2027-01-01"));
    // Recorded out of order: the answer follows the start times, not the log's.
    await fixtures.play(establishment.id, {
      startedAt: "2026-11-24T20:10:40.000Z",
      secondsHeard: 100,
      title: "Tercera",
    });
    await fixtures.play(establishment.id, {
      startedAt: "2026-11-24T20:09:00.000Z",
      secondsHeard: 62,
      title: "Primera",
    });
    await fixtures.play(establishment.id, {
      startedAt: "2026-11-24T20:10:05.000Z",
      secondsHeard: 20,
      title: "Segunda",
    });
    const plays = await playsAt(row.code, "2026-11-24", "21:10");
    expect(plays.map((play) => play.title)).toEqual(["Primera", "Segunda", "Tercera"]);
    expect(plays.map((play) => play.endedAt)).toEqual([
      "2026-11-24T20:10:02.000Z",
      "2026-11-24T20:10:25.000Z",
      "2026-11-24T20:12:20.000Z",
    ]);

    // A play started three and a half hours before is still heard.
    await fixtures.play(establishment.id, {
      startedAt: "2026-11-20T08:00:00.000Z",
      secondsHeard: 4 * 3600 - 60,
      title: "Larga",
    });
    expect(await titlesAt(row.code, "2026-11-20", "12:30")).toEqual(["Larga"]);
  });

  it("answers for a play no longer than it was heard: an older row that spans more, for its first seconds", async () => {
    const { row, establishment } = await issued();
    await fixtures.setPeriod(row.id, new Date("2026-01-01T00:00:00Z"), new Date("2027-01-01"));
    // Twenty seconds heard, dated from four hours before it was sent (as a log before
    // decision 032 could take it): from 17:00 to 21:00 in Madrid.
    await fixtures.play(establishment.id, {
      startedAt: "2026-11-24T16:00:00.000Z",
      endedAt: "2026-11-24T20:00:00.000Z",
      receivedAt: "2026-11-24T20:00:03.000Z",
      secondsHeard: 20,
      title: "De más",
    });
    // A moment of silence inside a play, as the player keeps it, keeps the play's end.
    await fixtures.play(establishment.id, {
      startedAt: "2026-11-24T21:00:00.000Z",
      endedAt: "2026-11-24T21:01:02.000Z",
      secondsHeard: 60,
      title: "Con un corte",
    });
    expect(await titlesAt(row.code, "2026-11-24", "19:00")).toEqual([]);
    expect(await titlesAt(row.code, "2026-11-24", "20:59")).toEqual([]);
    expect(await titlesAt(row.code, "2026-11-24", "17:00:25")).toEqual([]);
    // Its first twenty seconds, and said as the server had it: hours after.
    expect(await playsAt(row.code, "2026-11-24", "17:00")).toMatchObject([
      {
        title: "De más",
        startedAt: "2026-11-24T16:00:00.000Z",
        endedAt: "2026-11-24T16:00:20.000Z",
        recording: "late",
        receivedAt: "2026-11-24T20:00:03.000Z",
      },
    ]);
    expect(await playsAt(row.code, "2026-11-24", "22:01:01")).toMatchObject([
      { title: "Con un corte", endedAt: "2026-11-24T21:01:02.000Z", recording: "live" },
    ]);
  });

  it("finds the plays by a range of play_log_started_at_idx, bounded on both sides", async () => {
    const { establishment } = await issued();
    const { db } = context().database;
    const query = playsDuringQuery({
      db,
      establishmentId: establishment.id,
      from: new Date("2026-11-24T20:01:00Z"),
      until: new Date("2026-11-24T20:02:00Z"),
    });
    // The table is nearly empty: the planner is told to avoid a sequential scan, so the plan
    // shows whether the index can serve the bounds at all.
    const plan = await db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const result = (await tx.execute(sql`explain ${query}`)) as {
        rows: Record<string, string>[];
      };
      return result.rows.map((row) => Object.values(row).join(" ")).join("\n");
    });
    expect(plan).toContain("play_log_started_at_idx");
    expect(plan).toMatch(/Index Cond:.*started_at >=.*started_at </s);
  });

  it("says when a play was recorded late, and when the server received it", async () => {
    const { row, establishment } = await issued();
    await fixtures.setPeriod(row.id, new Date("2026-01-01T00:00:00Z"), new Date("2027-01-01"));
    // Heard at 21:20 on the 24th, sent when the connection came back the next morning.
    await fixtures.play(establishment.id, {
      startedAt: "2026-11-24T20:20:00.000Z",
      secondsHeard: 180,
      title: "Sin conexión",
      receivedAt: "2026-11-25T08:12:30.000Z",
    });
    // Received four minutes after its end: still live.
    await fixtures.play(establishment.id, {
      startedAt: "2026-11-24T20:23:00.000Z",
      secondsHeard: 60,
      title: "A tiempo",
      receivedAt: "2026-11-24T20:28:00.000Z",
    });
    expect(await playsAt(row.code, "2026-11-24", "21:21")).toMatchObject([
      {
        title: "Sin conexión",
        endedAt: "2026-11-24T20:23:00.000Z",
        recording: "late",
        receivedAt: "2026-11-25T08:12:30.000Z",
      },
    ]);
    expect(await playsAt(row.code, "2026-11-24", "21:23")).toMatchObject([
      { title: "A tiempo", recording: "live" },
    ]);
  });

  it("names each song's rights beside it, as the catalogue holds them (decision 039)", async () => {
    const { row, establishment } = await issued();
    await fixtures.setPeriod(row.id, new Date("2026-01-01T00:00:00Z"), new Date("2027-01-01"));
    const admin = await signedInUser(context, { role: "admin" });
    const catalog = catalogFixtures(context);
    const genre = await catalog.genre(admin.cookie);
    const song = await catalog.song(admin.cookie, { genreId: genre.id, title: "Con papeles" });
    await fixtures.play(establishment.id, {
      songId: song.id,
      startedAt: "2026-11-24T20:05:00.000Z",
      secondsHeard: 30,
      title: "Con papeles",
      artist: "Grupo Demo",
    });
    const [play] = await playsAt(row.code, "2026-11-24", "21:05");
    expect(play?.rights).toMatch(
      /^Autoría: Ana Compositora · Interpretación: Grupo Demo · Grabación: Música Libre S\.L\. · Licencia: Música Libre S\.L\. \(LIC-[0-9a-f]{8}\) · No gestionada por SGAE, AGEDI ni AIE$/,
    );
  });
});
