import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { SONGS_PAGE_SIZE } from "~/shared/schemas/catalog";
import { api, unwrap } from "~/web/lib/api-client";

export {
  genresQueryOptions,
  publicPlaylistsQueryOptions,
  type Genre,
  type PublicPlaylist,
} from "~/web/lib/catalog-queries";

export interface SongFilter {
  search: string;
  page: number;
  markPlaylistId?: string;
}

export const songsQueryOptions = (filter: SongFilter) =>
  queryOptions({
    queryKey: ["catalog", "songs", filter],
    queryFn: () =>
      unwrap(
        api().songs.$get({
          query: {
            search: filter.search,
            page: String(filter.page),
            pageSize: String(SONGS_PAGE_SIZE),
            ...(filter.markPlaylistId ? { markPlaylistId: filter.markPlaylistId } : {}),
          },
        }),
      ),
    placeholderData: keepPreviousData,
  });

export const uploadLimitsQueryOptions = () =>
  queryOptions({
    queryKey: ["catalog", "limits"],
    queryFn: () => unwrap(api().songs.limits.$get()),
    staleTime: Infinity,
  });

export type SongPage = Awaited<
  ReturnType<NonNullable<ReturnType<typeof songsQueryOptions>["queryFn"]>>
>;

export const createGenre = (name: string) => unwrap(api().genres.$post({ json: { name } }));
export const deleteGenre = (id: string) => unwrap(api().genres[":id"].$delete({ param: { id } }));
export const createPublicPlaylist = (name: string) =>
  unwrap(api()["public-playlists"].$post({ json: { name } }));
export const deletePublicPlaylist = (id: string) =>
  unwrap(api()["public-playlists"][":id"].$delete({ param: { id } }));
export const addToPlaylist = (id: string, songId: string) =>
  unwrap(api()["public-playlists"][":id"].songs.$post({ param: { id }, json: { songId } }));
export const removeFromPlaylist = (id: string, songId: string) =>
  unwrap(api()["public-playlists"][":id"].songs[":songId"].$delete({ param: { id, songId } }));
export const deleteSong = (id: string) => unwrap(api().songs[":id"].$delete({ param: { id } }));
