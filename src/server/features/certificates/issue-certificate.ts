import { randomUUID } from "node:crypto";
import { and, desc, eq, gt, isNull, lte, sql } from "drizzle-orm";
import type { Role } from "~/shared/accounts/roles";
import { certificatesCopy } from "~/shared/copy/certificates";
import type { Database } from "../../domain/database";
import {
  certificate,
  type CertificateFacts,
  type CertificateRow,
} from "../../domain/certificates/tables";
import { ownEstablishment } from "../../domain/establishments/listed-establishments";
import { establishment } from "../../domain/establishments/tables";
import { subscription } from "../../domain/subscriptions/tables";
import { AppError } from "../../domain/app-error";
import { accessPeriod } from "./access-period";
import { newPublicCode } from "../../infra/public-code";
import { certificateNumber } from "./certificate-number";
import type { CertificateSettings } from "./certificate-settings";
import { certificateTimeZone } from "./certificate-time-zone";
import { sealAtIssue } from "./seal-at-issue";

const errors = certificatesCopy.errors;

const yearIn = (moment: Date, timeZone: string) =>
  Number(new Intl.DateTimeFormat("en", { year: "numeric", timeZone }).format(moment));

const unrevokedCertificatesOf = (establishmentId: string) =>
  and(eq(certificate.establishmentId, establishmentId), isNull(certificate.revokedAt));

/**
 * The certificate of an establishment for the access period the owner is in: the one already
 * issued for it (not revoked), or a new one. Renewal is automatic: once a period ends, the
 * next download issues the next period's certificate. The establishment's row is locked so
 * two downloads at once issue one certificate. The certificate keeps the establishment's
 * time zone of that moment: its dates and answers never move with a later change.
 */
export async function issueCertificate(options: {
  db: Database;
  settings: CertificateSettings;
  userId: string;
  role: Role;
  establishmentId: string;
  now?: Date;
}): Promise<{ certificate: CertificateRow; timeZone: string }> {
  const now = options.now ?? new Date();
  return options.db.transaction(async (tx) => {
    const subscriptions = await tx
      .select()
      .from(subscription)
      .where(eq(subscription.userId, options.userId));
    const period = accessPeriod({ role: options.role, subscriptions, now });
    if (period.kind === "admin-only") throw new AppError("FORBIDDEN", errors.adminWithoutAccess);
    if (period.kind === "none")
      throw new AppError("SUBSCRIPTION_REQUIRED", "An active subscription is required");

    const [establishmentRow] = await tx
      .select()
      .from(establishment)
      .where(ownEstablishment(options.userId, options.establishmentId))
      .for("update");
    if (!establishmentRow) throw new AppError("NOT_FOUND", errors.establishmentNotFound);

    const [current] = await tx
      .select()
      .from(certificate)
      .where(
        and(
          unrevokedCertificatesOf(establishmentRow.id),
          lte(certificate.validFrom, now),
          gt(certificate.validUntil, now),
        ),
      )
      .orderBy(desc(certificate.issuedAt))
      .limit(1);
    if (current)
      return {
        certificate: current,
        timeZone: certificateTimeZone(current, establishmentRow.timeZone),
      };

    // Consecutive certificates do not overlap: the new one starts where the last one ended
    // (complimentary access, which has no periods of its own, renews this way).
    const [previous] = await tx
      .select({ validUntil: certificate.validUntil })
      .from(certificate)
      .where(and(unrevokedCertificatesOf(establishmentRow.id), lte(certificate.validUntil, now)))
      .orderBy(desc(certificate.validUntil))
      .limit(1);
    const validFrom =
      previous && previous.validUntil > period.start ? previous.validUntil : period.start;

    const result = (await tx.execute(sql`select nextval('certificate_number_seq') as value`)) as {
      rows: { value: string | number }[];
    };
    const facts: CertificateFacts = {
      customer: { legalName: establishmentRow.legalName, taxId: establishmentRow.taxId },
      establishment: {
        tradingName: establishmentRow.tradingName,
        address: establishmentRow.address,
        postcode: establishmentRow.postcode,
        city: establishmentRow.city,
        province: establishmentRow.province,
      },
      provider: options.settings.provider,
      licenceStatement: options.settings.licenceStatement,
      timeZone: establishmentRow.timeZone,
    };
    const { seals, zoneNames } = await sealAtIssue(tx, establishmentRow.id, now);
    facts.zones = zoneNames;
    const [issued] = await tx
      .insert(certificate)
      .values({
        id: randomUUID(),
        code: newPublicCode(),
        number: certificateNumber({
          brandName: options.settings.brandName,
          year: yearIn(now, establishmentRow.timeZone),
          sequence: Number(result.rows[0]?.value),
        }),
        establishmentId: establishmentRow.id,
        userId: options.userId,
        validFrom,
        validUntil: period.end,
        facts,
        issuedAt: now,
        sealId: seals[0]?.id ?? null,
      })
      .returning();
    return { certificate: issued as CertificateRow, timeZone: establishmentRow.timeZone };
  });
}
