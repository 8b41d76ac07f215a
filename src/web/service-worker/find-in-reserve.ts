import {
  isMessageAudio,
  MESSAGES_CACHE_PREFIX,
  RESERVE_CACHE_PREFIX,
  reserveKey,
  songOfAudioUrl,
} from "~/web/lib/offline-audio";

/**
 * The whole file of the song `url` asks for, if the offline reserve holds it. The key is
 * the audio path without the link's query, so a song is found whatever signature its link
 * carries; only the reserve's caches are looked in (there is one, the signed-in account's:
 * the page deletes any other at sign-in).
 */
export async function findInReserve(caches: CacheStorage, url: URL): Promise<Response | null> {
  const songId = songOfAudioUrl(url);
  if (!songId) return null;
  const key = reserveKey(url.origin, songId);
  for (const name of await caches.keys()) {
    if (!name.startsWith(RESERVE_CACHE_PREFIX)) continue;
    const kept = await (await caches.open(name)).match(key);
    if (kept) return kept;
  }
  return null;
}

/** A message's whole file, if the device keeps it (the page keeps every one of the zone's). */
export async function findMessage(caches: CacheStorage, url: URL): Promise<Response | null> {
  if (!isMessageAudio(url)) return null;
  const key = new URL(url.pathname, url.origin).href;
  for (const name of await caches.keys()) {
    if (!name.startsWith(MESSAGES_CACHE_PREFIX)) continue;
    const kept = await (await caches.open(name)).match(key);
    if (kept) return kept;
  }
  return null;
}
