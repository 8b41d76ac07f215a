import type { QueuePosition } from "../player-engine";
import type { QueueSource, Track } from "../track";

/** Songs of each coming slot the reserve may keep (its first ones, which play first). */
const SONGS_PER_COMING_SLOT = 60;

/**
 * The player's position as the offline reserve should plan from it under a schedule: the
 * songs of the list playing until the slot ends (`secondsLeft`), then the first songs of
 * each coming slot's source — so that a slot that begins offline has its music on the
 * device. The reserve reads the songs in order from index 0; `total` bounds its walk.
 */
export function positionWithComingSlots(
  position: QueuePosition | null,
  coming: readonly QueueSource[],
  secondsLeft: number,
): QueuePosition | null {
  if (coming.length === 0) return position;
  let sequence: Promise<Track[]> | null = null;
  const songs = () => (sequence ??= sequenceOf(position, coming, secondsLeft));
  const total =
    (position?.total ?? 0) +
    coming.reduce((sum, source) => sum + Math.min(source.total, SONGS_PER_COMING_SLOT), 0);
  return {
    key: [
      position ? `${position.key}#${position.index}` : "",
      ...coming.map((source) => source.key),
    ].join("→"),
    total,
    index: 0,
    trackAt: async (index) => (await songs())[index] ?? null,
  };
}

async function sequenceOf(
  position: QueuePosition | null,
  coming: readonly QueueSource[],
  secondsLeft: number,
): Promise<Track[]> {
  const tracks: Track[] = [];
  if (position) {
    let seconds = 0;
    for (let step = 0; step < position.total && seconds < secondsLeft; step++) {
      const track = await position
        .trackAt((position.index + step) % position.total)
        .catch(() => null);
      if (!track) continue;
      tracks.push(track);
      seconds += track.durationSeconds;
    }
  }
  for (const source of coming)
    for (let index = 0; index < Math.min(source.total, SONGS_PER_COMING_SLOT); index++) {
      const track = await source.trackAt(index).catch(() => null);
      if (track) tracks.push(track);
    }
  return tracks;
}
