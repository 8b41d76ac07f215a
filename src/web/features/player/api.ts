import type { ZoneStateInput } from "~/shared/remote/schema";
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import type { MusicStateFields } from "~/shared/player/music-state";
import { api, unwrap } from "~/web/lib/api-client";
import { deviceId } from "~/web/lib/browser-ids";
import { takeFirstAnswerData } from "~/web/lib/first-answers";
import { ownLists, publicLists } from "~/web/lib/playlists-api";
import { useApiMutation } from "~/web/lib/use-api-mutation";
import { documentAnswerTime, listeningKeys, zoneQuery } from "./player-zone";
import type { Track } from "./track";

/** May the user play now; asked for a song, also a signed link to its audio (minutes of life). */
export const getAccess = (songId?: string) =>
  unwrap(api().access.$get({ query: { ...(songId ? { songId } : {}), deviceId: deviceId() } }));

export const getSong = (id: string) =>
  unwrap(api().songs[":id"].$get({ param: { id }, query: zoneQuery() }));

/**
 * What the account plays now and where, whichever device plays it; refetched on the
 * account's playing topic, and now and then because a claim goes stale silently.
 */
const fetchNowPlaying = () => unwrap(api()["now-playing"].$get());

export const nowPlayingQueryOptions = () =>
  queryOptions({
    queryKey: ["now-playing"],
    queryFn: fetchNowPlaying,
    refetchInterval: 30_000,
    // The start page's document brought it, and its skeleton drew the card from it: the
    // page's first render draws the same, not "nothing" until the answer is read.
    initialData: () =>
      takeFirstAnswerData<Awaited<ReturnType<typeof fetchNowPlaying>>>("/api/now-playing"),
    initialDataUpdatedAt: () => performance.timeOrigin,
  });
export const getMusicState = () => unwrap(api()["music-state"].$get());
export const saveMusicState = (json: MusicStateFields) =>
  unwrap(api()["music-state"].$put({ json }));

/** When the page is being left: a beacon survives the unload, a fetch may not. */
export function saveMusicStateOnExit(state: MusicStateFields): void {
  const body = JSON.stringify(state);
  if (
    typeof navigator.sendBeacon === "function" &&
    navigator.sendBeacon("/api/music-state/beacon", body)
  )
    return;
  void fetch("/api/music-state/beacon", {
    method: "POST",
    body,
    keepalive: true,
    credentials: "same-origin",
  });
}

export interface SongFilter {
  search: string;
  genreId?: string;
  playlistId?: string;
}

const songsQuery = (filter: SongFilter, page: number, pageSize: number) => ({
  search: filter.search,
  view: "listen" as const,
  page: String(page),
  pageSize: String(pageSize),
  ...(filter.genreId ? { genreId: filter.genreId } : {}),
  ...(filter.playlistId ? { playlistId: filter.playlistId } : {}),
});

export async function loadSongs(filter: SongFilter, page: number, pageSize: number) {
  return unwrap(
    api().songs.$get({ query: { ...songsQuery(filter, page, pageSize), ...zoneQuery() } }),
  );
}

/**
 * The page of songs the document brought for this filter (decision 030), once, for the
 * list's first render: drawn with the page rather than after a row of placeholders of
 * another height, which moved what follows. The document does not know the browser's
 * zone: its page leaves out the account's blocks only, and the list refetches at once.
 */
export function documentSongs(filter: SongFilter, page: number, pageSize: number) {
  const url = api().songs.$url({ query: songsQuery(filter, page, pageSize) });
  return takeFirstAnswerData<Awaited<ReturnType<typeof loadSongs>>>(url.pathname + url.search);
}

export const toTrack = (song: {
  id: string;
  title: string;
  artist: string;
  durationSeconds: number;
  gainDb: number;
  loudness: { leadingSilenceSeconds: number; trailingSilenceSeconds: number } | null;
  licensedUntil: string | null;
}): Track => ({
  id: song.id,
  title: song.title,
  artist: song.artist,
  durationSeconds: song.durationSeconds,
  gainDb: song.gainDb,
  leadingSilenceSeconds: song.loudness?.leadingSilenceSeconds ?? 0,
  trailingSilenceSeconds: song.loudness?.trailingSilenceSeconds ?? 0,
  licensedUntil: song.licensedUntil,
});

export const getRecentSongs = () => unwrap(api().songs.recent.$get({ query: zoneQuery() }));

export const recentSongsQueryOptions = () =>
  queryOptions({
    queryKey: ["catalog", "recent"],
    queryFn: getRecentSongs,
    // From the start page's document: drawn with the page, not after placeholder rows.
    initialData: () =>
      takeFirstAnswerData<Awaited<ReturnType<typeof getRecentSongs>>>("/api/songs/recent"),
    initialDataUpdatedAt: documentAnswerTime,
  });

export const getRecentlyPlayedSongs = () =>
  unwrap(api().songs["recently-played"].$get({ query: zoneQuery() }));

/** What sounded last in the account's zones; under the newest songs' key, refetched with them. */
export const recentlyPlayedQueryOptions = () =>
  queryOptions({
    queryKey: ["catalog", "recent", "played"],
    queryFn: getRecentlyPlayedSongs,
    initialData: () =>
      takeFirstAnswerData<Awaited<ReturnType<typeof getRecentlyPlayedSongs>>>(
        "/api/songs/recently-played",
      ),
    initialDataUpdatedAt: documentAnswerTime,
  });

export { ownPlaylistsQueryOptions } from "~/web/lib/playlists-api";

// The listener's own lists; removing a song from a public list is for admins.
export const useCreateOwnPlaylist = ownLists.useCreate;
export const useDeleteOwnPlaylist = ownLists.useDelete;
export const useAddToOwnPlaylist = ownLists.useAddSong;
export const useRemoveFromOwnPlaylist = ownLists.useRemoveSong;
export const useRemoveFromPublicPlaylist = publicLists.useRemoveSong;

export { genresQueryOptions, publicPlaylistsQueryOptions } from "~/web/lib/catalog-api";

export const blockedSongsKey = ["blocked-songs"] as const;

export const blockedSongsQueryOptions = (page: number) =>
  queryOptions({
    queryKey: [...blockedSongsKey, page],
    queryFn: () => unwrap(api()["blocked-songs"].$get({ query: { page: String(page) } })),
    placeholderData: keepPreviousData,
  });

/** "Historial": who blocked and allowed what, where and when (decision 045). */
export const blockTrailQueryOptions = (page: number) =>
  queryOptions({
    queryKey: [...blockedSongsKey, "trail", page],
    queryFn: () => unwrap(api()["blocked-songs"].trail.$get({ query: { page: String(page) } })),
    placeholderData: keepPreviousData,
  });

/** Blocking or allowing a song changes every list the player shows (they leave it out). */
const refetchListening = { invalidates: [...listeningKeys, blockedSongsKey] };

/**
 * A song as the block and allow actions name it (the title is for their notices), and
 * where: a zone, or every zone (null).
 */
export interface SongRef {
  id: string;
  title: string;
  zoneId: string | null;
}

const blockAddress = (song: SongRef) => ({
  param: { songId: song.id },
  query: song.zoneId ? { zoneId: song.zoneId } : {},
});

/** "No reproducir": in one zone, or in every zone. */
export const useBlockSong = () =>
  useApiMutation(
    (song: SongRef) => unwrap(api()["blocked-songs"][":songId"].$put(blockAddress(song))),
    refetchListening,
  );

/** "Permitir de nuevo", where it was blocked. */
export const useUnblockSong = () =>
  useApiMutation(
    (song: SongRef) => unwrap(api()["blocked-songs"][":songId"].$delete(blockAddress(song))),
    refetchListening,
  );

/** One player per zone (decisions 018, 023): who plays it, taking it, keeping it. */
export const claimQueryKey = (zoneId: string) => ["playback-claim", zoneId];
export const getPlaybackClaim = (id: string) =>
  unwrap(api().zones[":id"].claim.$get({ param: { id }, query: { deviceId: deviceId() } }));
export const claimPlayback = (id: string, takeOver: boolean) =>
  unwrap(
    api().zones[":id"].claim.$post({
      param: { id },
      json: { deviceId: deviceId(), takeOver },
    }),
  );
export const beatPlaybackClaim = (id: string) =>
  unwrap(
    api().zones[":id"].claim.heartbeat.$post({
      param: { id },
      json: { deviceId: deviceId() },
    }),
  );

/** The zone's state, as the player holding it tells it to "Mando" (decision 024). */
export const sendZoneState = (zoneId: string, json: ZoneStateInput) =>
  unwrap(api().zones[":zoneId"].state.$put({ param: { zoneId }, json }));
