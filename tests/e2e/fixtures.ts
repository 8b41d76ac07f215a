import { test as base, expect, type APIRequestContext, type Page } from "@playwright/test";
import { E2E_ADMIN } from "./support/accounts";

let addressCounter = 0;

type AdminSession = Awaited<ReturnType<APIRequestContext["storageState"]>>;
/**
 * The administrator's session per server, signed in once per worker: each sign-in costs
 * the server a full scrypt hash, and most tests set their scene as the administrator.
 */
const adminSessions = new Map<string, AdminSession>();

interface Fixtures {
  consoleErrors: string[];
  /**
   * HTTP statuses a test provokes on purpose (a refused sign-in answers 401): the
   * browser reports each as a console error, which is then expected, not a failure.
   */
  expectHttpErrors: (...statuses: number[]) => void;
  clientAddress: string;
  /** An API client signed in as the e2e administrator (for setting the scene). */
  admin: APIRequestContext;
}

/** Every page fails its test when the browser reports a console error or an uncaught exception. */
export const test = base.extend<Fixtures & { expectedStatuses: Set<number> }>({
  // eslint-disable-next-line no-empty-pattern -- Playwright requires the destructuring
  clientAddress: async ({}, use, testInfo) => {
    await use(
      `10.${testInfo.workerIndex % 250}.${(addressCounter >> 8) % 250}.${addressCounter++ % 250}`,
    );
  },
  extraHTTPHeaders: async ({ clientAddress }, use) => {
    // Each test browses from an address of its own, so per-IP limits stay per test.
    await use({ "x-forwarded-for": clientAddress });
  },
  // eslint-disable-next-line no-empty-pattern -- Playwright requires the destructuring
  expectedStatuses: async ({}, use) => {
    await use(new Set());
  },
  expectHttpErrors: async ({ expectedStatuses }, use) => {
    await use((...statuses) => statuses.forEach((status) => expectedStatuses.add(status)));
  },
  admin: async ({ playwright, baseURL, clientAddress }, use) => {
    const server = baseURL ?? "";
    const open = (storageState?: AdminSession) =>
      playwright.request.newContext({
        baseURL,
        extraHTTPHeaders: { "x-forwarded-for": clientAddress },
        storageState,
      });
    let admin = await open(adminSessions.get(server));
    // A server of a test's own may have started again on the same address, empty.
    const session = await (await admin.get("/api/auth/get-session")).json();
    if (!session?.user) {
      await admin.dispose();
      admin = await open();
      const signIn = await admin.post("/api/auth/sign-in/email", {
        data: { email: E2E_ADMIN.email, password: E2E_ADMIN.password },
      });
      expect(signIn.status()).toBe(200);
      adminSessions.set(server, await admin.storageState());
    }
    await use(admin);
    await admin.dispose();
  },
  consoleErrors: [
    async ({ context, expectedStatuses }, use) => {
      const errors: string[] = [];
      const watch = (page: Page) => {
        page.on("console", (message) => {
          // A failed load's message leaves out its address, which says what failed.
          const { url } = message.location();
          if (message.type() === "error")
            errors.push(url ? `${message.text()} (${url})` : message.text());
        });
        page.on("pageerror", (error) => errors.push(error.message));
      };
      context.pages().forEach(watch);
      context.on("page", watch);
      await use(errors);
      const unexpected = errors.filter((text) => {
        const status = /status of (\d{3})/.exec(text)?.[1];
        return !(status && expectedStatuses.has(Number(status)));
      });
      expect(unexpected, "console errors in the browser").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** Waits until React has hydrated a client-rendered page, so clicks are handled by the app. */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
}

/**
 * Waits until a prerendered public page's inline script has run (it hydrates nothing:
 * decision 012), so its header and dates are wired up.
 */
export async function waitForSiteScript(page: Page) {
  await page.waitForFunction(() => document.documentElement.dataset.enhanced === "true");
}
