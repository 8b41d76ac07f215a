import { CLAIM_MESSAGE, isMessageAudio, songOfAudioUrl } from "~/web/lib/offline-audio";
import { findInReserve, findMessage } from "./find-in-reserve";
import { answerFromReserve } from "./reserve-answer";

// lib.dom types the page; the few worker types used here are declared where used.
interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface FetchEvent extends ExtendableEvent {
  request: Request;
  respondWith(response: Promise<Response>): void;
}
interface WorkerScope {
  location: Location;
  caches: CacheStorage;
  skipWaiting(): Promise<void>;
  clients: { claim(): Promise<void> };
  addEventListener(type: "install" | "activate", listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: "fetch", listener: (event: FetchEvent) => void): void;
  addEventListener(
    type: "message",
    listener: (event: ExtendableEvent & { data: unknown }) => void,
  ): void;
}

const worker = self as unknown as WorkerScope;

/**
 * The dashboard's service worker (scope /dashboard): it answers a song's audio from the
 * offline reserve when the reserve holds it, and a message's from the messages kept, with or without a connection, and leaves
 * every other request to the network. A new version takes over at once: it has no state
 * of its own to migrate.
 */
worker.addEventListener("install", (event) => event.waitUntil(worker.skipWaiting()));
worker.addEventListener("activate", (event) => event.waitUntil(worker.clients.claim()));
// A page loaded while this worker was still installing is not taken by the claim above.
worker.addEventListener("message", (event) => {
  if (event.data === CLAIM_MESSAGE) event.waitUntil(worker.clients.claim());
});

worker.addEventListener("fetch", (event) => {
  const { request } = event;
  if (request.method !== "GET") return;
  const url = new URL(request.url);
  if (url.origin !== worker.location.origin) return;
  const find = songOfAudioUrl(url) ? findInReserve : isMessageAudio(url) ? findMessage : null;
  if (!find) return;
  event.respondWith(
    find(worker.caches, url).then((kept) =>
      kept ? answerFromReserve(request, kept) : fetch(request),
    ),
  );
});
