import { createHash } from "node:crypto";
import type { PlayLogRow } from "../../db/schema";

/*
 * The play log's hash chain, shared by the ingest (which writes it) and by
 * `verify-play-log` (which recomputes it). Each row's hash covers its facts and the
 * previous row's hash, so changing, removing or reordering a row breaks every hash after
 * it. The first row of a chain links to GENESIS_HASH, or after retention to its anchor.
 */

/** What the first row of a chain points back to. */
export const GENESIS_HASH = "0".repeat(64);

/** Names the serialisation: a future change of fields gets a new tag, old rows keep theirs. */
const FORMAT = "sonaria-play-v1";

/** The facts a hash covers: every column of the row but the hash itself. */
export type ChainedPlay = Omit<PlayLogRow, "hash">;

/**
 * The row as one unambiguous text: a JSON array in a fixed order (JSON quotes and escapes
 * every string, so no field can run into the next), times as ISO text to the millisecond
 * — the precision the columns keep.
 */
export function canonicalPlay(play: ChainedPlay): string {
  return JSON.stringify([
    FORMAT,
    play.establishmentId,
    play.seq,
    play.clientId,
    play.songId,
    play.title,
    play.artist,
    play.startedAt.toISOString(),
    play.secondsHeard,
    play.ending,
    play.deviceId,
    play.origin,
    play.receivedAt.toISOString(),
    play.prevHash,
  ]);
}

/** SHA-256 of the canonical text, in hex. */
export function playHash(play: ChainedPlay): string {
  return createHash("sha256").update(canonicalPlay(play)).digest("hex");
}

/** Links plays after the chain's end (`seq`, `hash`): their seq, prevHash and hash. */
export function chainPlays(
  head: { seq: number; hash: string },
  plays: Omit<ChainedPlay, "seq" | "prevHash">[],
): PlayLogRow[] {
  let { seq, hash } = head;
  return plays.map((play) => {
    const linked = { ...play, seq: seq + 1, prevHash: hash };
    seq = linked.seq;
    hash = playHash(linked);
    return { ...linked, hash };
  });
}
