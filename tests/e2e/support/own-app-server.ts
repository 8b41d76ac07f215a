import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { openDatabase } from "../../../src/server/db/client";
import type { Database } from "../../../src/server/domain/database";
import { E2E_ADMIN } from "./accounts";

export interface OwnAppServer {
  /** The app's address (its APP_URL), for the tests' baseURL. */
  url: string;
  /**
   * Stops the app, hands its database to `change` (what someone with access to the
   * database files could do while it is down), and starts it again on the same address.
   */
  withDatabase<T>(change: (db: Database) => Promise<T>): Promise<T>;
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * A second app as the main e2e server is (the production build, the first admin made by
 * the CLI, mail to the e2e sink), on a PGlite folder of its own, so a test can stop it
 * and reach into its database directly.
 */
export async function startOwnAppServer(): Promise<OwnAppServer> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "sonaria-e2e-own-"));
  const env = {
    ...process.env,
    PORT: String(port),
    APP_URL: url,
    DATA_DIR: dataDir,
    DATABASE_URL: "",
    STORAGE: "disk",
    LOG_LEVEL: "warn",
    SMTP_URL: `smtp://127.0.0.1:${process.env.MAIL_SINK_SMTP_PORT ?? 4025}`,
    TRUST_PROXY: "true",
    PAYMENTS: "local",
  };
  const admin = spawnSync(
    "node",
    [
      "build/node/cli.js",
      "create-admin",
      "--email",
      E2E_ADMIN.email,
      "--password",
      E2E_ADMIN.password,
      "--name",
      E2E_ADMIN.name,
    ],
    { env, encoding: "utf8" },
  );
  if (admin.status !== 0) {
    fs.rmSync(dataDir, { recursive: true, force: true });
    throw new Error(`create-admin failed: ${admin.stderr}`);
  }

  let server: ChildProcess | undefined;
  const halt = async () => {
    const running = server;
    if (!running || running.exitCode !== null) return;
    const exited = new Promise<void>((resolve) => running.once("exit", () => resolve()));
    running.kill("SIGTERM");
    await exited;
  };
  const start = async () => {
    const child = spawn("node", ["build/node/main.js"], { env, stdio: ["ignore", "pipe", "pipe"] });
    server = child;
    let output = "";
    child.stdout?.on("data", (chunk) => (output += chunk));
    child.stderr?.on("data", (chunk) => (output += chunk));
    const deadline = Date.now() + 30_000;
    for (;;) {
      const ready = await fetch(`${url}/readyz`).then(
        (response) => response.ok,
        () => false,
      );
      if (ready) return;
      if (child.exitCode !== null || Date.now() > deadline) {
        await halt();
        throw new Error(`the app server did not start:\n${output}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };
  await start();

  return {
    url,
    async withDatabase(change) {
      await halt();
      const database = await openDatabase({ kind: "pglite", dataDir });
      try {
        return await change(database.db);
      } finally {
        await database.close();
        await start();
      }
    },
    async stop() {
      await halt();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
