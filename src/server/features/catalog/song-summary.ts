import { sql, type SQL } from "drizzle-orm";
import type { AnalysisStatus, SongLoudness } from "~/shared/audio/song-analysis";
import { playbackGainDb } from "~/shared/audio/playback-gain";
import { genre, song } from "../../db/schema";

export interface SongSummary {
  id: string;
  title: string;
  artist: string;
  genreId: string;
  genreName: string;
  durationSeconds: number;
  /** With `markPlaylistId`: whether the song is in that list (false otherwise). */
  inPlaylist: boolean;
  analysis: AnalysisStatus;
  /** Once analysed ('done'); null while pending and when the file could not be measured. */
  loudness: SongLoudness | null;
  /** What the player applies: to −16 LUFS under a −1 dBTP ceiling; 0 (unity) unless done. */
  gainDb: number;
  /** In the admin's songs table: how many accounts block the song (null where not counted). */
  blockedBy: number | null;
}

/** The columns a SongSummary is made from, selected from `song` joined to its `genre`. */
export const songSummaryColumns = (
  inPlaylist: SQL<boolean> = sql<boolean>`false`,
  blockedBy: SQL<number | null> = sql<number | null>`null`,
) => ({
  id: song.id,
  title: song.title,
  artist: song.artist,
  genreId: song.genreId,
  genreName: genre.name,
  durationSeconds: song.durationSeconds,
  inPlaylist,
  blockedBy,
  analysisStatus: song.analysisStatus,
  loudnessLufs: song.loudnessLufs,
  truePeakDbtp: song.truePeakDbtp,
  leadingSilenceSeconds: song.leadingSilenceSeconds,
  trailingSilenceSeconds: song.trailingSilenceSeconds,
});

/** A row of `songSummaryColumns`. */
export type SongSummaryRow = Omit<SongSummary, "analysis" | "loudness" | "gainDb"> & {
  analysisStatus: AnalysisStatus;
  loudnessLufs: number | null;
  truePeakDbtp: number | null;
  leadingSilenceSeconds: number | null;
  trailingSilenceSeconds: number | null;
};

/** A row of `songSummaryColumns` as the API answers it, with the gain worked out. */
export function toSongSummary(row: SongSummaryRow): SongSummary {
  const {
    analysisStatus,
    loudnessLufs,
    truePeakDbtp,
    leadingSilenceSeconds,
    trailingSilenceSeconds,
    ...identity
  } = row;
  const loudness: SongLoudness | null =
    analysisStatus === "done"
      ? {
          lufs: loudnessLufs,
          truePeakDbtp,
          leadingSilenceSeconds: leadingSilenceSeconds ?? 0,
          trailingSilenceSeconds: trailingSilenceSeconds ?? 0,
        }
      : null;
  const gainDb = loudness ? playbackGainDb({ loudnessLufs, truePeakDbtp }) : 0;
  // Hundredths of a dB are far below what anyone hears; "+ 0" turns −0 into 0.
  return {
    ...identity,
    analysis: analysisStatus,
    loudness,
    gainDb: Math.round(gainDb * 100) / 100 + 0,
  };
}
