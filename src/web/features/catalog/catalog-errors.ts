import { catalogCopy } from "~/shared/copy/catalog";
import type { ErrorMessages } from "~/web/lib/error-message";

const copy = catalogCopy.errors;

/** The admin screen's words for a failed action: `fallback` names the action (product §8). */
export const catalogErrors = (fallback: string, more: ErrorMessages = {}): ErrorMessages => ({
  UNAUTHENTICATED: copy.unauthenticated,
  FORBIDDEN: copy.forbidden,
  ...more,
  fallback,
});

export const uploadErrors = (maxMb: number): ErrorMessages =>
  catalogErrors(copy.upload, {
    UNSUPPORTED_MEDIA_TYPE: copy.notAudio,
    PAYLOAD_TOO_LARGE: copy.tooLarge(maxMb),
    BAD_REQUEST: copy.incompleteUpload,
  });
