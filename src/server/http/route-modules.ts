import fs from "node:fs/promises";
import path from "node:path";
import { matchRoutes, type RouteObject } from "react-router";
import { ROUTE_MODULES_ELEMENT_ID } from "~/shared/http/document-data";

/** One route of the web build's route manifest (what the router loads for it). */
interface ManifestRoute {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
  module: string;
  imports?: string[];
}

const manifestScript = /\/assets\/manifest-[\w-]+\.js/;
const manifestPrefix = "window.__reactRouterManifest=";

/** The routes of a manifest as nested route objects, for `matchRoutes`. */
function routeTree(routes: ManifestRoute[]): RouteObject[] {
  const childrenOf = (parentId: string | undefined): RouteObject[] =>
    routes
      .filter((route) => route.parentId === parentId)
      .map((route) =>
        route.index
          ? { id: route.id, index: true }
          : { id: route.id, path: route.path, children: childrenOf(route.id) },
      );
  return childrenOf(undefined);
}

/** The routes a path matches, read from the web build's manifest (none without one). */
async function routeMatcher(root: string, shell: string) {
  const manifestPath = manifestScript.exec(shell)?.[0];
  if (!manifestPath) return () => [];
  const text = await fs.readFile(path.join(root, manifestPath), "utf8");
  const manifest = JSON.parse(text.trim().slice(manifestPrefix.length).replace(/;$/, "")) as {
    routes: Record<string, ManifestRoute>;
  };
  const byId = manifest.routes;
  const tree = routeTree(Object.values(byId));
  return (pathname: string): ManifestRoute[] =>
    (matchRoutes(tree, pathname) ?? []).flatMap(({ route }) => {
      const found = route.id ? byId[route.id] : undefined;
      return found ? [found] : [];
    });
}

/**
 * Which script modules a client-rendered page runs, read from the web build's route
 * manifest: the document names them all at once, so the browser fetches them while the
 * router starts instead of discovering them module by module (decision 030). Returns
 * nothing when the build has no manifest (the tests' minimal builds).
 */
export async function routeModules(root: string, shell: string) {
  const routesOf = await routeMatcher(root, shell);
  const inShell = new Set(shell.match(/\/assets\/[\w.-]+\.js/g) ?? []);
  return (pathname: string): string[] => {
    const modules = routesOf(pathname).flatMap((route) => [route.module, ...(route.imports ?? [])]);
    return [...new Set(modules)].filter((module) => !inShell.has(module));
  };
}

/** The route files a page runs, from the root down (`root`, `routes/dashboard-player`, …). */
export async function routeIds(root: string, shell: string) {
  const routesOf = await routeMatcher(root, shell);
  return (pathname: string): string[] => routesOf(pathname).map((route) => route.id);
}

/**
 * The modules as a data block: the skeleton's script asks for them once the skeleton is
 * painted, so a slow connection spends its first round trips on what the paint needs.
 */
export function routeModulesElement(modules: string[]): string {
  const json = JSON.stringify(modules).replace(/</g, "\\u003c");
  return `<script type="application/json" id="${ROUTE_MODULES_ELEMENT_ID}">${json}</script>`;
}
