import type { ZoneMessages } from "~/shared/messages/schema";
import { MESSAGES_CACHE_PREFIX, messagesCacheName } from "~/web/lib/offline-audio";
import { deviceCopy } from "../device-copy";

/**
 * The zone's messages on the device (decision 029): what the follower follows, in storage
 * (so a player opened without a connection still knows them), and every message's whole
 * file in Cache Storage, which the service worker answers from — online or not. Few and
 * short, so all of them; one account's at a time, gone at logout.
 */
const kept = deviceCopy<ZoneMessages>("sonaria.zoneMessages", "zoneId", "messages");

export const readMessagesCopy = (zoneId: string) => kept.read(zoneId);
export const keepMessagesCopy = (zoneId: string, messages: ZoneMessages | null) =>
  kept.keep(zoneId, messages);

export interface MessageFilesDependencies {
  caches: CacheStorage;
  fetch: typeof fetch;
  origin: string;
}

/**
 * Keeps the whole file of each of `messages` (fetched once, one after another) and drops
 * the ones no longer among them; another account's files go first.
 */
export async function keepMessageFiles(
  deps: MessageFilesDependencies,
  userId: string,
  messages: ZoneMessages["messages"],
) {
  const name = messagesCacheName(userId);
  for (const other of await deps.caches.keys())
    if (other.startsWith(MESSAGES_CACHE_PREFIX) && other !== name) await deps.caches.delete(other);
  const cache = await deps.caches.open(name);
  const wanted = new Set(messages.map((message) => new URL(message.audioPath, deps.origin).href));
  for (const request of await cache.keys())
    if (!wanted.has(request.url)) await cache.delete(request);
  for (const url of wanted) {
    if (await cache.match(url)) continue;
    try {
      const response = await deps.fetch(url, { credentials: "same-origin" });
      // A redirect to storage elsewhere (S3) is followed; only a whole file is kept.
      if (response.ok && response.status === 200) await cache.put(url, response);
    } catch (error) {
      console.warn("[offline] could not keep a message", error);
    }
  }
}

/** Logout: the messages leave the device with the account. */
export async function forgetMessages(caches: CacheStorage) {
  kept.forget();
  for (const name of await caches.keys())
    if (name.startsWith(MESSAGES_CACHE_PREFIX)) await caches.delete(name);
}
