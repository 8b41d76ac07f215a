import { eq, sql } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import type { CertificateVerification } from "~/shared/certificates/schema";
import type { Zone } from "~/shared/zones/schema";
import { verifyPlayLogCommand } from "../../cli-commands/verify-play-log";
import { establishment } from "../../domain/establishments/tables";
import { zone } from "../../domain/zones/tables";
import { certificateFixtures } from "../../testing/certificate-fixtures";
import { httpClient, signedInUser } from "../../testing/http-client";
import { asOperator, operatorRefusal } from "../../testing/operator-role";
import { playLogFixtures } from "../../testing/play-log-fixtures";
import { describeEachDatabase } from "../../testing/test-app";

/**
 * Decision 033, tried as the attacker would: deleting an establishment's row with the
 * operator's own database role (plain DML, triggers on) cascaded into its plays, its seals
 * and its certificates, and the inspector's code then answered 404.
 */
describeEachDatabase("establishments and zones that hold evidence", (context) => {
  const plays = playLogFixtures(context);
  const certificates = certificateFixtures(context);
  const client = httpClient(context);
  const db = () => context().database.db;
  let songId: string;

  beforeAll(async () => {
    const admin = await signedInUser(context, { role: "admin" });
    songId = (await plays.songs(admin.cookie, ["Uno"]))[0]?.id ?? "";
  });

  /** A paying owner's establishment with plays in two zones, and its certificate. */
  async function certifiedWithZones() {
    const owner = await signedInUser(context);
    await certificates.subscription(owner.id, { quantity: 2 });
    const ownEstablishment = await plays.establishment(owner.cookie);
    const terrace = await plays.zone(owner.cookie, ownEstablishment.id, "Terraza");
    await plays.sendOk(owner.cookie, [
      plays.play(ownEstablishment.id, songId),
      plays.play(ownEstablishment.id, songId, { zoneId: terrace.id }),
    ]);
    expect((await certificates.download(owner.cookie, ownEstablishment.id)).status).toBe(200);
    const [certificate] = await certificates.certificatesOf(ownEstablishment.id);
    return {
      owner,
      ownEstablishment,
      terrace,
      certificate: certificate as NonNullable<typeof certificate>,
    };
  }

  const verification = (code: string) => client.get(`/api/certificates/verify/${code}`);
  const cli = (establishment: string) =>
    verifyPlayLogCommand(context().infra, { establishment }, () => {});

  it("refuses the operator's role deleting the establishment, a zone, the certificate or the account", async () => {
    const { owner, ownEstablishment, terrace, certificate } = await certifiedWithZones();
    const refused = (statement: ReturnType<typeof sql>) => operatorRefusal(context(), [statement]);
    const keeps = (what: string) =>
      expect.stringMatching(
        new RegExp(`^${what} .* holds evidence .*: it is archived, never deleted$`),
      );
    expect(await refused(sql`delete from establishment where id = ${ownEstablishment.id}`)).toEqual(
      keeps("establishment"),
    );
    // Deleting the account cascades into its establishments, and stops there.
    expect(await refused(sql`delete from "user" where id = ${owner.id}`)).toEqual(
      keeps("establishment"),
    );
    expect(await refused(sql`delete from zone where id = ${terrace.id}`)).toEqual(keeps("zone"));
    const unchangeable = "certificate rows are never deleted, and change only to be revoked";
    expect(await refused(sql`delete from certificate where id = ${certificate.id}`)).toBe(
      unchangeable,
    );
    expect(
      await refused(sql`update certificate set valid_until = now() where id = ${certificate.id}`),
    ).toBe(unchangeable);

    const answer = await verification(certificate.code);
    expect(answer.status).toBe(200);
    expect(await answer.json()).toMatchObject({ status: "valid", playLog: "intact" });
    expect(await cli(ownEstablishment.id)).toEqual({
      lines: ["1 establishment, 2 plays, chains intact."],
      ok: true,
    });
  });

  it("archives what the owner removes through the app: the code answers 'Dado de baja', never 404", async () => {
    const { owner, ownEstablishment, terrace, certificate } = await certifiedWithZones();
    const second = await client.request("DELETE", `/api/zones/${terrace.id}`, {
      cookie: owner.cookie,
    });
    expect(second.status).toBe(200);
    const removed = await client.request("DELETE", `/api/establishments/${ownEstablishment.id}`, {
      cookie: owner.cookie,
    });
    expect(await removed.json()).toEqual({ ok: true, archived: true });
    // Archived, the rows stay; the operator's role still cannot delete them.
    await expect(
      operatorRefusal(context(), [
        sql`delete from establishment where id = ${ownEstablishment.id}`,
      ]),
    ).resolves.toMatch(/holds evidence/);

    const answer = await verification(certificate.code);
    expect(answer.status).toBe(200);
    const body = (await answer.json()) as CertificateVerification;
    expect(body).toMatchObject({ status: "archived", playLog: "intact" });
    expect(body.archivedAt).toEqual(expect.any(String));
    expect((await cli(ownEstablishment.id)).ok).toBe(true);
  });

  it("still deletes an establishment and a zone that nothing refers to", async () => {
    const owner = await signedInUser(context, { complimentary: true });
    const bare = await plays.establishment(owner.cookie);
    const removed = await client.request("DELETE", `/api/establishments/${bare.id}`, {
      cookie: owner.cookie,
    });
    expect(await removed.json()).toEqual({ ok: true, archived: false });
    expect(await db().select().from(establishment).where(eq(establishment.id, bare.id))).toEqual(
      [],
    );

    const ownEstablishment = await plays.establishment(owner.cookie);
    const added = await client.post(
      `/api/establishments/${ownEstablishment.id}/zones`,
      { name: "Almacén" },
      { cookie: owner.cookie },
    );
    const unused = (await added.json()) as Zone;
    await asOperator(context(), [sql`delete from zone where id = ${unused.id}`]);
    expect(await db().select().from(zone).where(eq(zone.id, unused.id))).toEqual([]);
    await asOperator(context(), [sql`delete from establishment where id = ${ownEstablishment.id}`]);
  });
});
