/**
 * Lighthouse on every prerendered page, as a phone on a slow network sees it: the
 * production build (build/node) on a fresh DATA_DIR, the system Chromium, Lighthouse's
 * default mobile settings (simulated Slow 4G and a 4× slower CPU). Each page runs
 * RUNS times, each run in a fresh browser; the median of each figure is reported.
 * Goals (the public-pages performance issue): performance ≥ 98 and first contentful
 * paint ≤ 1.5 s on the worst page; accessibility, best practices and SEO 100 everywhere.
 *
 * Then the signed-in pages a shop uses, as an admin with one establishment, the
 * session cookie passed as a header: performance ≥ 90, largest contentful paint ≤ 2.5 s
 * and total blocking time ≤ 200 ms on the worst of them.
 *
 * The simulation scales the CPU time it observed, so a busy machine lowers the scores:
 * the load average is printed before and after, and figures taken above ~1.5 on two
 * cores are not worth comparing. Run: `npm run build && npx tsx bench/lighthouse.ts`, or
 * name a few pages: `npx tsx bench/lighthouse.ts / /dashboard/player`. With
 * `LIGHTHOUSE_RUNS=7`, each page runs seven times: on a shared machine the blocking time of
 * one run differs from the next by 300 ms. With
 * `LIGHTHOUSE_REPORTS=dir`, each run's whole report is kept there as JSON: its long tasks,
 * main-thread breakdown and largest-paint element say where a page's time goes.
 */
import type { ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { prerenderedPaths } from "~/shared/paths";
import { failedGoals, reportGoal } from "./support/goals";
import { createBenchAdmin, signInBenchAdmin } from "./support/signed-in";
import {
  makeTempDir,
  portInUse,
  removeTempDirs,
  startProcess,
  stopProcess,
  waitFor,
} from "./support/processes";

const APP_PORT = 4610;
const APP_URL = `http://127.0.0.1:${APP_PORT}`;
/** Three by default; more (`LIGHTHOUSE_RUNS=7`) where the machine is noisy. */
const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS) || 3);
const PERFORMANCE_TARGET = 98;
const FCP_TARGET_MS = 1500;
const SIGNED_IN_PERFORMANCE_TARGET = 90;
const SIGNED_IN_LCP_TARGET_MS = 2500;
const SIGNED_IN_TBT_TARGET_MS = 200;
/** The pages a shop opens every day: the start page, the player, the history, the remote. */
const signedInPaths = [
  "/dashboard",
  "/dashboard/player",
  "/dashboard/history",
  "/dashboard/remote",
] as const;
const chromePath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const chromeFlags = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
const named = process.argv.slice(2);
const isSignedIn = (page: string) => page.startsWith("/dashboard");
const publicPages = named.length > 0 ? named.filter((page) => !isSignedIn(page)) : prerenderedPaths;
const signedInPages = named.length > 0 ? named.filter(isSignedIn) : signedInPaths;
const categories = ["performance", "accessibility", "best-practices", "seo"] as const;
type Category = (typeof categories)[number];

/** The metrics behind the performance score, printed so a miss says which one. */
const metrics = {
  fcp: "first-contentful-paint",
  lcp: "largest-contentful-paint",
  si: "speed-index",
  tbt: "total-blocking-time",
  cls: "cumulative-layout-shift",
} as const;
type Metric = keyof typeof metrics;

interface RunFigures {
  scores: Record<Category, number>;
  metrics: Record<Metric, number>;
}
type PageFigures = RunFigures & { page: string };
/** The signed-in session, sent with every request of the page as its cookie. */
type Session = { name: string; value: string };

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] as number;
};
const load = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(" ");

/** Lighthouse's own "run Lighthouse again" failures (a trace without navigation start…). */
class RuntimeError extends Error {}

async function audit(url: string, session?: Session): Promise<RunFigures> {
  // A fresh browser per run: no cache, connection or compiled code carries over.
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: [...categories],
      formFactor: "mobile",
      throttlingMethod: "simulate",
      ...(session && { extraHeaders: { Cookie: `${session.name}=${session.value}` } }),
    });
    if (!result) throw new Error(`${url}: Lighthouse returned nothing`);
    const { lhr } = result;
    if (process.env.LIGHTHOUSE_REPORTS) {
      fs.mkdirSync(process.env.LIGHTHOUSE_REPORTS, { recursive: true });
      const name = `${new URL(url).pathname.replaceAll("/", "_")}-${Date.now()}.json`;
      fs.writeFileSync(`${process.env.LIGHTHOUSE_REPORTS}/${name}`, JSON.stringify(lhr));
    }
    if (lhr.runtimeError) throw new RuntimeError(`${url}: ${lhr.runtimeError.message}`);
    const scores = Object.fromEntries(
      categories.map((category) => {
        const score = lhr.categories[category]?.score;
        if (typeof score !== "number") throw new Error(`${url}: no ${category} score`);
        return [category, Math.round(score * 100)];
      }),
    ) as Record<Category, number>;
    const values = Object.fromEntries(
      Object.entries(metrics).map(([metric, id]) => {
        const value = lhr.audits[id]?.numericValue;
        if (typeof value !== "number") throw new Error(`${url}: no ${id}`);
        return [metric, value];
      }),
    ) as Record<Metric, number>;
    // Which audits cost accessibility, best-practice or SEO points, so a miss says where to look.
    for (const category of categories.filter((name) => name !== "performance")) {
      for (const ref of lhr.categories[category]?.auditRefs ?? []) {
        const found = lhr.audits[ref.id];
        if (ref.weight > 0 && typeof found?.score === "number" && found.score < 1)
          console.log(`    ${category}: ${found.id} (${found.title}) scored ${found.score}`);
      }
    }
    return { scores, metrics: values };
  } finally {
    chrome.kill();
  }
}

async function auditWithRetry(url: string, session?: Session) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await audit(url, session);
    } catch (error) {
      if (!(error instanceof RuntimeError) || attempt === 3) throw error;
      console.log(`    retrying: ${error.message}`);
    }
  }
}

let server: ChildProcess | undefined;
const rows: PageFigures[] = [];
try {
  if (!fs.existsSync("build/node/main.js")) throw new Error("no build: run npm run build first");
  if (await portInUse(APP_PORT)) throw new Error(`port ${APP_PORT} is already in use`);
  console.log(`load average before: ${load()} (${os.cpus().length} cores)`);

  const env = {
    ...process.env,
    PORT: String(APP_PORT),
    APP_URL,
    DATA_DIR: makeTempDir("sonaria-lighthouse-"),
    DATABASE_URL: "",
    S3_BUCKET: "",
    LOG_LEVEL: "warn",
  };
  if (signedInPages.length > 0) createBenchAdmin(env);
  server = startProcess(process.execPath, ["build/node/main.js"], env);
  await waitFor(`${APP_URL}/readyz`, server, (status) => status === 200);
  const session = signedInPages.length > 0 ? await signInBenchAdmin(APP_URL) : undefined;

  for (const page of [...publicPages, ...signedInPages]) {
    const runs: RunFigures[] = [];
    const cookie = isSignedIn(page) ? session : undefined;
    for (let run = 0; run < RUNS; run++)
      runs.push(await auditWithRetry(`${APP_URL}${page}`, cookie));
    const medianOf = <Key extends string>(
      keys: readonly Key[],
      pick: (run: RunFigures) => Record<Key, number>,
    ) =>
      Object.fromEntries(
        keys.map((key) => [key, median(runs.map((run) => pick(run)[key]))]),
      ) as Record<Key, number>;
    const row: PageFigures = {
      page,
      scores: medianOf(categories, (run) => run.scores),
      metrics: medianOf(Object.keys(metrics) as Metric[], (run) => run.metrics),
    };
    rows.push(row);
    const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
    console.log(
      `${page.padEnd(28)} perf ${String(row.scores.performance).padStart(3)} (runs ${runs.map((run) => run.scores.performance).join(", ")})` +
        `  FCP ${seconds(row.metrics.fcp)}  LCP ${seconds(row.metrics.lcp)}  SI ${seconds(row.metrics.si)}` +
        `  TBT ${Math.round(row.metrics.tbt)} ms  CLS ${row.metrics.cls.toFixed(3)}` +
        `  a11y ${row.scores.accessibility}  bp ${row.scores["best-practices"]}  seo ${row.scores.seo}`,
    );
  }
  console.log(`load average after: ${load()}`);
} finally {
  if (server) await stopProcess(server);
  removeTempDirs();
}

const publicRows = rows.filter((row) => !isSignedIn(row.page));
const signedInRows = rows.filter((row) => isSignedIn(row.page));
const worstOf = (among: PageFigures[]) => (pick: (row: PageFigures) => number, direction: 1 | -1) =>
  among.reduce((a, b) => (direction * (pick(b) - pick(a)) > 0 ? b : a));
if (publicRows.length > 0) reportPublicGoals(worstOf(publicRows));
if (signedInRows.length > 0) reportSignedInGoals(worstOf(signedInRows));

type Worst = ReturnType<typeof worstOf>;

function reportPublicGoals(worst: Worst) {
  const slowest = worst((row) => row.metrics.fcp, 1);
  const lowestPerformance = worst((row) => row.scores.performance, -1);
  reportGoal({
    goal: "Lighthouse mobile performance, worst prerendered page",
    target: `≥ ${PERFORMANCE_TARGET}`,
    measured: `${lowestPerformance.scores.performance} (${lowestPerformance.page})`,
    pass: lowestPerformance.scores.performance >= PERFORMANCE_TARGET,
  });
  reportGoal({
    goal: "Lighthouse mobile first contentful paint, worst prerendered page",
    target: `≤ ${(FCP_TARGET_MS / 1000).toFixed(1)} s`,
    measured: `${(slowest.metrics.fcp / 1000).toFixed(2)} s (${slowest.page})`,
    pass: slowest.metrics.fcp <= FCP_TARGET_MS,
  });
  for (const category of ["accessibility", "best-practices", "seo"] as const) {
    const lowest = worst((row) => row.scores[category], -1);
    reportGoal({
      goal: `Lighthouse ${category}, every prerendered page`,
      target: "100",
      measured: `${lowest.scores[category]} (lowest: ${lowest.page})`,
      pass: lowest.scores[category] === 100,
    });
  }
}

function reportSignedInGoals(worst: Worst) {
  const lowest = worst((row) => row.scores.performance, -1);
  reportGoal({
    goal: "Lighthouse mobile performance, signed in, worst page",
    target: `≥ ${SIGNED_IN_PERFORMANCE_TARGET}`,
    measured: `${lowest.scores.performance} (${lowest.page})`,
    pass: lowest.scores.performance >= SIGNED_IN_PERFORMANCE_TARGET,
  });
  const latest = worst((row) => row.metrics.lcp, 1);
  reportGoal({
    goal: "Lighthouse mobile largest contentful paint, signed in, worst page",
    target: `≤ ${(SIGNED_IN_LCP_TARGET_MS / 1000).toFixed(1)} s`,
    measured: `${(latest.metrics.lcp / 1000).toFixed(2)} s (${latest.page})`,
    pass: latest.metrics.lcp <= SIGNED_IN_LCP_TARGET_MS,
  });
  const blocked = worst((row) => row.metrics.tbt, 1);
  reportGoal({
    goal: "Lighthouse mobile total blocking time, signed in, worst page",
    target: `≤ ${SIGNED_IN_TBT_TARGET_MS} ms`,
    measured: `${Math.round(blocked.metrics.tbt)} ms (${blocked.page})`,
    pass: blocked.metrics.tbt <= SIGNED_IN_TBT_TARGET_MS,
  });
}

fs.mkdirSync("bench/results", { recursive: true });
fs.writeFileSync("bench/results/lighthouse.json", JSON.stringify(rows, null, 2));

const failures = failedGoals();
if (failures.length > 0) {
  console.error(`\nFAIL: ${failures.join("; ")}`);
  process.exit(1);
}
console.log("\nOK: every page measured meets the Lighthouse goals.");
