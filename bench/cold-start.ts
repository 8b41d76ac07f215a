/**
 * Time from `node build/node/main.js` to the first answer of /healthz, on a fresh data
 * directory (the database is created) and again on the existing one (a restart).
 * Budget: 5 s. Run: `npm run build && npx tsx bench/cold-start.ts`.
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { reportGoal } from "./support/goals";

const BUDGET_MS = 5000;
const port = 4390;

async function timeToHealthy(dataDir: string): Promise<number> {
  const started = performance.now();
  const server = spawn(process.execPath, ["build/node/main.js"], {
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      DATABASE_URL: "",
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  try {
    for (;;) {
      if (performance.now() - started > 30_000)
        throw new Error("the server did not answer within 30 s");
      if (server.exitCode !== null) throw new Error(`the server exited with ${server.exitCode}`);
      try {
        const response = await fetch(`http://127.0.0.1:${port}/healthz`);
        if (response.ok) return performance.now() - started;
      } catch {
        // not listening yet
      }
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  } finally {
    server.kill("SIGTERM");
    await new Promise((resolve) => server.once("exit", resolve));
  }
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "sonaria-cold-start-"));
try {
  const fresh = await timeToHealthy(dataDir);
  const restarts = [];
  for (let run = 0; run < 3; run++) restarts.push(await timeToHealthy(dataDir));
  const worstRestart = Math.max(...restarts);
  console.log(`first start (new database): ${Math.round(fresh)} ms`);
  console.log(`restart (existing build and data), worst of 3: ${Math.round(worstRestart)} ms`);
  reportGoal({
    goal: "cold start to /healthz: new database, worst restart",
    target: `≤ ${BUDGET_MS} ms`,
    measured: `${Math.round(fresh)} ms, ${Math.round(worstRestart)} ms`,
    pass: Math.max(fresh, worstRestart) <= BUDGET_MS,
  });
  if (Math.max(fresh, worstRestart) > BUDGET_MS) {
    console.error(`FAIL: slower than ${BUDGET_MS} ms`);
    process.exit(1);
  }
  console.log(`OK: /healthz answers within ${BUDGET_MS} ms`);
} finally {
  fs.rmSync(dataDir, { recursive: true, force: true });
}
