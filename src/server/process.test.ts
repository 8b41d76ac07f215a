import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";

// The real entry points, as operators run them (through tsx, like `npm run cli`).
const tsx = path.resolve("node_modules/.bin/tsx");
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
  it("refuse to start with a bad variable, naming it", () => {
    const result = spawnSync(tsx, ["src/server/main.ts"], {
      env: { ...baseEnv, PORT: "tres mil", SUPPORT_EMAIL: "nadie" },
      encoding: "utf8",
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/PORT: /);
    expect(result.stderr).toMatch(/SUPPORT_EMAIL: /);
  });

  it("the CLI migrates, and refuses the data directory while the server holds it", async () => {
    const migrate = spawnSync(tsx, ["src/server/cli.ts", "migrate"], {
      env: baseEnv,
      encoding: "utf8",
    });
    expect(migrate.status).toBe(0);

    const port = 4400 + (process.pid % 500);
    const server = spawn(tsx, ["src/server/main.ts"], { env: { ...baseEnv, PORT: String(port) } });
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
          // Through tsx, on a busy two-core machine, starting takes more than 20 s.
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
      const refused = spawnSync(tsx, ["src/server/cli.ts", "migrate"], {
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
    // Two real processes compile and migrate a fresh database: 15 s alone, more beside the
    // rest of the suite on two cores.
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
