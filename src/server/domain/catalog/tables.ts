import { sql } from "drizzle-orm";
import {
  bigint,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
} from "drizzle-orm/pg-core";
import type { AnalysisStatus, MeasurementSource } from "~/shared/audio/song-analysis";
import type { SongWithdrawal } from "~/shared/catalog/song-rights";
import { user, userColumn } from "../accounts/tables";
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
 * A song an account has asked never to play in its business (decision 015): left out of
 * every list its player reads. The song's index answers the admin's "how many block it".
 */
export const blockedSong = pgTable(
  "blocked_song",
  {
    userId: userColumn(),
    songId: belongsTo("song_id", () => song.id),
    createdAt: createdAtColumn(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.songId] }),
    index("blocked_song_song_id_idx").on(table.songId),
  ],
);

export type GenreRow = typeof genre.$inferSelect;

export type SongRow = typeof song.$inferSelect;

export type PlaylistRow = typeof playlist.$inferSelect;

export type BlockedSongRow = typeof blockedSong.$inferSelect;
