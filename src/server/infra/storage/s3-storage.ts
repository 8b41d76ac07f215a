import { Readable } from "node:stream";
import { buffer } from "node:stream/consumers";
import type { ReadableStream as WebReadableStream } from "node:stream/web";
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3ServiceException,
} from "@aws-sdk/client-s3";
import { getSignedUrl } from "@aws-sdk/s3-request-presigner";
import {
  assertSafeKey,
  assertValidRange,
  ObjectNotFoundError,
  type ObjectStorage,
} from "./object-storage";
import { createS3Client, type S3StorageOptions } from "./s3-client";

const statusOf = (error: unknown) =>
  error instanceof S3ServiceException ? error.$metadata.httpStatusCode : undefined;

const isNotFound = (error: unknown) =>
  statusOf(error) === 404 ||
  (error instanceof S3ServiceException && ["NotFound", "NoSuchKey"].includes(error.name));

export function createS3Storage(options: S3StorageOptions): ObjectStorage {
  const { bucket } = options;
  const client = createS3Client(options);

  return {
    kind: "s3",

    async put(key, body, { contentType, size }) {
      assertSafeKey(key);
      // PutObject needs the length up front: a stream of unknown size is read into memory.
      const payload = Buffer.isBuffer(body) || size !== undefined ? body : await buffer(body);
      await client.send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: key,
          Body: payload,
          ContentType: contentType,
          ContentLength: Buffer.isBuffer(payload) ? payload.length : size,
        }),
      );
    },

    async delete(key) {
      assertSafeKey(key);
      try {
        await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
      } catch (error) {
        if (!isNotFound(error)) throw error;
      }
    },

    async stat(key) {
      assertSafeKey(key);
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
        return { size: head.ContentLength ?? 0, contentType: head.ContentType ?? null };
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },

    async read(key, range) {
      assertSafeKey(key);
      if (range) assertValidRange(range);
      try {
        const object = await client.send(
          new GetObjectCommand({
            Bucket: bucket,
            Key: key,
            Range: range && `bytes=${range.start}-${range.end}`,
          }),
        );
        const body = object.Body;
        if (body instanceof Readable) return body;
        if (!body) return Readable.from([]);
        // Node's HTTP handler gives a Readable; another handler may give a web stream.
        return Readable.fromWeb(body.transformToWebStream() as WebReadableStream);
      } catch (error) {
        if (isNotFound(error)) throw new ObjectNotFoundError(key);
        if (statusOf(error) === 416) {
          throw new RangeError(`Byte ${range?.start} is past the end of "${key}".`);
        }
        throw error;
      }
    },

    async *list() {
      let continuationToken: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket: bucket, ContinuationToken: continuationToken }),
        );
        for (const object of page.Contents ?? []) if (object.Key) yield object.Key;
        continuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (continuationToken);
    },

    // Bytes from S3 go to the browser through presigned URLs, never through the app.
    async openRandomAccess(key) {
      assertSafeKey(key);
      return null;
    },

    async presignedGetUrl(key, { ttlSeconds, contentType }) {
      assertSafeKey(key);
      const command = new GetObjectCommand({
        Bucket: bucket,
        Key: key,
        ResponseContentType: contentType,
      });
      return getSignedUrl(client, command, { expiresIn: ttlSeconds });
    },
  };
}
