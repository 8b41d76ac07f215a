import { Readable } from "node:stream";
import { eq } from "drizzle-orm";
import { song } from "../../db/schema";
import { AppError } from "../../http/app-error";
import type { Database } from "../../db/client";
import type { ObjectStorage } from "../../infra/storage/object-storage";

/** A presigned S3 link lives minutes: long enough to start, too short to share. */
const PRESIGNED_TTL_SECONDS = 5 * 60;

type ByteRange = { start: number; end: number };

/** Parses a single "bytes=" range; "invalid" when it cannot be satisfied. */
export function parseRange(header: string | undefined, size: number): ByteRange | "invalid" | null {
  if (!header) return null;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === "" && match[2] === "")) return "invalid";
  let start: number;
  let end: number;
  if (match[1] === "") {
    const suffix = Number(match[2]);
    if (suffix === 0) return "invalid";
    start = Math.max(0, size - suffix);
    end = size - 1;
  } else {
    start = Number(match[1]);
    end = match[2] === "" ? size - 1 : Math.min(Number(match[2]), size - 1);
  }
  return start > end || start >= size ? "invalid" : { start, end };
}

/**
 * The audio of a song, for a caller whose access was checked: from disk with HTTP
 * Range (seeking), or a redirect to a short-lived presigned S3 URL. Never cached by
 * shared proxies.
 */
export async function streamSong(
  deps: { db: Database; storage: ObjectStorage },
  options: { songId: string; range?: string },
): Promise<Response> {
  const [row] = await deps.db
    .select({ key: song.storageKey, mimeType: song.mimeType, size: song.sizeBytes })
    .from(song)
    .where(eq(song.id, options.songId));
  if (!row) throw new AppError("NOT_FOUND", "No such song");

  const headers = new Headers({
    "Cache-Control": "private, max-age=600",
    "X-Content-Type-Options": "nosniff",
    Vary: "Cookie",
  });
  const presigned = await deps.storage.presignedGetUrl(row.key, {
    ttlSeconds: PRESIGNED_TTL_SECONDS,
    contentType: row.mimeType,
  });
  if (presigned) {
    headers.set("Cache-Control", "private, no-store");
    headers.set("Location", presigned);
    return new Response(null, { status: 302, headers });
  }

  headers.set("Accept-Ranges", "bytes");
  headers.set("Content-Type", row.mimeType);
  const range = parseRange(options.range, row.size);
  if (range === "invalid") {
    headers.set("Content-Range", `bytes */${row.size}`);
    return new Response(null, { status: 416, headers });
  }
  const body = await deps.storage.read(row.key, range ?? undefined);
  const web = Readable.toWeb(body) as ReadableStream<Uint8Array>;
  if (!range) {
    headers.set("Content-Length", String(row.size));
    return new Response(web, { status: 200, headers });
  }
  headers.set("Content-Range", `bytes ${range.start}-${range.end}/${row.size}`);
  headers.set("Content-Length", String(range.end - range.start + 1));
  return new Response(web, { status: 206, headers });
}
