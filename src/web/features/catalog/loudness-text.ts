import type { AnalysisStatus, SongLoudness } from "~/shared/audio/song-analysis";
import { catalogCopy } from "~/shared/copy/catalog";

const copy = catalogCopy.songs.loudness;

/** What the songs table's "Sonoridad" column says of a song's analysis. */
export function loudnessText(song: { analysis: AnalysisStatus; loudness: SongLoudness | null }) {
  if (song.analysis === "pending") return copy.pending;
  if (song.analysis === "failed" || !song.loudness) return copy.failed;
  const { lufs, truePeakDbtp } = song.loudness;
  return lufs === null || truePeakDbtp === null ? copy.silent : copy.measured(lufs, truePeakDbtp);
}
