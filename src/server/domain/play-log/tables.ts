import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  doublePrecision,
  index,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import type { SealReasonName } from "~/shared/play-log/seals-schema";
import type { PlayEnding, PlayKind, PlayOrigin } from "~/shared/play-log/play-facts";
import type { PlayerWaitReason } from "~/shared/play-log/player-waits";
import { userColumn } from "../accounts/tables";
import { establishmentColumn } from "../establishments/tables";
import { zoneColumn } from "../zones/tables";
import {
  belongsTo,
  bytea,
  createdAtColumn,
  idColumn,
  timestampTz,
  timestampTzMs,
} from "../columns";

/**
 * Every play, append-only: `hash` covers the row's facts and `prevHash`, the hash of the
 * zone's previous row (by `seq`), so removing or altering a row breaks the chain. The chain
 * is the zone's (decision 023); `establishmentId` stays for the questions asked of a whole
 * establishment (its certificate, its history across zones).
 * Song title and artist are copied: the proof must outlive a catalogue change. A message's
 * row has its name as title and no artist (decision 028).
 */
export const playLog = pgTable(
  "play_log",
  {
    establishmentId: establishmentColumn(),
    zoneId: zoneColumn(),
    /** 1, 2, 3… per zone, in the order the server received the plays. */
    seq: bigint("seq", { mode: "number" }).notNull(),
    /** Made by the browser: a batch sent twice adds nothing. */
    clientId: text("client_id").notNull(),
    /** A song, or the account's own message (decision 028): then songId is the message's id. */
    kind: text("kind").$type<PlayKind>().notNull().default("song"),
    songId: text("song_id").notNull(),
    title: text("title").notNull(),
    artist: text("artist").notNull(),
    /** When the device says the play began and ended (its clock, set by the server's). */
    startedAt: timestampTzMs("started_at").notNull(),
    endedAt: timestampTzMs("ended_at").notNull(),
    secondsHeard: doublePrecision("seconds_heard").notNull(),
    ending: text("ending").$type<PlayEnding>().notNull(),
    deviceId: text("device_id").notNull(),
    origin: text("origin").$type<PlayOrigin>().notNull(),
    /** The server's clock: whether the play was recorded live or late (shared/play-log/recording). */
    receivedAt: timestampTzMs("received_at").notNull(),
    prevHash: text("prev_hash").notNull(),
    hash: text("hash").notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.zoneId, table.seq] }),
    uniqueIndex("play_log_zone_client_id_idx").on(table.zoneId, table.clientId),
    index("play_log_zone_started_at_idx").on(table.zoneId, table.startedAt),
    index("play_log_started_at_idx").on(table.establishmentId, table.startedAt),
  ],
);

/** A position in a zone's chain, one row per zone: the `seq` there and that row's `hash`. */
const chainPoint = () => ({
  zoneId: zoneColumn().primaryKey(),
  establishmentId: establishmentColumn(),
  seq: bigint("seq", { mode: "number" }).notNull(),
  hash: text("hash").notNull(),
});

/**
 * The end of each zone's chain (last `seq` and `hash`): appends lock this row, so two
 * batches for one zone never fork the chain.
 */
export const playLogHead = pgTable("play_log_head", chainPoint());

/**
 * When the player waited for a tap before it could sound (decision 021): the browser's
 * autoplay policy refused to start the music by itself. Beside the plays, not in their
 * chain: a wait is not a play. Like a play it keeps both clocks — the device's start and
 * end, and when the server had each — so a wait reported long after it happened shows.
 */
export const playerWait = pgTable(
  "player_wait",
  {
    /** Made by the browser: a start sent twice records one wait. */
    id: idColumn(),
    establishmentId: establishmentColumn(),
    zoneId: zoneColumn(),
    userId: userColumn(),
    /**
     * The session whose player waited (decision 034): only it may say when the wait
     * ended. Null for waits recorded before 0030.
     */
    sessionId: text("session_id"),
    reason: text("reason").$type<PlayerWaitReason>().notNull(),
    startedAt: timestampTzMs("started_at").notNull(),
    endedAt: timestampTzMs("ended_at"),
    receivedAt: timestampTzMs("received_at").notNull(),
    endedReceivedAt: timestampTzMs("ended_received_at"),
  },
  (table) => [index("player_wait_started_at_idx").on(table.establishmentId, table.startedAt)],
);

export type PlayerWaitRow = typeof playerWait.$inferSelect;

/**
 * Where a chain restarts after retention removed its oldest rows: the first kept row's
 * `prevHash` must equal `hash`, the hash of the last removed row. Written only on a
 * retention seal of the same seq and hash, moved only forward, never deleted (decision 033).
 */
export const playLogAnchor = pgTable("play_log_anchor", {
  /** The last removed row's seq and hash. */
  ...chainPoint(),
  removedBefore: timestampTz("removed_before").notNull(),
  createdAt: createdAtColumn(),
});

export type PlayLogRow = typeof playLog.$inferSelect;

/** Why a seal was written (shared/play-log/seals-schema). */
export type SealReason = SealReasonName;

/**
 * Where each chain stood (its head's `seq` and `hash`) at `sealedAt`, append-only
 * (decision 016). Copies leave the database — the owner's weekly e-mail, the certificate
 * PDF, an RFC 3161 time stamp — so moving a head back or rewriting sealed rows is found.
 * Seq 0 with the genesis hash seals an empty log.
 */
export const playLogSeal = pgTable(
  "play_log_seal",
  {
    id: idColumn(),
    establishmentId: establishmentColumn(),
    zoneId: zoneColumn(),
    seq: bigint("seq", { mode: "number" }).notNull(),
    hash: text("hash").notNull(),
    reason: text("reason").$type<SealReason>().notNull(),
    /** The server's clock when the seal was written, to the millisecond (it is hashed). */
    sealedAt: timestampTzMs("sealed_at").notNull(),
    /**
     * A time-stamp authority was configured when it was written, and its stamping job
     * committed with it: a token is due (decision 033). Not in the seal's text; the
     * append-only trigger keeps plain DML from clearing it.
     */
    stampRequested: boolean("stamp_requested").notNull().default(false),
  },
  (table) => [
    index("play_log_seal_establishment_idx").on(table.establishmentId, table.seq),
    index("play_log_seal_zone_idx").on(table.zoneId, table.seq),
    index("play_log_seal_sealed_at_idx").on(table.sealedAt),
    // The retention rule's question (decision 033): a head seal of this chain, sealed since
    // the cutoff, below a given seq. One range of the retention period's seals.
    index("play_log_seal_zone_sealed_at_idx")
      .on(table.zoneId, table.sealedAt, table.seq)
      .where(sql`${table.reason} <> 'retention'`),
  ],
);

export type PlayLogSealRow = typeof playLogSeal.$inferSelect;

/** A time-stamp authority's answer (RFC 3161 TimeStampResp, DER) over a seal's digest. */
export const playLogSealTimestamp = pgTable("play_log_seal_timestamp", {
  sealId: belongsTo("seal_id", () => playLogSeal.id).primaryKey(),
  response: bytea("response").notNull(),
  genTime: timestampTz("gen_time").notNull(),
  serialNumber: text("serial_number").notNull(),
  createdAt: createdAtColumn(),
});
