import { licenceRunsOn } from "~/shared/catalog/licence-days";

/** A song as the reserve plans it. */
export interface PlannedSong {
  id: string;
  durationSeconds: number;
  /** The last day its licence covers (decision 039): from then on it is not kept. */
  licensedUntil?: string | null;
}

export interface ReservePlan {
  /** The songs to keep, in the order they will play (the one playing first). */
  wanted: PlannedSong[];
  /** Those not on the device yet, in that order: fetched one after another. */
  toFetch: PlannedSong[];
  /** Songs on the device that are no longer wanted (played, or another list now). */
  toDrop: string[];
  /** Seconds of the wanted songs already on the device. */
  readySeconds: number;
}

/**
 * Which songs the offline reserve keeps: from the one playing on, in queue order (the
 * caller wraps at the end of the list and stops after one turn), until `targetSeconds`
 * of music — the song that crosses the mark included. A list shorter than the target is
 * kept whole. Everything else on the device goes, which is how played songs leave it, and
 * a song whose licence has ended leaves it even offline.
 */
export function planReserve(options: {
  upcoming: readonly PlannedSong[];
  stored: ReadonlySet<string>;
  targetSeconds: number;
  /** Today in Spain: a song whose licence has ended is neither kept nor fetched. */
  today: string;
}): ReservePlan {
  const wanted: PlannedSong[] = [];
  const seen = new Set<string>();
  let seconds = 0;
  for (const song of options.upcoming) {
    if (seconds >= options.targetSeconds) break;
    if (seen.has(song.id) || !licenceRunsOn(song.licensedUntil, options.today)) continue;
    seen.add(song.id);
    wanted.push(song);
    seconds += Math.max(0, song.durationSeconds);
  }
  const toFetch = wanted.filter((song) => !options.stored.has(song.id));
  const toDrop = [...options.stored].filter((id) => !seen.has(id));
  return { wanted, toFetch, toDrop, readySeconds: secondsReady(wanted, options.stored) };
}

/** Seconds of the wanted songs on the device: what can still play offline, each song once. */
export function secondsReady(wanted: readonly PlannedSong[], stored: ReadonlySet<string>): number {
  return wanted
    .filter((song) => stored.has(song.id))
    .reduce((sum, song) => sum + Math.max(0, song.durationSeconds), 0);
}
