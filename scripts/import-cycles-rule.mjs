/**
 * An ESLint rule: no import cycle, counting `import type` too. import-x's no-cycle skips
 * type-only imports and has no option to count them, yet a circle closed by types still
 * ties its modules together: none of them can be read, moved or tested without the others.
 * TypeScript itself lists each file's imports (types, re-exports and `import()` included)
 * and resolves them with the project's tsconfig; only files inside `root` are followed.
 */
import fs from "node:fs";
import path from "node:path";
import ts from "typescript";

/** @param {{ root: string, tsconfig: string }} settings */
function moduleGraph({ root, tsconfig }) {
  const config = ts.readConfigFile(tsconfig, ts.sys.readFile).config ?? {};
  const { options } = ts.parseJsonConfigFileContent(config, ts.sys, path.dirname(tsconfig));
  const host = ts.createCompilerHost(options);
  const cache = ts.createModuleResolutionCache(process.cwd(), (name) => name, options);
  /** @type {Map<string, { mtime: number, imports: { specifier: string, file: string }[] }>} */
  const files = new Map();
  const inside = (file) => file.startsWith(root + path.sep) && !file.endsWith(".d.ts");

  /** The files `file` imports inside `root`, read again when the file changed. */
  function importsOf(file) {
    const mtime = fs.statSync(file, { throwIfNoEntry: false })?.mtimeMs ?? -1;
    const known = files.get(file);
    if (known && known.mtime === mtime) return known.imports;
    const text = mtime < 0 ? "" : fs.readFileSync(file, "utf8");
    const imports = ts
      .preProcessFile(text, true, true)
      .importedFiles.map(({ fileName: specifier }) => {
        const resolved = ts.resolveModuleName(specifier, file, options, host, cache);
        return { specifier, file: resolved.resolvedModule?.resolvedFileName };
      })
      .filter((entry) => entry.file && inside(path.resolve(entry.file)))
      .map((entry) => ({ specifier: entry.specifier, file: path.resolve(entry.file) }));
    files.set(file, { mtime, imports });
    return imports;
  }

  /** The shortest way from `from` back to `to`, as the specifiers followed, or null. */
  function routeBack(from, to) {
    const cameBy = new Map([[from, null]]);
    const queue = [from];
    while (queue.length > 0) {
      const file = queue.shift();
      for (const next of importsOf(file)) {
        if (cameBy.has(next.file)) continue;
        cameBy.set(next.file, { file, specifier: next.specifier });
        if (next.file === to) {
          const route = [];
          for (let at = cameBy.get(to); at; at = cameBy.get(at.file))
            route.unshift(`${path.relative(root, at.file)} → ${at.specifier}`);
          return route;
        }
        queue.push(next.file);
      }
    }
    return null;
  }

  return { importsOf, routeBack, inside };
}

const graphs = new Map();

export const noImportCycle = {
  meta: {
    type: "problem",
    docs: { description: "Forbid import cycles, type-only imports included." },
    schema: [
      {
        type: "object",
        properties: { root: { type: "string" }, tsconfig: { type: "string" } },
        required: ["root", "tsconfig"],
        additionalProperties: false,
      },
    ],
    messages: { cycle: "Import cycle (types counted): {{route}}" },
  },
  create(context) {
    const root = path.resolve(context.options[0].root);
    const tsconfig = path.resolve(context.options[0].tsconfig);
    const key = `${root}\0${tsconfig}`;
    if (!graphs.has(key)) graphs.set(key, moduleGraph({ root, tsconfig }));
    const graph = graphs.get(key);
    const file = path.resolve(context.physicalFilename);
    if (!graph.inside(file)) return {};
    return {
      Program(program) {
        const reported = new Set();
        for (const { specifier, file: target } of graph.importsOf(file)) {
          if (target === file || reported.has(target)) continue;
          const route = graph.routeBack(target, file);
          if (!route) continue;
          reported.add(target);
          const node =
            program.body.find(
              (statement) =>
                (statement.type === "ImportDeclaration" ||
                  statement.type === "ExportNamedDeclaration" ||
                  statement.type === "ExportAllDeclaration") &&
                statement.source?.value === specifier,
            ) ?? program;
          const start = `${path.relative(root, file)} → ${specifier}`;
          context.report({
            node,
            messageId: "cycle",
            data: { route: [start, ...route].join(", ") },
          });
        }
      },
    };
  },
};
