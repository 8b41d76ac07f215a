import { createHash, verify, X509Certificate } from "node:crypto";
import {
  Attribute,
  id_messageDigest,
  MessageDigest,
  type SignerIdentifier,
} from "@peculiar/asn1-cms";
import {
  AsnArray,
  AsnConvert,
  AsnObjectIdentifierConverter,
  AsnType,
  AsnTypeTypes,
} from "@peculiar/asn1-schema";
import { id_ct_tstInfo } from "@peculiar/asn1-tsp";
import {
  type Certificate,
  ExtendedKeyUsage,
  id_ce_extKeyUsage,
  id_ce_subjectKeyIdentifier,
  id_kp_timeStamping,
  SubjectKeyIdentifier,
} from "@peculiar/asn1-x509";
import { hashNameOf, signatureHashOf } from "./algorithms";
import type { TimestampToken } from "./read-timestamp-response";
import { assertSigningCertificate } from "./signing-certificate-attribute";
import { TimestampMalformedError, TimestampSignatureError } from "./timestamp-errors";

const id_contentType = "1.2.840.113549.1.9.3";

/** SignedAttributes as the signer signed them: a SET OF Attribute (RFC 5652 §5.4). */
class SignedAttributeSet extends AsnArray<Attribute> {}
AsnType({ type: AsnTypeTypes.Set, itemType: Attribute })(SignedAttributeSet);

const der = (value: unknown) => Buffer.from(AsnConvert.serialize(value));
/** The bytes of a parsed value: an ArrayBuffer, or an OctetString (which owns its buffer). */
const bytes = (value: ArrayBuffer | { buffer: ArrayBuffer }) =>
  Buffer.from(value instanceof ArrayBuffer ? value : value.buffer);

/**
 * The bytes a CMS signature with signed attributes covers: their DER encoding as a SET OF.
 * The schema library keeps no raw bytes for a SET OF, so they are encoded again: DER in, the
 * same DER out, and anything else fails the signature check rather than passing it.
 */
export function signedAttributesDer(attributes: Attribute[]): Buffer {
  return der(new SignedAttributeSet(attributes));
}

export interface TokenSigner {
  certificate: X509Certificate;
  /** Every certificate the token carries: the signer's and whatever chain came with it. */
  certificates: X509Certificate[];
}

function isSigner(sid: SignerIdentifier): (certificate: Certificate) => boolean {
  const { issuerAndSerialNumber: byIssuer, subjectKeyIdentifier: byKey } = sid;
  if (byIssuer) {
    const issuer = der(byIssuer.issuer);
    const serial = bytes(byIssuer.serialNumber);
    return ({ tbsCertificate }) =>
      der(tbsCertificate.issuer).equals(issuer) &&
      bytes(tbsCertificate.serialNumber).equals(serial);
  }
  return ({ tbsCertificate }) => {
    const extension = tbsCertificate.extensions?.find(
      (e) => e.extnID === id_ce_subjectKeyIdentifier,
    );
    if (!extension || !byKey) return false;
    return bytes(AsnConvert.parse(extension.extnValue, SubjectKeyIdentifier)).equals(bytes(byKey));
  };
}

function attributeValue(attributes: Attribute[], type: string, name: string): ArrayBuffer {
  const value = attributes.find((attribute) => attribute.attrType === type)?.attrValues[0];
  if (!value)
    throw new TimestampSignatureError(`The token's signature lacks its ${name} attribute`);
  return value;
}

/** RFC 3161 §2.3: the TSA's certificate is for time-stamping alone, and says so critically. */
function assertTimeStampingCertificate({ tbsCertificate }: Certificate): void {
  const extension = tbsCertificate.extensions?.find((e) => e.extnID === id_ce_extKeyUsage);
  const usages = extension ? AsnConvert.parse(extension.extnValue, ExtendedKeyUsage) : [];
  if (!extension?.critical || !usages.includes(id_kp_timeStamping)) {
    throw new TimestampSignatureError(
      "The token is signed by a certificate that is not a time-stamping authority's " +
        "(no critical extended key usage timeStamping)",
    );
  }
}

/**
 * Checks the CMS signature over the token's TSTInfo (RFC 5652 §5.6): the signer's certificate
 * is in the token, the signed attributes carry the TSTInfo's content type and message digest
 * and name that certificate, the signature over them verifies with its key, and the
 * certificate is a time-stamping one, valid at genTime. Who issued it is not checked here.
 */
export function verifyTokenSignature({
  signedData,
  tstInfo,
  tstInfoDer,
}: TimestampToken): TokenSigner {
  const [signerInfo, ...others] = signedData.signerInfos;
  if (!signerInfo || others.length > 0) {
    throw new TimestampMalformedError("A time-stamp token must carry exactly one signature");
  }
  const carried = (signedData.certificates ?? []).flatMap((choice) =>
    choice.certificate ? [choice.certificate] : [],
  );
  const signer = carried.find(isSigner(signerInfo.sid));
  if (!signer) {
    throw new TimestampSignatureError("The token does not carry its signer's certificate");
  }
  // Certificates are DER (RFC 5280): encoding the parsed one again gives its bytes back, and
  // anything else would fail the hash and signature checks below, never pass them.
  const signerDer = der(signer);

  const attributes = signerInfo.signedAttrs ?? [];
  const contentType = bytes(attributeValue(attributes, id_contentType, "content-type"));
  if (!contentType.equals(bytes(AsnObjectIdentifierConverter.toASN(id_ct_tstInfo).toBER()))) {
    throw new TimestampSignatureError("The token's signature is not over a TSTInfo");
  }
  const digestName = hashNameOf(signerInfo.digestAlgorithm.algorithm);
  const signatureHash = signatureHashOf(
    signerInfo.signatureAlgorithm.algorithm,
    signerInfo.digestAlgorithm.algorithm,
  );
  if (!digestName || !signatureHash) {
    throw new TimestampSignatureError(
      `The token is signed with an unsupported algorithm (${signerInfo.signatureAlgorithm.algorithm}` +
        ` over ${signerInfo.digestAlgorithm.algorithm})`,
    );
  }
  const messageDigest = AsnConvert.parse(
    attributeValue(attributes, id_messageDigest, "message-digest"),
    MessageDigest,
  );
  if (!createHash(digestName).update(tstInfoDer).digest().equals(bytes(messageDigest))) {
    throw new TimestampSignatureError("The token's TSTInfo is not the one its signature covers");
  }
  assertSigningCertificate(attributes, signerDer);

  const certificate = new X509Certificate(signerDer);
  let valid = false;
  try {
    valid = verify(
      signatureHash,
      signedAttributesDer(attributes),
      certificate.publicKey,
      bytes(signerInfo.signature),
    );
  } catch {
    valid = false;
  }
  if (!valid) throw new TimestampSignatureError("The token's signature does not verify");

  assertTimeStampingCertificate(signer);
  const { genTime } = tstInfo;
  if (genTime < certificate.validFromDate || genTime > certificate.validToDate) {
    throw new TimestampSignatureError(
      "The token's time lies outside its signer certificate's validity",
    );
  }
  return { certificate, certificates: carried.map((each) => new X509Certificate(der(each))) };
}
