import path from "node:path";
import { defineConfig } from "vitest/config";
import { webDefines } from "./src/shared/config/web-defines";
import { SlowFilesFirst } from "./tests/setup/slow-files-first";

export default defineConfig({
  resolve: { alias: { "~": path.resolve(import.meta.dirname, "src") } },
  // Web modules read the build-time constants; tests use the default identity.
  define: webDefines({}),
  test: {
    setupFiles: ["tests/setup/fail-on-console-error.ts"],
    // Three files at a time on two cores: most API tests wait on a database, not a core.
    maxWorkers: 3,
    sequence: { sequencer: SlowFilesFirst },
    testTimeout: 30_000,
    hookTimeout: 60_000,
    projects: [
      {
        extends: true,
        test: {
          name: "server",
          include: ["src/server/**/*.test.ts"],
          globalSetup: ["tests/setup/migrated-databases.ts"],
          // Isolated, each API file imported the whole app afresh: ~6 s of a core each,
          // most of the suite's time. Every file builds its own app and database, so
          // they share one import a worker (the suite: 10 min instead of 13 to 17).
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: "web and shared",
          include: ["src/{web,shared}/**/*.test.{ts,tsx}", "scripts/**/*.test.ts"],
        },
      },
    ],
  },
});
