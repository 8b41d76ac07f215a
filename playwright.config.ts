import os from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";

import { E2E_ADMIN } from "./tests/e2e/support/accounts";
import { chromiumLaunch } from "./tests/e2e/support/chromium";

const port = Number(process.env.E2E_PORT ?? 4173);
const mailSinkSmtpPort = Number(process.env.MAIL_SINK_SMTP_PORT ?? 4025);
const mailSinkHttpPort = Number(process.env.MAIL_SINK_HTTP_PORT ?? 4026);
const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  forbidOnly: true,
  // Two on CI's two cores. A third made the whole suite faster on an idle machine (9.6 →
  // 7.5 min) but not the player's files, which are all CPU (1.7 min either way), and
  // there it made timing-sensitive tests fail now and then: not worth a red CI.
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  // Two workers share two cores with the server: a flow of a dozen pages needs the margin.
  timeout: 60_000,
  expect: { timeout: 5_000 },
  use: {
    baseURL,
    locale: "es-ES",
    timezoneId: "Europe/Madrid",
    // The dancing bars and pulsing skeletons honour this: fewer frames to draw on 2 cores.
    reducedMotion: "reduce",
    // A trace's screencast re-encodes every frame the browser draws, and its DOM snapshot
    // after every action is shipped to the runner: on CI's 2 cores they cost a third of the
    // CPU. A failure there still leaves its screenshot and the page's ARIA snapshot.
    trace: process.env.CI ? "off" : { mode: "retain-on-failure", screenshots: false },
    screenshot: "only-on-failure",
  },
  projects: [
    {
      name: "chromium",
      use: {
        ...devices["Desktop Chrome"],
        launchOptions: chromiumLaunch,
      },
    },
  ],
  webServer: [
    {
      // A real SMTP server: the app mails through it, tests read what arrived.
      command: "npx tsx tests/e2e/support/mail-sink.ts",
      url: `http://127.0.0.1:${mailSinkHttpPort}/health`,
      reuseExistingServer: false,
      env: {
        MAIL_SINK_SMTP_PORT: String(mailSinkSmtpPort),
        MAIL_SINK_HTTP_PORT: String(mailSinkHttpPort),
      },
    },
    {
      // The production build, as users get it (`npm run test:e2e` builds first), with
      // the first administrator made by the CLI before the server takes the database.
      command: `node build/node/cli.js create-admin --email ${E2E_ADMIN.email} --password ${E2E_ADMIN.password} --name "${E2E_ADMIN.name}" && node build/node/main.js`,
      url: `${baseURL}/readyz`,
      reuseExistingServer: false,
      timeout: 120_000,
      // At LOG_LEVEL=warn only warnings and errors: an unexpected 500 shows its stack
      // beside the test that met it.
      stdout: "pipe",
      env: {
        PORT: String(port),
        APP_URL: baseURL,
        DATA_DIR: path.join(os.tmpdir(), `sonaria-e2e-${Date.now()}`),
        // One server: its disk holds the uploads, also when DATABASE_URL comes from the
        // environment.
        STORAGE: "disk",
        LOG_LEVEL: "warn",
        SMTP_URL: `smtp://127.0.0.1:${mailSinkSmtpPort}`,
        // Each test browses from an address of its own (X-Forwarded-For), so per-IP
        // limits of one test never reach another.
        TRUST_PROXY: "true",
        // Payments through the built-in test checkout, with the test clock on.
        PAYMENTS: "local",
        PAYMENTS_TEST_CLOCK: "true",
        // A zone's silence dated back: an alert's minutes pass at once.
        NETWORK_TEST_CLOCK: "true",
      },
    },
  ],
});
