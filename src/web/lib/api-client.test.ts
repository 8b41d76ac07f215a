import { afterEach, describe, expect, it, vi } from "vitest";
import {
  ApiError,
  apiErrorFrom,
  codeForStatus,
  isRetryable,
  unwrap,
  withTimeout,
} from "./api-client";

const answer = (status: number, body: unknown) =>
  Promise.resolve({ ok: status < 300, status, json: () => Promise.resolve(body) });

describe("unwrap", () => {
  it("returns the body of a 2xx answer", async () => {
    await expect(unwrap(answer(200, { id: "1" }))).resolves.toEqual({ id: "1" });
  });

  it("throws our error body as an ApiError with its code and issues", async () => {
    const issues = [{ path: "name", message: "required" }];
    const error = await unwrap(
      answer(400, { error: { code: "BAD_REQUEST", message: "Invalid", issues } }),
    ).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, code: "BAD_REQUEST", message: "Invalid", issues });
  });

  it("gives an answer without our body the code of its status", async () => {
    const error = await unwrap(
      Promise.resolve({ ok: false, status: 502, json: () => Promise.reject(new Error("html")) }),
    ).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ code: "INTERNAL", message: "HTTP 502" });
  });

  it("calls a request that never arrived NETWORK", async () => {
    await expect(unwrap(Promise.reject(new TypeError("Failed to fetch")))).rejects.toMatchObject({
      status: 0,
      code: "NETWORK",
    });
  });
});

describe("codeForStatus and apiErrorFrom", () => {
  it("map a status to its code when the body has none", () => {
    expect(codeForStatus(401)).toBe("UNAUTHENTICATED");
    expect(codeForStatus(429)).toBe("RATE_LIMITED");
    expect(codeForStatus(418)).toBe("BAD_REQUEST");
    expect(codeForStatus(504)).toBe("INTERNAL");
    expect(apiErrorFrom(409, null).code).toBe("CONFLICT");
    expect(apiErrorFrom(409, { error: { code: "FORBIDDEN", message: "no" } }).code).toBe(
      "FORBIDDEN",
    );
  });
});

describe("isRetryable", () => {
  it("retries failures of the server or the network, never of the request", () => {
    expect(isRetryable(new ApiError(503, "UNAVAILABLE", ""))).toBe(true);
    expect(isRetryable(new ApiError(0, "NETWORK", ""))).toBe(true);
    expect(isRetryable(new Error("parse"))).toBe(true);
    expect(isRetryable(new ApiError(401, "UNAUTHENTICATED", ""))).toBe(false);
    expect(isRetryable(new ApiError(404, "NOT_FOUND", ""))).toBe(false);
  });
});

describe("withTimeout", () => {
  afterEach(() => vi.useRealTimers());

  it("answers what arrives in time, and TIMEOUT after that", async () => {
    await expect(withTimeout(Promise.resolve("url"), 1000)).resolves.toBe("url");
    vi.useFakeTimers();
    const late = withTimeout(new Promise(() => undefined), 30_000);
    vi.advanceTimersByTime(30_000);
    await expect(late).rejects.toMatchObject({ code: "TIMEOUT" });
  });
});
