import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ensureBuild } from "./testing/server-process";

// The real entry points, as operators run them: the build's (`npm start`), and the CLI
// through tsx too, as `npm run cli` runs it. Each tsx process compiles the whole server
// afresh, seconds of a core: it runs once.
const tsx = path.resolve("node_modules/.bin/tsx");
const node = process.execPath;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "sonaria-process-"));
const baseEnv = {
  ...process.env,
  DATA_DIR: dataDir,
  DATABASE_URL: "",
  LOG_LEVEL: "warn",
  NODE_ENV: "test",
};

afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

describe("the server and the CLI", () => {
  beforeAll(() => ensureBuild());

  it("refuse to start with a bad variable, naming it", () => {
    const result = spawnSync(node, ["build/node/main.js"], {
      env: { ...baseEnv, PORT: "tres mil", SUPPORT_EMAIL: "nadie" },
      encoding: "utf8",
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/PORT: /);
    expect(result.stderr).toMatch(/SUPPORT_EMAIL: /);
  });

  it("the CLI migrates, and refuses the data directory while the server holds it", async () => {
    const migrate = spawnSync(node, ["build/node/cli.js", "migrate"], {
      env: baseEnv,
      encoding: "utf8",
    });
    expect(migrate.status).toBe(0);

    const port = 4400 + (process.pid % 500);
    const server = spawn(node, ["build/node/main.js"], { env: { ...baseEnv, PORT: String(port) } });
    try {
      await expect
        .poll(
          async () => {
            try {
              return (await fetch(`http://127.0.0.1:${port}/readyz`)).status;
            } catch {
              return 0;
            }
          },
          { timeout: 60_000, interval: 100 },
        )
        .toBe(200);
      // A proxy keeps idle connections 60 s: the server must not drop them sooner.
      const keepAlive = await new Promise<string | string[] | undefined>((resolve, reject) =>
        http
          .get(`http://127.0.0.1:${port}/readyz`, (response) => {
            response.resume();
            resolve(response.headers["keep-alive"]);
          })
          .on("error", reject),
      );
      expect(keepAlive).toBe("timeout=65");
      const refused = spawnSync(node, ["build/node/cli.js", "migrate"], {
        env: baseEnv,
        encoding: "utf8",
      });
      expect(refused.status).toBe(1);
      expect(refused.stderr).toContain("is in use by process");
    } finally {
      server.kill("SIGTERM");
      await new Promise((resolve) => server.once("exit", resolve));
    }
    // A clean shutdown releases the lock.
    expect(fs.existsSync(path.join(dataDir, "pglite.lock"))).toBe(false);
  }, 90_000);

  it("the CLI lists its commands", () => {
    const result = spawnSync(tsx, ["src/server/cli.ts", "help"], {
      env: baseEnv,
      encoding: "utf8",
    });
    expect(result.status).toBe(0);
    expect(result.stdout).toContain("migrate");
  });
});
