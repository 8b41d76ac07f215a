import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { certificatesCopy } from "~/shared/copy/certificates";
import { userTopic } from "~/shared/events/topics";
import { retentionCutoff } from "~/shared/play-log/retention";
import { certificate, type CertificateRow } from "../../domain/certificates/tables";
import { establishment } from "../../domain/establishments/tables";
import { subscription } from "../../domain/subscriptions/tables";
import { certificateFixtures } from "../../testing/certificate-fixtures";
import { httpClient, signedInUser, type SignedInUser } from "../../testing/http-client";
import { pdfText } from "../../testing/read-pdf";
import { describeEachDatabase } from "../../testing/test-app";

const errors = certificatesCopy.errors;
const DAY_MS = 86_400_000;

describeEachDatabase(
  "GET /api/certificates/:id/pdf: proof outlives the subscription",
  (context) => {
    const client = httpClient(context);
    const fixtures = certificateFixtures(context);
    const db = () => context().database.db;
    const retentionYears = () => context().infra.env.PLAY_LOG_RETENTION_YEARS;

    const pdfOf = (cookie: string | undefined, certificateId: string) =>
      client.get(`/api/certificates/${certificateId}/pdf`, { cookie });
    const messageOf = async (response: Response) =>
      ((await response.json()) as { error: { code: string; message: string } }).error;

    /** A paid customer with an establishment and its certificate, whose subscription then ends. */
    async function lapsedOwner() {
      const owner = await signedInUser(context);
      const paid = await fixtures.subscription(owner.id);
      const ownEstablishment = await fixtures.establishment(owner.cookie, {
        tradingName: "Bar Cerrado",
      });
      expect((await fixtures.download(owner.cookie, ownEstablishment.id)).status).toBe(200);
      const [issued] = await fixtures.certificatesOf(ownEstablishment.id);
      await db()
        .update(subscription)
        .set({ status: "canceled", currentPeriodEnd: new Date(Date.now() - 1000) })
        .where(eq(subscription.id, paid.id));
      await context().infra.events.publish({ topic: userTopic(owner.id) });
      return { owner, ownEstablishment, issued: issued as CertificateRow };
    }

    /** Another certificate of the same establishment, for a period that ended at `until`. */
    async function pastCertificate(row: CertificateRow, until: Date) {
      const [made] = await db()
        .insert(certificate)
        .values({
          ...row,
          id: randomUUID(),
          code: randomUUID(),
          number: `SON-2020-${randomUUID().slice(0, 6)}`,
          validFrom: new Date(until.getTime() - 30 * DAY_MS),
          validUntil: until,
          issuedAt: new Date(until.getTime() - 30 * DAY_MS),
        })
        .returning();
      return made as CertificateRow;
    }

    it("gives the owner without access the PDF of a certificate already issued", async () => {
      const { owner, ownEstablishment, issued } = await lapsedOwner();
      // Listed as expired, with the calendar its dates are written on.
      const listed = await client.get("/api/certificates", { cookie: owner.cookie });
      expect(await listed.json()).toEqual([
        expect.objectContaining({ id: issued.id, status: "expired", timeZone: "Europe/Madrid" }),
      ]);
      const response = await pdfOf(owner.cookie, issued.id);
      expect(response.status, await response.clone().text()).toBe(200);
      expect(response.headers.get("content-type")).toBe("application/pdf");
      expect(response.headers.get("content-disposition")).toBe(
        `attachment; filename="certificado-${issued.number}.pdf"`,
      );
      const bytes = new Uint8Array(await response.arrayBuffer());
      expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe("%PDF-");
      const { text } = await pdfText(bytes);
      expect(text).toContain(issued.number);
      expect(text).toContain("Bar Cerrado");

      // Issuing the next period's certificate still needs access.
      const refused = await fixtures.download(owner.cookie, ownEstablishment.id);
      expect(refused.status).toBe(403);
      expect((await messageOf(refused)).code).toBe("SUBSCRIPTION_REQUIRED");
      expect(await fixtures.certificatesOf(ownEstablishment.id)).toHaveLength(1);
    });

    it("keeps a certificate for the retention period after its period ended, not longer", async () => {
      const { owner, issued } = await lapsedOwner();
      const cutoff = retentionCutoff(new Date(), retentionYears());
      const kept = await pastCertificate(issued, new Date(cutoff.getTime() + DAY_MS));
      const gone = await pastCertificate(issued, new Date(cutoff.getTime() - DAY_MS));

      expect((await pdfOf(owner.cookie, kept.id)).status).toBe(200);
      const refused = await pdfOf(owner.cookie, gone.id);
      expect(refused.status).toBe(409);
      expect((await messageOf(refused)).message).toBe(errors.pastRetention(retentionYears()));
    });

    it("refuses a revoked certificate: it no longer proves anything", async () => {
      const { owner, issued } = await lapsedOwner();
      await db()
        .update(certificate)
        .set({ revokedAt: new Date(), revokedReason: "Datos erróneos" })
        .where(eq(certificate.id, issued.id));
      const refused = await pdfOf(owner.cookie, issued.id);
      expect(refused.status).toBe(409);
      expect((await messageOf(refused)).message).toBe(errors.revokedDownload);
    });

    it("keeps the certificates of an archived establishment", async () => {
      const { owner, ownEstablishment, issued } = await lapsedOwner();
      await db()
        .update(establishment)
        .set({ archivedAt: new Date() })
        .where(eq(establishment.id, ownEstablishment.id));
      expect((await pdfOf(owner.cookie, issued.id)).status).toBe(200);
    });

    it("answers 404 for another user's certificate or none, and 401 to visitors", async () => {
      const { issued } = await lapsedOwner();
      const strangers: SignedInUser[] = [
        await signedInUser(context),
        await signedInUser(context, { complimentary: true }),
        await signedInUser(context, { role: "admin" }),
      ];
      for (const stranger of strangers) {
        const theirs = await pdfOf(stranger.cookie, issued.id);
        expect(theirs.status).toBe(404);
        expect((await messageOf(theirs)).message).toBe(errors.certificateNotFound);
      }
      const { owner } = await lapsedOwner();
      expect((await pdfOf(owner.cookie, randomUUID())).status).toBe(404);
      expect((await pdfOf(owner.cookie, "no-es-un-uuid")).status).toBe(400);
      expect((await pdfOf(undefined, issued.id)).status).toBe(401);
    });

    it("still answers a public check of a code spelt like the PDF's path", async () => {
      const response = await client.get("/api/certificates/verify/pdf");
      expect(response.status).toBe(404);
      expect((await messageOf(response)).message).toBe(errors.notFound);
    });
  },
);
