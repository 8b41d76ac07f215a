import { randomUUID } from "node:crypto";
import type { Database } from "../../domain/database";
import { playLogSeal } from "../../domain/play-log/tables";
import { GENESIS_HASH } from "./play-chain";

/**
 * The seal of a chain's opening (decision 033): seq 0 and the genesis hash, dated when its
 * first play was received, in the transaction that creates the chain's head. No row of the
 * chain arrived before it, so an anchor over rows received within the retention period is
 * always contradicted by a head seal below it — this one, when no daily seal is. It costs
 * one statement in the life of a chain. Not time-stamped: the night's daily seal is.
 */
export async function sealOpenedChains(
  tx: Pick<Database, "insert">,
  heads: { zoneId: string; establishmentId: string; opened: boolean }[],
  receivedAt: Date,
): Promise<void> {
  const opened = heads.filter((head) => head.opened);
  if (opened.length === 0) return;
  await tx.insert(playLogSeal).values(
    opened.map((head) => ({
      id: randomUUID(),
      establishmentId: head.establishmentId,
      zoneId: head.zoneId,
      seq: 0,
      hash: GENESIS_HASH,
      reason: "opened" as const,
      sealedAt: receivedAt,
    })),
  );
}
