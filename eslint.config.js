import fs from "node:fs";
import js from "@eslint/js";
import prettier from "eslint-config-prettier";
import { createNodeResolver, importX } from "eslint-plugin-import-x";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";
import { noImportCycle } from "./scripts/import-cycles-rule.mjs";

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
    plugins: { "import-x": importX, sonaria: { rules: { "no-import-cycle": noImportCycle } } },
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
      "import-x/no-self-import": "error",
      "import-x/no-restricted-paths": [
        "error",
        {
          zones: [
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
          ],
        },
      ],
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
              message: "Import z from ~/shared/schemas/zod: in the browser it checks without eval.",
            },
          ],
        },
      ],
    },
  },
  {
    // import-x's no-cycle skips `import type` and has no option to count it: this one does.
    files: ["src/web/**/*.{ts,tsx}", "src/shared/**/*.ts"],
    rules: {
      "sonaria/no-import-cycle": [
        "error",
        { root: `${import.meta.dirname}/src`, tsconfig: `${import.meta.dirname}/tsconfig.json` },
      ],
    },
  },
  {
    files: ["src/shared/schemas/zod.ts"],
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
