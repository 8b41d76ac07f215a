import fs from "node:fs";
import type { Server } from "node:http";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { serve } from "@hono/node-server";
import { createApp } from "./app";
import { boot } from "./boot";
import { DataDirLockedError } from "./db/data-dir-lock";
import { configureStorageCors, describeStorage } from "./infra/storage/create-storage";
import { gracefulShutdown } from "./shutdown";

const started = performance.now();
const KEEP_ALIVE_MS = 65_000;

// The bundle lives in build/node/; the web build beside it in build/client/.
const webRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../client");

try {
  const infra = await boot({ workers: true });
  const { env, logger, database } = infra;
  // Before the first page: the offline reserve reads S3 audio across origins.
  await configureStorageCors(env, logger);
  const hasWeb = fs.existsSync(path.join(webRoot, "index.html"));
  if (!hasWeb) logger.warn({ webRoot }, "no web build found: serving the API only");

  const draining = new AbortController();
  const app = createApp({
    ...infra,
    webRoot: hasWeb ? webRoot : undefined,
    draining: draining.signal,
  });
  // serve() makes a plain node:http server unless told otherwise.
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
  }) as Server;
  // Node drops a kept-alive connection after 5 s idle; a proxy or client reusing it at
  // that moment gets a reset instead of an answer. Outlive their idle limits (60 s is
  // the common proxy default) so the client is always the one to let go.
  server.keepAliveTimeout = KEEP_ALIVE_MS;
  server.headersTimeout = KEEP_ALIVE_MS + 1_000;

  const stop = gracefulShutdown({ server, infra, draining });
  process.on("SIGINT", () => void stop("SIGINT"));
  process.on("SIGTERM", () => void stop("SIGTERM"));
} catch (error) {
  if (error instanceof DataDirLockedError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}
