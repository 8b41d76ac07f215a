import { paths, withRedirectTo } from "~/shared/paths";
import { emailSchema } from "~/shared/accounts/schema";

/** /login or /register, still leading on to `redirectTo` (unless that is just the dashboard). */
export function authPageLeadingTo(page: string, redirectTo: string): string {
  return redirectTo === paths.dashboard.root ? page : withRedirectTo(page, redirectTo);
}

/**
 * Where the verification e-mail's link lands: /login, saying the address is verified, with
 * the address in the sign-in form, and still carrying where the user was going (a plan
 * chosen on /pricing), so that signing in continues there — on whichever device the link
 * is opened.
 */
export function verificationCallback(redirectTo: string, email: string): string {
  const login = authPageLeadingTo(paths.login, redirectTo);
  const query = new URLSearchParams({ verified: "1", email });
  return `${login}${login.includes("?") ? "&" : "?"}${query.toString()}`;
}

/** The address a verification link carries to the sign-in form, if it is one. */
export function emailFromSearch(search: URLSearchParams): string {
  const parsed = emailSchema.safeParse(search.get("email") ?? "");
  return parsed.success ? parsed.data : "";
}
