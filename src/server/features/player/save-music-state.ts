import { eq, sql } from "drizzle-orm";
import type { MusicState, MusicStateFields } from "~/shared/player/music-state";
import type { Database } from "../../domain/database";
import { musicState } from "../../domain/player/tables";
import { isForeignKeyViolation } from "../../infra/postgres-errors";
import { toMusicState } from "./to-music-state";

async function upsert(db: Database, userId: string, state: MusicStateFields) {
  const { sound, ...position } = state;
  const columns = { ...position, ...sound };
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

/** The song the user's saved state is on (null: none, or no state yet). */
async function savedSongId(db: Database, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ songId: musicState.currentSongId })
    .from(musicState)
    .where(eq(musicState.userId, userId));
  return row?.songId ?? null;
}

/**
 * Saves where the player is, and says whether the song changed (the other devices of the
 * account show what plays: the caller tells them). A song that no longer exists (deleted while it played, or
 * never existed) is saved as no song at the start: the client then starts afresh. The
 * foreign key decides, so a song deleted at the same moment cannot slip through.
 */
export async function saveMusicState(options: {
  db: Database;
  userId: string;
  state: MusicStateFields;
}): Promise<{ saved: MusicState; songChanged: boolean }> {
  const { db, userId, state } = options;
  const before = await savedSongId(db, userId);
  let saved: MusicState;
  try {
    saved = await upsert(db, userId, state);
  } catch (error) {
    if (state.currentSongId === null || !isForeignKeyViolation(error)) throw error;
    saved = await upsert(db, userId, { ...state, currentSongId: null, position: 0, queue: null });
  }
  return { saved, songChanged: saved.currentSongId !== before };
}
