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
