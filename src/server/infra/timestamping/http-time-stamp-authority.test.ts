import { createHash } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startLocalTsa, type LocalTsa } from "~/server/testing/local-tsa";
import { createHttpTimeStampAuthority } from "./http-time-stamp-authority";
import {
  TimestampHttpError,
  TimestampMalformedError,
  TimestampMismatchError,
  TimestampRejectedError,
  TimestampUnreachableError,
} from "./timestamp-errors";
import { verifyTimestampResponse } from "./verify-timestamp-response";

const sha256 = (text: string) => createHash("sha256").update(text).digest();

let tsa: LocalTsa;
beforeAll(async () => {
  tsa = await startLocalTsa();
});
afterAll(() => tsa.close());

describe("createHttpTimeStampAuthority", () => {
  it("gets a time stamp of the digest, signed by a certificate that chains to the CA", async () => {
    tsa.answer = "granted";
    const digest = sha256("chain head of 2026-11-25");
    const before = Date.now();
    const stamp = await createHttpTimeStampAuthority({ url: tsa.url }).stamp(digest);

    // genTime has whole seconds (accuracy 1 s): within a few seconds of the request.
    expect(stamp.genTime.getTime()).toBeGreaterThanOrEqual(before - 2_000);
    expect(stamp.genTime.getTime()).toBeLessThanOrEqual(Date.now() + 2_000);
    expect(stamp.serialNumber).toMatch(/^[0-9a-f]+$/);
    expect(stamp.tsaName).toBe("C=ES, O=Sonaria tests, CN=Local test TSA");
    expect(
      verifyTimestampResponse({
        response: stamp.response,
        digest,
        trustedCertificates: tsa.caCertificatePem,
      }),
    ).toEqual({ genTime: stamp.genTime, serialNumber: stamp.serialNumber, tsaName: stamp.tsaName });
  });

  it("numbers each time stamp anew", async () => {
    tsa.answer = "granted";
    const authority = createHttpTimeStampAuthority({ url: tsa.url });
    const first = await authority.stamp(sha256("one"));
    const second = await authority.stamp(sha256("two"));
    expect(second.serialNumber).not.toBe(first.serialNumber);
  });

  it("refuses a digest that is not 32 bytes before asking", async () => {
    const authority = createHttpTimeStampAuthority({ url: tsa.url });
    await expect(authority.stamp(Buffer.alloc(20))).rejects.toThrow(TypeError);
  });

  it("reports an HTTP error status", async () => {
    tsa.answer = "http-500";
    const error = await createHttpTimeStampAuthority({ url: tsa.url })
      .stamp(sha256("x"))
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(TimestampHttpError);
    expect(error).toMatchObject({ name: "TimestampHttpError", status: 500 });
  });

  it("reports the authority's refusal with its failInfo and statusString", async () => {
    tsa.answer = "rejection";
    const error = await createHttpTimeStampAuthority({ url: tsa.url })
      .stamp(sha256("x"))
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(TimestampRejectedError);
    expect(error).toMatchObject({
      status: 2,
      failInfo: ["badAlg"],
      statusString: "Message digest algorithm is not supported.",
    });
    expect((error as Error).message).toMatch(/status 2.*badAlg/);
  });

  it("calls an answer that is no time-stamp response malformed", async () => {
    tsa.answer = "garbage";
    await expect(
      createHttpTimeStampAuthority({ url: tsa.url }).stamp(sha256("x")),
    ).rejects.toBeInstanceOf(TimestampMalformedError);
  });

  it("refuses a genuine time stamp of another digest", async () => {
    tsa.answer = "other-digest";
    await expect(createHttpTimeStampAuthority({ url: tsa.url }).stamp(sha256("x"))).rejects.toThrow(
      new TimestampMismatchError("The time stamp is for another digest"),
    );
  });

  it("refuses an earlier answer replayed for the same digest (its nonce differs)", async () => {
    tsa.answer = "granted";
    const authority = createHttpTimeStampAuthority({ url: tsa.url });
    const digest = sha256("same");
    await authority.stamp(digest);
    tsa.answer = "replay";
    await expect(authority.stamp(digest)).rejects.toThrow(/nonce differs/);
  });

  it("gives up after its timeout when the authority never answers", async () => {
    tsa.answer = "silent";
    const started = Date.now();
    const error = await createHttpTimeStampAuthority({ url: tsa.url, timeoutMs: 300 })
      .stamp(sha256("x"))
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(TimestampUnreachableError);
    expect((error as Error).message).toMatch(/within 0.3 s/);
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it("reports an authority that is not listening", async () => {
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise<void>((resolve) => closed.close(() => resolve()));

    const error = await createHttpTimeStampAuthority({ url: `http://127.0.0.1:${port}/` })
      .stamp(sha256("x"))
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(TimestampUnreachableError);
    expect((error as Error).message).toMatch(/could not be reached: .*ECONNREFUSED/);
  });

  it("sends credentials in the URL as basic authentication, and never shows them", async () => {
    let authorization: string | undefined;
    const server = http.createServer((request, response) => {
      authorization = request.headers.authorization;
      request.resume();
      response.writeHead(401).end();
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as AddressInfo;
    try {
      const error = await createHttpTimeStampAuthority({
        url: `http://sonaria:s%40cret@127.0.0.1:${port}/tsr`,
      })
        .stamp(sha256("x"))
        .catch((caught: unknown) => caught);
      expect(authorization).toBe(`Basic ${Buffer.from("sonaria:s@cret").toString("base64")}`);
      expect(error).toMatchObject({ status: 401 });
      expect((error as Error).message).not.toMatch(/cret/);
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});
