import type { Readable } from "node:stream";

export interface ObjectStat {
  size: number;
  contentType: string | null;
}

/** A stored object opened for reads at any position (the audio route's Range requests). */
export interface RandomAccess {
  size: number;
  /** Reads up to `length` bytes at `position` into `buffer`; the count read (0: the end). */
  read(buffer: Uint8Array, length: number, position: number): Promise<number>;
  /** Done with it: every open is released once. */
  release(): void;
}

/** Where uploaded files live: a folder under DATA_DIR at home, an S3 bucket in production. */
export interface ObjectStorage {
  readonly kind: "disk" | "s3";
  /** Stores bytes under a key the server generated (never a user path). Overwrites. */
  put(
    key: string,
    body: Buffer | Readable,
    options: { contentType: string; size?: number },
  ): Promise<void>;
  /** Idempotent: deleting a missing key is not an error. */
  delete(key: string): Promise<void>;
  stat(key: string): Promise<ObjectStat | null>;
  /**
   * The bytes, or the inclusive byte range [start, end] (an end past the object is
   * clamped). Throws ObjectNotFoundError when missing, RangeError when start is past the end.
   */
  read(key: string, range?: { start: number; end: number }): Promise<Readable>;
  /** Every stored key, in no particular order (backups walk the whole store). */
  list(): AsyncIterable<string>;
  /**
   * Disk: the object opened for positional reads, which the audio route streams itself
   * (ObjectNotFoundError when missing). S3: null — its bytes go through presigned URLs.
   */
  openRandomAccess(key: string): Promise<RandomAccess | null>;
  /** S3: a presigned GET URL valid for ttlSeconds (with the response content type). Disk: null — the app streams the file itself. */
  presignedGetUrl(
    key: string,
    options: { ttlSeconds: number; contentType?: string },
  ): Promise<string | null>;
}

export class ObjectNotFoundError extends Error {
  constructor(key: string) {
    super(`No stored object under "${key}".`);
    this.name = "ObjectNotFoundError";
  }
}

export class InvalidObjectKeyError extends Error {
  constructor(key: string) {
    super(`Not a valid object key: ${JSON.stringify(key)}.`);
    this.name = "InvalidObjectKeyError";
  }
}

const MAX_KEY_LENGTH = 300;
const MAX_FILE_NAME_LENGTH = 80;
// A segment never starts with a dot: no "." or "..", and room for the disk's hidden temp files.
const SEGMENT = /^[a-z0-9_-][a-z0-9._-]*$/;

/** Keys are `prefix/name` made only of [a-z0-9._-] segments separated by "/", no "..", no leading "/", max 300 chars. */
export function isSafeKey(key: string): boolean {
  const segments = key.split("/");
  return (
    key.length > 0 &&
    key.length <= MAX_KEY_LENGTH &&
    segments.length >= 2 &&
    segments.every((segment) => SEGMENT.test(segment))
  );
}

export function assertSafeKey(key: string): void {
  if (!isSafeKey(key)) throw new InvalidObjectKeyError(key);
}

function slug(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9.-]+/g, "-")
    .replace(/-{2,}/g, "-")
    .replace(/\.{2,}/g, ".")
    .replace(/^[-.]+|[-.]+$/g, "");
}

/** "Canción Ñandú (final).MP3" -> "cancion-nandu-final.mp3": lowercase, accents stripped, anything outside [a-z0-9.-] becomes "-", dashes collapsed and trimmed, at most 80 chars keeping the extension, never empty ("archivo"), never starting with "." . Any directory part of the name (both / and \) is dropped first. */
export function safeFileName(original: string): string {
  const base = original.split(/[/\\]/).pop() ?? "";
  const dot = base.lastIndexOf(".");
  const extension = dot > 0 ? slug(base.slice(dot + 1)) : "";
  const hasExtension = /^[a-z0-9]{1,10}$/.test(extension);
  const suffix = hasExtension ? `.${extension}` : "";
  const stem = slug(hasExtension ? base.slice(0, dot) : base)
    .slice(0, MAX_FILE_NAME_LENGTH - suffix.length)
    .replace(/[-.]+$/, "");
  return `${stem || "archivo"}${suffix}`;
}

/** `${prefix}/${now}-${safeFileName(originalName)}` e.g. "music/1795260000000-lluvia.mp3". */
export function objectKey(
  prefix: "music" | "marketing" | "contracts" | "inspection-files" | `messages/${string}`,
  originalName: string,
  now: number = Date.now(),
): string {
  return `${prefix}/${now}-${safeFileName(originalName)}`;
}

/** Both implementations agree on what a range may be. */
export function assertValidRange(range: { start: number; end: number }): void {
  const { start, end } = range;
  if (!Number.isSafeInteger(start) || !Number.isSafeInteger(end) || start < 0 || end < start) {
    throw new RangeError(`Invalid byte range ${start}-${end}.`);
  }
}
