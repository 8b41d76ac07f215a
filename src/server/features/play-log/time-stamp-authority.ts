/**
 * An RFC 3161 time-stamp authority, as the play log needs it: the digest in, the DER
 * TimeStampResp out with its time and serial. The same shape as the client in
 * infra/timestamping, which the composition root passes in where TSA_URL is set.
 */
export interface TimeStampAuthority {
  stamp(digest: Buffer): Promise<{ response: Buffer; genTime: Date; serialNumber: string }>;
}

/** A stored token as the verifier found it: the problem, or the time it vouches for. */
export type TimeStampVerdict = { problem: string } | { genTime: Date };

/**
 * Checks a stored token against the seal's digest (the real verifier is wired in by the
 * caller): answers the problem found, or the token's own time when it holds.
 */
export type TimeStampCheck = (input: {
  digest: Buffer;
  response: Buffer;
}) => Promise<TimeStampVerdict>;
