import type { APIRequestContext, Page } from "@playwright/test";
import { expect } from "@playwright/test";
import { linkIn, waitForEmail } from "./mailbox";

/** Created by the CLI before the e2e server starts (playwright.config.ts). */
export const E2E_ADMIN = {
  email: "admin@e2e.sonaria.es",
  password: "Admin2026x",
  name: "Admin E2E",
};
export const PASSWORD = "Musica2026";

let counter = 0;
export function uniqueEmail(prefix = "cliente"): string {
  return `${prefix}.${Date.now().toString(36)}${(counter++).toString(36)}@e2e.sonaria.es`;
}

/**
 * A verified account, made through the real endpoints and the real verification e-mail.
 * `campaignsConsent`: the registration form's consent box ticked (it starts unticked).
 */
export async function createVerifiedUser(
  request: APIRequestContext,
  options: { email?: string; name?: string; password?: string; campaignsConsent?: boolean } = {},
) {
  const email = options.email ?? uniqueEmail();
  const password = options.password ?? PASSWORD;
  const name = options.name ?? "Lucía Martín";
  const campaignsConsent = options.campaignsConsent ?? false;
  const response = await request.post("/api/auth/sign-up/email", {
    data: { name, email, password, campaignsConsent, callbackURL: "/login?verified=1" },
  });
  expect(response.status(), await response.text()).toBe(200);
  const mail = await waitForEmail(email);
  const verify = await request.get(linkIn(mail, "/api/auth/verify-email"), { maxRedirects: 0 });
  expect(verify.status()).toBe(302);
  return { email, password, name };
}

export async function logIn(page: Page, account: { email: string; password: string }) {
  await page.goto("/login");
  await page.getByLabel("Email").fill(account.email);
  await page.getByLabel("Contraseña", { exact: true }).fill(account.password);
  await page.getByRole("button", { name: "Iniciar sesión" }).click();
}

/** The id of the account with this e-mail, looked up through the admin API. */
export async function userIdByEmail(admin: APIRequestContext, email: string) {
  const users = await (await admin.get(`/api/users?search=${encodeURIComponent(email)}`)).json();
  return users.items[0].id as string;
}

/**
 * Signing in loads the dashboard as a new document (so its service worker controls it):
 * the address changes before the page is drawn. Waits until it is.
 */
export async function expectDashboardShown(page: Page) {
  await expect(page).toHaveURL("/dashboard");
  // Right after signing in the app's code and the session load together: on a busy
  // machine that is more than the default five seconds.
  await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible({
    timeout: 15_000,
  });
}

/**
 * Signs in through the API — the page's context keeps the session cookie — and opens the
 * dashboard: for tests about something else, it spares loading the sign-in page (the
 * sign-in form has tests of its own).
 */
export async function signIn(page: Page, account: { email: string; password: string }) {
  const response = await page.request.post("/api/auth/sign-in/email", {
    data: { email: account.email, password: account.password },
  });
  expect(response.status(), await response.text()).toBe(200);
  await page.goto("/dashboard");
  await expectDashboardShown(page);
}

/** A new verified customer, signed in on the dashboard. */
export async function signedInCustomer(page: Page, request: APIRequestContext) {
  const account = await createVerifiedUser(request);
  await signIn(page, account);
  return account;
}
