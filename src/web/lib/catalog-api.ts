import { queryOptions } from "@tanstack/react-query";
import { api, unwrap } from "./api-client";

/**
 * The catalogue as two features see it — the admin's screen and the player — so each
 * query key is written once. Every catalogue query lives under
 * ["catalog"]: what changes the catalogue refetches all of it.
 */
export const catalogKey = ["catalog"] as const;

export const genresQueryOptions = () =>
  queryOptions({ queryKey: [...catalogKey, "genres"], queryFn: () => unwrap(api().genres.$get()) });

export const publicPlaylistsQueryOptions = () =>
  queryOptions({
    queryKey: [...catalogKey, "public-playlists"],
    queryFn: () => unwrap(api()["public-playlists"].$get()),
  });
