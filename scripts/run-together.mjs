// `npm run validate`'s static checks each keep one core busy and wait for nothing but
// their files: run side by side, they take the time of the slowest, not of all of them.
// Each one's output is printed whole when it ends, so the log reads as if run in turn.
import { spawn } from "node:child_process";

const scripts = process.argv.slice(2);
const runs = scripts.map(
  (script) =>
    new Promise((resolve) => {
      const child = spawn("npm", ["run", "--silent", script], {
        stdio: ["ignore", "pipe", "pipe"],
      });
      let output = "";
      child.stdout.on("data", (chunk) => (output += chunk));
      child.stderr.on("data", (chunk) => (output += chunk));
      child.on("close", (code) => {
        process.stdout.write(`\n> ${script} (exit ${code})\n${output}`);
        resolve(code);
      });
    }),
);
const codes = await Promise.all(runs);
const failed = scripts.filter((_, index) => codes[index] !== 0);
if (failed.length > 0) {
  console.error(`\nFailed: ${failed.join(", ")}`);
  process.exit(1);
}
