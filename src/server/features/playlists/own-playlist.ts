import { and, eq } from "drizzle-orm";
import { playlist } from "../../db/schema";

/**
 * A private list of this user. Every other list — someone else's, or a public one — is
 * "not found" here, so a stranger cannot even learn that a private list exists.
 */
export const isOwnPlaylist = (options: { playlistId: string; ownerId: string }) =>
  and(
    eq(playlist.id, options.playlistId),
    eq(playlist.visibility, "private"),
    eq(playlist.ownerId, options.ownerId),
  );
