import { createHash } from "node:crypto";
import path from "node:path";

const ROUTE_QUERY = "?__react-router-build-client-route";

/**
 * @typedef {{ file: string; children?: RouteEntry[] }} RouteEntry
 * @typedef {{ importers: readonly string[]; dynamicImporters: readonly string[]; isEntry: boolean }} ModuleInfo
 */

/**
 * The pages of the route config: for each route file, the leaf routes (pages) drawn under
 * it — a layout's code runs on every page inside it.
 * @param {RouteEntry[]} routes
 * @param {string} appDirectory
 */
function pagesUnder(routes, appDirectory) {
  /** @type {Map<string, string[]>} */
  const pages = new Map();
  /** @param {RouteEntry} route @returns {string[]} */
  const visit = (route) => {
    const file = path.resolve(appDirectory, route.file);
    const leaves = route.children?.length ? route.children.flatMap(visit) : [file];
    pages.set(file, [...(pages.get(file) ?? []), ...leaves]);
    return leaves;
  };
  const all = routes.flatMap(visit);
  pages.set(path.resolve(appDirectory, "root.tsx"), all);
  return { pages, all };
}

/**
 * Rollup's `manualChunks`: every module goes into the chunk of the set of pages that run
 * it (a lazily loaded module counts as a page of its own). Modules run by exactly the same
 * pages share a file, so a page loads fewer files than one per module group and never a
 * line another page needs and it does not (issue 29). Merging chunks by size instead
 * (`experimentalMinChunkSize`) put other screens' code into every page.
 * @param {RouteEntry[]} routes the app's route config (`src/web/routes.ts`)
 * @param {string} appDirectory
 */
export function pageChunks(routes, appDirectory) {
  const { pages, all } = pagesUnder(routes, appDirectory);
  /** @type {Map<string, Set<string>>} */
  const pagesOf = new Map();

  /**
   * @param {string} id
   * @param {(id: string) => ModuleInfo | null} info
   * @returns {Set<string>}
   */
  const pagesRunning = (id, info) => {
    const known = pagesOf.get(id);
    if (known) return known;
    /** @type {Set<string>} */
    const found = new Set();
    pagesOf.set(id, found); // an import cycle adds nothing more
    const module = info(id);
    if (id.endsWith(ROUTE_QUERY)) {
      for (const page of pages.get(id.slice(0, -ROUTE_QUERY.length)) ?? []) found.add(page);
    } else if (module?.isEntry) {
      for (const page of all) found.add(page);
    } else if (module && module.dynamicImporters.length > 0) {
      found.add(`lazy:${id}`);
    }
    for (const importer of module?.importers ?? []) {
      for (const page of pagesRunning(importer, info)) found.add(page);
    }
    return found;
  };

  /** @type {import("vite").Rollup.ManualChunksFunction} */
  return (id, { getModuleInfo }) => {
    if (id.endsWith(".css") || id.endsWith(ROUTE_QUERY)) return undefined;
    const module = getModuleInfo(id);
    if (!module || module.isEntry || module.dynamicImporters.length > 0) return undefined;
    const running = [...pagesRunning(id, getModuleInfo)].sort();
    if (running.length === 0) return undefined;
    if (running.length === all.length && running.every((page) => !page.startsWith("lazy:")))
      return "app";
    return `pages-${createHash("sha256").update(running.join("\n")).digest("hex").slice(0, 8)}`;
  };
}
