import { queryOptions } from "@tanstack/react-query";
import { api, unwrap } from "./api-client";
import { catalogKey } from "./catalog-api";
import { useApiMutation } from "./use-api-mutation";

/** A song of a list: added to it, or taken out. */
export interface ListSong {
  listId: string;
  songId: string;
}

/**
 * The actions on lists, written once for both kinds as the server serves both with one
 * router: public lists (/api/public-playlists, the catalogue's: changing one refetches
 * the catalogue) and the listener's own (/api/playlists, under ["playlists"]).
 */
function listActions(kind: "public" | "own") {
  const lists = () => (kind === "public" ? api()["public-playlists"] : api().playlists);
  const refetch = { invalidates: [kind === "public" ? catalogKey : ownPlaylistsKey] };
  return {
    useCreate: () =>
      useApiMutation((name: string) => unwrap(lists().$post({ json: { name } })), refetch),
    useDelete: () =>
      useApiMutation((id: string) => unwrap(lists()[":id"].$delete({ param: { id } })), refetch),
    /** Answers whether the song went in: `added` is false when it was there already. */
    useAddSong: () =>
      useApiMutation(
        ({ listId, songId }: ListSong) =>
          unwrap(lists()[":id"].songs.$post({ param: { id: listId }, json: { songId } })),
        refetch,
      ),
    useRemoveSong: () =>
      useApiMutation(
        ({ listId, songId }: ListSong) =>
          unwrap(lists()[":id"].songs[":songId"].$delete({ param: { id: listId, songId } })),
        refetch,
      ),
  };
}

export const ownPlaylistsKey = ["playlists"] as const;
export const publicLists = listActions("public");
export const ownLists = listActions("own");

/** The listener's own lists: the player's and the schedule page's sources. */
export const ownPlaylistsQueryOptions = () =>
  queryOptions({ queryKey: ownPlaylistsKey, queryFn: () => unwrap(api().playlists.$get()) });
