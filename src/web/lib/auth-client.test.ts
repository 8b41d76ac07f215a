import { describe, expect, it } from "vitest";
import { authCall } from "./auth-client";

describe("authCall", () => {
  it("resolves when better-auth answers no error", async () => {
    await expect(authCall(Promise.resolve({ error: null }))).resolves.toBeUndefined();
  });

  it("throws a refusal as an ApiError: code by status, better-auth's code as the reason", async () => {
    await expect(
      authCall(
        Promise.resolve({
          error: { status: 429, code: "TOO_MANY_ATTEMPTS", message: "Wait", retryAfterSeconds: 60 },
        }),
      ),
    ).rejects.toMatchObject({
      code: "RATE_LIMITED",
      details: { reason: "TOO_MANY_ATTEMPTS", retryAfterSeconds: 60 },
    });
  });

  it("calls a call that never reached the server NETWORK", async () => {
    await expect(authCall(Promise.reject(new TypeError("Failed to fetch")))).rejects.toMatchObject({
      code: "NETWORK",
    });
  });
});
