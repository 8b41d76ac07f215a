import { createHash } from "node:crypto";
import type { PlayLogSealRow } from "../../db/schema";

/** Names the serialisation, as play-chain.ts's FORMAT does for rows. */
const FORMAT = "sonaria-seal-v1";

/**
 * A seal as one unambiguous line of text (a JSON array in a fixed order). Its SHA-256 is
 * what a time-stamp authority signs and what the weekly e-mail and the PDF let anyone
 * recompute: the text names the establishment, where its chain stood and when.
 */
export function canonicalSeal(seal: PlayLogSealRow): string {
  return JSON.stringify([
    FORMAT,
    seal.id,
    seal.establishmentId,
    seal.seq,
    seal.hash,
    seal.reason,
    seal.sealedAt.toISOString(),
  ]);
}

/** SHA-256 of the canonical text: the 32 bytes sent to the time-stamp authority. */
export function sealDigest(seal: PlayLogSealRow): Buffer {
  return createHash("sha256").update(canonicalSeal(seal)).digest();
}
