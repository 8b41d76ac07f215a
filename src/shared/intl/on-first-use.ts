/**
 * A value made the first time it is asked for, then kept. For the Intl formatters at the
 * top of a module: the first formatter a page makes sets up the browser's locale data
 * (about 30 ms, four times that on a slow phone), which only a page that formats should
 * pay, and only when it formats — not every page that loads the module.
 */
export function onFirstUse<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => (made ??= make());
}
