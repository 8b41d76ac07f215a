import { eq } from "drizzle-orm";
import type { Database } from "../../domain/database";
import { song } from "../../domain/catalog/tables";
import type { EventBus } from "../../infra/realtime/event-bus";

export interface SongFile {
  key: string;
  mimeType: string;
  size: number;
  /** Only a published song streams to a player; an admin hears drafts too. */
  published: boolean;
}

/** Songs whose file this instance remembers; the least recently added go first. */
const MAX_SONGS = 10_000;

/**
 * Where each song's audio is stored, for the audio route's every Range request: read once
 * per song and kept (a song's file never changes; a song is deleted, not edited), and
 * forgotten whenever the catalogue changes (a song published or withdrawn too) or the event bus may have missed that it did.
 */
export function songFiles(options: { db: Database; events: EventBus }) {
  const known = new Map<string, SongFile>();
  let generation = 0;
  const forget = () => {
    generation++;
    known.clear();
  };
  options.events.subscribe((event) => event.topic === "catalog" && forget());
  options.events.onResync(forget);

  return async function find(songId: string): Promise<SongFile | null> {
    const cached = known.get(songId);
    if (cached) return cached;
    const before = generation;
    const [found] = await options.db
      .select({
        key: song.storageKey,
        mimeType: song.mimeType,
        size: song.sizeBytes,
        publishedAt: song.publishedAt,
      })
      .from(song)
      .where(eq(song.id, songId));
    if (!found) return null;
    const { publishedAt, ...file } = found;
    const row = { ...file, published: publishedAt !== null };
    // Read before a change or a resync that came meanwhile: answered, not kept.
    if (before !== generation) return row;
    if (known.size >= MAX_SONGS) known.delete(known.keys().next().value as string);
    known.set(songId, row);
    return row;
  };
}
