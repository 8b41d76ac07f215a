import path from "node:path";
import { createDiskStorage } from "./disk-storage";
import type { ObjectStorage } from "./object-storage";
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

const uploadsFolder = (env: StorageEnv) => path.resolve(env.DATA_DIR, "uploads");

/** The S3 bucket, or files under DATA_DIR/uploads, as STORAGE says (env.ts). */
export function createStorage(env: StorageEnv): ObjectStorage {
  if (env.STORAGE === "s3") {
    if (!env.S3_BUCKET) throw new Error("STORAGE=s3 needs S3_BUCKET");
    return createS3Storage({
      bucket: env.S3_BUCKET,
      endpoint: env.S3_ENDPOINT,
      region: env.S3_REGION,
      accessKeyId: env.S3_ACCESS_KEY_ID,
      secretAccessKey: env.S3_SECRET_ACCESS_KEY,
    });
  }
  return createDiskStorage({ root: uploadsFolder(env) });
}

/** Where uploads go, for the start-up log: "s3://bucket" or the folder. */
export function describeStorage(env: StorageEnv): string {
  return env.STORAGE === "s3" ? `s3://${env.S3_BUCKET}` : uploadsFolder(env);
}
