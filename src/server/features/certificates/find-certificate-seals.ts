import { and, asc, eq } from "drizzle-orm";
import type { Database } from "../../domain/database";
import { playLogSeal } from "../../domain/play-log/tables";
import { zone } from "../../domain/zones/tables";
import type { CertificateDocument } from "./render-certificate-pdf";

/**
 * The seals a certificate prints: every zone's, made at issue in one instant (sealAtIssue),
 * found from the one the certificate names; in the zones' order, each with its zone's name.
 * None for a certificate issued before seals existed.
 */
export async function findCertificateSeals(
  db: Database,
  sealId: string | null,
): Promise<CertificateDocument["seals"]> {
  if (!sealId) return [];
  const [named] = await db
    .select({ establishmentId: playLogSeal.establishmentId, sealedAt: playLogSeal.sealedAt })
    .from(playLogSeal)
    .where(eq(playLogSeal.id, sealId));
  if (!named) return [];
  return db
    .select({
      zoneName: zone.name,
      seq: playLogSeal.seq,
      hash: playLogSeal.hash,
      sealedAt: playLogSeal.sealedAt,
    })
    .from(playLogSeal)
    .innerJoin(zone, eq(zone.id, playLogSeal.zoneId))
    .where(
      and(
        eq(playLogSeal.establishmentId, named.establishmentId),
        eq(playLogSeal.reason, "certificate"),
        eq(playLogSeal.sealedAt, named.sealedAt),
      ),
    )
    .orderBy(asc(zone.position), asc(zone.createdAt));
}
