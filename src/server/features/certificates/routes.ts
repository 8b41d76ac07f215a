import { Hono, type Context, type MiddlewareHandler } from "hono";
import { certificatesCopy } from "~/shared/copy/certificates";
import { paths } from "~/shared/paths";
import { revokeCertificateSchema, whatPlayedQuerySchema } from "~/shared/certificates/schema";
import { requireAccess, requirePermitted, requireUser, type AuthEnv } from "../../auth/guards";
import type { Database } from "../../domain/database";
import type { CertificateRow } from "../../domain/certificates/tables";
import type { AppDeps } from "../../deps";
import { externalIdParam, idParam, validate } from "../../http/validate";
import { certificateSettings, type CertificateSettings } from "./certificate-settings";
import { findCertificateSeals } from "./find-certificate-seals";
import { findDownloadableCertificate } from "./find-downloadable-certificate";
import { issueCertificate } from "./issue-certificate";
import { limitPublicChecks } from "./limit-public-checks";
import { listCertificates } from "./list-certificates";
import type { CheckPlayLog } from "./play-log-check";
import { renderCertificatePdf } from "./render-certificate-pdf";
import { revokeCertificate } from "./revoke-certificate";
import { verifyCertificate } from "./verify-certificate";
import { whatPlayed } from "./what-played";

/** A certificate's public answers stay out of search engines, errors included. */
const noIndex: MiddlewareHandler = async (c, next) => {
  await next();
  c.res.headers.set("X-Robots-Tag", "noindex");
};

/** A certificate as its PDF, saved by the browser under the certificate's number. */
async function pdfAnswer(
  c: Context,
  { db, settings }: { db: Database; settings: CertificateSettings },
  { certificate, timeZone }: { certificate: CertificateRow; timeZone: string },
) {
  const pdf = await renderCertificatePdf({
    ...certificate,
    timeZone,
    brandName: settings.brandName,
    verificationUrl: `${settings.appUrl}${paths.verifyCertificate(certificate.code)}`,
    // The seals made at issue: where each zone's log stood, printed outside the database.
    seals: await findCertificateSeals(db, certificate.sealId),
  });
  return c.body(new Uint8Array(pdf), 200, {
    "Content-Type": "application/pdf",
    "Content-Disposition": `attachment; filename="${certificatesCopy.pdf.fileName(certificate.number)}"`,
  });
}

/**
 * Licence certificates (decision 011): the owner's PDF of the current period at
 * /api/establishments/:id/certificate (issued on the first download, so it needs access),
 * the PDF of one already issued at /api/certificates/:id/pdf (without access: proof
 * outlives the subscription), their list at /api/certificates, the public checks at
 * /api/certificates/verify/:code, and the admins' list (/api/users/:id/certificates) and
 * revocation.
 */
export function certificatesRoutes(deps: AppDeps, proof: { checkPlayLog: CheckPlayLog }) {
  const { db } = deps.database;
  const settings = certificateSettings(deps.env);
  const publicCheck = [noIndex, limitPublicChecks(db)] as const;

  const ofEstablishment = new Hono<AuthEnv>().get(
    "/:id/certificate",
    requireUser(deps.sessions),
    requireAccess(deps.access),
    validate("param", idParam),
    async (c) =>
      pdfAnswer(
        c,
        { db, settings },
        await issueCertificate({
          db,
          settings,
          userId: c.var.user.id,
          role: c.var.user.role,
          establishmentId: c.req.valid("param").id,
        }),
      ),
  );

  const certificates = new Hono<AuthEnv>()
    .get("/", requireUser(deps.sessions), async (c) =>
      c.json(await listCertificates({ db, userId: c.var.user.id })),
    )
    .get("/verify/:code", ...publicCheck, async (c) =>
      c.json(await verifyCertificate({ db, code: c.req.param("code"), ...proof })),
    )
    .get(
      "/verify/:code/what-played",
      ...publicCheck,
      validate("query", whatPlayedQuerySchema),
      async (c) =>
        c.json(
          await whatPlayed({ db, code: c.req.param("code"), ...proof, ...c.req.valid("query") }),
        ),
    )
    // After the public checks: /verify/pdf checks a code, it is no certificate's PDF.
    .get("/:id/pdf", requireUser(deps.sessions), validate("param", idParam), async (c) =>
      pdfAnswer(
        c,
        { db, settings },
        await findDownloadableCertificate({
          db,
          userId: c.var.user.id,
          certificateId: c.req.valid("param").id,
          retentionYears: deps.env.PLAY_LOG_RETENTION_YEARS,
        }),
      ),
    )
    .post(
      "/:id/revoke",
      requirePermitted(deps.sessions, "users:manage"),
      validate("param", idParam),
      validate("json", revokeCertificateSchema),
      async (c) => {
        await revokeCertificate({
          db,
          certificateId: c.req.valid("param").id,
          adminId: c.var.user.id,
          reason: c.req.valid("json").reason,
        });
        return c.json({ ok: true });
      },
    );

  const ofUser = new Hono<AuthEnv>().get(
    "/:id/certificates",
    requirePermitted(deps.sessions, "users:manage"),
    validate("param", externalIdParam),
    async (c) => c.json(await listCertificates({ db, userId: c.req.valid("param").id })),
  );

  return { ofEstablishment, certificates, ofUser };
}
