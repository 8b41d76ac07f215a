import { test as base } from "../fixtures";
import { startOwnAppServer, type OwnAppServer } from "./own-app-server";

/**
 * A test that changes the database behind the app's back (a tamper, a play written as it
 * arrived long ago) browses an app of its own, which it can stop and reach into: every
 * fixture that names the server goes there.
 */
export const ownAppTest = base.extend<object, { ownApp: OwnAppServer }>({
  ownApp: [
    // eslint-disable-next-line no-empty-pattern -- Playwright requires the destructuring
    async ({}, use) => {
      const server = await startOwnAppServer();
      await use(server);
      await server.stop();
    },
    { scope: "worker", timeout: 60_000 },
  ],
  baseURL: async ({ ownApp }, use) => use(ownApp.url),
});
