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
 * Rollup's `manualChunks`: a module goes into the file of the pages that run it (a lazily
 * loaded module counts as a page of its own), so that modules run by the same pages travel
 * together and a page loads no other screen's code. Merging chunks by size
 * instead (`experimentalMinChunkSize`) put other screens' code into every page.
 *
 * Split by every page, the player ran 43 files, and each costs a slow phone's main thread
 * (its preload, its request, its module record): the same code in 7 files opened the player
 * about half a second sooner at CPU ×4. So what the shop's pages run goes by which of them
 * run it, and whether a page outside their layout runs it too (signing in, registering, as
 * one: those load none of the code only the shop's pages run); the other pages of the layout (the settings, the admin's screens)
 * and the lazily loaded modules do not split those files: they load the shop's files whose
 * code they use, which the browser has from opening the shop's pages. What only they run
 * goes by exactly the pages that run it.
 *
 * A page of the layout kept `apart` (head office's network page, open all day) splits the
 * files of code only one of the shop's pages runs: the history's own file holds its form
 * and validation libraries, which the network page shares none of, while the code both
 * run (a table, a search box) goes in a file of its own. Kept apart, it splits no file
 * two shop pages share, so theirs stay as few as they were.
 * @param {RouteEntry[]} routes the app's route config (`src/web/routes.ts`)
 * @param {string} appDirectory
 * @param {{ layout: string; pages: string[]; apart?: string[] }} shop the layout of the
 *   shop's pages, the pages opened every day, and those kept apart, as route files
 *   (`routes/dashboard-player.tsx`)
 */
export function pageChunks(routes, appDirectory, shop) {
  const { pages, all } = pagesUnder(routes, appDirectory);
  const shopPages = new Set(shop.pages.map((file) => path.resolve(appDirectory, file)));
  const apartPages = new Set((shop.apart ?? []).map((file) => path.resolve(appDirectory, file)));
  const inShopLayout = new Set(pages.get(path.resolve(appDirectory, shop.layout)) ?? []);
  /**
   * What splits the shop's pages' files: which of them run a module, and whether a page
   * outside their layout does too (the sign-in pages, as one).
   * @param {string[]} running
   */
  const shopKey = (running) => {
    const shopRunning = running.filter((page) => shopPages.has(page));
    return [
      ...shopRunning,
      ...(shopRunning.length === 1 ? running.filter((page) => apartPages.has(page)) : []),
      ...(running.some((page) => !page.startsWith("lazy:") && !inShopLayout.has(page))
        ? ["elsewhere"]
        : []),
    ];
  };
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
    const key = running.some((page) => shopPages.has(page)) ? shopKey(running) : running;
    if (running.length === all.length && running.every((page) => !page.startsWith("lazy:")))
      return "app";
    return `pages-${createHash("sha256").update(key.join("\n")).digest("hex").slice(0, 8)}`;
  };
}
