import type { AnalysisStatus, MeasurementSource, SongLoudness } from "~/shared/audio/song-analysis";
import { catalogCopy } from "~/shared/copy/catalog";

const copy = catalogCopy.songs.loudness;

interface AnalysedSong {
  analysis: AnalysisStatus;
  loudness: SongLoudness | null;
  measuredBy: MeasurementSource | null;
  gainDb: number;
  gainCapped: boolean;
}

/** What the songs table's "Sonoridad" column says of a song's analysis. */
export function loudnessText(song: AnalysedSong) {
  if (song.analysis === "pending") return copy.pending;
  if (song.analysis === "failed" || !song.loudness) return copy.failed;
  const { lufs, truePeakDbtp } = song.loudness;
  return lufs === null || truePeakDbtp === null ? copy.silent : copy.measured(lufs, truePeakDbtp);
}

/** The gain the player applies, once the song is measured and has a loudness. */
export function gainText(song: AnalysedSong): string | null {
  if (song.analysis !== "done" || song.loudness?.lufs == null) return null;
  return copy.gain(song.gainDb, song.gainCapped);
}

/** Who measured the song; nothing while it is still being measured. */
export function measuredByText(song: AnalysedSong): string | null {
  if (song.analysis === "pending") return null;
  return song.measuredBy ? copy.measuredBy[song.measuredBy] : copy.measuredBy.none;
}
