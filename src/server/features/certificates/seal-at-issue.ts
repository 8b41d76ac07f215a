import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { playLogHead, playLogSeal, type PlayLogSealRow } from "../../db/schema";

/** What an establishment with no plays yet links to (play-chain.ts's GENESIS_HASH). */
const EMPTY_LOG_HASH = "0".repeat(64);

/**
 * Seals the establishment's play log as it stands when a certificate is issued, inside
 * the issuing transaction: the PDF prints it, so a copy of where the chain stood leaves
 * the database with the certificate (decision 016). The head is read, not locked: it only
 * ever names committed rows, and an append waiting on the establishment row this
 * transaction holds would otherwise deadlock with it. No plays yet: seq 0, the log was
 * empty.
 */
export async function sealAtIssue(
  tx: Pick<Database, "select" | "insert">,
  establishmentId: string,
  now: Date,
): Promise<PlayLogSealRow> {
  const [head] = await tx
    .select({ seq: playLogHead.seq, hash: playLogHead.hash })
    .from(playLogHead)
    .where(eq(playLogHead.establishmentId, establishmentId));
  const [seal] = await tx
    .insert(playLogSeal)
    .values({
      id: randomUUID(),
      establishmentId,
      seq: head?.seq ?? 0,
      hash: head?.hash ?? EMPTY_LOG_HASH,
      reason: "certificate",
      sealedAt: now,
    })
    .returning();
  return seal as PlayLogSealRow;
}
