import { randomUUID } from "node:crypto";
import { playlist } from "../../domain/catalog/tables";
import type { PlaylistsDeps } from "./deps";
import type { PlaylistSummary } from "./list-playlists";
import { scopeTopic, type PlaylistScope } from "./playlist-scope";

/**
 * A new, empty list: a public one belongs to nobody (the admin who made it is recorded),
 * an own one to the user who made it.
 */
export async function createPlaylist(
  deps: PlaylistsDeps,
  options: { scope: PlaylistScope; name: string; createdBy: string | null },
): Promise<PlaylistSummary> {
  const { scope } = options;
  const row = {
    id: randomUUID(),
    name: options.name,
    visibility: scope.kind === "public" ? ("public" as const) : ("private" as const),
    ownerId: scope.kind === "own" ? scope.ownerId : null,
    createdBy: options.createdBy,
  };
  const [created] = await deps.db
    .insert(playlist)
    .values(row)
    .returning({ createdAt: playlist.createdAt });
  await deps.events.publish({ topic: scopeTopic(scope) });
  return {
    id: row.id,
    name: row.name,
    songCount: 0,
    createdAt: (created?.createdAt ?? new Date()).toISOString(),
  };
}
