import type { QueueSourceDescriptor } from "~/shared/player/music-state";

export type PlayerTab = "all" | "public" | "mine" | "genres";
export type Selection = { kind: "public" | "mine" | "genre"; id: string; name: string } | null;

interface Named {
  id: string;
  name: string;
}

/**
 * Where the player page shows the queue's source chosen: its tab, its entry, its search
 * (so that after a reload it never says "Todas las canciones" while a genre plays on). Null
 * while the lists it needs have not arrived, or when the source is no list of the page
 * (the dashboard's newest songs, a list since deleted).
 */
export function selectionOfQueue(
  source: QueueSourceDescriptor | null,
  lists: { genres?: Named[]; publicLists?: Named[]; ownLists?: Named[] },
): { tab: PlayerTab; selection: Selection; search: string } | null {
  if (source?.kind !== "catalog") return null;
  const { genreId, playlistId, search } = source;
  if (genreId) {
    const genre = lists.genres?.find((entry) => entry.id === genreId);
    return genre
      ? { tab: "genres", selection: { kind: "genre", id: genre.id, name: genre.name }, search }
      : null;
  }
  if (playlistId) {
    if (!lists.ownLists || !lists.publicLists) return null;
    const own = lists.ownLists.find((entry) => entry.id === playlistId);
    if (own) return { tab: "mine", selection: { kind: "mine", ...pick(own) }, search };
    const shared = lists.publicLists.find((entry) => entry.id === playlistId);
    return shared
      ? { tab: "public", selection: { kind: "public", ...pick(shared) }, search }
      : null;
  }
  return { tab: "all", selection: null, search };
}

const pick = (entry: Named) => ({ id: entry.id, name: entry.name });
