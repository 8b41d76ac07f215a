import { reportGoal } from "../support/goals";
import { percentile } from "../support/percentile";
import type { CpuFigures } from "./cpu";
import type { Recorder, RouteRecord } from "./recorder";

export const ERROR_BUDGET = 0.01;
export const API_P95_BUDGET_MS = 200;
/**
 * Sign-in hashes the password with scrypt on purpose slowly (≈ 100 ms of a core, two at
 * a time: src/server/auth/password-hashing.ts): it has a budget of its own.
 */
const SIGN_IN_ROUTE = "POST /api/auth/sign-in/email";
const SIGN_IN_P95_BUDGET_MS = 1000;
const budgetOf = (route: string) =>
  route === SIGN_IN_ROUTE ? SIGN_IN_P95_BUDGET_MS : API_P95_BUDGET_MS;
/** Above this, the bench's own event loop was late: its latencies include that delay. */
const CLIENT_LAG_WARNING_MS = 50;

const ms = (value: number) => `${value.toFixed(value < 10 ? 1 : 0)} ms`;
const percent = (value: number) => `${(value * 100).toFixed(2)} %`;

const requestsOf = (record: RouteRecord) =>
  record.derived ? 0 : record.times.length + record.lost;

function routeRow(route: string, record: RouteRecord) {
  const { times } = record;
  const cell = (p: number) => (times.length ? ms(percentile(times, p)) : "—").padStart(8);
  return (
    `  ${route.padEnd(40)} ${(record.derived ? "(same)" : String(requestsOf(record))).padStart(8)} ${String(record.errors).padStart(6)}` +
    ` ${cell(50)} ${cell(95)} ${cell(99)} ${(times.length ? ms(Math.max(...times)) : "—").padStart(9)}`
  );
}

export interface LoadFigures {
  recorder: Recorder;
  /** From the first sign-in to the last answer. */
  seconds: number;
  /** Requests answered while every user was in (after the ramp), and that window's length. */
  steady: { requests: number; seconds: number };
  /** Per user: from its arrival to its session, retries included (null: never). */
  signInMs: (number | null)[];
  streamEvents: number;
  cpu: CpuFigures;
  clientLag: { p99: number; max: number };
}

/** Prints the figures and returns the goals that were missed. */
export function reportLoad(figures: LoadFigures): string[] {
  const { recorder, cpu } = figures;
  const entries = [...recorder.routes.entries()];
  const byP95 = (kind: RouteRecord["kind"]) =>
    entries
      .filter(([, record]) => record.kind === kind)
      .map(([route, record]) => ({
        route,
        record,
        p95: record.times.length ? percentile(record.times, 95) : 0,
      }))
      .sort((a, b) => b.p95 - a.p95);
  const api = byP95("api");
  const audio = byP95("audio");

  const header = `  ${"route".padEnd(40)} ${"requests".padStart(8)} ${"errors".padStart(6)} ${"p50".padStart(8)} ${"p95".padStart(8)} ${"p99".padStart(8)} ${"max".padStart(9)}`;
  console.log(
    `\nAPI calls (slowest p95 first; goal p95 < ${API_P95_BUDGET_MS} ms, sign-in < ${SIGN_IN_P95_BUDGET_MS} ms)`,
  );
  console.log(header);
  for (const { route, record } of api) console.log(routeRow(route, record));
  console.log("\naudio (Range requests, 206 expected)");
  console.log(header);
  for (const { route, record } of audio) console.log(routeRow(route, record));
  console.log("\nthe server's baseline (no session, no database)");
  for (const { route, record } of byP95("probe")) console.log(routeRow(route, record));

  const records = entries.map(([, record]) => record);
  const requests = records.reduce((sum, record) => sum + requestsOf(record), 0);
  const errors = records.reduce((sum, record) => sum + record.errors, 0);
  const errorRate = requests ? errors / requests : 1;
  const allApiTimes = api.flatMap(({ record }) => record.times);
  console.log(
    `\n${requests} requests in ${figures.seconds.toFixed(1)} s: ${(requests / figures.seconds).toFixed(0)} req/s overall, ` +
      `${(figures.steady.requests / figures.steady.seconds).toFixed(0)} req/s with every user in`,
  );
  if (allApiTimes.length)
    console.log(
      `all API calls: p50 ${ms(percentile(allApiTimes, 50))}, p95 ${ms(percentile(allApiTimes, 95))}, p99 ${ms(percentile(allApiTimes, 99))}`,
    );
  const signedIn = figures.signInMs.filter((value): value is number => value !== null);
  console.log(
    `users signed in: ${signedIn.length} of ${figures.signInMs.length}` +
      (signedIn.length
        ? ` (arrival to session, retries included: p50 ${ms(percentile(signedIn, 50))}, max ${ms(Math.max(...signedIn))})`
        : "") +
      `; events received on the held streams: ${figures.streamEvents}`,
  );
  console.log(
    `slowest API routes (p95): ${api
      .slice(0, 3)
      .map(({ route, p95 }) => `${route} ${ms(p95)}`)
      .join(", ")}`,
  );
  console.log(`errors: ${errors} (${percent(errorRate)})`);
  const problems = [...recorder.problems.entries()].sort((a, b) => b[1] - a[1]);
  for (const [problem, count] of problems.slice(0, 10)) console.log(`  ${count} × ${problem}`);

  const cores = (name: string) => {
    const value = cpu.cores[name];
    return value === null || value === undefined ? "n/a" : `${(value * 100).toFixed(0)} %`;
  };
  console.log(
    `\nCPU with every user in (100 % = one core): server ${cores("server")}, ` +
      `PostgreSQL backends ${cores("postgres")}, this bench ${cores("bench")}; ` +
      `machine ${cpu.machineBusy === null ? "n/a" : percent(cpu.machineBusy)} busy of ${cpu.cpuCount} cores, ` +
      `load average ${cpu.loadAverage.toFixed(1)}`,
  );
  console.log(
    `bench event loop delay: p99 ${ms(figures.clientLag.p99)}, max ${ms(figures.clientLag.max)}` +
      (figures.clientLag.p99 > CLIENT_LAG_WARNING_MS
        ? " — the bench itself was short of CPU: latencies include its delay"
        : ""),
  );

  const failures: string[] = [];
  if (signedIn.length < figures.signInMs.length)
    failures.push(`${figures.signInMs.length - signedIn.length} user(s) could not sign in`);
  if (errorRate >= ERROR_BUDGET)
    failures.push(`error rate ${percent(errorRate)} ≥ ${percent(ERROR_BUDGET)}`);
  const slow = api.filter(({ route, p95 }) => p95 >= budgetOf(route));
  for (const { route, p95 } of slow)
    failures.push(`${route} p95 ${ms(p95)} ≥ ${budgetOf(route)} ms`);
  reportGoal({
    goal: "load, 200 shops: errors, users signed in",
    target: `< ${percent(ERROR_BUDGET)}, all`,
    measured: `${percent(errorRate)}, ${signedIn.length} of ${figures.signInMs.length}`,
    pass: errorRate < ERROR_BUDGET && signedIn.length === figures.signInMs.length,
  });
  const slowestApi = api.find(({ route }) => route !== SIGN_IN_ROUTE);
  const signIn = api.find(({ route }) => route === SIGN_IN_ROUTE);
  reportGoal({
    goal: "load, 200 shops: slowest API route p95 (sign-in apart)",
    target: `< ${API_P95_BUDGET_MS} ms`,
    measured: slowestApi ? `${ms(slowestApi.p95)} (${slowestApi.route})` : "none measured",
    pass: slowestApi !== undefined && slowestApi.p95 < API_P95_BUDGET_MS,
  });
  reportGoal({
    goal: "load, 200 shops: sign-in p95",
    target: `< ${SIGN_IN_P95_BUDGET_MS} ms`,
    measured: signIn ? ms(signIn.p95) : "none measured",
    pass: signIn !== undefined && signIn.p95 < SIGN_IN_P95_BUDGET_MS,
  });
  return failures;
}
