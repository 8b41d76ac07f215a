/** A time stamp as an authority granted it, checked against the request that asked for it. */
export interface TimeStamp {
  /**
   * The DER TimeStampResp, exactly as received: what `openssl ts -reply` writes as a .tsr
   * file and `openssl ts -verify -in` reads. Store these bytes, not a re-encoding.
   */
  response: Buffer;
  /** The time the authority vouches for (TSTInfo genTime). */
  genTime: Date;
  /** The authority's serial number of the token, in hexadecimal (as OpenSSL prints it). */
  serialNumber: string;
  /** The authority's name when the token carries it (TSTInfo tsa), e.g. "CN=…, O=…, C=ES". */
  tsaName?: string;
}

/** An RFC 3161 time-stamping authority: vouches that a digest existed at a moment. */
export interface TimeStampAuthority {
  /** Time-stamps a SHA-256 digest (32 bytes). Throws a TimestampError subclass on failure. */
  stamp(digest: Buffer): Promise<TimeStamp>;
}
