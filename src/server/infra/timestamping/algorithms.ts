export const SHA256_OID = "2.16.840.1.101.3.4.2.1";

// SHA-1 is left out on purpose: a signature over a SHA-1 digest proves little today.
const hashes: Record<string, string> = {
  [SHA256_OID]: "sha256",
  "2.16.840.1.101.3.4.2.2": "sha384",
  "2.16.840.1.101.3.4.2.3": "sha512",
};

/** Node's name of a SHA-2 digest algorithm, or undefined for any other. */
export function hashNameOf(oid: string): string | undefined {
  return hashes[oid];
}

// Signature algorithms that name their digest; rsaEncryption and id-ecPublicKey, which some
// signers write instead, take the signer info's digestAlgorithm.
const signatureHashes: Record<string, string> = {
  "1.2.840.113549.1.1.11": "sha256", // sha256WithRSAEncryption
  "1.2.840.113549.1.1.12": "sha384",
  "1.2.840.113549.1.1.13": "sha512",
  "1.2.840.10045.4.3.2": "sha256", // ecdsa-with-SHA256
  "1.2.840.10045.4.3.3": "sha384",
  "1.2.840.10045.4.3.4": "sha512",
};
const keyOnlySignatures = new Set(["1.2.840.113549.1.1.1", "1.2.840.10045.2.1"]);

/**
 * The digest that `crypto.verify` must use for a CMS signature: RSA PKCS #1 v1.5 or ECDSA
 * (DER-encoded, Node's default), the schemes time-stamping authorities use. Undefined for
 * any other (RSA-PSS, EdDSA…), which the caller reports as unsupported.
 */
export function signatureHashOf(signatureOid: string, digestOid: string): string | undefined {
  if (keyOnlySignatures.has(signatureOid)) return hashNameOf(digestOid);
  return signatureHashes[signatureOid];
}
