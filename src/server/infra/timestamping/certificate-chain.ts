import { X509Certificate } from "node:crypto";
import { TimestampUntrustedError } from "./timestamp-errors";

// A TSA's certificate sits one or two levels below a root; a longer path is not a real one.
const MAX_DEPTH = 5;

/** The certificates in a PEM text (one or several, as in OpenSSL's -CAfile). */
export function readPemCertificates(pem: string): X509Certificate[] {
  const blocks = pem.match(/-----BEGIN CERTIFICATE-----[\s\S]+?-----END CERTIFICATE-----/g) ?? [];
  if (blocks.length === 0) throw new TypeError("No PEM certificate in trustedCertificates");
  return blocks.map((block) => new X509Certificate(block));
}

const validAt = (certificate: X509Certificate, at: Date) =>
  certificate.validFromDate <= at && at <= certificate.validToDate;

const issuedBy = (child: X509Certificate, parent: X509Certificate) =>
  parent.ca && child.checkIssued(parent) && child.verify(parent.publicKey);

/**
 * Throws TimestampUntrustedError unless `signer` chains to one of `trusted`, through the
 * certificates the token carried, every link valid at `at` (the token's genTime: a time
 * stamp stays good after its authority's certificate expires). Revocation is not checked.
 */
export function assertChainsToTrusted(options: {
  signer: X509Certificate;
  carried: X509Certificate[];
  trusted: X509Certificate[];
  at: Date;
}): void {
  const { signer, carried, trusted, at } = options;
  let current = signer;
  for (let depth = 0; depth < MAX_DEPTH; depth++) {
    if (trusted.some((anchor) => anchor.raw.equals(current.raw))) return;
    const anchor = trusted.find((candidate) => issuedBy(current, candidate));
    if (anchor) {
      if (validAt(anchor, at)) return;
      throw new TimestampUntrustedError(
        `The trusted certificate "${anchor.subject}" was not valid at the token's time`,
      );
    }
    const next = carried.find(
      (candidate) => !candidate.raw.equals(current.raw) && issuedBy(current, candidate),
    );
    if (!next || !validAt(next, at)) break;
    current = next;
  }
  throw new TimestampUntrustedError(
    `The token's signer "${signer.subject}" does not chain to a trusted certificate`,
  );
}
