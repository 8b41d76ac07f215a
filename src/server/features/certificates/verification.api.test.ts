import { eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { certificatesCopy } from "~/shared/copy/certificates";
import type { CertificateVerification, WhatPlayedAnswer } from "~/shared/schemas/certificates";
import { subscription, type CertificateRow } from "../../db/schema";
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
  const answerOf = async (code: string, date: string, time: string) => {
    const response = await ask(code, date, time);
    expect(response.status, await response.clone().text()).toBe(200);
    return ((await response.json()) as WhatPlayedAnswer).song;
  };
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

  it("names the song playing at a local moment, at the edges of each play", async () => {
    const { row, place } = await issued();
    await fixtures.setPeriod(row.id, new Date("2026-01-01T00:00:00Z"), new Date("2027-01-01"));
    // 13:42 in Madrid in July is 11:42 UTC; the song is heard for 200 s, until 13:45:20.
    const first = await fixtures.play(place.id, {
      startedAt: "2026-07-15T11:42:00.000Z",
      secondsHeard: 200,
      title: "Brisa de julio",
      artist: "Marina Sol",
    });
    await fixtures.play(place.id, {
      startedAt: "2026-07-15T11:50:00.000Z",
      secondsHeard: 180,
      title: "Segunda",
    });
    // Another establishment's plays never answer for this one.
    const other = await issued();
    await fixtures.play(other.place.id, {
      startedAt: "2026-07-15T11:46:00.000Z",
      secondsHeard: 600,
      title: "Ajena",
    });

    const code = row.code;
    expect(await answerOf(code, "2026-07-15", "13:41")).toBeNull();
    expect(await answerOf(code, "2026-07-15", "13:42")).toEqual({
      id: first.songId,
      title: "Brisa de julio",
      artist: "Marina Sol",
      secondsIn: 0,
    });
    expect((await answerOf(code, "2026-07-15", "13:43:30"))?.secondsIn).toBe(90);
    expect((await answerOf(code, "2026-07-15", "13:45:19"))?.secondsIn).toBe(199);
    // Its end is silence: 200 s after the start, the song is over.
    expect(await answerOf(code, "2026-07-15", "13:45:20")).toBeNull();
    expect(await answerOf(code, "2026-07-15", "13:47")).toBeNull();
    expect(await answerOf(code, "2026-07-15", "13:50")).toMatchObject({
      title: "Segunda",
      secondsIn: 0,
    });
    const response = await ask(code, "2026-07-15", "13:51");
    expect(((await response.json()) as WhatPlayedAnswer).at).toBe("2026-07-15T11:51:00.000Z");
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
    expect((await answerOf(row.code, "2026-03-29", "03:02"))?.secondsIn).toBe(120);
    expect(await answerOf(row.code, "2026-03-29", "01:59")).toBeNull();
    // 25 October 2026: 02:30 happens twice; the first one (00:30 UTC) is meant.
    await fixtures.play(place.id, {
      startedAt: "2026-10-25T00:30:00.000Z",
      secondsHeard: 120,
      title: "Hora repetida",
    });
    expect(await answerOf(row.code, "2026-10-25", "02:31")).toMatchObject({
      title: "Hora repetida",
      secondsIn: 60,
    });

    const canary = await issued({ postcode: "35001", city: "Las Palmas de Gran Canaria" });
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
    expect(await answerOf(canary.row.code, "2026-07-15", "12:42:30")).toMatchObject({
      title: "Isleña",
      secondsIn: 30,
    });
    expect(await answerOf(canary.row.code, "2026-07-15", "13:42:30")).toBeNull();
  });

  it("answers only within the certificate's period, and refuses bad dates and times", async () => {
    const { row } = await issued();
    await fixtures.setPeriod(
      row.id,
      new Date("2026-03-01T09:00:00Z"),
      new Date("2026-04-01T09:00:00Z"),
    );
    const before = await ask(row.code, "2026-03-01", "09:59");
    expect(before.status).toBe(400);
    expect(await messageOf(before)).toBe(errors.outsidePeriod("01/03/2026", "01/04/2026"));
    expect((await ask(row.code, "2026-03-01", "10:00")).status).toBe(200);
    expect((await ask(row.code, "2026-04-01", "11:00")).status).toBe(200);
    expect((await ask(row.code, "2026-04-01", "11:01")).status).toBe(400);
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
