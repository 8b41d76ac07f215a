import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import type { BlockPlace } from "~/shared/blocked-songs/schema";
import { AppError } from "../../domain/app-error";
import { blockedSongEvent, song, type BlockedSongAction } from "../../domain/catalog/tables";
import type { Database } from "../../domain/database";

/** A song as the trail names it; "not found" if there is none (held while blocking it). */
export async function songForTrail(
  db: Pick<Database, "select">,
  songId: string,
): Promise<{ id: string; title: string; artist: string }> {
  const [found] = await db
    .select({ id: song.id, title: song.title, artist: song.artist })
    .from(song)
    .where(eq(song.id, songId))
    .for("share");
  if (!found) throw new AppError("NOT_FOUND", "No such song");
  return found;
}

/** One line of the trail, in the transaction of the change it records. */
export async function recordBlockEvent(
  db: Pick<Database, "insert">,
  options: {
    ownerId: string;
    action: BlockedSongAction;
    song: { id: string; title: string; artist: string };
    place: BlockPlace | null;
    by: { id: string; name: string };
  },
): Promise<void> {
  const { song, place, by } = options;
  await db.insert(blockedSongEvent).values({
    id: randomUUID(),
    userId: options.ownerId,
    action: options.action,
    songId: song.id,
    songTitle: song.title,
    songArtist: song.artist,
    zoneId: place?.zoneId ?? null,
    zoneName: place?.zoneName ?? null,
    establishmentName: place?.establishmentName ?? null,
    byUserId: by.id,
    byName: by.name,
  });
}
