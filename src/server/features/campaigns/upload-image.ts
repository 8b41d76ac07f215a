import { AppError } from "../../domain/app-error";
import { objectKey, type ObjectStorage } from "../../infra/storage/object-storage";
import { detectImageType } from "./image-type";

/** Where /media/marketing serves the images from: the folder of the object storage. */
export const MEDIA_PATH = "/media/marketing";

/**
 * Stores an image for e-mails under marketing/<timestamp>-<safe name>, only when its
 * bytes are a PNG, JPEG, GIF or WebP, and answers the public path it is served at.
 */
export async function uploadImage(
  deps: { storage: ObjectStorage },
  options: { file: File },
): Promise<{ url: string }> {
  const bytes = Buffer.from(await options.file.arrayBuffer());
  const type = detectImageType(bytes);
  if (!type) throw new AppError("UNSUPPORTED_MEDIA_TYPE", "The file is not an image we accept");

  const baseName = options.file.name.replace(/\.[^./\\]*$/, "") || "imagen";
  const key = objectKey("marketing", `${baseName}.${type.extension}`);
  await deps.storage.put(key, bytes, { contentType: type.mimeType, size: bytes.length });
  return { url: `${MEDIA_PATH}/${key.slice("marketing/".length)}` };
}
