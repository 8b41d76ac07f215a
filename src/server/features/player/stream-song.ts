import { parseRange } from "~/shared/http/byte-range";
import { AppError } from "../../domain/app-error";
import {
  ObjectNotFoundError,
  type ObjectStorage,
  type RandomAccess,
} from "../../infra/storage/object-storage";
import { AUDIO_LINK_TTL_SECONDS } from "./audio-link";
import type { SongFile } from "./song-files";

/** The answer to an audio request: its status and headers, and which bytes of which file. */
export interface SongAnswer {
  status: 200 | 206 | 302 | 416;
  headers: Headers;
  bytes: { file: RandomAccess; start: number; end: number } | null;
}

/**
 * The audio of a song, for a caller whose access was checked: from disk with HTTP
 * Range (seeking), or a redirect to a presigned S3 URL that lives as long as the signed
 * link that led here. Never cached by shared proxies.
 */
export async function streamSong(
  deps: { storage: ObjectStorage },
  options: { file: Pick<SongFile, "key" | "mimeType" | "size">; range?: string },
): Promise<SongAnswer> {
  const row = options.file;
  const headers = new Headers({
    "Cache-Control": "private, max-age=600",
    "X-Content-Type-Options": "nosniff",
    Vary: "Cookie",
  });
  const presigned = await deps.storage.presignedGetUrl(row.key, {
    ttlSeconds: AUDIO_LINK_TTL_SECONDS,
    contentType: row.mimeType,
  });
  if (presigned) {
    headers.set("Cache-Control", "private, no-store");
    headers.set("Location", presigned);
    return { status: 302, headers, bytes: null };
  }

  const file = await deps.storage.openRandomAccess(row.key).catch((error: unknown) => {
    // Deleted a moment ago: the song is gone, not broken.
    if (error instanceof ObjectNotFoundError) throw new AppError("NOT_FOUND", "No such song");
    throw error;
  });
  if (!file) throw new Error(`Storage gave neither a presigned URL nor the file of ${row.key}`);
  headers.set("Accept-Ranges", "bytes");
  headers.set("Content-Type", row.mimeType);
  const range = parseRange(options.range, file.size);
  if (range === "invalid") {
    file.release();
    headers.set("Content-Range", `bytes */${file.size}`);
    return { status: 416, headers, bytes: null };
  }
  if (!range) {
    headers.set("Content-Length", String(file.size));
    return { status: 200, headers, bytes: { file, start: 0, end: file.size - 1 } };
  }
  headers.set("Content-Range", `bytes ${range.start}-${range.end}/${file.size}`);
  headers.set("Content-Length", String(range.end - range.start + 1));
  return { status: 206, headers, bytes: { file, ...range } };
}
