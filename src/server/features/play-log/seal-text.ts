import { createHash } from "node:crypto";
import type { PlayLogSealRow } from "../../domain/play-log/tables";

/** What a seal's text says: every column but whether a time stamp was asked for. */
export type SealFacts = Omit<PlayLogSealRow, "stampRequested">;

/** Names the serialisation, as play-chain.ts's FORMAT does for rows. */
const FORMAT_V1 = "sonaria-seal-v1";
/** v2 names the zone (decision 023). */
const FORMAT = "sonaria-seal-v2";

/**
 * A seal as one unambiguous line of text (a JSON array in a fixed order). Its SHA-256 is
 * what a time-stamp authority signs and what the weekly e-mail and the PDF let anyone
 * recompute: the text names the chain, where it stood and when. A Principal zone's chain
 * is the one its establishment had before zones (its id is the establishment's), so its
 * seals keep the first format, which names the establishment only: every seal written
 * before zones reads, and digests, as it did. Other zones' seals name the zone too.
 */
export function canonicalSeal(seal: SealFacts): string {
  const chain =
    seal.zoneId === seal.establishmentId
      ? [FORMAT_V1, seal.id, seal.establishmentId]
      : [FORMAT, seal.id, seal.establishmentId, seal.zoneId];
  return JSON.stringify([...chain, seal.seq, seal.hash, seal.reason, seal.sealedAt.toISOString()]);
}

/** SHA-256 of the canonical text: the 32 bytes sent to the time-stamp authority. */
export function sealDigest(seal: SealFacts): Buffer {
  return createHash("sha256").update(canonicalSeal(seal)).digest();
}

/** How a seal is named in a report: its time and id, as the e-mail and the PDF show it. */
export const sealName = (seal: Pick<PlayLogSealRow, "id" | "sealedAt">) =>
  `the seal of ${seal.sealedAt.toISOString()} (${seal.id})`;
