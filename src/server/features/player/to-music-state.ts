import type { MusicState } from "~/shared/player/music-state";
import type { MusicStateRow } from "../../domain/player/tables";

export const toMusicState = (row: MusicStateRow): MusicState => ({
  volume: row.volume,
  currentSongId: row.currentSongId,
  position: row.position,
  queue: row.queue ?? null,
  sound: { crossfadeSeconds: row.crossfadeSeconds, normalize: row.normalize },
  updatedAt: row.updatedAt.toISOString(),
});
