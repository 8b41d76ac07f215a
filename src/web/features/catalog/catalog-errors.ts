import { catalogCopy } from "~/shared/copy/catalog";
import { ApiError } from "~/web/lib/api-client";

/** The spec's banner for a failed admin action, or a more precise Spanish reason. */
export function catalogErrorMessage(error: unknown, fallback: string): string {
  if (!(error instanceof ApiError)) return fallback;
  if (error.status === 401) return catalogCopy.errors.unauthenticated;
  if (error.status === 403) return catalogCopy.errors.forbidden;
  return fallback;
}

export function uploadErrorMessage(error: unknown, maxMb: number): string {
  if (error instanceof ApiError) {
    if (error.code === "UNSUPPORTED_MEDIA_TYPE") return catalogCopy.errors.notAudio;
    if (error.code === "PAYLOAD_TOO_LARGE") return catalogCopy.errors.tooLarge(maxMb);
    if (error.code === "BAD_REQUEST") return catalogCopy.errors.incompleteUpload;
  }
  return catalogErrorMessage(error, catalogCopy.errors.upload);
}
