import { randomUUID } from "node:crypto";
import { userTopic } from "~/shared/events/topics";
import { playlist } from "../../db/schema";
import type { PlaylistsDeps } from "./deps";
import type { PlaylistSummary } from "./list-playlists";

/** A private list, owned (and made) by the user. */
export async function createPlaylist(
  deps: PlaylistsDeps,
  options: { ownerId: string; name: string },
): Promise<PlaylistSummary> {
  const row = {
    id: randomUUID(),
    name: options.name,
    visibility: "private" as const,
    ownerId: options.ownerId,
    createdBy: options.ownerId,
  };
  const [created] = await deps.db
    .insert(playlist)
    .values(row)
    .returning({ createdAt: playlist.createdAt });
  await deps.events.publish({ topic: userTopic(options.ownerId) });
  return {
    id: row.id,
    name: row.name,
    songCount: 0,
    createdAt: (created?.createdAt ?? new Date()).toISOString(),
  };
}
