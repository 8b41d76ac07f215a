import fs from "node:fs";
import fsp from "node:fs/promises";
import path from "node:path";
import { randomUUID } from "node:crypto";
import { finished, Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { fileHandlePool, type OpenFile } from "./file-handle-pool";
import {
  assertSafeKey,
  assertValidRange,
  InvalidObjectKeyError,
  isSafeKey,
  ObjectNotFoundError,
  type ObjectStorage,
} from "./object-storage";

const META_SUFFIX = ".meta.json";
/** Bytes read at a time: a 256 KiB Range request, the player's usual, in one read. */
const READ_CHUNK = 256 * 1024;

const isMissing = (error: unknown) =>
  error instanceof Error &&
  "code" in error &&
  (error.code === "ENOENT" || error.code === "ENOTDIR");

/** Files under `root` (DATA_DIR/uploads), each with a `<file>.meta.json` holding its content type. */
export function createDiskStorage(options: { root: string }): ObjectStorage {
  const root = path.resolve(options.root);
  const openFiles = fileHandlePool({ maxAgeMs: 10_000, maxOpen: 256 });

  function fileOf(key: string): string {
    assertSafeKey(key);
    // The sidecars share the folder; a key must never name one.
    if (key.endsWith(META_SUFFIX)) throw new InvalidObjectKeyError(key);
    const file = path.resolve(root, key);
    if (!file.startsWith(root + path.sep)) throw new InvalidObjectKeyError(key);
    return file;
  }

  return {
    kind: "disk",

    async put(key, body, { contentType, size }) {
      const file = fileOf(key);
      const folder = path.dirname(file);
      await fsp.mkdir(folder, { recursive: true });
      // Hidden temp names in the same folder: a rename there is atomic, and keys never start with ".".
      const tempFile = path.join(folder, `.${randomUUID()}.tmp`);
      const tempMeta = path.join(folder, `.${randomUUID()}.tmp`);
      try {
        if (Buffer.isBuffer(body)) await fsp.writeFile(tempFile, body);
        else await pipeline(body, fs.createWriteStream(tempFile));
        const written = (await fsp.stat(tempFile)).size;
        if (size !== undefined && written !== size) {
          throw new Error(`Expected ${size} bytes for "${key}", received ${written}.`);
        }
        await fsp.writeFile(tempMeta, JSON.stringify({ contentType }));
        await fsp.rename(tempMeta, file + META_SUFFIX);
        await fsp.rename(tempFile, file);
        openFiles.forget(file);
      } finally {
        await fsp.rm(tempFile, { force: true });
        await fsp.rm(tempMeta, { force: true });
      }
    },

    async delete(key) {
      const file = fileOf(key);
      openFiles.forget(file);
      await fsp.rm(file, { force: true });
      await fsp.rm(file + META_SUFFIX, { force: true });
    },

    async stat(key) {
      const file = fileOf(key);
      try {
        const stats = await fsp.stat(file);
        if (!stats.isFile()) return null;
        return { size: stats.size, contentType: await readContentType(file) };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },

    async read(key, range) {
      const file = fileOf(key);
      if (range) assertValidRange(range);
      let open: OpenFile;
      try {
        open = await openFiles.acquire(file);
      } catch (error) {
        if (isMissing(error)) throw new ObjectNotFoundError(key);
        throw error;
      }
      // Opened first so a missing file rejects here rather than as a stream error later.
      if (range && range.start >= open.size) {
        open.release();
        throw new RangeError(`Byte ${range.start} is past the end of "${key}".`);
      }
      if (open.size === 0) {
        open.release();
        return Readable.from([]);
      }
      const start = range?.start ?? 0;
      const end = Math.min(range?.end ?? Number.POSITIVE_INFINITY, open.size - 1);
      const stream = fs.createReadStream(file, {
        fd: open.handle,
        start,
        end,
        // The handle is shared: the pool closes it, not the stream.
        autoClose: false,
        highWaterMark: Math.max(1, Math.min(READ_CHUNK, end - start + 1)),
      });
      finished(stream, () => open.release());
      return stream;
    },

    async *list() {
      const entries = await fsp
        .readdir(root, { recursive: true, withFileTypes: true })
        .catch((error: unknown) => {
          if (isMissing(error)) return [];
          throw error;
        });
      for (const entry of entries) {
        if (!entry.isFile() || entry.name.endsWith(META_SUFFIX)) continue;
        const key = path
          .relative(root, path.join(entry.parentPath, entry.name))
          .split(path.sep)
          .join("/");
        // Hidden temp files of a write in progress, or anything not put here by put().
        if (isSafeKey(key)) yield key;
      }
    },

    async openRandomAccess(key) {
      let open: OpenFile;
      try {
        open = await openFiles.acquire(fileOf(key));
      } catch (error) {
        if (isMissing(error)) throw new ObjectNotFoundError(key);
        throw error;
      }
      return {
        size: open.size,
        read: async (buffer, length, position) =>
          (await open.handle.read(buffer, 0, length, position)).bytesRead,
        release: open.release,
      };
    },

    async presignedGetUrl(key) {
      fileOf(key);
      return null;
    },
  };
}

async function readContentType(file: string): Promise<string | null> {
  try {
    const meta: unknown = JSON.parse(await fsp.readFile(file + META_SUFFIX, "utf8"));
    if (typeof meta === "object" && meta !== null && "contentType" in meta) {
      return typeof meta.contentType === "string" ? meta.contentType : null;
    }
    return null;
  } catch (error) {
    if (isMissing(error) || error instanceof SyntaxError) return null;
    throw error;
  }
}
