import { createHash } from "node:crypto";
import type { PlayLogRow } from "../../domain/play-log/tables";

/*
 * The play log's hash chain, shared by the ingest (which writes it) and by
 * `verify-play-log` (which recomputes it). Each row's hash covers its facts and the
 * previous row's hash, so changing, removing or reordering a row breaks every hash after
 * it. The first row of a chain links to GENESIS_HASH, or after retention to its anchor.
 */

/** What the first row of a chain points back to. */
export const GENESIS_HASH = "0".repeat(64);

/**
 * Names the serialisation: a change of fields gets a new tag, old rows keep theirs. v4
 * added the kind, song or message (decision 028), v3 the zone (decision 023), v2 the
 * play's end (decision 017); v1 rows were logged before it existed.
 */
const FORMAT = "sonaria-play-v4";
const FORMAT_V3 = "sonaria-play-v3";
const FORMAT_V2 = "sonaria-play-v2";
const FORMAT_V1 = "sonaria-play-v1";

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
    play.zoneId,
    play.seq,
    play.clientId,
    play.kind,
    play.songId,
    play.title,
    play.artist,
    play.startedAt.toISOString(),
    play.endedAt.toISOString(),
    play.secondsHeard,
    play.ending,
    play.deviceId,
    play.origin,
    play.receivedAt.toISOString(),
    play.prevHash,
  ]);
}

// Each format is written out whole on purpose, never built from another: old rows' hashes
// are over exactly these bytes, and a shared piece would let one edit move them all.

/** The third format, without the kind. */
function canonicalPlayV3(play: ChainedPlay): string {
  return JSON.stringify([
    FORMAT_V3,
    play.establishmentId,
    play.zoneId,
    play.seq,
    play.clientId,
    play.songId,
    play.title,
    play.artist,
    play.startedAt.toISOString(),
    play.endedAt.toISOString(),
    play.secondsHeard,
    play.ending,
    play.deviceId,
    play.origin,
    play.receivedAt.toISOString(),
    play.prevHash,
  ]);
}

/** The second format, without the zone. */
function canonicalPlayV2(play: ChainedPlay): string {
  return JSON.stringify([
    FORMAT_V2,
    play.establishmentId,
    play.seq,
    play.clientId,
    play.songId,
    play.title,
    play.artist,
    play.startedAt.toISOString(),
    play.endedAt.toISOString(),
    play.secondsHeard,
    play.ending,
    play.deviceId,
    play.origin,
    play.receivedAt.toISOString(),
    play.prevHash,
  ]);
}

/** The first format, without the end. */
function canonicalPlayV1(play: ChainedPlay): string {
  return JSON.stringify([
    FORMAT_V1,
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

const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");

/** SHA-256 of the canonical text, in hex. */
export function playHash(play: ChainedPlay): string {
  return sha256(canonicalPlay(play));
}

/**
 * Whether a stored row's hash matches its facts: in the current format, or in an older
 * one. Older formats do not name the kind: they were logged before messages, so they hold
 * only for a song (0029_play_kind.sql), or a changed kind would go unseen. Before v3 they
 * do not name the zone either, so they hold only in a Principal zone, whose id
 * is its establishment's (0022_zones.sql); the first format does not cover the end either,
 * so its end must be the one the migration derived from the start and the seconds heard
 * (0014_play_clocks.sql), not a free value.
 */
export function hashMatches(row: PlayLogRow): boolean {
  const { hash, ...facts } = row;
  if (playHash(facts) === hash) return true;
  if (row.kind !== "song") return false;
  if (sha256(canonicalPlayV3(facts)) === hash) return true;
  if (row.zoneId !== row.establishmentId) return false;
  if (sha256(canonicalPlayV2(facts)) === hash) return true;
  const derivedEnd = row.startedAt.getTime() + Math.round(row.secondsHeard * 1000);
  return (
    Math.abs(row.endedAt.getTime() - derivedEnd) <= 1 && sha256(canonicalPlayV1(facts)) === hash
  );
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
