import path from "node:path";
import type { Logger } from "../logger";
import { configureBucketCors } from "./bucket-cors";
import { createDiskStorage } from "./disk-storage";
import type { ObjectStorage } from "./object-storage";
import type { S3StorageOptions } from "./s3-client";
import { createS3Storage } from "./s3-storage";

export interface StorageEnv {
  DATA_DIR: string;
  STORAGE: "disk" | "s3";
  S3_BUCKET?: string;
  S3_ENDPOINT?: string;
  S3_REGION?: string;
  S3_ACCESS_KEY_ID?: string;
  S3_SECRET_ACCESS_KEY?: string;
}

function s3Options(env: StorageEnv, bucket: string): S3StorageOptions {
  return {
    bucket,
    endpoint: env.S3_ENDPOINT,
    region: env.S3_REGION,
    accessKeyId: env.S3_ACCESS_KEY_ID,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY,
  };
}

const uploadsFolder = (env: StorageEnv) => path.resolve(env.DATA_DIR, "uploads");

/** The S3 bucket, or files under DATA_DIR/uploads, as STORAGE says (env.ts). */
export function createStorage(env: StorageEnv): ObjectStorage {
  if (env.STORAGE === "s3") {
    if (!env.S3_BUCKET) throw new Error("STORAGE=s3 needs S3_BUCKET");
    return createS3Storage(s3Options(env, env.S3_BUCKET));
  }
  return createDiskStorage({ root: uploadsFolder(env) });
}

/**
 * The server's part at start: with S3, the bucket's CORS rule that lets the app's pages
 * (APP_URL) read presigned audio for the offline reserve, unless S3_CONFIGURE_CORS=false.
 * Disk needs none: its audio comes from the app's own origin. Never throws.
 */
export async function configureStorageCors(
  env: StorageEnv & { APP_URL: string; S3_CONFIGURE_CORS: boolean },
  logger: Logger,
): Promise<void> {
  if (env.STORAGE !== "s3" || !env.S3_BUCKET || !env.S3_CONFIGURE_CORS) return;
  await configureBucketCors({
    s3: s3Options(env, env.S3_BUCKET),
    origin: new URL(env.APP_URL).origin,
    logger,
  });
}

/** Where uploads go, for the start-up log: "s3://bucket" or the folder. */
export function describeStorage(env: StorageEnv): string {
  return env.STORAGE === "s3" ? `s3://${env.S3_BUCKET}` : uploadsFolder(env);
}
