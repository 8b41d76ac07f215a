import { SHA256_OID } from "./algorithms";
import { assertChainsToTrusted, readPemCertificates } from "./certificate-chain";
import {
  generalNameToString,
  integerToHex,
  readTimestampResponse,
} from "./read-timestamp-response";
import type { TimeStamp } from "./time-stamp-authority";
import { TimestampMismatchError } from "./timestamp-errors";
import { assertSha256Digest } from "./timestamp-request";
import { verifyTokenSignature } from "./verify-token-signature";

export interface VerifyTimestampOptions {
  /** The stored DER TimeStampResp (.tsr). */
  response: Buffer;
  /** The SHA-256 digest (32 bytes) the token must vouch for. */
  digest: Buffer;
  /** The nonce of the request, when checking an answer to it (the client does). */
  nonce?: Buffer;
  /**
   * PEM text of the certificates to trust, one or several (like OpenSSL's -CAfile): the
   * authority's root, and any intermediate CA the token does not carry. Unset: the signature
   * is checked, but not who issued the signer's certificate.
   */
  trustedCertificates?: string;
}

const toBigInt = (bytes: Uint8Array) => BigInt(`0x${Buffer.from(bytes).toString("hex") || "0"}`);

/**
 * Checks a stored time stamp and says when it was made: status granted, for this SHA-256
 * digest (and nonce), a valid CMS signature over the TSTInfo by the certificate the token
 * carries, and with trustedCertificates a chain to one of them. Throws a TimestampError
 * subclass naming the check that failed.
 */
export function verifyTimestampResponse(
  options: VerifyTimestampOptions,
): Omit<TimeStamp, "response"> {
  const { response, digest, nonce, trustedCertificates } = options;
  assertSha256Digest(digest);
  const trusted =
    trustedCertificates === undefined ? undefined : readPemCertificates(trustedCertificates);
  const token = readTimestampResponse(response);
  const { messageImprint, genTime } = token.tstInfo;
  if (
    messageImprint.hashAlgorithm.algorithm !== SHA256_OID ||
    !Buffer.from(messageImprint.hashedMessage.buffer).equals(digest)
  ) {
    throw new TimestampMismatchError("The time stamp is for another digest");
  }
  if (
    nonce &&
    (!token.tstInfo.nonce || toBigInt(new Uint8Array(token.tstInfo.nonce)) !== toBigInt(nonce))
  ) {
    throw new TimestampMismatchError("The time stamp answers another request (its nonce differs)");
  }
  const signer = verifyTokenSignature(token);
  if (trusted) {
    assertChainsToTrusted({
      signer: signer.certificate,
      carried: signer.certificates,
      trusted,
      at: genTime,
    });
  }
  const tsaName = generalNameToString(token.tstInfo.tsa);
  return {
    genTime,
    serialNumber: integerToHex(token.tstInfo.serialNumber),
    ...(tsaName ? { tsaName } : {}),
  };
}
