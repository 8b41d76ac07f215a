import { queryOptions, useQueryClient, type QueryKey } from "@tanstack/react-query";
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
    useDelete: () => {
      const queryClient = useQueryClient();
      return useApiMutation(async (id: string) => {
        const gone = await unwrap(lists()[":id"].$delete({ param: { id } }));
        // A screen may still hold the list's songs: asked again, they would be a 404.
        queryClient.removeQueries({ predicate: (query) => namesList(query.queryKey, id) });
        return gone;
      }, refetch);
    },
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

/** A query of a list's songs carries the list in its filter: `{ playlistId }`. */
const namesList = (queryKey: QueryKey, id: string) =>
  queryKey.some(
    (part) =>
      typeof part === "object" && part !== null && "playlistId" in part && part.playlistId === id,
  );

export const ownPlaylistsKey = ["playlists"] as const;
export const publicLists = listActions("public");
export const ownLists = listActions("own");

/** The listener's own lists: the player's and the schedule page's sources. */
export const ownPlaylistsQueryOptions = () =>
  queryOptions({ queryKey: ownPlaylistsKey, queryFn: () => unwrap(api().playlists.$get()) });
