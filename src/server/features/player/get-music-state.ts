import { eq } from "drizzle-orm";
import type { MusicState } from "~/shared/player/music-state";
import type { Database } from "../../domain/database";
import { musicState } from "../../domain/player/tables";
import { toMusicState } from "./to-music-state";

/** The user's saved player, or null before they have listened to anything. */
export async function getMusicState(options: {
  db: Database;
  userId: string;
}): Promise<MusicState | null> {
  const [row] = await options.db
    .select()
    .from(musicState)
    .where(eq(musicState.userId, options.userId));
  return row ? toMusicState(row) : null;
}
