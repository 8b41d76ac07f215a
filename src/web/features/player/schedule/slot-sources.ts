import type { QueueSourceDescriptor } from "~/shared/player/music-state";
import type { ScheduleSource } from "~/shared/schedules/schema";
import { loadSongs, toTrack, type SongFilter } from "../api";
import { catalogSource } from "../queue-sources";
import { newShuffleSeed } from "../shuffle-order";
import { shuffledSource } from "../shuffled-source";
import type { QueueSource } from "../track";

const FIRST_PAGE_SIZE = 100;

const filterOf = (source: ScheduleSource): SongFilter =>
  source.kind === "playlist"
    ? { search: "", playlistId: source.playlistId }
    : { search: "", genreId: source.genreId };

/** The queue's key of a schedule's source, as the player names what it plays from. */
export const queueKeyOf = (source: ScheduleSource) =>
  JSON.stringify({
    kind: "catalog",
    search: "",
    ...(source.kind === "genre" ? { genreId: source.genreId } : {}),
    ...(source.kind === "playlist" ? { playlistId: source.playlistId } : {}),
  });

/** Whether the queue described by `descriptor` plays `source` (in any order). */
export const playsSource = (descriptor: QueueSourceDescriptor | null, source: ScheduleSource) =>
  descriptor !== null && JSON.stringify(descriptor) === queueKeyOf(source);

/**
 * The queues of a schedule's sources, made while online and kept: a slot that begins
 * offline plays from the one made before (its first page is in memory, its songs in the
 * offline reserve). "Aleatorio" is a new order each time a slot begins.
 */
export class SlotSources {
  private made = new Map<string, Promise<QueueSource>>();

  /** `source` as a queue from its first song (shuffled: in a new order). */
  async queueOf(source: ScheduleSource, shuffle: boolean): Promise<QueueSource> {
    const plain = await this.plain(source);
    if (!shuffle || plain.total < 2) return plain;
    return shuffledSource(plain, { seed: newShuffleSeed(), first: 0 });
  }

  /** Makes `source`'s queue ahead (its first page read), for a slot still to come. */
  prepare(source: ScheduleSource): Promise<QueueSource> {
    return this.plain(source);
  }

  private plain(source: ScheduleSource): Promise<QueueSource> {
    const key = queueKeyOf(source);
    let made = this.made.get(key);
    if (!made) {
      made = loadSongs(filterOf(source), 1, FIRST_PAGE_SIZE).then(({ items, total }) =>
        catalogSource(filterOf(source), total, { index: 0, tracks: items.map(toTrack) }),
      );
      made.catch(() => this.made.delete(key));
      this.made.set(key, made);
    }
    return made;
  }

  /** A list's songs may have changed: read them again next time. */
  forget() {
    this.made.clear();
  }
}
