// `npm test`: every check, in order, stopping at the first that fails. At the end (also
// after a failure) a table of each part's wall time says where a slow run spent it.
import { spawn } from "node:child_process";

/**
 * Each step runs its parts side by side; steps run one after another. The build comes
 * before the server tests: those that start the production server would build it
 * themselves (scripts/ensure-build.mjs), and the build would then be made twice.
 */
const steps = [
  [{ name: "typegen", script: "typegen" }],
  [{ name: "static checks", script: "static-checks" }],
  [{ name: "build", script: "build" }],
  // One run for both projects: the web files fill the cores the API files leave idle
  // while they wait on a database or a clock.
  [{ name: "vitest", script: "test:unit" }],
  [{ name: "page weight", script: "page-weight" }],
  [{ name: "playwright", script: "test:browser" }],
];

const times = [];
const started = performance.now();

function run({ name, script }) {
  return new Promise((resolve) => {
    const start = performance.now();
    const child = spawn("npm", ["run", "--silent", script], { stdio: "inherit" });
    child.on("close", (code, signal) => {
      const ok = code === 0;
      times.push({ name, seconds: (performance.now() - start) / 1000, ok });
      if (!ok) console.error(`\n${name} failed (${signal ?? `exit ${code}`})`);
      resolve(ok);
    });
  });
}

function printTimes() {
  const total = (performance.now() - started) / 1000;
  const rows = [
    ...times.map(({ name, seconds, ok }) => [name, seconds, ok]),
    ["total", total, true],
  ];
  const width = Math.max(...rows.map(([name]) => name.length));
  console.log("\nWall time of each part:");
  for (const [name, seconds, ok] of rows)
    console.log(
      `  ${name.padEnd(width)}  ${seconds.toFixed(1).padStart(7)} s${ok ? "" : "  (failed)"}`,
    );
}

let ok = true;
for (const step of steps) {
  const results = await Promise.all(step.map(run));
  if (results.includes(false)) {
    ok = false;
    break;
  }
}
printTimes();
process.exit(ok ? 0 : 1);
