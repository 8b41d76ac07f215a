import { randomUUID } from "node:crypto";
import { and, asc, eq, isNull } from "drizzle-orm";
import type { Database } from "../../domain/database";
import { playLogHead, playLogSeal, type PlayLogSealRow } from "../../domain/play-log/tables";
import { zone } from "../../domain/zones/tables";

/** What a zone with no plays yet links to (play-chain.ts's GENESIS_HASH). */
const EMPTY_LOG_HASH = "0".repeat(64);

/**
 * Seals the play log of each of the establishment's live zones as it stands when a
 * certificate is issued, inside the issuing transaction: the PDF prints the first zone's,
 * so a copy of where the chain stood leaves the database with the certificate (decision
 * 016); each zone is a chain of its own (decision 023), and all are sealed at the same
 * instant with reason "certificate". Heads are read, not locked: they only ever name
 * committed rows, and an append waiting on the establishment row this transaction holds
 * would otherwise deadlock with it. No plays yet: seq 0, the log was empty. Answers the
 * seals in the zones' order, and the zones' names.
 */
export async function sealAtIssue(
  tx: Pick<Database, "select" | "insert">,
  establishmentId: string,
  now: Date,
): Promise<{ seals: PlayLogSealRow[]; zoneNames: string[] }> {
  const zones = await tx
    .select({ id: zone.id, name: zone.name, seq: playLogHead.seq, hash: playLogHead.hash })
    .from(zone)
    .leftJoin(playLogHead, eq(playLogHead.zoneId, zone.id))
    .where(and(eq(zone.establishmentId, establishmentId), isNull(zone.archivedAt)))
    .orderBy(asc(zone.position), asc(zone.createdAt));
  const seals = await tx
    .insert(playLogSeal)
    .values(
      zones.map((zoneRow) => ({
        id: randomUUID(),
        establishmentId,
        zoneId: zoneRow.id,
        seq: zoneRow.seq ?? 0,
        hash: zoneRow.hash ?? EMPTY_LOG_HASH,
        reason: "certificate" as const,
        sealedAt: now,
      })),
    )
    .returning();
  const order = new Map(zones.map((zoneRow, index) => [zoneRow.id, index]));
  return {
    seals: seals.sort((a, b) => (order.get(a.zoneId) ?? 0) - (order.get(b.zoneId) ?? 0)),
    zoneNames: zones.map((zoneRow) => zoneRow.name),
  };
}
