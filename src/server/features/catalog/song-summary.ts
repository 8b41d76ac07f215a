import { sql, type SQL } from "drizzle-orm";
import type { AnalysisStatus, MeasurementSource, SongLoudness } from "~/shared/audio/song-analysis";
import { playbackGain, type PlaybackTarget } from "~/shared/audio/playback-gain";
import { licenceContract, songRights } from "../../domain/catalog/rights-tables";
import { genre, song } from "../../domain/catalog/tables";

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
  /** Who measured `loudness`: the server, or the admin's browser at upload; null unless done. */
  measuredBy: MeasurementSource | null;
  /**
   * What the player applies: to −16 LUFS under a −1 dBTP ceiling, and never more than
   * MAX_BOOST_DB up; 0 (unity) unless done.
   */
  gainDb: number;
  /** The boost stopped at MAX_BOOST_DB: the song stays quieter than the target. */
  gainCapped: boolean;
  /** In the admin's songs table: how many accounts block the song (null where not counted). */
  blockedBy: number | null;
  /**
   * The last day, in Spain, its licence covers (decision 039); null: no end, or no rights.
   * A device offline still knows not to play it once that day has begun.
   */
  licensedUntil: string | null;
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
  measuredBy: song.measuredBy,
  // One row by the primary key per song answered: a page of 25 reads 25 index entries.
  licensedUntil: sql<string | null>`(select ${licenceContract.validUntil}::text from ${songRights}
    join ${licenceContract} on ${licenceContract.id} = ${songRights.contractId}
    where ${songRights.songId} = ${song.id})`,
});

/** A row of `songSummaryColumns`. */
export type SongSummaryRow = Omit<
  SongSummary,
  "analysis" | "loudness" | "gainDb" | "gainCapped" | "measuredBy"
> & {
  analysisStatus: AnalysisStatus;
  loudnessLufs: number | null;
  truePeakDbtp: number | null;
  leadingSilenceSeconds: number | null;
  trailingSilenceSeconds: number | null;
  measuredBy: MeasurementSource | null;
};

/**
 * A row of `songSummaryColumns` as the API answers it, with the gain worked out. The gain's
 * limits (MAX_BOOST_DB) are applied here, where the server hands a song to a player, not
 * when it is measured: a change of configuration reaches every song at the next boot.
 */
export function toSongSummary(row: SongSummaryRow, playback: PlaybackTarget): SongSummary {
  const {
    analysisStatus,
    loudnessLufs,
    truePeakDbtp,
    leadingSilenceSeconds,
    trailingSilenceSeconds,
    measuredBy,
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
  const { gainDb, capped } = loudness
    ? playbackGain({ loudnessLufs, truePeakDbtp }, playback)
    : { gainDb: 0, capped: false };
  // Hundredths of a dB are far below what anyone hears; "+ 0" turns −0 into 0.
  return {
    ...identity,
    analysis: analysisStatus,
    loudness,
    measuredBy: loudness ? (measuredBy ?? "server") : null,
    gainDb: Math.round(gainDb * 100) / 100 + 0,
    gainCapped: capped,
  };
}
