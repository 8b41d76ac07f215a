import { queryOptions } from "@tanstack/react-query";
import { api, unwrap } from "./api-client";

/**
 * The catalogue as two features see it — the admin's screen and the player — so each
 * query key is written once. Every catalogue query lives under
 * ["catalog"]: what changes the catalogue refetches all of it.
 */
export const catalogKey = ["catalog"] as const;

/**
 * Genres with their song counts: the player's ("listen", without the songs the listener
 * blocked) or the admin's ("manage", every song).
 */
export const genresQueryOptions = (view: "listen" | "manage" = "listen") =>
  queryOptions({
    queryKey: [...catalogKey, "genres", view],
    queryFn: () => unwrap(api().genres.$get({ query: { view } })),
  });

export const publicPlaylistsQueryOptions = () =>
  queryOptions({
    queryKey: [...catalogKey, "public-playlists"],
    queryFn: () => unwrap(api()["public-playlists"].$get()),
  });
