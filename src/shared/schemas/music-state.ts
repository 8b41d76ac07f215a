import { z } from "zod";

/**
 * Where the player was: saved while listening and when the page is left (a beacon), and
 * restored on the next visit. Position is in seconds, up to a day.
 */
export const musicStateSchema = z.strictObject({
  volume: z.number().min(0).max(1),
  currentSongId: z.string().min(1).max(100).nullable(),
  position: z.number().min(0).max(86_400),
});
export type MusicStateInput = z.input<typeof musicStateSchema>;

/** What the server answers: the saved state, and when it was saved. */
export interface MusicState {
  volume: number;
  currentSongId: string | null;
  position: number;
  updatedAt: string;
}
