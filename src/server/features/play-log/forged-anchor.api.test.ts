import { sql } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { playLogSealsCopy } from "~/shared/copy/play-log-seals";
import type { CertificateVerification, WhatPlayedAnswer } from "~/shared/certificates/schema";
import { verifyPlayLogCommand } from "../../cli-commands/verify-play-log";
import { certificateFixtures } from "../../testing/certificate-fixtures";
import { httpClient, signedInUser, type SignedInUser } from "../../testing/http-client";
import { asOperator, operatorRefusal } from "../../testing/operator-role";
import { playLogFixtures } from "../../testing/play-log-fixtures";
import { describeEachDatabase } from "../../testing/test-app";
import { sealPlayLogs } from "./seal-play-logs";

/** "2026-11-29" and "03:44:23" in Madrid: how the public page asks about a moment. */
function madridMoment(at: Date) {
  const [date, time] = new Intl.DateTimeFormat("sv-SE", {
    timeZone: "Europe/Madrid",
    dateStyle: "short",
    timeStyle: "medium",
  })
    .format(at)
    .split(" ");
  return { date: date as string, time: time as string };
}

/**
 * Decision 033, tried as the attacker would: with the operator's own database role (plain
 * INSERT and DELETE, triggers on), a row in the retention anchor's table opened the play
 * log's delete guard, and every play of a zone went — sealed, certified and time-stamped
 * ones included — while both verifications still said the log held.
 */
describeEachDatabase("a retention anchor forged by the operator's database role", (context) => {
  const plays = playLogFixtures(context);
  const certificates = certificateFixtures(context);
  const client = httpClient(context);
  let songId: string;

  beforeAll(async () => {
    const admin = await signedInUser(context, { role: "admin" });
    songId = (await plays.songs(admin.cookie, ["Uno"]))[0]?.id ?? "";
  });

  /** A paying owner's establishment: three plays, sealed by the night's job, then certified. */
  async function certifiedLog() {
    const owner: SignedInUser = await signedInUser(context);
    await certificates.subscription(owner.id);
    const establishment = await plays.establishment(owner.cookie);
    const sent = Array.from({ length: 3 }, () => plays.play(establishment.id, songId));
    await plays.sendOk(owner.cookie, sent);
    await sealPlayLogs({ db: context().database.db });
    expect((await certificates.download(owner.cookie, establishment.id)).status).toBe(200);
    const [certificate] = await certificates.certificatesOf(establishment.id);
    const asked = madridMoment(new Date(sent[1]?.startedAt ?? ""));
    return { establishment, code: certificate?.code ?? "", asked };
  }

  const verification = async (code: string) => {
    const response = await client.get(`/api/certificates/verify/${code}`);
    expect(response.status).toBe(200);
    return (await response.json()) as CertificateVerification;
  };
  const whatPlayed = (code: string, asked: { date: string; time: string }) =>
    client.get(
      `/api/certificates/verify/${code}/what-played?date=${asked.date}&time=${asked.time}`,
    );
  const cli = (establishment: string) =>
    verifyPlayLogCommand(context().infra, { establishment }, () => {});

  it("answers for the log as it was before the attack", async () => {
    const { establishment, code, asked } = await certifiedLog();
    expect((await verification(code)).playLog).toBe("intact");
    const answer = await whatPlayed(code, asked);
    expect(answer.status).toBe(200);
    expect(((await answer.json()) as WhatPlayedAnswer).plays).not.toHaveLength(0);
    expect((await cli(establishment.id)).ok).toBe(true);
  });

  it("refuses an anchor that no retention seal backs, so the plays cannot be deleted", async () => {
    const { establishment, code, asked } = await certifiedLog();
    expect(
      await operatorRefusal(context(), [
        sql`insert into play_log_anchor (zone_id, establishment_id, seq, hash, removed_before)
          select zone_id, establishment_id, seq, hash, now() from play_log_head
          where zone_id = ${establishment.id}`,
        sql`delete from play_log where zone_id = ${establishment.id}`,
      ]),
    ).toBe("a play_log_anchor needs a retention seal of its seq and hash");
    // Nor can it delete a play without one, nor move a seal.
    expect(
      await operatorRefusal(context(), [
        sql`delete from play_log where zone_id = ${establishment.id}`,
      ]),
    ).toBe("play_log rows are append-only: only retention removes them, oldest first");
    expect(
      await operatorRefusal(context(), [
        sql`update play_log_seal set sealed_at = sealed_at - interval '6 years' where zone_id = ${establishment.id}`,
      ]),
    ).toBe("play_log_seal rows are append-only");
    expect((await verification(code)).playLog).toBe("intact");
    expect((await whatPlayed(code, asked)).status).toBe(200);
    expect(await cli(establishment.id)).toEqual({
      lines: ["1 establishment, 3 plays, chains intact."],
      ok: true,
    });
  });

  it("shows 'Registro alterado' when the role writes a retention seal of its own too", async () => {
    const { establishment, code, asked } = await certifiedLog();
    await asOperator(context(), [
      sql`insert into play_log_seal (id, establishment_id, zone_id, seq, hash, reason, sealed_at)
        select gen_random_uuid()::text, establishment_id, zone_id, seq, hash, 'retention', now()
        from play_log_head where zone_id = ${establishment.id}`,
      sql`insert into play_log_anchor (zone_id, establishment_id, seq, hash, removed_before)
        select zone_id, establishment_id, seq, hash, now() from play_log_head
        where zone_id = ${establishment.id}`,
      sql`delete from play_log where zone_id = ${establishment.id}`,
    ]);

    // The public page: the log no longer matches its seals, and it says nothing played.
    expect((await verification(code)).playLog).toBe("altered");
    const answer = await whatPlayed(code, asked);
    expect(answer.status).toBe(409);
    expect(((await answer.json()) as { error: { message: string } }).error.message).toBe(
      playLogSealsCopy.verification.whatPlayedRefused,
    );

    // The CLI names the anchor and the seal that contradicts it.
    const report = await cli(establishment.id);
    expect(report.ok).toBe(false);
    expect(report.lines[0]).toMatch(
      new RegExp(
        `^BROKEN establishment ${establishment.id} at seq 3: the anchor at row 3 removed plays still within the retention period: the seal of \\S+ \\(\\S+\\) recorded the chain at row 0`,
      ),
    );
  });
});
