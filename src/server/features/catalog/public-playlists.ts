import { randomUUID } from "node:crypto";
import { and, asc, count, eq } from "drizzle-orm";
import { appendPlaylistSong } from "../../db/append-playlist-song";
import type { Database } from "../../db/client";
import { playlist, playlistSong } from "../../db/schema";
import { AppError } from "../../http/app-error";
import type { CatalogDeps } from "./deps";

export interface PublicPlaylistSummary {
  id: string;
  name: string;
  songCount: number;
  createdAt: string;
}

const isPublic = (id: string) => and(eq(playlist.id, id), eq(playlist.visibility, "public"));

export async function listPublicPlaylists(options: {
  db: Database;
}): Promise<PublicPlaylistSummary[]> {
  const rows = await options.db
    .select({
      id: playlist.id,
      name: playlist.name,
      songCount: count(playlistSong.songId),
      createdAt: playlist.createdAt,
    })
    .from(playlist)
    .leftJoin(playlistSong, eq(playlistSong.playlistId, playlist.id))
    .where(eq(playlist.visibility, "public"))
    .groupBy(playlist.id)
    .orderBy(asc(playlist.name));
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}

/** Public lists belong to nobody; the admin who made one is recorded. */
export async function createPublicPlaylist(
  deps: CatalogDeps,
  options: { name: string; adminId: string | null },
) {
  const row = {
    id: randomUUID(),
    name: options.name,
    visibility: "public" as const,
    createdBy: options.adminId,
  };
  const [created] = await deps.db
    .insert(playlist)
    .values(row)
    .returning({ createdAt: playlist.createdAt });
  await deps.events.publish({ topic: "catalog" });
  return {
    id: row.id,
    name: row.name,
    songCount: 0,
    createdAt: (created?.createdAt ?? new Date()).toISOString(),
  };
}

export async function deletePublicPlaylist(
  deps: CatalogDeps,
  options: { playlistId: string },
): Promise<void> {
  const deleted = await deps.db
    .delete(playlist)
    .where(isPublic(options.playlistId))
    .returning({ id: playlist.id });
  if (deleted.length === 0) throw new AppError("NOT_FOUND", "No such public playlist");
  await deps.events.publish({ topic: "catalog" });
}

/** Appends a song; a song already in the list is skipped (spec §4). */
export async function addSongToPublicPlaylist(
  deps: CatalogDeps,
  options: { playlistId: string; songId: string },
): Promise<{ added: boolean }> {
  const result = await appendPlaylistSong(deps.db, {
    ...options,
    listFilter: isPublic(options.playlistId),
  });
  if (result === "no-playlist") throw new AppError("NOT_FOUND", "No such public playlist");
  if (result === "no-song") throw new AppError("NOT_FOUND", "No such song");
  if (result === "added") await deps.events.publish({ topic: "catalog" });
  return { added: result === "added" };
}

export async function removeSongFromPublicPlaylist(
  deps: CatalogDeps,
  options: { playlistId: string; songId: string },
): Promise<void> {
  const [list] = await deps.db
    .select({ id: playlist.id })
    .from(playlist)
    .where(isPublic(options.playlistId));
  if (!list) throw new AppError("NOT_FOUND", "No such public playlist");
  await deps.db
    .delete(playlistSong)
    .where(
      and(eq(playlistSong.playlistId, options.playlistId), eq(playlistSong.songId, options.songId)),
    );
  await deps.events.publish({ topic: "catalog" });
}
