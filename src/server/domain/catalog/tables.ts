import { sql } from "drizzle-orm";
import {
  bigint,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import type { AnalysisStatus, MeasurementSource } from "~/shared/audio/song-analysis";
import type { SongWithdrawal } from "~/shared/catalog/song-rights";
import { user, userColumn } from "../accounts/tables";
import { zone } from "../zones/tables";
import {
  belongsTo,
  createdAtColumn,
  idColumn,
  refersTo,
  timestampTz,
  tsvector,
  uniquelyNamedColumns,
} from "../columns";

export const genre = pgTable("genre", {
  /** `nameKey` is also the sort order (Acústico sorts as acustico). */
  ...uniquelyNamedColumns(),
  createdAt: createdAtColumn(),
});

export const song = pgTable(
  "song",
  {
    id: idColumn(),
    title: text("title").notNull(),
    artist: text("artist").notNull(),
    genreId: belongsTo("genre_id", () => genre.id),
    storageKey: text("storage_key").notNull().unique(),
    mimeType: text("mime_type").notNull(),
    sizeBytes: bigint("size_bytes", { mode: "number" }).notNull(),
    durationSeconds: doublePrecision("duration_seconds").notNull(),
    /** "title artist", lowercase without accents: what search matches against. */
    searchText: text("search_text").notNull(),
    searchVector: tsvector("search_vector").generatedAlwaysAs(
      sql`to_tsvector('simple', search_text)`,
    ),
    /** Loudness analysis (decision 015): measured by a job after upload, null until then. */
    analysisStatus: text("analysis_status").$type<AnalysisStatus>().notNull().default("pending"),
    /** Integrated loudness (BS.1770); null also when the song is silent throughout. */
    loudnessLufs: doublePrecision("loudness_lufs"),
    truePeakDbtp: doublePrecision("true_peak_dbtp"),
    leadingSilenceSeconds: doublePrecision("leading_silence_seconds"),
    trailingSilenceSeconds: doublePrecision("trailing_silence_seconds"),
    /**
     * Who measured a song's values: the server's job, or (AAC/M4A, which no decoder here
     * reads) the admin's browser at upload, a claim the server checked only for range.
     * Null while nothing is measured.
     */
    measuredBy: text("measured_by").$type<MeasurementSource>(),
    /**
     * When the admin made the song playable, with its rights complete (decision 039).
     * Null: a draft, or withdrawn. Every list, programme, reserve and stream of a player
     * reads only published songs.
     */
    publishedAt: timestampTz("published_at"),
    /** Why a song that was published is no longer: its licence ended, or the admin. */
    withdrawnReason: text("withdrawn_reason").$type<SongWithdrawal>(),
    createdAt: createdAtColumn(),
  },
  (table) => [
    index("song_genre_id_idx").on(table.genreId),
    // The songs still to analyse, found at boot and by `cli analyze-audio`: few, if any.
    index("song_analysis_pending_idx")
      .on(table.createdAt, table.id)
      .where(sql`analysis_status = 'pending'`),
    index("song_created_at_idx").on(table.createdAt.desc(), table.id.desc()),
    index("song_title_idx").on(table.title, table.id),
    // A player's deep pages by title read only published songs (decision 039): this finds
    // a page's ids from the index alone, as song_title_idx does for the admin's.
    index("song_published_title_idx")
      .on(table.title, table.id)
      .where(sql`published_at is not null`),
    index("song_search_idx").using("gin", table.searchVector),
  ],
);

export const playlist = pgTable(
  "playlist",
  {
    id: idColumn(),
    name: text("name").notNull(),
    visibility: text("visibility").$type<"public" | "private">().notNull(),
    /** The owner of a private list; public lists belong to nobody. */
    ownerId: text("owner_id").references(() => user.id, { onDelete: "cascade" }),
    /** Who made it (the admin, for public lists). */
    createdBy: refersTo("created_by", () => user.id),
    createdAt: createdAtColumn(),
  },
  (table) => [
    index("playlist_owner_id_idx").on(table.ownerId),
    index("playlist_visibility_idx").on(table.visibility),
  ],
);

export const playlistSong = pgTable(
  "playlist_song",
  {
    playlistId: belongsTo("playlist_id", () => playlist.id),
    songId: belongsTo("song_id", () => song.id),
    position: integer("position").notNull(),
    addedAt: timestampTz("added_at").notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.playlistId, table.songId] }),
    index("playlist_song_song_id_idx").on(table.songId),
    index("playlist_song_position_idx").on(table.playlistId, table.position),
  ],
);

/**
 * A song an account has asked never to play in its business (decision 015), in every zone
 * (`zone_id` null) or in one zone (decision 045): left out of every list that zone's player
 * reads. One row per place, so a song may be blocked account-wide and in several zones at
 * once; both unique indexes begin (user_id, song_id), which answers "is it blocked here?"
 * for each row a list reads. The song's index answers the admin's "how many block it".
 */
export const blockedSong = pgTable(
  "blocked_song",
  {
    id: idColumn(),
    userId: userColumn(),
    songId: belongsTo("song_id", () => song.id),
    /** Null: every zone of the account. A zone's blocks go with the zone. */
    zoneId: text("zone_id").references(() => zone.id, { onDelete: "cascade" }),
    /** Who blocked it; their name stays when they leave the team (or the account goes). */
    blockedBy: refersTo("blocked_by", () => user.id),
    blockedByName: text("blocked_by_name").notNull(),
    createdAt: createdAtColumn(),
  },
  (table) => [
    uniqueIndex("blocked_song_everywhere_idx")
      .on(table.userId, table.songId)
      .where(sql`zone_id is null`),
    uniqueIndex("blocked_song_place_idx").on(table.userId, table.songId, table.zoneId),
    index("blocked_song_song_id_idx").on(table.songId),
  ],
);

export type BlockedSongAction = "block" | "unblock";

/**
 * The trail of blocks (decision 045): who blocked or allowed what, where and when, as it
 * read at that moment. Only ever added to; it names songs, zones and people by copies of
 * their names, so it outlives each of them (the account's own deletion takes it).
 */
export const blockedSongEvent = pgTable(
  "blocked_song_event",
  {
    id: idColumn(),
    userId: userColumn(),
    action: text("action").$type<BlockedSongAction>().notNull(),
    songId: refersTo("song_id", () => song.id),
    songTitle: text("song_title").notNull(),
    songArtist: text("song_artist").notNull(),
    /** Null: every zone. No reference: the trail keeps a zone that was removed. */
    zoneId: text("zone_id"),
    zoneName: text("zone_name"),
    establishmentName: text("establishment_name"),
    byUserId: refersTo("by_user_id", () => user.id),
    byName: text("by_name").notNull(),
    at: timestampTz("at").notNull().defaultNow(),
  },
  (table) => [
    index("blocked_song_event_user_at_idx").on(table.userId, table.at.desc(), table.id.desc()),
  ],
);

export type GenreRow = typeof genre.$inferSelect;

export type SongRow = typeof song.$inferSelect;

export type PlaylistRow = typeof playlist.$inferSelect;

export type BlockedSongRow = typeof blockedSong.$inferSelect;

export type BlockedSongEventRow = typeof blockedSongEvent.$inferSelect;
