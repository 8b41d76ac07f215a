import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { serve } from "@hono/node-server";
import { createApp } from "./app";
import { boot } from "./boot";
import { DataDirLockedError } from "./db/data-dir-lock";
import { describeStorage } from "./infra/storage/create-storage";

const started = performance.now();

// The bundle lives in build/node/; the web build beside it in build/client/.
const webRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../client");

try {
  const infra = await boot({ workers: true });
  const { env, logger, database } = infra;
  const hasWeb = fs.existsSync(path.join(webRoot, "index.html"));
  if (!hasWeb) logger.warn({ webRoot }, "no web build found: serving the API only");

  const app = createApp({ ...infra, webRoot: hasWeb ? webRoot : undefined });
  const server = serve({ fetch: app.fetch, port: env.PORT }, (info) => {
    logger.info(
      {
        port: info.port,
        url: env.APP_URL,
        database: database.kind,
        storage: describeStorage(env),
        ms: Math.round(performance.now() - started),
      },
      "server listening",
    );
  });

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, "shutting down");
    // Jobs stop at once, beside the HTTP server: running sends finish and are recorded,
    // no new one starts, and both are done before the database closes.
    void infra.stopJobs();
    server.close(() => {
      // close() waits for that same stop before it closes the rest.
      infra.close().then(
        () => process.exit(0),
        (error: unknown) => {
          logger.error({ err: error }, "closing the database failed");
          process.exit(1);
        },
      );
    });
    // Open keep-alive connections must not hold the shutdown forever.
    setTimeout(() => process.exit(0), 10_000).unref();
  };
  process.on("SIGINT", () => stop("SIGINT"));
  process.on("SIGTERM", () => stop("SIGTERM"));
} catch (error) {
  if (error instanceof DataDirLockedError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}
