/**
 * What can go wrong with a time stamp, one class per cause, so that the seal job can retry
 * what is worth retrying (the authority unreachable or failing) and `verify-play-log` can say
 * which check a stored token failed. Each `name` is written out: the bundler may rename classes.
 */
export class TimestampError extends Error {
  override name = "TimestampError";
}

/** A kind of TimestampError, named once. */
function timestampErrorNamed(errorName: string) {
  return class extends TimestampError {
    override name = errorName;
  };
}

/** No HTTP answer at all: refused connection, unknown host, or none within the timeout. */
export class TimestampUnreachableError extends timestampErrorNamed("TimestampUnreachableError") {}

/** The authority answered with an HTTP error status. */
export class TimestampHttpError extends timestampErrorNamed("TimestampHttpError") {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** A well-formed answer whose status refuses the request (RFC 3161 §2.4.2). */
export class TimestampRejectedError extends timestampErrorNamed("TimestampRejectedError") {
  constructor(
    /** 2 rejection, 3 waiting, 4 revocationWarning, 5 revocationNotification. */
    readonly status: number,
    /** PKIFailureInfo names: badAlg, badRequest, badDataFormat, timeNotAvailable… */
    readonly failInfo: string[],
    readonly statusString: string | undefined,
  ) {
    const why = [statusString, failInfo.length > 0 ? `failInfo ${failInfo.join(", ")}` : ""]
      .filter(Boolean)
      .join("; ");
    super(
      `The time-stamping authority refused the request (status ${status}${why ? `: ${why}` : ""})`,
    );
  }
}

/** Not a time-stamp response, or one missing what RFC 3161 requires of it. */
export class TimestampMalformedError extends timestampErrorNamed("TimestampMalformedError") {}

/** A genuine time stamp, but of something else: another digest, or another request's nonce. */
export class TimestampMismatchError extends timestampErrorNamed("TimestampMismatchError") {}

/** The token's signature does not hold: altered bytes, a missing or wrong signer certificate. */
export class TimestampSignatureError extends timestampErrorNamed("TimestampSignatureError") {}

/** A valid signature by a certificate that does not chain to the trusted certificates. */
export class TimestampUntrustedError extends timestampErrorNamed("TimestampUntrustedError") {}
