import { messagesCopy } from "~/shared/copy/messages";
import { MAX_MESSAGE_MB } from "~/shared/messages/schema";
import { ApiError } from "~/web/lib/api-client";
import { errorMessage } from "~/web/lib/error-message";
import { fieldIssuesOf } from "~/web/lib/field-issues";

const errors = messagesCopy.errors;

/**
 * A refusal in the server's own Spanish words (a campaign that coincides names the other;
 * an audio too long says its limit; a message that also sounds in another establishment
 * says so); anything else — the network, the server — in the general words for its code.
 * What is gone is named as the screen knows it: a message, or a campaign.
 */
export function refusalText(
  error: unknown,
  fallback: string,
  notFound: string = errors.notFound,
): string {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500)
    return errorMessage(error, {
      UNSUPPORTED_MEDIA_TYPE: errors.notAudio,
      PAYLOAD_TOO_LARGE: errors.tooLarge(MAX_MESSAGE_MB),
      NOT_FOUND: notFound,
      fallback: error.message,
    });
  return errorMessage(error, { fallback });
}

/** Whether a refused upload is about its audio (not audio, too big, too long, silent). */
export function isAboutTheFile(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    (error.code === "UNSUPPORTED_MEDIA_TYPE" ||
      error.code === "PAYLOAD_TOO_LARGE" ||
      fieldIssuesOf(error, ["file"]).length > 0)
  );
}
