import { queryOptions } from "@tanstack/react-query";
import { api, unwrap } from "./api-client";

/** Catalogue lists several features show (admin screen, player); one cache key each. */
export const genresQueryOptions = () =>
  queryOptions({ queryKey: ["catalog", "genres"], queryFn: () => unwrap(api().genres.$get()) });

export const publicPlaylistsQueryOptions = () =>
  queryOptions({
    queryKey: ["catalog", "public-playlists"],
    queryFn: () => unwrap(api()["public-playlists"].$get()),
  });

export type Genre = Awaited<
  ReturnType<NonNullable<ReturnType<typeof genresQueryOptions>["queryFn"]>>
>[number];
export type PublicPlaylist = Awaited<
  ReturnType<NonNullable<ReturnType<typeof publicPlaylistsQueryOptions>["queryFn"]>>
>[number];
