import { eq, sql } from "drizzle-orm";
import { expect, it } from "vitest";
import { playLogSealsCopy } from "~/shared/copy/play-log-seals";
import type { CertificateVerification, WhatPlayedAnswer } from "~/shared/certificates/schema";
import { playLog, playLogSeal } from "../../domain/play-log/tables";
import type { CertificateRow } from "../../domain/certificates/tables";
import { certificateFixtures } from "../../testing/certificate-fixtures";
import { httpClient, signedInUser } from "../../testing/http-client";
import { tamperWithPlayLog } from "../../testing/play-log-tampering";
import { pdfText } from "../../testing/read-pdf";
import { describeEachDatabase } from "../../testing/test-app";

/** Four plays on 15 July 2026 from 13:00 in Madrid (11:00 UTC), one every ten minutes. */
const PLAYS = ["Primera", "Segunda", "Tercera", "Cuarta"].map((title, index) => ({
  title,
  startedAt: `2026-07-15T11:${index}0:00.000Z`,
  secondsHeard: 300,
}));

describeEachDatabase("certificates and the sealed play log", (context) => {
  const client = httpClient(context);
  const fixtures = certificateFixtures(context);
  const db = () => context().database.db;

  /** An establishment with the four plays, and its certificate issued after them. */
  async function certified(plays = PLAYS) {
    const owner = await signedInUser(context, { complimentary: true });
    const establishment = await fixtures.establishment(owner.cookie);
    for (const play of plays) await fixtures.play(establishment.id, play);
    const pdf = await fixtures.download(owner.cookie, establishment.id);
    expect(pdf.status).toBe(200);
    const [row] = await fixtures.certificatesOf(establishment.id);
    const certificate = row as CertificateRow;
    await fixtures.setPeriod(
      certificate.id,
      new Date("2026-01-01T00:00:00Z"),
      new Date("2027-01-01"),
    );
    return { establishment, certificate, pdf: new Uint8Array(await pdf.arrayBuffer()) };
  }

  const playLogOf = async (code: string) => {
    const response = await client.get(`/api/certificates/verify/${code}`);
    expect(response.status).toBe(200);
    return ((await response.json()) as CertificateVerification).playLog;
  };
  const ask = (code: string, time: string) =>
    client.get(`/api/certificates/verify/${code}/what-played?date=2026-07-15&time=${time}`);
  const expectRefused = async (code: string, time: string) => {
    const response = await ask(code, time);
    expect(response.status).toBe(409);
    expect(((await response.json()) as { error: { message: string } }).error.message).toBe(
      playLogSealsCopy.verification.whatPlayedRefused,
    );
  };
  const tamper = (...statements: ReturnType<typeof sql>[]) =>
    tamperWithPlayLog(context(), statements);
  const hashAt = async (establishmentId: string, seq: number) =>
    (
      await db()
        .select({ hash: playLog.hash })
        .from(playLog)
        .where(sql`${playLog.establishmentId} = ${establishmentId} and ${playLog.seq} = ${seq}`)
    )[0]?.hash as string;

  it("seals the log at issue and prints the seal on the PDF", async () => {
    const { establishment, certificate, pdf } = await certified();
    const [seal] = await db()
      .select()
      .from(playLogSeal)
      .where(eq(playLogSeal.id, certificate.sealId ?? ""));
    expect(seal).toMatchObject({
      establishmentId: establishment.id,
      seq: 4,
      hash: await hashAt(establishment.id, 4),
      reason: "certificate",
      sealedAt: certificate.issuedAt,
    });
    const { text } = await pdfText(pdf);
    expect(text).toContain(playLogSealsCopy.pdf.heading(1).toUpperCase());
    expect(text).toContain(`Principal ${playLogSealsCopy.pdf.seq(4)} ${seal?.hash}`);
  });

  it("prints every zone's seal made at issue, each by its zone's name", async () => {
    const owner = await signedInUser(context, { complimentary: true });
    const establishment = await fixtures.establishment(owner.cookie);
    const added = await client.post(
      `/api/establishments/${establishment.id}/zones`,
      { name: "Terraza" },
      { cookie: owner.cookie },
    );
    expect(added.status).toBe(201);
    const terrace = (await added.json()) as { id: string };
    for (const play of PLAYS)
      await fixtures.play(establishment.id, { ...play, zoneId: terrace.id });
    await fixtures.play(establishment.id, PLAYS[0] as (typeof PLAYS)[number]);
    const pdf = await fixtures.download(owner.cookie, establishment.id);
    expect(pdf.status).toBe(200);
    const { text } = await pdfText(new Uint8Array(await pdf.arrayBuffer()));
    const [certificate] = await fixtures.certificatesOf(establishment.id);
    const made = await db()
      .select()
      .from(playLogSeal)
      .where(eq(playLogSeal.sealedAt, (certificate as CertificateRow).issuedAt));
    const hashOf = (zoneId: string) => made.find((seal) => seal.zoneId === zoneId)?.hash;
    expect(text).toContain(playLogSealsCopy.pdf.heading(2).toUpperCase());
    expect(text).toContain(`Principal ${playLogSealsCopy.pdf.seq(1)} ${hashOf(establishment.id)}`);
    expect(text).toContain(`Terraza ${playLogSealsCopy.pdf.seq(4)} ${hashOf(terrace.id)}`);
  });

  it("prints that the log was empty when nothing had played yet", async () => {
    const { certificate, pdf } = await certified([]);
    const [seal] = await db()
      .select()
      .from(playLogSeal)
      .where(eq(playLogSeal.id, certificate.sealId ?? ""));
    expect(seal).toMatchObject({ seq: 0, hash: "0".repeat(64), reason: "certificate" });
    const { text } = await pdfText(pdf);
    expect(text).toContain(`Principal ${playLogSealsCopy.pdf.seq(0)} ${"0".repeat(64)}`);
  });

  it("answers for an untouched log", async () => {
    const { certificate } = await certified();
    expect(await playLogOf(certificate.code)).toBe("intact");
    const response = await ask(certificate.code, "13:12");
    expect(response.status).toBe(200);
    expect(((await response.json()) as WhatPlayedAnswer).plays).toMatchObject([
      { title: "Segunda" },
    ]);
  });

  it("refuses to say what played once a sealed row was altered behind the triggers", async () => {
    const { establishment, certificate } = await certified();
    await tamper(
      sql`update play_log set title = 'Falsa' where establishment_id = ${establishment.id} and seq = 2`,
    );
    await expectRefused(certificate.code, "13:12");
    // The last sealed row altered: the status says so too.
    await tamper(
      sql`update play_log set title = 'Falsa' where establishment_id = ${establishment.id} and seq = 4`,
    );
    expect(await playLogOf(certificate.code)).toBe("altered");
  });

  it("finds a deleted middle row around the moment asked", async () => {
    const { establishment, certificate } = await certified();
    await expect(
      db().execute(
        sql`delete from play_log where establishment_id = ${establishment.id} and seq = 2`,
      ),
    ).rejects.toThrow();
    expect((await ask(certificate.code, "13:12")).status).toBe(200);

    await tamper(
      sql`delete from play_log where establishment_id = ${establishment.id} and seq = 2`,
    );
    // Row 2 was playing at 13:12: without it the log would answer "nothing", or row 1.
    await expectRefused(certificate.code, "13:12");
    await expectRefused(certificate.code, "13:02");
  });

  it("finds a cut tail with the head moved back", async () => {
    const { establishment, certificate } = await certified();
    const second = await hashAt(establishment.id, 2);
    await tamper(
      sql`delete from play_log where establishment_id = ${establishment.id} and seq > 2`,
      sql`update play_log_head set seq = 2, hash = ${second} where establishment_id = ${establishment.id}`,
    );
    expect(await playLogOf(certificate.code)).toBe("altered");
    await expectRefused(certificate.code, "13:02");
  });

  it("checks plays received after the last seal too", async () => {
    const { establishment, certificate } = await certified();
    await fixtures.play(establishment.id, {
      title: "Quinta",
      startedAt: "2026-07-15T11:40:00.000Z",
      secondsHeard: 60,
    });
    expect(await playLogOf(certificate.code)).toBe("intact");
    await tamper(
      sql`update play_log set title = 'Falsa' where establishment_id = ${establishment.id} and seq = 5`,
    );
    expect(await playLogOf(certificate.code)).toBe("altered");
    await expectRefused(certificate.code, "13:40");
  });
});
