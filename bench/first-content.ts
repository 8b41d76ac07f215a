/**
 * How soon the signed-in pages a shop uses show their first meaningful content, in Chromium
 * on loopback: the production build on a fresh DATA_DIR, an admin signed in (an
 * admin may play) with one establishment, and for each page the time from navigation to
 * its heading drawn by the app — not the skeleton — at CPU ×1 and ×4 (Chromium's own
 * throttling). Each figure is the median of RUNS fresh pages; the script bytes the page
 * loaded are reported beside it, and its first paint: the skeleton, which shows the
 * page's heading when the document names it (decision 030), before any script runs.
 * Goals: the player ≤ 600 ms at ×1, ≤ 1 s at ×4.
 * Run: `npm run build && npx tsx bench/first-content.ts`.
 */
import os from "node:os";
import { chromium, type Browser, type BrowserContext } from "@playwright/test";
import { failedGoals, reportGoal } from "./support/goals";
import {
  makeTempDir,
  portInUse,
  removeTempDirs,
  startProcess,
  stopProcess,
  waitFor,
} from "./support/processes";
import { BENCH_ADMIN, createBenchAdmin, signInBenchAdmin } from "./support/signed-in";

const APP_PORT = 4620;
const APP_URL = `http://127.0.0.1:${APP_PORT}`;
const RUNS = 5;
/** Each page and the heading its own screen draws (the skeleton draws none). */
const pages = [
  { path: "/dashboard/player", heading: "Reproductor", goals: { 1: 600, 4: 1000 } },
  { path: "/dashboard/remote", heading: "Mando" },
  { path: "/dashboard", heading: `Hola, ${BENCH_ADMIN.name}` },
] as const;
const rates = [1, 4] as const;

const env = (dataDir: string) => ({
  ...process.env,
  PORT: String(APP_PORT),
  APP_URL,
  DATA_DIR: dataDir,
  DATABASE_URL: "",
  S3_BUCKET: "",
  LOG_LEVEL: "warn",
});

/** Milliseconds from navigation to `heading` drawn, and the script bytes loaded by then. */
async function firstContent(context: BrowserContext, path: string, heading: string, rate: number) {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate });
  await page.addInitScript((text) => {
    const seen = {
      at: 0,
      drawn: Promise.resolve(),
      resolve: undefined as (() => void) | undefined,
    };
    seen.drawn = new Promise<void>((resolve) => (seen.resolve = resolve));
    (window as unknown as { firstContent: typeof seen }).firstContent = seen;
    new MutationObserver((_, observer) => {
      const found = [...document.querySelectorAll("h1")].some((h1) => h1.textContent === text);
      if (!found) return;
      seen.at = performance.now();
      observer.disconnect();
      seen.resolve?.();
    }).observe(document, { childList: true, subtree: true, characterData: true });
  }, heading);
  await page.goto(`${APP_URL}${path}`);
  // Waited for in the page, not with a locator: Playwright's selector engine polls on the
  // page's main thread, and at CPU ×4 its queries delayed the very render being timed.
  await page.evaluate(
    () => (window as unknown as { firstContent: { drawn: Promise<void> } }).firstContent.drawn,
  );
  const figures = await page.evaluate(() => ({
    at: (window as unknown as { firstContent: { at: number } }).firstContent.at,
    firstPaint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? Number.NaN,
    scriptBytes: performance
      .getEntriesByType("resource")
      .filter((entry) => new URL(entry.name).pathname.endsWith(".js"))
      .reduce((sum, entry) => sum + (entry as PerformanceResourceTiming).transferSize, 0),
    scripts: performance
      .getEntriesByType("resource")
      .filter((entry) => new URL(entry.name).pathname.endsWith(".js")).length,
  }));
  await page.close();
  return figures;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

let server: ReturnType<typeof startProcess> | undefined;
let browser: Browser | undefined;
try {
  if (await portInUse(APP_PORT)) throw new Error(`port ${APP_PORT} is already in use`);
  console.log(`load average before: ${os.loadavg()[0]?.toFixed(2)} (${os.cpus().length} cores)`);
  const dataDir = makeTempDir("sonaria-first-content-");
  createBenchAdmin(env(dataDir));
  server = startProcess(process.execPath, ["build/node/main.js"], env(dataDir));
  await waitFor(`${APP_URL}/readyz`, server, (status) => status === 200);
  const cookie = await signInBenchAdmin(APP_URL);
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  });
  for (const { path, heading, ...rest } of pages) {
    for (const rate of rates) {
      const runs = [];
      for (let run = 0; run < RUNS; run++) {
        // A fresh context per run: no cache or compiled code carries over.
        const context = await browser.newContext({ viewport: { width: 375, height: 812 } });
        await context.addCookies([{ ...cookie, domain: "127.0.0.1", path: "/" }]);
        await context.addInitScript(() => localStorage.setItem("hasSeenTrialPopup", "true"));
        runs.push(await firstContent(context, path, heading, rate));
        await context.close();
      }
      const at = Math.round(median(runs.map((run) => run.at)));
      const firstPaint = Math.round(median(runs.map((run) => run.firstPaint)));
      const kb = median(runs.map((run) => run.scriptBytes)) / 1024;
      const files = median(runs.map((run) => run.scripts));
      const goal = "goals" in rest ? rest.goals[rate] : undefined;
      reportGoal({
        goal: `first content of ${path}, CPU ×${rate} (median of ${RUNS}; ${files} script files, ${kb.toFixed(0)} KB transferred)`,
        measured: `${at} ms`,
        target: goal === undefined ? "reported" : `≤ ${goal} ms`,
        pass: goal === undefined ? null : at <= goal,
      });
      reportGoal({
        goal: `first paint of ${path} (the skeleton, with the page's heading when the document names it), CPU ×${rate}`,
        measured: `${firstPaint} ms`,
        target: "reported",
        pass: null,
      });
    }
  }
  console.log(`load average after: ${os.loadavg()[0]?.toFixed(2)}`);
} finally {
  await browser?.close();
  if (server) await stopProcess(server);
  removeTempDirs();
}
if (failedGoals().length > 0) process.exitCode = 1;
