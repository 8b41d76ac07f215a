import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { GetBucketCorsCommand, type CORSRule } from "@aws-sdk/client-s3";
import { createS3Client } from "../../../src/server/infra/storage/s3-client";
import { startTestS3, type TestS3 } from "../../../src/server/testing/s3-server";
import { E2E_ADMIN } from "./accounts";

export interface S3AppServer {
  /** The app's address (its APP_URL), for the tests' baseURL. */
  url: string;
  s3: TestS3;
  /** The bucket's CORS rules as they are now. */
  bucketCorsRules(): Promise<CORSRule[]>;
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
 * A second app, as the main e2e server is (the production build, the first admin made by
 * the CLI, mail to the e2e sink), but with its uploads in an S3-compatible server of its
 * own (s3rver, or S3_TEST_ENDPOINT), started in the test worker: its audio reaches the
 * browser through presigned URLs on another origin. Its own PGlite in a temporary folder.
 */
export async function startS3AppServer(): Promise<S3AppServer> {
  const s3 = await startTestS3();
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "sonaria-e2e-s3-"));
  const env = {
    ...process.env,
    ...s3.env,
    PORT: String(port),
    APP_URL: url,
    DATA_DIR: dataDir,
    DATABASE_URL: "",
    STORAGE: "s3",
    LOG_LEVEL: "warn",
    SMTP_URL: `smtp://127.0.0.1:${process.env.MAIL_SINK_SMTP_PORT ?? 4025}`,
    TRUST_PROXY: "true",
    PAYMENTS: "local",
  };
  const removeAll = async () => {
    await s3.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
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
    await removeAll();
    throw new Error(`create-admin failed: ${admin.stderr}`);
  }

  const server = spawn("node", ["build/node/main.js"], { env, stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  server.stdout.on("data", (chunk) => (output += chunk));
  server.stderr.on("data", (chunk) => (output += chunk));
  const exited = new Promise<void>((resolve) => server.once("exit", () => resolve()));
  const stop = async () => {
    if (server.exitCode === null) server.kill("SIGTERM");
    await exited;
    await removeAll();
  };

  const deadline = Date.now() + 30_000;
  for (;;) {
    const ready = await fetch(`${url}/readyz`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) break;
    if (server.exitCode !== null || Date.now() > deadline) {
      await stop();
      throw new Error(`the S3 app server did not start:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }

  return {
    url,
    s3,
    async bucketCorsRules() {
      const client = createS3Client(s3.options);
      try {
        const answer = await client.send(new GetBucketCorsCommand({ Bucket: s3.options.bucket }));
        return answer.CORSRules ?? [];
      } finally {
        client.destroy();
      }
    },
    stop,
  };
}
