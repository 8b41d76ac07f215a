import { execFile } from "node:child_process";
import { createHash, sign, X509Certificate } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import {
  IssuerAndSerialNumber,
  SignedData,
  SignerIdentifier,
  type SignerInfo,
} from "@peculiar/asn1-cms";
import { AsnConvert, OctetString } from "@peculiar/asn1-schema";
import { TimeStampResp } from "@peculiar/asn1-tsp";
import { Certificate } from "@peculiar/asn1-x509";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startLocalTsa, type LocalTsa } from "~/server/testing/local-tsa";
import { createHttpTimeStampAuthority } from "./http-time-stamp-authority";
import {
  TimestampMalformedError,
  TimestampMismatchError,
  TimestampRejectedError,
  TimestampSignatureError,
  TimestampUntrustedError,
} from "./timestamp-errors";
import { verifyTimestampResponse } from "./verify-timestamp-response";
import { signedAttributesDer } from "./verify-token-signature";

const run = promisify(execFile);
const sha256 = (text: string) => createHash("sha256").update(text).digest();

let tsa: LocalTsa;
let rsaTsa: LocalTsa;
const digest = sha256("chain head of 2026-11-25");
let response: Buffer;

beforeAll(async () => {
  [tsa, rsaTsa] = await Promise.all([startLocalTsa(), startLocalTsa({ keyType: "rsa" })]);
  ({ response } = await createHttpTimeStampAuthority({ url: tsa.url }).stamp(digest));
});
afterAll(() => Promise.all([tsa.close(), rsaTsa.close()]));

/** What an expert runs on a downloaded token (docs/product.md, "Time stamps"). */
async function opensslVerify(tsr: Buffer, hexDigest: string, caPem: string, ...more: string[]) {
  const tsrFile = path.join(tsa.directory, "seal.tsr");
  const caFile = path.join(tsa.directory, "tsa-ca.pem");
  await fs.writeFile(tsrFile, tsr);
  await fs.writeFile(caFile, caPem);
  // prettier-ignore
  return run("openssl", ["ts", "-verify", "-in", tsrFile, "-digest", hexDigest, "-CAfile", caFile, ...more]);
}

/** A date as `openssl ts -reply -text` prints it: "Nov 25 21:36:10 2026 GMT". */
function opensslDate(date: Date): string {
  const month = date.toLocaleString("en-US", { month: "short", timeZone: "UTC" });
  const day = String(date.getUTCDate()).padStart(2, " ");
  return `${month} ${day} ${date.toISOString().slice(11, 19)} ${date.getUTCFullYear()} GMT`;
}

/** The response with one byte of its TSTInfo's genTime changed: still well-formed. */
function withAlteredTime(original: Buffer): Buffer {
  const tampered = Buffer.from(original);
  // In the TSTInfo genTime follows the imprint and serial: a GeneralizedTime of 15 characters.
  const afterImprint = tampered.indexOf(digest) + digest.length;
  const genTime = tampered.indexOf(Buffer.from([0x18, 0x0f]), afterImprint) + 2;
  expect(genTime).toBeGreaterThan(afterImprint);
  const lastSecond = genTime + 13;
  tampered[lastSecond] = tampered[lastSecond] === 0x39 ? 0x38 : (tampered[lastSecond] ?? 0) + 1;
  return tampered;
}

/**
 * The response with its signer info changed by `edit`, then signed again with the key in
 * `keyFile`: a forgery by someone holding a key, which only the other checks can catch.
 */
async function resigned(keyFile: string, edit: (signerInfo: SignerInfo) => void): Promise<Buffer> {
  const answer = AsnConvert.parse(response, TimeStampResp);
  const token = answer.timeStampToken;
  if (!token) throw new Error("no token");
  const signedData = AsnConvert.parse(token.content, SignedData);
  const [signerInfo] = signedData.signerInfos;
  if (!signerInfo?.signedAttrs) throw new Error("no signed attributes");
  edit(signerInfo);
  const key = await fs.readFile(path.join(tsa.directory, keyFile), "utf8");
  signerInfo.signature = new OctetString(
    sign("sha256", signedAttributesDer(signerInfo.signedAttrs), key),
  );
  token.content = AsnConvert.serialize(signedData);
  return Buffer.from(AsnConvert.serialize(answer));
}

/** Makes the signing-certificate attribute name `certificate` (the hash of its DER bytes). */
function nameSigningCertificate(
  signerInfo: SignerInfo,
  named: X509Certificate,
  by: X509Certificate,
) {
  const sha256Of = (certificate: X509Certificate) =>
    createHash("sha256").update(certificate.raw).digest();
  for (const attribute of signerInfo.signedAttrs ?? []) {
    attribute.attrValues = attribute.attrValues.map((value) => {
      const bytes = Buffer.from(value);
      const at = bytes.indexOf(sha256Of(by));
      if (at >= 0) sha256Of(named).copy(bytes, at);
      return new Uint8Array(bytes).buffer;
    });
  }
}

async function localCertificate(name: "tsa.pem" | "ca.pem") {
  return new X509Certificate(await fs.readFile(path.join(tsa.directory, name)));
}

describe("verifyTimestampResponse", () => {
  it("accepts the authority's token for the digest, chained to its CA", () => {
    const verified = verifyTimestampResponse({
      response,
      digest,
      trustedCertificates: tsa.caCertificatePem,
    });
    expect(Math.abs(verified.genTime.getTime() - Date.now())).toBeLessThan(60_000);
  });

  it("gives stored bytes that OpenSSL's ts -verify accepts as an expert would run it", async () => {
    const hex = digest.toString("hex");
    const { stdout } = await opensslVerify(response, hex, tsa.caCertificatePem);
    expect(stdout).toMatch(/Verification: OK/);
    await expect(
      opensslVerify(response, sha256("another").toString("hex"), tsa.caCertificatePem),
    ).rejects.toThrow(/message imprint mismatch/);

    // After the authority's certificate expires the expert checks it at the stamp's moment.
    const { genTime } = verifyTimestampResponse({ response, digest });
    const at = (date: Date) => String(Math.floor(date.getTime() / 1000));
    await expect(
      opensslVerify(response, hex, tsa.caCertificatePem, "-attime", at(genTime)),
    ).resolves.toMatchObject({ stdout: expect.stringMatching(/Verification: OK/) });
    const longBefore = new Date(genTime.getTime() - 86_400_000);
    await expect(
      opensslVerify(response, hex, tsa.caCertificatePem, "-attime", at(longBefore)),
    ).rejects.toThrow(/certificate is not yet valid/);

    const { stdout: text } = await run("openssl", [
      "ts",
      "-reply",
      "-in",
      path.join(tsa.directory, "seal.tsr"),
      "-text",
    ]);
    expect(text).toContain(`Time stamp: ${opensslDate(genTime)}`);
  });

  it("refuses the token for another digest", () => {
    expect(() => verifyTimestampResponse({ response, digest: sha256("another") })).toThrow(
      TimestampMismatchError,
    );
  });

  it("refuses a token whose TSTInfo was altered, as OpenSSL does", async () => {
    const tampered = withAlteredTime(response);
    expect(tampered.equals(response)).toBe(false);
    expect(() => verifyTimestampResponse({ response: tampered, digest })).toThrow(
      new TimestampSignatureError("The token's TSTInfo is not the one its signature covers"),
    );
    await expect(
      opensslVerify(tampered, digest.toString("hex"), tsa.caCertificatePem),
    ).rejects.toThrow(/signature failure/);
  });

  it("refuses a token whose signature was altered", () => {
    // The signature is the last field of the last structure: the response's final bytes.
    const tampered = Buffer.from(response);
    tampered.writeUInt8(tampered.readUInt8(tampered.length - 1) ^ 0x01, tampered.length - 1);
    expect(() => verifyTimestampResponse({ response: tampered, digest })).toThrow(
      new TimestampSignatureError("The token's signature does not verify"),
    );
  });

  it("refuses a signature whose signing-certificate attribute names another certificate", async () => {
    const [tsaCertificate, caCertificate] = await Promise.all([
      localCertificate("tsa.pem"),
      localCertificate("ca.pem"),
    ]);
    const unchanged = await resigned("tsa.key", () => {});
    expect(verifyTimestampResponse({ response: unchanged, digest }).genTime).toBeInstanceOf(Date);

    const forged = await resigned("tsa.key", (signerInfo) =>
      nameSigningCertificate(signerInfo, caCertificate, tsaCertificate),
    );
    expect(() => verifyTimestampResponse({ response: forged, digest })).toThrow(
      new TimestampSignatureError(
        "The token's signature names another certificate than the one it carries",
      ),
    );
  });

  it("refuses a token signed by a certificate that is not for time-stamping", async () => {
    // The CA's key signs, and the token names the CA's certificate (which it carries) as signer.
    const [tsaCertificate, caCertificate] = await Promise.all([
      localCertificate("tsa.pem"),
      localCertificate("ca.pem"),
    ]);
    const ca = AsnConvert.parse(caCertificate.raw, Certificate);
    const forged = await resigned("ca.key", (signerInfo) => {
      signerInfo.sid = new SignerIdentifier({
        issuerAndSerialNumber: new IssuerAndSerialNumber({
          issuer: ca.tbsCertificate.issuer,
          serialNumber: ca.tbsCertificate.serialNumber,
        }),
      });
      nameSigningCertificate(signerInfo, caCertificate, tsaCertificate);
    });
    expect(() => verifyTimestampResponse({ response: forged, digest })).toThrow(
      /not a time-stamping authority's/,
    );
  });

  it("refuses a signer that does not chain to the trusted certificates", () => {
    expect(() =>
      verifyTimestampResponse({ response, digest, trustedCertificates: rsaTsa.caCertificatePem }),
    ).toThrow(TimestampUntrustedError);
    // Without trusted certificates only the signature is checked.
    expect(verifyTimestampResponse({ response, digest }).serialNumber).toMatch(/^[0-9a-f]+$/);
  });

  it("checks an RSA authority's token the same way", async () => {
    const stamp = await createHttpTimeStampAuthority({ url: rsaTsa.url }).stamp(digest);
    expect(
      verifyTimestampResponse({
        response: stamp.response,
        digest,
        trustedCertificates: rsaTsa.caCertificatePem,
      }).genTime,
    ).toEqual(stamp.genTime);
    expect(() =>
      verifyTimestampResponse({
        response: stamp.response,
        digest,
        trustedCertificates: tsa.caCertificatePem,
      }),
    ).toThrow(TimestampUntrustedError);
  });

  it("refuses a token that does not carry its signer's certificate", async () => {
    // Asked without certReq, as OpenSSL does by default without -cert.
    const { stdout: query } = await run(
      "openssl",
      ["ts", "-query", "-digest", digest.toString("hex"), "-sha256"],
      { encoding: "buffer" },
    );
    tsa.answer = "granted";
    const answer = await fetch(tsa.url, {
      method: "POST",
      headers: { "content-type": "application/timestamp-query" },
      body: new Uint8Array(query),
    });
    const bare = Buffer.from(await answer.arrayBuffer());
    expect(() => verifyTimestampResponse({ response: bare, digest })).toThrow(
      new TimestampSignatureError("The token does not carry its signer's certificate"),
    );
  });

  it("names a refusal or bytes that are no response", () => {
    const rejection = Buffer.from(
      "3037303502010230" +
        "2c0c2a" +
        Buffer.from("Message digest algorithm is not supported.").toString("hex") +
        "03020780",
      "hex",
    );
    expect(() => verifyTimestampResponse({ response: rejection, digest })).toThrow(
      TimestampRejectedError,
    );
    expect(() =>
      verifyTimestampResponse({ response: Buffer.from("not a response"), digest }),
    ).toThrow(TimestampMalformedError);
    expect(() => verifyTimestampResponse({ response: response.subarray(0, 200), digest })).toThrow(
      TimestampMalformedError,
    );
  });

  it("wants PEM certificates to trust", () => {
    expect(() =>
      verifyTimestampResponse({ response, digest, trustedCertificates: "not a certificate" }),
    ).toThrow(TypeError);
  });
});
