import { S3Client } from "@aws-sdk/client-s3";

export interface S3StorageOptions {
  bucket: string;
  /** An S3-compatible server (MinIO, R2…); AWS itself when absent. */
  endpoint?: string;
  region?: string;
  accessKeyId?: string;
  secretAccessKey?: string;
}

/** A client for the bucket's server: AWS itself, or an S3-compatible one at `endpoint`. */
export function createS3Client(options: S3StorageOptions): S3Client {
  const { endpoint, accessKeyId, secretAccessKey } = options;
  return new S3Client({
    region: options.region ?? "us-east-1",
    ...(endpoint && {
      endpoint,
      forcePathStyle: true,
      // The SDK's default CRC trailers (aws-chunked uploads) are not understood by every
      // S3-compatible server; checksums stay on where an operation requires them.
      requestChecksumCalculation: "WHEN_REQUIRED",
      responseChecksumValidation: "WHEN_REQUIRED",
    }),
    ...(accessKeyId && secretAccessKey && { credentials: { accessKeyId, secretAccessKey } }),
  });
}
