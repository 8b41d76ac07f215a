import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { certificatesCopy } from "~/shared/copy/certificates";
import { paths } from "~/shared/paths";
import type { CertificateSummary } from "~/shared/certificates/schema";
import { establishment } from "../../domain/establishments/tables";
import { subscription } from "../../domain/subscriptions/tables";
import { certificateFixtures } from "../../testing/certificate-fixtures";
import { httpClient, signedInUser, type SignedInUser } from "../../testing/http-client";
import { pdfQrCode, pdfText } from "../../testing/read-pdf";
import { describeEachDatabase, TEST_APP_URL } from "../../testing/test-app";
import { certificateSettings } from "./certificate-settings";
import { issueCertificate } from "./issue-certificate";

const errors = certificatesCopy.errors;
const DAY_MS = 86_400_000;

describeEachDatabase("licence certificates", (context) => {
  const client = httpClient(context);
  const fixtures = certificateFixtures(context);
  let admin: SignedInUser;

  beforeAll(async () => {
    admin = await signedInUser(context, { role: "admin" });
  });

  const messageOf = async (response: Response) =>
    ((await response.json()) as { error: { message: string } }).error.message;
  const listOf = async (cookie: string, path = "/api/certificates") => {
    const response = await client.get(path, { cookie });
    expect(response.status).toBe(200);
    return (await response.json()) as CertificateSummary[];
  };
  const issueAt = (owner: SignedInUser, establishmentId: string, now: Date) =>
    issueCertificate({
      db: context().database.db,
      settings: certificateSettings(context().infra.env),
      userId: owner.id,
      role: "user",
      establishmentId,
      now,
    });

  it("gives the owner a PDF naming everyone, with a QR code of its verification page", async () => {
    const owner = await signedInUser(context, { complimentary: true });
    const ownEstablishment = await fixtures.establishment(owner.cookie, {
      tradingName: "Cafetería Peñalver",
      legalName: "Peñalver e Hijos S.L.",
    });
    const response = await fixtures.download(owner.cookie, ownEstablishment.id);
    expect(response.status, await response.clone().text()).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    const [row] = await fixtures.certificatesOf(ownEstablishment.id);
    expect(row?.number).toMatch(/^SON-\d{4}-\d{6}$/);
    expect(response.headers.get("content-disposition")).toBe(
      `attachment; filename="certificado-${row?.number}.pdf"`,
    );

    const bytes = new Uint8Array(await response.arrayBuffer());
    const { text } = await pdfText(bytes);
    const verificationUrl = `${TEST_APP_URL}${paths.verifyCertificate(row?.code ?? "")}`;
    for (const expected of [
      certificatesCopy.title,
      "Cafetería Peñalver",
      "Peñalver e Hijos S.L.",
      "B12345674",
      "Calle Mayor 1, 28013 Madrid (Madrid)",
      context().infra.env.publicConfig.legalName,
      context().infra.env.LEGAL_TAX_ID,
      context().infra.env.LEGAL_ADDRESS,
      context().infra.env.LICENCE_STATEMENT,
      certificatesCopy.scope("Sonaria"),
      row?.number ?? "?",
      verificationUrl,
    ])
      expect(text).toContain(expected);
    expect(await pdfQrCode(bytes)).toBe(verificationUrl);
  });

  it("reuses the certificate of the period, and lists it", async () => {
    const owner = await signedInUser(context, { complimentary: true });
    const ownEstablishment = await fixtures.establishment(owner.cookie);
    expect((await fixtures.download(owner.cookie, ownEstablishment.id)).status).toBe(200);
    expect((await fixtures.download(owner.cookie, ownEstablishment.id)).status).toBe(200);
    const rows = await fixtures.certificatesOf(ownEstablishment.id);
    expect(rows).toHaveLength(1);
    // Complimentary access has no end: one year from issue.
    const row = rows[0];
    expect(row?.validUntil.getTime()).toBeGreaterThan(Date.now() + 364 * DAY_MS);
    expect(await listOf(owner.cookie)).toEqual([
      expect.objectContaining({
        id: row?.id,
        number: row?.number,
        establishmentId: ownEstablishment.id,
        tradingName: "Bar Lucía",
        status: "valid",
        revokedAt: null,
      }),
    ]);
  });

  it("issues one certificate when two downloads arrive together", async () => {
    const owner = await signedInUser(context, { complimentary: true });
    const ownEstablishment = await fixtures.establishment(owner.cookie);
    const answers = await Promise.all(
      [1, 2, 3].map(() => fixtures.download(owner.cookie, ownEstablishment.id)),
    );
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    expect(await fixtures.certificatesOf(ownEstablishment.id)).toHaveLength(1);
  });

  it("covers a trial from its start to its end", async () => {
    const owner = await signedInUser(context);
    const trialStart = new Date(Date.now() - 2 * DAY_MS);
    const trialEnd = new Date(Date.now() + 5 * DAY_MS);
    await fixtures.subscription(owner.id, {
      status: "trialing",
      trialStart,
      trialEnd,
      currentPeriodEnd: trialEnd,
      createdAt: trialStart,
    });
    const ownEstablishment = await fixtures.establishment(owner.cookie);
    expect((await fixtures.download(owner.cookie, ownEstablishment.id)).status).toBe(200);
    const [row] = await fixtures.certificatesOf(ownEstablishment.id);
    expect(row?.validFrom).toEqual(trialStart);
    expect(row?.validUntil).toEqual(trialEnd);
  });

  it("covers the paid period, and issues the next one when the subscription renews", async () => {
    const owner = await signedInUser(context);
    const firstEnd = new Date(Date.now() + 10 * DAY_MS);
    const paid = await fixtures.subscription(owner.id, { currentPeriodEnd: firstEnd });
    const ownEstablishment = await fixtures.establishment(owner.cookie);
    expect((await fixtures.download(owner.cookie, ownEstablishment.id)).status).toBe(200);
    const [first] = await fixtures.certificatesOf(ownEstablishment.id);
    const firstStart = new Date(firstEnd);
    firstStart.setUTCMonth(firstStart.getUTCMonth() - 1);
    expect(first?.validFrom).toEqual(firstStart);
    expect(first?.validUntil).toEqual(firstEnd);

    // The provider renews it: the next period, and the next certificate once there.
    const secondEnd = new Date(firstEnd);
    secondEnd.setUTCMonth(secondEnd.getUTCMonth() + 1);
    await context()
      .database.db.update(subscription)
      .set({ currentPeriodEnd: secondEnd })
      .where(eq(subscription.id, paid.id));
    const inSecondPeriod = new Date(firstEnd.getTime() + DAY_MS);
    const { certificate: second } = await issueAt(owner, ownEstablishment.id, inSecondPeriod);
    expect(second.id).not.toBe(first?.id);
    expect(second.validFrom).toEqual(firstEnd);
    expect(second.validUntil).toEqual(secondEnd);
    expect(second.number).not.toBe(first?.number);
    const later = await issueAt(
      owner,
      ownEstablishment.id,
      new Date(inSecondPeriod.getTime() + DAY_MS),
    );
    expect(later.certificate.id).toBe(second.id);
  });

  it("is refused to visitors, to accounts without access, and when access has ended", async () => {
    const owner = await signedInUser(context, { complimentary: true });
    const ownEstablishment = await fixtures.establishment(owner.cookie);
    expect(
      (await client.get(`/api/establishments/${ownEstablishment.id}/certificate`)).status,
    ).toBe(401);
    expect((await client.get("/api/certificates")).status).toBe(401);

    const lapsed = await signedInUser(context);
    await fixtures.subscription(lapsed.id, { currentPeriodEnd: new Date(Date.now() - 1000) });
    const refused = await fixtures.download(lapsed.cookie, ownEstablishment.id);
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { error: { code: string } }).error.code).toBe(
      "SUBSCRIPTION_REQUIRED",
    );
  });

  it("answers 404 for another user's establishment and for an archived one", async () => {
    const owner = await signedInUser(context, { complimentary: true });
    const stranger = await signedInUser(context, { complimentary: true });
    const ownEstablishment = await fixtures.establishment(owner.cookie);
    const theirs = await fixtures.download(stranger.cookie, ownEstablishment.id);
    expect(theirs.status).toBe(404);
    expect(await messageOf(theirs)).toBe(errors.establishmentNotFound);
    expect((await fixtures.download(owner.cookie, randomUUID())).status).toBe(404);
    expect((await fixtures.download(owner.cookie, "no-es-un-uuid")).status).toBe(400);

    await context()
      .database.db.update(establishment)
      .set({ archivedAt: new Date() })
      .where(eq(establishment.id, ownEstablishment.id));
    const archived = await fixtures.download(owner.cookie, ownEstablishment.id);
    expect(archived.status).toBe(404);
    expect(await fixtures.certificatesOf(ownEstablishment.id)).toEqual([]);
  });

  it("is not for an admin's role alone, but is for an admin with complimentary access", async () => {
    const ownEstablishment = await fixtures.establishment(admin.cookie);
    const refused = await fixtures.download(admin.cookie, ownEstablishment.id);
    expect(refused.status).toBe(403);
    expect(await messageOf(refused)).toBe(errors.adminWithoutAccess);
    expect(await fixtures.certificatesOf(ownEstablishment.id)).toEqual([]);

    const subscribedAdmin = await signedInUser(context, { role: "admin", complimentary: true });
    const theirs = await fixtures.establishment(subscribedAdmin.cookie);
    expect((await fixtures.download(subscribedAdmin.cookie, theirs.id)).status).toBe(200);
  });

  it("lets admins list and revoke certificates, once, with a reason; a new one follows", async () => {
    const owner = await signedInUser(context, { complimentary: true });
    const ownEstablishment = await fixtures.establishment(owner.cookie);
    await fixtures.download(owner.cookie, ownEstablishment.id);
    const [row] = await fixtures.certificatesOf(ownEstablishment.id);
    const id = row?.id ?? "";
    const revoke = (cookie: string | undefined, body: unknown = { reason: "Datos erróneos" }) =>
      client.post(`/api/certificates/${id}/revoke`, body, { cookie });

    expect((await revoke(undefined)).status).toBe(401);
    expect((await revoke(owner.cookie)).status).toBe(403);
    expect(
      (await client.get(`/api/users/${owner.id}/certificates`, { cookie: owner.cookie })).status,
    ).toBe(403);
    expect((await revoke(admin.cookie, { reason: "" })).status).toBe(400);
    expect((await revoke(admin.cookie, {})).status).toBe(400);
    const unknown = await client.post(
      `/api/certificates/${randomUUID()}/revoke`,
      { reason: "x" },
      { cookie: admin.cookie },
    );
    expect(unknown.status).toBe(404);

    expect((await revoke(admin.cookie)).status).toBe(200);
    const again = await revoke(admin.cookie, { reason: "Otra vez" });
    expect(again.status).toBe(409);
    expect(await messageOf(again)).toBe(errors.alreadyRevoked);

    const [revoked] = await fixtures.certificatesOf(ownEstablishment.id);
    expect(revoked).toMatchObject({ revokedReason: "Datos erróneos", revokedBy: admin.id });
    expect(revoked?.revokedAt).toBeInstanceOf(Date);
    expect(await listOf(admin.cookie, `/api/users/${owner.id}/certificates`)).toEqual([
      expect.objectContaining({ id, status: "revoked", revokedReason: "Datos erróneos" }),
    ]);

    // A revoked certificate is never handed out again: the next download issues another.
    expect((await fixtures.download(owner.cookie, ownEstablishment.id)).status).toBe(200);
    const listed = await listOf(owner.cookie);
    expect(listed.map((entry) => entry.status)).toEqual(["valid", "revoked"]);
    expect(listed[0]?.validFrom).toBe(listed[1]?.validFrom);
  });

  it("lists past certificates as expired once access has ended", async () => {
    const owner = await signedInUser(context);
    const paid = await fixtures.subscription(owner.id);
    const ownEstablishment = await fixtures.establishment(owner.cookie);
    await fixtures.download(owner.cookie, ownEstablishment.id);
    expect((await listOf(owner.cookie)).map((entry) => entry.status)).toEqual(["valid"]);
    await context()
      .database.db.update(subscription)
      .set({ status: "canceled", currentPeriodEnd: new Date(Date.now() - 1000) })
      .where(eq(subscription.id, paid.id));
    expect((await listOf(owner.cookie)).map((entry) => entry.status)).toEqual(["expired"]);
  });
});
