import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { SONGS_PAGE_SIZE } from "~/shared/catalog/schema";
import { api, unwrap, type QueryData } from "~/web/lib/api-client";
import { catalogKey } from "~/web/lib/catalog-api";
import { publicLists } from "~/web/lib/playlists-api";
import { uploadWithProgress } from "~/web/lib/upload-with-progress";
import { useApiMutation } from "~/web/lib/use-api-mutation";
import { measureInBrowser } from "./measure-in-browser";

export { genresQueryOptions, publicPlaylistsQueryOptions } from "~/web/lib/catalog-api";

export interface SongFilter {
  search: string;
  page: number;
  markPlaylistId?: string;
}

export const songsQueryOptions = (filter: SongFilter) =>
  queryOptions({
    queryKey: [...catalogKey, "songs", filter],
    queryFn: () =>
      unwrap(
        api().songs.$get({
          query: {
            search: filter.search,
            view: "manage",
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
    queryKey: [...catalogKey, "limits"],
    queryFn: () => unwrap(api().songs.limits.$get()),
    staleTime: Infinity,
  });

export type SongPage = QueryData<typeof songsQueryOptions>;

// The admin's actions. Each changes what genres, lists and songs show (counts included),
// so each refetches the whole catalogue once it is done.
const refetchCatalog = { invalidates: [catalogKey] };

export const useCreateGenre = () =>
  useApiMutation((name: string) => unwrap(api().genres.$post({ json: { name } })), refetchCatalog);

export const useDeleteGenre = () =>
  useApiMutation(
    (id: string) => unwrap(api().genres[":id"].$delete({ param: { id } })),
    refetchCatalog,
  );

export const useCreatePublicPlaylist = publicLists.useCreate;
export const useDeletePublicPlaylist = publicLists.useDelete;
export const useAddToPublicPlaylist = publicLists.useAddSong;
export const useRemoveFromPublicPlaylist = publicLists.useRemoveSong;

export const useDeleteSong = () =>
  useApiMutation(
    (id: string) => unwrap(api().songs[":id"].$delete({ param: { id } })),
    refetchCatalog,
  );

/** A song of the admin's upload queue, its fields already checked. */
export interface QueuedSong {
  id: string;
  title: string;
  artist: string;
  file: File;
}

export interface SongsUpload {
  genreId: string;
  songs: readonly QueuedSong[];
  /** A song's progress, from 0 as it starts to 1 once it is sent. */
  onProgress: (id: string, fraction: number) => void;
  /** A song's end: null when it is stored, else why not. */
  onDone: (id: string, error: unknown) => void;
}

/**
 * The queue, one song after another (a failure does not stop the rest), as one action: it
 * answers how many were stored and the last failure, and refetches the catalogue once.
 */
export const useUploadSongs = () =>
  useApiMutation(async ({ genreId, songs, onProgress, onDone }: SongsUpload) => {
    let stored = 0;
    let failure: unknown = null;
    for (const song of songs) {
      const form = new FormData();
      form.set("genreId", genreId);
      form.set("title", song.title);
      form.set("artist", song.artist);
      form.set("file", song.file);
      onProgress(song.id, 0);
      try {
        const measurement = await measureInBrowser(song.file);
        if (measurement) form.set("measurement", JSON.stringify(measurement));
        await uploadWithProgress("/api/songs", form, (fraction) => onProgress(song.id, fraction));
        stored++;
        onDone(song.id, null);
      } catch (error) {
        failure = error;
        onDone(song.id, error);
      }
    }
    return { stored, failure };
  }, refetchCatalog);
