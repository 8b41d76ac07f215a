import { Readable } from "node:stream";
import { AppError } from "../../domain/app-error";
import {
  assertSafeKey,
  InvalidObjectKeyError,
  ObjectNotFoundError,
  type ObjectStat,
  type ObjectStorage,
} from "../../infra/storage/object-storage";
import { imageMimeTypes } from "./image-type";

/**
 * An e-mail image, to anyone: mail clients load it without a session. Only keys under
 * marketing/ and only image types; the name embeds a timestamp, so it never changes.
 */
export async function serveImage(
  deps: { storage: ObjectStorage },
  options: { file: string },
): Promise<Response> {
  const key = `marketing/${options.file}`;
  const notFound = new AppError("NOT_FOUND", "No such image");
  // A name that is no valid key (a "..", a "/", a storage sidecar) names no image either.
  const orNotFound = (error: unknown): never => {
    throw error instanceof InvalidObjectKeyError || error instanceof ObjectNotFoundError
      ? notFound
      : error;
  };

  let stat: ObjectStat | null;
  try {
    assertSafeKey(key);
    if (key.split("/").length !== 2) throw new InvalidObjectKeyError(key);
    stat = await deps.storage.stat(key);
  } catch (error) {
    return orNotFound(error);
  }
  if (!stat?.contentType || !imageMimeTypes.has(stat.contentType)) throw notFound;

  const stream = await deps.storage.read(key).catch(orNotFound);
  return new Response(Readable.toWeb(stream) as ReadableStream<Uint8Array>, {
    status: 200,
    headers: {
      "Content-Type": stat.contentType,
      "Content-Length": String(stat.size),
      "Cache-Control": "public, max-age=31536000, immutable",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
