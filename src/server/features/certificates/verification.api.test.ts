import { randomUUID } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { certificatesCopy } from "~/shared/copy/certificates";
import type {
  CertificateSummary,
  CertificateVerification,
  WhatPlayedAnswer,
} from "~/shared/certificates/schema";
import { barInMadrid } from "~/shared/testing/establishment-details";
import { createApp } from "../../app";
import { subscription } from "../../domain/subscriptions/tables";
import type { CertificateRow } from "../../domain/certificates/tables";
import { certificateFixtures } from "../../testing/certificate-fixtures";
import {
  httpClient,
  nextAddress,
  signedInUser,
  type SignedInUser,
} from "../../testing/http-client";
import { describeEachDatabase } from "../../testing/test-app";
import { groupedCode, newCertificateCode } from "./certificate-code";
import { PUBLIC_CHECK_RULE } from "./limit-public-checks";
import { playsDuringQuery } from "./plays-during";

const errors = certificatesCopy.errors;

describeEachDatabase("public certificate checks", (context) => {
  const client = httpClient(context);
  const fixtures = certificateFixtures(context);
  let admin: SignedInUser;

  beforeAll(async () => {
    admin = await signedInUser(context, { role: "admin" });
  });

  /** A subscriber's establishment and its certificate, downloaded as the owner would. */
  async function issued(fields: Record<string, unknown> = {}) {
    const owner = await signedInUser(context, { complimentary: true });
    const place = await fixtures.establishment(owner.cookie, fields);
    expect((await fixtures.download(owner.cookie, place.id)).status).toBe(200);
    const [row] = await fixtures.certificatesOf(place.id);
    return { owner, place, row: row as CertificateRow };
  }

  const verify = (code: string, ip?: string) =>
    client.get(`/api/certificates/verify/${encodeURIComponent(code)}`, { ip });
  const ask = (code: string, date: string, time: string, ip?: string) =>
    client.get(`/api/certificates/verify/${code}/what-played?date=${date}&time=${time}`, { ip });
  const playsAt = async (code: string, date: string, time: string) => {
    const response = await ask(code, date, time);
    expect(response.status, await response.clone().text()).toBe(200);
    return ((await response.json()) as WhatPlayedAnswer).plays;
  };
  const titlesAt = async (code: string, date: string, time: string) =>
    (await playsAt(code, date, time)).map((play) => play.title);
  const messageOf = async (response: Response) =>
    ((await response.json()) as { error: { message: string } }).error.message;

  it("shows a valid certificate without a login, and without the street address or tax ids", async () => {
    const { row } = await issued({ tradingName: "Cafetería Lucía", city: "Alcalá de Henares" });
    const response = await verify(row.code);
    expect(response.status).toBe(200);
    expect(response.headers.get("x-robots-tag")).toBe("noindex");
    const body = (await response.json()) as CertificateVerification;
    expect(body).toEqual({
      code: row.code,
      number: row.number,
      status: "valid",
      tradingName: "Cafetería Lucía",
      city: "Alcalá de Henares",
      timeZone: "Europe/Madrid",
      validFrom: row.validFrom.toISOString(),
      validUntil: row.validUntil.toISOString(),
      issuedAt: row.issuedAt.toISOString(),
      provider: {
        legalName: context().infra.env.publicConfig.legalName,
        taxId: context().infra.env.LEGAL_TAX_ID,
      },
      revokedAt: null,
      archivedAt: null,
      playLog: "intact",
    });
    expect(JSON.stringify(body)).not.toContain("Calle Mayor");
    expect(JSON.stringify(body)).not.toContain("B12345674");
    // As people type it: grouped, in lower case.
    expect((await verify(groupedCode(row.code).toLowerCase())).status).toBe(200);
  });

  it("says expired after the period, and as soon as the holder's access ends", async () => {
    const first = await issued();
    await fixtures.setPeriod(first.row.id, new Date("2025-01-01"), new Date("2025-02-01"));
    expect(((await (await verify(first.row.code)).json()) as CertificateVerification).status).toBe(
      "expired",
    );

    const second = await issued();
    await context()
      .database.db.update(subscription)
      .set({ status: "canceled" })
      .where(eq(subscription.userId, second.owner.id));
    expect(((await (await verify(second.row.code)).json()) as CertificateVerification).status).toBe(
      "expired",
    );
  });

  it("says revoked once an admin revokes it", async () => {
    const { row } = await issued();
    const revoke = await client.post(
      `/api/certificates/${row.id}/revoke`,
      { reason: "Establecimiento cerrado" },
      { cookie: admin.cookie },
    );
    expect(revoke.status).toBe(200);
    const body = (await (await verify(row.code)).json()) as CertificateVerification;
    expect(body.status).toBe("revoked");
    expect(body.revokedAt).not.toBeNull();
    // A revoked certificate proves nothing: it does not answer "¿Qué sonaba?".
    const refused = await ask(row.code, "2026-01-01", "12:00");
    expect(refused.status).toBe(409);
    expect(await messageOf(refused)).toBe(errors.revoked);
  });

  it("answers 404 in Spanish for an unknown or malformed code", async () => {
    for (const code of [newCertificateCode(), "abc", "0".repeat(21), "ILOU".repeat(5), "ñ"]) {
      const response = await verify(code);
      expect(response.status, code).toBe(404);
      expect(response.headers.get("x-robots-tag")).toBe("noindex");
      expect(await messageOf(response)).toBe(errors.notFound);
      expect((await ask(encodeURIComponent(code), "2026-01-01", "12:00")).status).toBe(404);
    }
  });

  /** A local date in Madrid, `days` from today: "2026-11-27". */
  const madridDay = (days: number) =>
    new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Madrid" }).format(
      Date.now() + days * 86_400_000,
    );

  it("lists every play heard during the minute asked, each with its start and end", async () => {
    const { row, place } = await issued();
    await fixtures.setPeriod(row.id, new Date("2026-01-01T00:00:00Z"), new Date("2027-01-01"));
    // 21:01:29 to 21:02:07 in Madrid in November (UTC+1).
    const across = await fixtures.play(place.id, {
      startedAt: "2026-11-24T20:01:29.000Z",
      secondsHeard: 38,
      title: "Brisa de noviembre",
      artist: "Marina Sol",
    });
    // Another establishment's plays never answer for this one.
    const other = await issued();
    await fixtures.play(other.place.id, {
      startedAt: "2026-11-24T20:00:00.000Z",
      secondsHeard: 600,
      title: "Ajena",
    });

    const code = row.code;
    // The song by its title and artist, as people name it: the catalogue's id stays inside.
    expect(await playsAt(code, "2026-11-24", "21:01")).toEqual([
      {
        zoneId: place.id,
        zone: "Principal",
        kind: "song",
        title: "Brisa de noviembre",
        artist: "Marina Sol",
        startedAt: "2026-11-24T20:01:29.000Z",
        endedAt: "2026-11-24T20:02:07.000Z",
        recording: "live",
        receivedAt: "2026-11-24T20:02:07.000Z",
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
    const { row, place, owner } = await issued();
    await fixtures.setPeriod(row.id, new Date("2026-01-01T00:00:00Z"), new Date("2027-01-01"));
    const added = await client.post(
      `/api/establishments/${place.id}/zones`,
      { name: "Terraza" },
      { cookie: owner.cookie },
    );
    const terrace = (await added.json()) as { id: string };
    const startedAt = "2026-11-24T20:01:10.000Z";
    await fixtures.play(place.id, { startedAt, secondsHeard: 30, title: "Dentro" });
    await fixtures.play(place.id, {
      startedAt,
      secondsHeard: 30,
      title: "Fuera",
      zoneId: terrace.id,
    });

    const both = await ask(row.code, "2026-11-24", "21:01");
    expect(both.status).toBe(200);
    const answer = (await both.json()) as WhatPlayedAnswer;
    expect(answer.zones).toEqual([
      { zoneId: place.id, name: "Principal" },
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
    const { row, place } = await issued();
    await fixtures.setPeriod(row.id, new Date("2026-01-01T00:00:00Z"), new Date("2027-01-01"));
    // 21:00:00 to 21:03:00 in Madrid: a song; at 21:01:30 an exact-time message over it.
    await fixtures.play(place.id, {
      startedAt: "2026-11-24T20:00:00.000Z",
      secondsHeard: 180,
      title: "Brisa de noviembre",
      artist: "Marina Sol",
    });
    const messageId = randomUUID();
    await fixtures.play(place.id, {
      startedAt: "2026-11-24T20:01:30.000Z",
      secondsHeard: 20,
      title: "Cerramos en 15 minutos",
      kind: "message",
      songId: messageId,
    });
    // At 21:05:00, between songs: the message alone.
    await fixtures.play(place.id, {
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
    const { row, place } = await issued();
    await fixtures.setPeriod(row.id, new Date("2026-01-01T00:00:00Z"), new Date("2027-01-01"));
    // Recorded out of order: the answer follows the start times, not the log's.
    await fixtures.play(place.id, {
      startedAt: "2026-11-24T20:10:40.000Z",
      secondsHeard: 100,
      title: "Tercera",
    });
    await fixtures.play(place.id, {
      startedAt: "2026-11-24T20:09:00.000Z",
      secondsHeard: 62,
      title: "Primera",
    });
    await fixtures.play(place.id, {
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
    await fixtures.play(place.id, {
      startedAt: "2026-11-20T08:00:00.000Z",
      secondsHeard: 4 * 3600 - 60,
      title: "Larga",
    });
    expect(await titlesAt(row.code, "2026-11-20", "12:30")).toEqual(["Larga"]);
  });

  it("answers for a play no longer than it was heard: an older row that spans more, for its first seconds", async () => {
    const { row, place } = await issued();
    await fixtures.setPeriod(row.id, new Date("2026-01-01T00:00:00Z"), new Date("2027-01-01"));
    // Twenty seconds heard, dated from four hours before it was sent (as a log before
    // decision 032 could take it): from 17:00 to 21:00 in Madrid.
    await fixtures.play(place.id, {
      startedAt: "2026-11-24T16:00:00.000Z",
      endedAt: "2026-11-24T20:00:00.000Z",
      receivedAt: "2026-11-24T20:00:03.000Z",
      secondsHeard: 20,
      title: "De más",
    });
    // A moment of silence inside a play, as the player keeps it, keeps the play's end.
    await fixtures.play(place.id, {
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
    const { place } = await issued();
    const { db } = context().database;
    const query = playsDuringQuery({
      db,
      establishmentId: place.id,
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
    const { row, place } = await issued();
    await fixtures.setPeriod(row.id, new Date("2026-01-01T00:00:00Z"), new Date("2027-01-01"));
    // Heard at 21:20 on the 24th, sent when the connection came back the next morning.
    await fixtures.play(place.id, {
      startedAt: "2026-11-24T20:20:00.000Z",
      secondsHeard: 180,
      title: "Sin conexión",
      receivedAt: "2026-11-25T08:12:30.000Z",
    });
    // Received four minutes after its end: still live.
    await fixtures.play(place.id, {
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

  it("reads the local time on the days the clocks change, and in the Canaries", async () => {
    const { row, place } = await issued();
    await fixtures.setPeriod(row.id, new Date("2026-01-01T00:00:00Z"), new Date("2027-01-01"));
    // 29 March 2026: 02:00 becomes 03:00 in Madrid; 03:00 local is 01:00 UTC.
    await fixtures.play(place.id, {
      startedAt: "2026-03-29T01:00:00.000Z",
      secondsHeard: 300,
      title: "Cambio de hora",
    });
    expect(await titlesAt(row.code, "2026-03-29", "03:02")).toEqual(["Cambio de hora"]);
    expect(await titlesAt(row.code, "2026-03-29", "01:59")).toEqual([]);
    // 25 October 2026: 02:30 happens twice; the first one (00:30 UTC) is meant.
    await fixtures.play(place.id, {
      startedAt: "2026-10-25T00:30:00.000Z",
      secondsHeard: 120,
      title: "Hora repetida",
    });
    expect(await titlesAt(row.code, "2026-10-25", "02:31")).toEqual(["Hora repetida"]);

    const canary = await issued({
      postcode: "35001",
      city: "Las Palmas de Gran Canaria",
      province: "Las Palmas",
    });
    await fixtures.setPeriod(canary.row.id, new Date("2026-01-01"), new Date("2027-01-01"));
    expect(
      ((await (await verify(canary.row.code)).json()) as CertificateVerification).timeZone,
    ).toBe("Atlantic/Canary");
    // 12:42 in the Canaries in July is 11:42 UTC, an hour behind the mainland.
    await fixtures.play(canary.place.id, {
      startedAt: "2026-07-15T11:42:00.000Z",
      secondsHeard: 60,
      title: "Isleña",
    });
    expect(await titlesAt(canary.row.code, "2026-07-15", "12:42:30")).toEqual(["Isleña"]);
    expect(await titlesAt(canary.row.code, "2026-07-15", "13:42:30")).toEqual([]);
  });

  it("keeps the time zone it was issued with when the establishment's changes", async () => {
    const { row, place, owner } = await issued();
    await fixtures.setPeriod(row.id, new Date("2026-01-01T00:00:00Z"), new Date("2027-01-01"));
    await fixtures.play(place.id, {
      startedAt: "2026-07-15T11:42:00.000Z",
      secondsHeard: 60,
      title: "Peninsular",
    });
    const moved = await client.put(
      `/api/establishments/${place.id}`,
      { ...barInMadrid, postcode: "35001", province: "Las Palmas", timeZone: "Atlantic/Canary" },
      { cookie: owner.cookie },
    );
    expect(moved.status, await moved.clone().text()).toBe(200);

    const body = (await (await verify(row.code)).json()) as CertificateVerification;
    expect(body.timeZone).toBe("Europe/Madrid");
    expect(await titlesAt(row.code, "2026-07-15", "13:42")).toEqual(["Peninsular"]);
    expect(await titlesAt(row.code, "2026-07-15", "12:42")).toEqual([]);
    const [listed] = (await (
      await client.get("/api/certificates", { cookie: owner.cookie })
    ).json()) as CertificateSummary[];
    expect(listed?.timeZone).toBe("Europe/Madrid");

    // Issued before certificates kept their zone: the establishment's zone stands in.
    await fixtures.forgetTimeZone(row.id);
    expect(((await (await verify(row.code)).json()) as CertificateVerification).timeZone).toBe(
      "Atlantic/Canary",
    );
    expect(await titlesAt(row.code, "2026-07-15", "12:42")).toEqual(["Peninsular"]);
  });

  it("answers only within the cover: when it begins, that a moment is still to come, when it ended", async () => {
    const current = await issued();
    // The cover began at 20:56 on 24/11/2026 (Madrid) and runs on past today.
    await fixtures.setPeriod(
      current.row.id,
      new Date("2026-11-24T19:56:00Z"),
      new Date(Date.now() + 20 * 86_400_000),
    );
    const before = await ask(current.row.code, "2026-11-24", "20:55");
    expect(before.status).toBe(400);
    expect(await messageOf(before)).toBe(
      "La cobertura de este certificado empieza el 24/11/2026 a las 20:56.",
    );
    expect((await ask(current.row.code, "2026-11-24", "20:56")).status).toBe(200);
    expect((await ask(current.row.code, "2026-11-23", "23:00")).status).toBe(400);
    const future = await ask(current.row.code, madridDay(2), "12:00");
    expect(future.status).toBe(400);
    expect(await messageOf(future)).toBe("Esa hora aún no ha llegado");

    const { row } = await issued();
    await fixtures.setPeriod(
      row.id,
      new Date("2026-03-01T09:00:00Z"),
      new Date("2026-04-01T09:00:00Z"),
    );
    const early = await ask(row.code, "2026-03-01", "09:59");
    expect(await messageOf(early)).toBe(errors.beforeCover("01/03/2026", "10:00"));
    expect((await ask(row.code, "2026-03-01", "10:00")).status).toBe(200);
    expect((await ask(row.code, "2026-04-01", "10:59")).status).toBe(200);
    const after = await ask(row.code, "2026-04-01", "11:00");
    expect(after.status).toBe(400);
    expect(await messageOf(after)).toBe(
      "La cobertura de este certificado terminó el 01/04/2026 a las 11:00.",
    );
    for (const [date, time] of [
      ["2026-02-30", "12:00"],
      ["2026-03-10", "24:00"],
      ["2026-03-10", "12:60"],
      ["10/03/2026", "12:00"],
      ["2026-03-10", ""],
    ] as const)
      expect((await ask(row.code, date, time)).status, `${date} ${time}`).toBe(400);
    expect((await client.get(`/api/certificates/verify/${row.code}/what-played`)).status).toBe(400);
  });

  it("says 'dado de baja' from the establishment's removal on, and answers for what came before", async () => {
    const { row, place, owner } = await issued();
    await fixtures.setPeriod(row.id, new Date("2026-01-01T00:00:00Z"), new Date("2027-01-01"));
    await fixtures.play(place.id, {
      startedAt: "2026-07-15T11:42:00.000Z",
      secondsHeard: 60,
      title: "Antes de la baja",
    });
    const removed = await client.request("DELETE", `/api/establishments/${place.id}`, {
      cookie: owner.cookie,
    });
    expect(await removed.json()).toEqual({ ok: true, archived: true });

    const body = (await (await verify(row.code)).json()) as CertificateVerification;
    expect(body.status).toBe("archived");
    expect(Date.now() - Date.parse(body.archivedAt ?? "")).toBeLessThan(60_000);
    const statusIn = async (path: string, cookie: string) =>
      ((await (await client.get(path, { cookie })).json()) as CertificateSummary[]).find(
        (entry) => entry.id === row.id,
      );
    expect(await statusIn("/api/certificates", owner.cookie)).toMatchObject({
      status: "archived",
      archivedAt: body.archivedAt,
    });
    expect(await statusIn(`/api/users/${owner.id}/certificates`, admin.cookie)).toMatchObject({
      status: "archived",
    });

    // Removed at 12:00 on 1 August (Madrid): what played before is still answered.
    await fixtures.setArchivedAt(place.id, new Date("2026-08-01T10:00:00Z"));
    expect(((await (await verify(row.code)).json()) as CertificateVerification).archivedAt).toBe(
      "2026-08-01T10:00:00.000Z",
    );
    expect(await titlesAt(row.code, "2026-07-15", "13:42")).toEqual(["Antes de la baja"]);
    expect((await ask(row.code, "2026-08-01", "11:59")).status).toBe(200);
    const after = await ask(row.code, "2026-08-01", "12:00");
    expect(after.status).toBe(400);
    expect(await messageOf(after)).toBe(errors.afterArchive("01/08/2026", "12:00"));

    // Removed after its period ended, a certificate simply expired.
    await fixtures.setPeriod(row.id, new Date("2026-01-01T00:00:00Z"), new Date("2026-07-01"));
    expect(((await (await verify(row.code)).json()) as CertificateVerification).status).toBe(
      "expired",
    );
  });

  it("answers /verificar/<code> with 404 when the code names no certificate", async () => {
    const { row } = await issued();
    const root = fs.mkdtempSync(path.join(os.tmpdir(), "sonaria-web-"));
    try {
      fs.writeFileSync(path.join(root, "__spa-fallback.html"), "<!doctype html><title></title>");
      const app = createApp({ ...context().infra, webRoot: root });
      const page = (pathname: string) => app.request(pathname);
      const known = await page(`/verificar/${row.code}`);
      expect(known.status).toBe(200);
      expect(known.headers.get("content-type")).toContain("text/html");
      expect((await page(`/verificar/${groupedCode(row.code).toLowerCase()}`)).status).toBe(200);
      for (const code of [newCertificateCode(), "no-existe", "abc", `${row.code}/otra`, ""]) {
        const unknown = await page(`/verificar/${code}`);
        expect(unknown.status, code).toBe(404);
        // Still the page, which says so in Spanish.
        expect(unknown.headers.get("content-type"), code).toContain("text/html");
        expect(unknown.headers.get("x-robots-tag"), code).toBe("noindex");
      }
      // A revoked certificate is still a certificate: its page says so, with 200.
      await client.post(
        `/api/certificates/${row.id}/revoke`,
        { reason: "Prueba" },
        { cookie: admin.cookie },
      );
      expect((await page(`/verificar/${row.code}`)).status).toBe(200);
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });

  it(`limits each address to ${PUBLIC_CHECK_RULE.max} checks a minute, with Retry-After`, async () => {
    const { row } = await issued();
    const address = nextAddress();
    for (let index = 0; index < PUBLIC_CHECK_RULE.max; index++) {
      const response =
        index % 2 === 0
          ? await verify(row.code, address)
          : await ask(row.code, "2026-01-01", "12:00", address);
      expect(response.status).toBeLessThan(429);
    }
    const limited = await verify(row.code, address);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(Number(limited.headers.get("retry-after"))).toBeLessThanOrEqual(60);
    expect(await messageOf(limited)).toBe(errors.tooManyRequests);
    expect((await ask(row.code, "2026-01-01", "12:00", address)).status).toBe(429);
    // Someone else is not held back.
    expect((await verify(row.code)).status).toBe(200);
  });
});
