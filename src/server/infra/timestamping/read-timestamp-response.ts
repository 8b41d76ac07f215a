import { id_signedData, SignedData } from "@peculiar/asn1-cms";
import { AsnConvert } from "@peculiar/asn1-schema";
import { id_ct_tstInfo, PKIStatus, TimeStampResp, TSTInfo } from "@peculiar/asn1-tsp";
import type { GeneralName, Name } from "@peculiar/asn1-x509";
import { TimestampMalformedError, TimestampRejectedError } from "./timestamp-errors";

/** A granted response taken apart: the token's signed data and the TSTInfo it signs. */
export interface TimestampToken {
  signedData: SignedData;
  tstInfo: TSTInfo;
  /** The TSTInfo's DER bytes as received: what the signer's message digest covers. */
  tstInfoDer: Buffer;
}

function parse<T>(bytes: ArrayBuffer | Buffer, type: new () => T, what: string): T {
  try {
    return AsnConvert.parse(bytes, type);
  } catch (error) {
    throw new TimestampMalformedError(`Not a time-stamp response: unreadable ${what}`, {
      cause: error,
    });
  }
}

/**
 * Reads a DER TimeStampResp (RFC 3161 §2.4.2). Throws TimestampRejectedError when its status
 * is not granted, TimestampMalformedError when it is not what RFC 3161 says it must be.
 * Checks nothing about what was stamped or who signed: see verifyTimestampResponse.
 */
export function readTimestampResponse(response: Buffer): TimestampToken {
  const answer = parse(response, TimeStampResp, "TimeStampResp");
  const { status, statusString, failInfo } = answer.status;
  if (status !== PKIStatus.granted && status !== PKIStatus.grantedWithMods) {
    throw new TimestampRejectedError(
      status,
      failInfo?.toJSON() ?? [],
      statusString ? [...statusString].join("; ") : undefined,
    );
  }
  const token = answer.timeStampToken;
  if (!token) throw new TimestampMalformedError("A granted time-stamp response without its token");
  if (token.contentType !== id_signedData) {
    throw new TimestampMalformedError(
      `The time-stamp token is not CMS SignedData (${token.contentType})`,
    );
  }
  const signedData = parse(token.content, SignedData, "SignedData");
  const { eContentType, eContent } = signedData.encapContentInfo;
  if (eContentType !== id_ct_tstInfo || !eContent?.single) {
    throw new TimestampMalformedError("The time-stamp token does not hold a TSTInfo");
  }
  const tstInfoDer = Buffer.from(eContent.single.buffer);
  return { signedData, tstInfo: parse(tstInfoDer, TSTInfo, "TSTInfo"), tstInfoDer };
}

/** An unsigned big-endian INTEGER as OpenSSL prints it, in hexadecimal without leading zeros. */
export function integerToHex(bytes: ArrayBuffer): string {
  const hex = Buffer.from(bytes).toString("hex").replace(/^0+/, "");
  return hex === "" ? "0" : hex;
}

const attributeNames: Record<string, string> = {
  "2.5.4.3": "CN",
  "2.5.4.5": "serialNumber",
  "2.5.4.6": "C",
  "2.5.4.7": "L",
  "2.5.4.8": "ST",
  "2.5.4.10": "O",
  "2.5.4.11": "OU",
  "2.5.4.97": "organizationIdentifier",
};

function nameToString(name: Name): string {
  return name
    .flatMap((rdn) => rdn.map(({ type, value }) => `${attributeNames[type] ?? type}=${value}`))
    .join(", ");
}

/** The TSTInfo's `tsa` field in words, for people (e.g. "CN=…, O=…, C=ES"). */
export function generalNameToString(name: GeneralName | undefined): string | undefined {
  if (!name) return undefined;
  if (name.directoryName) return nameToString(name.directoryName);
  return name.uniformResourceIdentifier ?? name.dNSName ?? name.rfc822Name;
}
