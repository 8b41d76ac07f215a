import { paths } from "~/shared/paths";

/**
 * The offline reserve in Cache Storage: filled by the page (features/offline), read by the
 * service worker, which answers the player's Range requests for a song from it. One
 * cache per account, named after it; there is never more than one (the page deletes
 * another account's at sign-in, and its own at logout or when access ends).
 */
export const RESERVE_CACHE_PREFIX = "sonaria-reserve-v1:";

export const reserveCacheName = (userId: string) => `${RESERVE_CACHE_PREFIX}${userId}`;

const AUDIO_PATH = /^\/api\/songs\/([^/]+)\/audio$/;

/** The song whose audio `url` is (whatever the signed link's query), or null. */
export function songOfAudioUrl(url: URL): string | null {
  const match = AUDIO_PATH.exec(url.pathname);
  return match ? decodeURIComponent(match[1] as string) : null;
}

/**
 * The key a song's whole file is kept under: its audio path without the link's query, so
 * that a cached song is found again whatever signature its link carried.
 */
export const reserveKey = (origin: string, songId: string) =>
  new URL(paths.songAudio(songId), origin).href;

/**
 * The account's own messages (decision 029), kept whole on the device beside the reserve: few
 * and short, all of them, so that they sound at their times offline too.
 */
export const MESSAGES_CACHE_PREFIX = "sonaria-messages-v1:";

export const messagesCacheName = (userId: string) => `${MESSAGES_CACHE_PREFIX}${userId}`;

const MESSAGE_AUDIO_PATH = /^\/api\/messages\/[^/]+\/audio$/;

/** Whether `url` is a message's audio. */
export const isMessageAudio = (url: URL) => MESSAGE_AUDIO_PATH.test(url.pathname);

/** What a page the service worker does not control yet sends it to be taken. */
export const CLAIM_MESSAGE = "claim";
