import path from "node:path";
import { defineConfig } from "vitest/config";
import { webDefines } from "./src/shared/config/web-defines";

export default defineConfig({
  resolve: { alias: { "~": path.resolve(import.meta.dirname, "src") } },
  // Web modules read the build-time constants; tests use the default identity.
  define: webDefines({}),
  test: {
    include: ["src/**/*.test.{ts,tsx}", "scripts/**/*.test.ts"],
    setupFiles: ["tests/setup/fail-on-console-error.ts"],
    // Three files at a time on two cores: most API tests wait on a database, not a core
    // (the whole suite: 9 min with one at a time, 5½ with three).
    maxWorkers: 3,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
