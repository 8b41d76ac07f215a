import {
  boolean,
  doublePrecision,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
} from "drizzle-orm/pg-core";
import type { SavedQueue } from "~/shared/player/music-state";
import { user } from "../accounts/tables";
import { song } from "../catalog/tables";

/** Where a user's player was: restored on the next visit, on any device. */
export const musicState = pgTable("music_state", {
  userId: text("user_id")
    .primaryKey()
    .references(() => user.id, { onDelete: "cascade" }),
  volume: doublePrecision("volume").notNull().default(0.5),
  /** Null once the song is deleted: the player starts with no song. */
  currentSongId: text("current_song_id").references(() => song.id, { onDelete: "set null" }),
  position: doublePrecision("position").notNull().default(0),
  /** The list, genre or search the song was playing from (null: none saved). */
  queue: jsonb("queue").$type<SavedQueue>(),
  /** "Sonido": seconds songs overlap (0: gapless), and loudness normalisation on or off. */
  crossfadeSeconds: integer("crossfade_seconds").notNull().default(4),
  normalize: boolean("normalize").notNull().default(true),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

export type MusicStateRow = typeof musicState.$inferSelect;
