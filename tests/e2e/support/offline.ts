import type { Page } from "@playwright/test";

/** The songs kept in this browser's offline reserve (any account's), read through Cache Storage. */
export function reservedSongs(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const songs: string[] = [];
    for (const name of await caches.keys()) {
      if (!name.startsWith("sonaria-reserve-")) continue;
      for (const request of await (await caches.open(name)).keys())
        songs.push(new URL(request.url).pathname.split("/")[3] as string);
    }
    return songs;
  });
}

/** The names of the reserve caches in this browser. */
export function reserveCaches(page: Page): Promise<string[]> {
  return page.evaluate(async () =>
    (await caches.keys()).filter((name) => name.startsWith("sonaria-reserve-")),
  );
}

/** How each song in the reserve was kept: under which address, and what its answer holds. */
export function keptAnswers(page: Page) {
  return page.evaluate(async () => {
    const kept = [];
    for (const name of await caches.keys()) {
      if (!name.startsWith("sonaria-reserve-")) continue;
      const cache = await caches.open(name);
      for (const request of await cache.keys()) {
        const response = (await cache.match(request)) as Response;
        kept.push({
          url: request.url,
          type: response.type,
          status: response.status,
          contentType: response.headers.get("content-type"),
          contentLength: Number(response.headers.get("content-length")),
          bytes: (await response.blob()).size,
        });
      }
    }
    return kept;
  });
}
