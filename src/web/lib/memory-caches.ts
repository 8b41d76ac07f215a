/**
 * Cache Storage as the browser keeps it, in memory, for unit tests of the reserve in
 * Node (which has none); the real one is exercised by the e2e tests in Chromium.
 */
export function memoryCaches(): CacheStorage & { names(): string[] } {
  const caches = new Map<string, Map<string, Response>>();
  const keyOf = (request: RequestInfo | URL) =>
    typeof request === "string" ? request : request instanceof URL ? request.href : request.url;
  const cacheOf = (entries: Map<string, Response>): Cache =>
    ({
      async match(request: RequestInfo | URL) {
        return entries.get(keyOf(request))?.clone();
      },
      async put(request: RequestInfo | URL, response: Response) {
        entries.set(keyOf(request), response.clone());
      },
      async delete(request: RequestInfo | URL) {
        return entries.delete(keyOf(request));
      },
      async keys() {
        return [...entries.keys()].map((url) => new Request(url));
      },
    }) as unknown as Cache;
  return {
    async open(name: string) {
      let entries = caches.get(name);
      if (!entries) caches.set(name, (entries = new Map()));
      return cacheOf(entries);
    },
    async delete(name: string) {
      return caches.delete(name);
    },
    async keys() {
      return [...caches.keys()];
    },
    async has(name: string) {
      return caches.has(name);
    },
    async match(request: RequestInfo | URL) {
      for (const entries of caches.values()) {
        const found = entries.get(keyOf(request));
        if (found) return found.clone();
      }
      return undefined;
    },
    names: () => [...caches.keys()],
  } as CacheStorage & { names(): string[] };
}
