import fs from "node:fs";
import path from "node:path";

/**
 * Writes the web build's module graph to build/module-graph.json (not served): which
 * source modules each script file holds, with their size, and what each module imports
 * statically. `bench/page-weight.ts` reads it to tell a page's own code from code that
 * only shares a file with it (so that no page loads code it does not use).
 * @returns {import("vite").Plugin}
 */
export function moduleGraphPlugin() {
  const root = process.cwd();
  /** @param {string} id */
  const name = (id) => {
    const clean = id.replace(/^\0/, "");
    const inPackage = /node_modules\/((?:@[^/]+\/)?[^/]+)\/(.*)$/.exec(clean);
    if (inPackage) return `npm:${inPackage[1]}/${inPackage[2]}`;
    return path.isAbsolute(clean) ? path.relative(root, clean) : clean;
  };
  return {
    name: "sonaria:module-graph",
    apply: "build",
    generateBundle(_options, bundle) {
      if (this.environment?.name !== "client") return;
      /** @type {Record<string, { module: string; bytes: number }[]>} */
      const chunks = {};
      /** @type {Record<string, string[]>} */
      const imports = {};
      for (const output of Object.values(bundle)) {
        if (output.type !== "chunk") continue;
        chunks[output.fileName] = Object.entries(output.modules)
          .filter(([, info]) => info.renderedLength > 0)
          .map(([id, info]) => ({ module: name(id), bytes: info.renderedLength }));
      }
      // Every module, also those that render nothing (re-exports): the paths run through them.
      for (const id of this.getModuleIds()) {
        const info = this.getModuleInfo(id);
        if (info) imports[name(id)] = info.importedIds.map(name);
      }
      fs.mkdirSync("build", { recursive: true });
      fs.writeFileSync("build/module-graph.json", JSON.stringify({ chunks, imports }));
    },
  };
}
