import fs from "node:fs";
import js from "@eslint/js";
import prettier from "eslint-config-prettier";
import { createNodeResolver, importX } from "eslint-plugin-import-x";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";
import noImportCycle from "./eslint-rules/no-import-cycle.js";

/** Features never import each other's internals; they meet in app.ts and in routes. */
function featureZones(root) {
  if (!fs.existsSync(root)) return [];
  return fs
    .readdirSync(root, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => ({
      target: `${root}/${entry.name}`,
      from: root,
      except: [`./${entry.name}`],
      message: "Features do not reach into each other: compose them in app.ts or in a route.",
    }));
}

/**
 * The server's floors, lowest first: each imports only from the floors below it (and
 * src/shared). The domain knows tables, rules and ownership; db opens them; infra is
 * the technical adapters; http the middleware; features the routes; the top composes.
 */
const serverFloors = [
  ["domain"],
  ["db"],
  ["infra"],
  ["auth"],
  ["http"],
  ["features"],
  [
    "backup",
    "cli-commands",
    "testing",
    "app.ts",
    "create-infra.ts",
    "main.ts",
    "cli.ts",
    "boot.ts",
    "deps.ts",
    "workers.ts",
    "shutdown.ts",
    "env.ts",
  ],
];

function floorZones() {
  return serverFloors.slice(0, -1).flatMap((floor, level) =>
    floor.map((part) => ({
      target: `./src/server/${part}`,
      from: serverFloors
        .slice(level + 1)
        .flat()
        .filter((higher) => !(higher === "env.ts" || (higher === "deps.ts" && level >= 5)))
        .map((higher) => `./src/server/${higher}`),
      message: "A floor imports only from the floors below it (eslint.config.js, serverFloors).",
    })),
  );
}

const boundaryZones = [
  {
    target: "./src/shared",
    from: ["./src/server", "./src/web"],
    message: "src/shared is isomorphic.",
  },
  {
    target: "./src/web",
    from: "./src/server",
    // The API's types only (AppType, erased at build): no server code reaches the browser.
    except: ["./app.ts"],
    message: "The browser never imports server code.",
  },
  {
    target: "./src/server",
    from: "./src/web",
    message: "The server never imports browser code.",
  },
  ...featureZones("./src/server/features"),
  ...featureZones("./src/web/features"),
];

export default tseslint.config(
  {
    ignores: [
      "build/",
      "data/",
      ".react-router/",
      "node_modules/",
      "test-results/",
      "playwright-report/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { "import-x": importX, local: { rules: { "no-import-cycle": noImportCycle } } },
    settings: {
      "import-x/ignore": ["node_modules"],
      "import-x/resolver-next": [
        createNodeResolver({
          tsconfig: { configFile: "./tsconfig.json" },
          extensions: [".ts", ".tsx", ".js", ".mjs", ".json"],
        }),
      ],
    },
    rules: {
      "@typescript-eslint/consistent-type-imports": "error",
      // `import { type A }` still loads the module for its side effects: a page would run
      // (and download) code it only named a type of.
      "@typescript-eslint/no-import-type-side-effects": "error",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_" }],
      "import-x/no-cycle": ["error", { ignoreExternal: true }],
      // import-x/no-cycle skips type imports; this one counts them.
      "local/no-import-cycle": "error",
      "import-x/no-self-import": "error",
      "import-x/no-restricted-paths": ["error", { zones: boundaryZones }],
      "no-restricted-syntax": [
        "error",
        {
          selector: "MemberExpression[object.object.name='process'][object.property.name='env']",
          message: "Read configuration from env.ts (server) or public-config.ts (web).",
        },
      ],
      "no-restricted-imports": [
        "error",
        {
          paths: [
            {
              name: "zod",
              message:
                "Import z from ~/shared/validation/zod: in the browser it checks without eval.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["src/server/**/*.ts"],
    // Tests and their setup modules stand above every floor: they build the whole app.
    ignores: ["**/*.test.ts", "**/*-setup.ts"],
    rules: {
      "import-x/no-restricted-paths": ["error", { zones: [...boundaryZones, ...floorZones()] }],
    },
  },
  {
    files: ["src/shared/validation/zod.ts"],
    rules: { "no-restricted-imports": "off" },
  },
  {
    files: ["src/web/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: [
      "scripts/**",
      "bench/**",
      "tests/**",
      "*.config.{ts,js}",
      "src/server/env.ts",
      "src/server/testing/**",
    ],
    rules: { "no-restricted-syntax": "off" },
  },
  prettier,
);
