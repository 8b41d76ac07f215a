import type { TimeStampAuthority } from "./time-stamp-authority";
import {
  TimestampHttpError,
  TimestampMalformedError,
  TimestampUnreachableError,
} from "./timestamp-errors";
import { assertSha256Digest, buildTimestampRequest, randomNonce } from "./timestamp-request";
import { verifyTimestampResponse } from "./verify-timestamp-response";

export interface HttpTimeStampAuthorityOptions {
  /**
   * The authority's RFC 3161 address (TSA_URL). Credentials in it (https://user:pass@host/…)
   * are sent as HTTP basic authentication, as commercial authorities ask.
   */
  url: string;
  /** The longest wait for the whole answer; a daily seal can afford to try again later. */
  timeoutMs?: number;
}

// RFC 3161 §3.4 names the reply type; a few older servers still send the draft's name.
const REPLY_TYPES = new Set(["application/timestamp-reply", "application/timestamp-response"]);

/**
 * An RFC 3161 authority over HTTP (§3.4): POSTs a TimeStampReq and accepts the answer only
 * when it is granted, for this digest and nonce, and its signature holds, so that what is
 * stored is a token that verifies. Whether its signer is trusted is for the verifier.
 */
export function createHttpTimeStampAuthority(
  options: HttpTimeStampAuthorityOptions,
): TimeStampAuthority {
  const { timeoutMs = 10_000 } = options;
  const target = new URL(options.url);
  const authorization = target.username
    ? `Basic ${Buffer.from(
        `${decodeURIComponent(target.username)}:${decodeURIComponent(target.password)}`,
      ).toString("base64")}`
    : undefined;
  target.username = "";
  target.password = "";
  const where = target.href;

  async function post(body: Buffer): Promise<Buffer> {
    const signal = AbortSignal.timeout(timeoutMs);
    const unreachable = (error: unknown) =>
      new TimestampUnreachableError(
        signal.aborted
          ? `No answer from the time-stamping authority ${where} within ${timeoutMs / 1000} s`
          : `The time-stamping authority ${where} could not be reached: ${describe(error)}`,
        { cause: error },
      );
    let answer: Response;
    try {
      answer = await fetch(where, {
        method: "POST",
        headers: {
          "content-type": "application/timestamp-query",
          accept: "application/timestamp-reply",
          ...(authorization ? { authorization } : {}),
        },
        body: new Uint8Array(body),
        signal,
      });
    } catch (error) {
      throw unreachable(error);
    }
    if (!answer.ok) {
      await answer.body?.cancel();
      throw new TimestampHttpError(
        answer.status,
        `The time-stamping authority ${where} answered HTTP ${answer.status}`,
      );
    }
    const type = answer.headers.get("content-type")?.split(";")[0]?.trim().toLowerCase() ?? "";
    if (!REPLY_TYPES.has(type)) {
      await answer.body?.cancel();
      throw new TimestampMalformedError(
        `The time-stamping authority ${where} answered ${type || "without a content type"}, ` +
          "not application/timestamp-reply",
      );
    }
    try {
      return Buffer.from(await answer.arrayBuffer());
    } catch (error) {
      throw unreachable(error);
    }
  }

  return {
    async stamp(digest) {
      assertSha256Digest(digest);
      const nonce = randomNonce();
      const response = await post(buildTimestampRequest(digest, nonce));
      return { response, ...verifyTimestampResponse({ response, digest, nonce }) };
    },
  };
}

/** fetch hides the socket's reason (ECONNREFUSED, ENOTFOUND…) in its error's cause. */
function describe(error: unknown): string {
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
  return cause instanceof Error ? cause.message : String(cause);
}
