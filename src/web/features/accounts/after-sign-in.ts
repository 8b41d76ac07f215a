import { paths, withRedirectTo } from "~/shared/paths";

/** /login or /register, still leading on to `redirectTo` (unless that is just the dashboard). */
export function authPageLeadingTo(page: string, redirectTo: string): string {
  return redirectTo === paths.dashboard.root ? page : withRedirectTo(page, redirectTo);
}

/**
 * Where the verification e-mail's link lands: /login, saying the address is verified, and
 * still carrying where the user was going (a plan chosen on /pricing), so that signing in
 * continues there — on whichever device the link is opened.
 */
export function verificationCallback(redirectTo: string): string {
  const login = authPageLeadingTo(paths.login, redirectTo);
  return `${login}${login.includes("?") ? "&" : "?"}verified=1`;
}
