import fs from "node:fs";

/** The web build's module graph, as `scripts/module-graph-plugin.mjs` writes it. */
interface ModuleGraph {
  /** Each script file (`assets/….js`) and the source modules it holds, with their size. */
  chunks: Record<string, { module: string; bytes: number }[]>;
  /** What each module imports statically. */
  imports: Record<string, string[]>;
}

const ROUTE_QUERY = "?__react-router-build-client-route";

export function readModuleGraph(file = "build/module-graph.json"): ModuleGraph {
  return JSON.parse(fs.readFileSync(file, "utf8")) as ModuleGraph;
}

/**
 * The modules a page runs: the client entry and its routes' modules (`root`,
 * `routes/dashboard-player`, …), and all they import statically.
 */
function modulesRun(graph: ModuleGraph, routeIds: string[]): Set<string> {
  const entry = Object.keys(graph.imports).filter((id) => id.includes("entry.client"));
  const pending = [...entry, ...routeIds.map((id) => `src/web/${id}.tsx${ROUTE_QUERY}`)];
  const run = new Set<string>();
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    if (run.has(id)) continue;
    run.add(id);
    pending.push(...(graph.imports[id] ?? []));
  }
  return run;
}

/**
 * The modules a page loads without running them: code of other screens that shares a
 * script file with its own. `files` are the page's script URLs (`/assets/….js`).
 */
export function foreignModules(graph: ModuleGraph, files: Iterable<string>, routeIds: string[]) {
  const run = modulesRun(graph, routeIds);
  return [...files]
    .flatMap((url) => graph.chunks[url.replace(/^\//, "")] ?? [])
    .filter(({ module }) => !run.has(module));
}
