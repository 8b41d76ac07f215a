import { randomBytes } from "node:crypto";
import { AsnConvert, OctetString } from "@peculiar/asn1-schema";
import { MessageImprint, TimeStampReq, TimeStampReqVersion } from "@peculiar/asn1-tsp";
import { AlgorithmIdentifier } from "@peculiar/asn1-x509";
import { SHA256_OID } from "./algorithms";

/** Throws unless `digest` is what every caller must pass: the 32 bytes of a SHA-256. */
export function assertSha256Digest(digest: Buffer): void {
  if (!Buffer.isBuffer(digest) || digest.length !== 32) {
    throw new TypeError("A time stamp is asked for a SHA-256 digest: 32 bytes");
  }
}

/**
 * A 64-bit positive nonce, minimally encoded: its first byte is neither 0 (a padding byte
 * OpenSSL refuses as "illegal padding") nor 0x80 or above (a negative INTEGER).
 */
export function randomNonce(): Buffer {
  const nonce = randomBytes(8);
  nonce[0] = ((nonce[0] ?? 0) % 0x7f) + 1;
  return nonce;
}

/**
 * The DER TimeStampReq (RFC 3161 §2.4.1) for a SHA-256 digest, with a nonce that ties the
 * answer to this request and certReq, so that the token carries the authority's certificate
 * and can be checked on its own years later.
 */
export function buildTimestampRequest(digest: Buffer, nonce: Buffer): Buffer {
  assertSha256Digest(digest);
  const request = new TimeStampReq({
    version: TimeStampReqVersion.v1,
    messageImprint: new MessageImprint({
      hashAlgorithm: new AlgorithmIdentifier({ algorithm: SHA256_OID, parameters: null }),
      hashedMessage: new OctetString(digest),
    }),
    nonce: new Uint8Array(nonce).buffer,
    certReq: true,
  });
  return Buffer.from(AsnConvert.serialize(request));
}
