import { describe, expect, it } from "vitest";
import { accountsCopy as copy } from "~/shared/copy/accounts";
import { profileCopy } from "~/shared/copy/profile";
import { ApiError, codeForStatus } from "~/web/lib/api-client";
import { authErrorMessage } from "./auth-errors";

/** What authCall makes of better-auth's refusal. */
const refusal = (status: number, reason?: string, retryAfterSeconds?: number) =>
  new ApiError(status, codeForStatus(status), "", [], { reason, retryAfterSeconds });

describe("authErrorMessage", () => {
  it("says how long to wait after too many attempts, whatever the reason", () => {
    expect(authErrorMessage("login", refusal(429, "TOO_MANY_ATTEMPTS", 40))).toBe(
      copy.tooManyAttemptsWait(40),
    );
    expect(authErrorMessage("forgot", refusal(429))).toBe(copy.tooManyAttempts);
  });

  it("words better-auth's reasons in each flow's terms", () => {
    expect(authErrorMessage("login", refusal(403, "EMAIL_NOT_VERIFIED"))).toBe(
      copy.login.errors.unverified,
    );
    expect(authErrorMessage("login", refusal(401, "INVALID_EMAIL_OR_PASSWORD"))).toBe(
      copy.login.errors.invalidCredentials,
    );
    expect(authErrorMessage("register", refusal(422, "USER_ALREADY_EXISTS"))).toBe(
      copy.register.errors.emailInUse,
    );
    expect(authErrorMessage("register", refusal(400, "PASSWORD_TOO_SHORT"))).toBe(
      copy.register.errors.tooWeak,
    );
    expect(authErrorMessage("reset", refusal(400, "PASSWORD_TOO_SHORT"))).toBe(
      copy.register.errors.weakPassword,
    );
    expect(authErrorMessage("changePassword", refusal(400, "INVALID_PASSWORD"))).toBe(
      profileCopy.password.wrongCurrent,
    );
  });

  it("asks to try again in a few seconds when too many sign-ins arrive at once", () => {
    expect(authErrorMessage("login", refusal(503, "BUSY"))).toBe(copy.busy);
    expect(authErrorMessage("register", refusal(503, "BUSY"))).toBe(copy.busy);
  });

  it("falls back to the flow's own words", () => {
    expect(authErrorMessage("login", refusal(400, "INVALID_PASSWORD"))).toBe(
      copy.login.errors.other,
    );
    expect(authErrorMessage("register", new Error("offline"))).toBe(copy.register.errors.other);
    expect(authErrorMessage("changePassword", refusal(500))).toBe(profileCopy.password.error);
  });
});
