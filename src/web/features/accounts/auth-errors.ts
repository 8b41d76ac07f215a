import { accountsCopy as copy } from "~/shared/copy/accounts";
import { profileCopy } from "~/shared/copy/profile";
import { ApiError } from "~/web/lib/api-client";
import { errorMessage, reasonOf } from "~/web/lib/error-message";

type Flow = "login" | "register" | "resendVerification" | "forgot" | "reset" | "changePassword";

const fallbacks: Record<Flow, string> = {
  login: copy.login.errors.other,
  register: copy.register.errors.other,
  resendVerification: copy.register.sent.resendFailed,
  forgot: copy.forgot.errors.other,
  reset: copy.reset.errors.other,
  changePassword: profileCopy.password.error,
};

/** better-auth's finer codes, in the words of each flow. */
function reasonMessage(flow: Flow, reason: string | undefined): string | undefined {
  switch (reason) {
    case "EMAIL_NOT_VERIFIED":
      return copy.login.errors.unverified;
    case "INVALID_EMAIL_OR_PASSWORD":
      return copy.login.errors.invalidCredentials;
    case "BANNED_USER":
      return copy.login.errors.disabled;
    case "INVALID_EMAIL":
      return copy.invalidEmail;
    case "USER_ALREADY_EXISTS":
    case "USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL":
      return copy.register.errors.emailInUse;
    case "EMAIL_PASSWORD_SIGN_UP_DISABLED":
      return copy.register.errors.disabled;
    case "PASSWORD_TOO_WEAK":
    case "PASSWORD_TOO_SHORT":
    case "PASSWORD_TOO_LONG":
      return flow === "register" ? copy.register.errors.tooWeak : copy.register.errors.weakPassword;
    case "INVALID_PASSWORD":
      return flow === "changePassword" ? profileCopy.password.wrongCurrent : undefined;
    case "INVALID_TOKEN":
      return copy.reset.invalidLink;
    case "BUSY":
      return copy.busy;
    default:
      return undefined;
  }
}

/** The product's Spanish message for what better-auth answered (product §8). */
export function authErrorMessage(flow: Flow, error: unknown): string {
  const wait = error instanceof ApiError ? error.details.retryAfterSeconds : undefined;
  return errorMessage(error, {
    RATE_LIMITED: wait && wait > 0 ? copy.tooManyAttemptsWait(wait) : copy.tooManyAttempts,
    fallback: reasonMessage(flow, reasonOf(error)) ?? fallbacks[flow],
  });
}

/** One flow's `authErrorMessage`, as the error text an outcome or a mutation's report takes. */
export const authRefusal = (flow: Flow) => (error: unknown) => authErrorMessage(flow, error);
