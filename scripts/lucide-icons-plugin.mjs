import fs from "node:fs";
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);
const IMPORT = /import\s*\{([^}]*)\}\s*from\s*["']lucide-react["'];?/g;

/** Each name lucide-react's index exports for an icon (`Menu`, `MenuIcon`, …) → its module. */
function iconModules() {
  const index = fs.readFileSync(require.resolve("lucide-react/dist/esm/lucide-react.mjs"), "utf8");
  /** @type {Map<string, string>} */
  const modules = new Map();
  for (const [, names, file] of index.matchAll(
    /export \{([^}]*)\} from '\.\/icons\/([^']+)\.mjs'/g,
  )) {
    for (const name of names.matchAll(/default as (\w+)/g))
      modules.set(/** @type {string} */ (name[1]), `lucide-react/icons/${file}`);
  }
  return modules;
}

/**
 * Imports each lucide icon from its own module instead of the package's index. Through the
 * index every icon the app uses anywhere counted as run by every page that uses any, so
 * `scripts/page-chunks.mjs` put the campaign editor's icons into the files the player loads
 * (no page may load code it does not use). The source keeps the usual
 * `import { Menu } from "lucide-react"`.
 * @returns {import("vite").Plugin}
 */
export function lucideIconsPlugin() {
  /** @type {Map<string, string> | undefined} */
  let modules;
  return {
    name: "sonaria:lucide-icons",
    transform(code, id) {
      if (id.includes("/node_modules/") || !code.includes("lucide-react")) return null;
      modules ??= iconModules();
      const icons = modules;
      const rewritten = code.replace(IMPORT, (statement, list) => {
        const kept = [];
        const own = [];
        for (const specifier of list
          .split(",")
          .map((part) => part.trim())
          .filter(Boolean)) {
          const [imported, local = imported] = specifier.split(/\s+as\s+/);
          const module = icons.get(imported);
          if (module) own.push(`import ${local} from "${module}";`);
          else kept.push(specifier);
        }
        if (own.length === 0) return statement;
        const rest = kept.length > 0 ? `import { ${kept.join(", ")} } from "lucide-react";` : "";
        return [rest, ...own].join("");
      });
      return rewritten === code ? null : { code: rewritten, map: null };
    },
  };
}
