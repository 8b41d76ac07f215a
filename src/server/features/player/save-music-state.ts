import { sql } from "drizzle-orm";
import type { MusicState, MusicStateFields } from "~/shared/schemas/music-state";
import type { Database } from "../../db/client";
import { musicState } from "../../db/schema";
import { isForeignKeyViolation } from "../../db/postgres-errors";
import { toMusicState } from "./to-music-state";

async function upsert(db: Database, userId: string, state: MusicStateFields) {
  const { sound, ...place } = state;
  const columns = { ...place, ...sound };
  const [row] = await db
    .insert(musicState)
    .values({ userId, ...columns })
    .onConflictDoUpdate({
      target: musicState.userId,
      set: { ...columns, updatedAt: sql`now()` },
    })
    .returning();
  if (!row) throw new Error("The music state upsert returned no row");
  return toMusicState(row);
}

/**
 * Saves where the player is. A song that no longer exists (deleted while it played, or
 * never existed) is saved as no song at the start: the client then starts afresh. The
 * foreign key decides, so a song deleted at the same moment cannot slip through.
 */
export async function saveMusicState(options: {
  db: Database;
  userId: string;
  state: MusicStateFields;
}): Promise<MusicState> {
  const { db, userId, state } = options;
  try {
    return await upsert(db, userId, state);
  } catch (error) {
    if (state.currentSongId === null || !isForeignKeyViolation(error)) throw error;
    return upsert(db, userId, { ...state, currentSongId: null, position: 0, queue: null });
  }
}
