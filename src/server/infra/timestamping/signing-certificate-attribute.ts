import { createHash } from "node:crypto";
import type { Attribute } from "@peculiar/asn1-cms";
import {
  AsnConvert,
  AsnProp,
  AsnPropTypes,
  AsnType,
  AsnTypeTypes,
  OctetString,
} from "@peculiar/asn1-schema";
import { AlgorithmIdentifier } from "@peculiar/asn1-x509";
import { hashNameOf, SHA256_OID } from "./algorithms";
import { TimestampSignatureError } from "./timestamp-errors";

// The ESS signing-certificate attributes (RFC 2634 §5.4, RFC 5035 §3): the TSA signs a hash
// of its own certificate, so that no other certificate with the same key can stand in for it
// (RFC 3161 §2.4.2 requires one of them). No package on the registry models them, so they
// are declared here with the schema library's decorators, applied as plain calls.
const id_aa_signingCertificate = "1.2.840.113549.1.9.16.2.12";
const id_aa_signingCertificateV2 = "1.2.840.113549.1.9.16.2.47";

/** ESSCertIDv2: a certificate's hash, by SHA-256 unless hashAlgorithm says otherwise. */
class EssCertIdV2 {
  hashAlgorithm?: AlgorithmIdentifier;
  certHash = new OctetString();
  issuerSerial?: ArrayBuffer;
}

/** ESSCertID: a certificate's SHA-1 hash. */
class EssCertIdV1 {
  certHash = new OctetString();
  issuerSerial?: ArrayBuffer;
}

/** SigningCertificate(V2): the signer's certificate first, then possibly its chain. */
class SigningCertificateV2 {
  certs: EssCertIdV2[] = [];
  policies?: ArrayBuffer;
}

class SigningCertificateV1 {
  certs: EssCertIdV1[] = [];
  policies?: ArrayBuffer;
}

// Plain classes, no inheritance: the schema library would copy a parent's fields.
AsnProp({ type: AlgorithmIdentifier, optional: true })(EssCertIdV2.prototype, "hashAlgorithm");
for (const type of [EssCertIdV2, EssCertIdV1]) {
  AsnType({ type: AsnTypeTypes.Sequence })(type);
  AsnProp({ type: OctetString })(type.prototype, "certHash");
  AsnProp({ type: AsnPropTypes.Any, optional: true })(type.prototype, "issuerSerial");
}
for (const [type, item] of [
  [SigningCertificateV2, EssCertIdV2],
  [SigningCertificateV1, EssCertIdV1],
] as const) {
  AsnType({ type: AsnTypeTypes.Sequence })(type);
  AsnProp({ type: item, repeated: "sequence" })(type.prototype, "certs");
  AsnProp({ type: AsnPropTypes.Any, optional: true })(type.prototype, "policies");
}

/** The hash a signing-certificate attribute gives of the signer's certificate, and by what. */
function namedCertificate(signedAttrs: Attribute[]) {
  const valueOf = (type: string) =>
    signedAttrs.find((attribute) => attribute.attrType === type)?.attrValues[0];
  const v2 = valueOf(id_aa_signingCertificateV2);
  if (v2) {
    const [first] = AsnConvert.parse(v2, SigningCertificateV2).certs;
    return first && { hashName: hashNameOf(first.hashAlgorithm?.algorithm ?? SHA256_OID), first };
  }
  const v1 = valueOf(id_aa_signingCertificate);
  if (v1) {
    const [first] = AsnConvert.parse(v1, SigningCertificateV1).certs;
    return first && { hashName: "sha1", first };
  }
  return undefined;
}

/**
 * Throws TimestampSignatureError unless the signed attributes name `certificate` (its DER
 * bytes) as the signer's, by a signing-certificate attribute of either version.
 */
export function assertSigningCertificate(signedAttrs: Attribute[], certificate: Buffer): void {
  let named: ReturnType<typeof namedCertificate>;
  try {
    named = namedCertificate(signedAttrs);
  } catch (error) {
    throw new TimestampSignatureError("The token's signing-certificate attribute is unreadable", {
      cause: error,
    });
  }
  if (!named) {
    throw new TimestampSignatureError(
      "The token's signature does not name its signing certificate",
    );
  }
  const { hashName, first } = named;
  const hash = hashName && createHash(hashName).update(certificate).digest();
  if (!hash || !hash.equals(Buffer.from(first.certHash.buffer))) {
    throw new TimestampSignatureError(
      "The token's signature names another certificate than the one it carries",
    );
  }
}
