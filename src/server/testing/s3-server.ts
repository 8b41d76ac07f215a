import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { CreateBucketCommand, HeadBucketCommand, S3Client } from "@aws-sdk/client-s3";
import S3rver from "s3rver";
import type { S3StorageOptions } from "../infra/storage/s3-client";

export interface TestS3 {
  options: Required<Omit<S3StorageOptions, "region">>;
  /** The same settings as S3_* variables, for an app under test. */
  env: Record<string, string>;
  close(): Promise<void>;
}

/**
 * An S3-compatible server for tests: S3_TEST_ENDPOINT (MinIO, R2… with S3_TEST_BUCKET and
 * S3_TEST_ACCESS_KEY_ID / S3_TEST_SECRET_ACCESS_KEY) when set, otherwise s3rver in this
 * process on a free loopback port, its objects in a temporary folder removed by close().
 */
export async function startTestS3(): Promise<TestS3> {
  const external = process.env.S3_TEST_ENDPOINT;
  if (external) {
    const options = {
      endpoint: external,
      bucket: process.env.S3_TEST_BUCKET ?? "sonaria-test",
      accessKeyId: process.env.S3_TEST_ACCESS_KEY_ID ?? "minioadmin",
      secretAccessKey: process.env.S3_TEST_SECRET_ACCESS_KEY ?? "minioadmin",
    };
    await ensureBucket(options);
    return { options, env: s3Env(options), close: async () => {} };
  }

  const directory = fs.mkdtempSync(path.join(os.tmpdir(), "sonaria-s3-"));
  const bucket = "sonaria-test";
  // Port 0: parallel test files each get a server of their own.
  const server = new S3rver({
    address: "127.0.0.1",
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const { port } = await server.run();
  // s3rver checks signatures against its one fixed account.
  const options = {
    endpoint: `http://127.0.0.1:${port}`,
    bucket,
    accessKeyId: "S3RVER",
    secretAccessKey: "S3RVER",
  };
  return {
    options,
    env: s3Env(options),
    async close() {
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}

function s3Env(options: TestS3["options"]): Record<string, string> {
  return {
    S3_BUCKET: options.bucket,
    S3_ENDPOINT: options.endpoint,
    S3_ACCESS_KEY_ID: options.accessKeyId,
    S3_SECRET_ACCESS_KEY: options.secretAccessKey,
  };
}

async function ensureBucket(options: TestS3["options"]): Promise<void> {
  const client = new S3Client({
    endpoint: options.endpoint,
    region: "us-east-1",
    forcePathStyle: true,
    credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey },
  });
  try {
    await client.send(new HeadBucketCommand({ Bucket: options.bucket }));
  } catch {
    await client.send(new CreateBucketCommand({ Bucket: options.bucket }));
  } finally {
    client.destroy();
  }
}
