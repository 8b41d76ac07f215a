import { boolean, doublePrecision, integer, jsonb, pgTable } from "drizzle-orm/pg-core";
import type { SavedQueue } from "~/shared/player/music-state";
import { userColumn } from "../accounts/tables";
import { song } from "../catalog/tables";
import { refersTo, timestampTz } from "../columns";

/** Where a user's player was: restored on the next visit, on any device. */
export const musicState = pgTable("music_state", {
  userId: userColumn().primaryKey(),
  volume: doublePrecision("volume").notNull().default(0.5),
  /** Null once the song is deleted: the player starts with no song. */
  currentSongId: refersTo("current_song_id", () => song.id),
  position: doublePrecision("position").notNull().default(0),
  /** The list, genre or search the song was playing from (null: none saved). */
  queue: jsonb("queue").$type<SavedQueue>(),
  /** "Sonido": seconds songs overlap (0: gapless), and loudness normalisation on or off. */
  crossfadeSeconds: integer("crossfade_seconds").notNull().default(4),
  normalize: boolean("normalize").notNull().default(true),
  updatedAt: timestampTz("updated_at").notNull().defaultNow(),
});

export type MusicStateRow = typeof musicState.$inferSelect;
