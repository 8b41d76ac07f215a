import { eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { playLogSeal } from "../../db/schema";
import type { CertificateDocument } from "./render-certificate-pdf";

/** The seal a certificate printed at issue, or null for one issued before seals existed. */
export async function findCertificateSeal(
  db: Database,
  sealId: string | null,
): Promise<CertificateDocument["seal"]> {
  if (!sealId) return null;
  const [seal] = await db
    .select({ seq: playLogSeal.seq, hash: playLogSeal.hash, sealedAt: playLogSeal.sealedAt })
    .from(playLogSeal)
    .where(eq(playLogSeal.id, sealId));
  return seal ?? null;
}
