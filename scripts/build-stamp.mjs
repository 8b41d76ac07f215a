// The record of what the last build was made from, so `npm start` rebuilds only when needed:
// no build yet, sources newer than the build, or other business identity variables than
// those the pages were prerendered with (docs/decisions/002-public-config-at-build.md).
import fs from "node:fs";
import path from "node:path";
import { publicEnvKeys } from "./public-env-keys.mjs";

const stampPath = "build/stamp.json";
const inputs = ["src", "public", "package-lock.json", "vite.config.ts", "react-router.config.ts"];

function newestMtime(entry) {
  if (!fs.existsSync(entry)) return 0;
  const stats = fs.statSync(entry);
  if (!stats.isDirectory()) return stats.mtimeMs;
  let newest = stats.mtimeMs;
  for (const child of fs.readdirSync(entry)) {
    if (/\.test\.tsx?$/.test(child)) continue;
    newest = Math.max(newest, newestMtime(path.join(entry, child)));
  }
  return newest;
}

function publicEnv() {
  return Object.fromEntries(publicEnvKeys.map((key) => [key, process.env[key] ?? ""]));
}

export function reasonToBuild() {
  if (!fs.existsSync(stampPath) || !fs.existsSync("build/node/main.js")) return "no build yet";
  const stamp = JSON.parse(fs.readFileSync(stampPath, "utf8"));
  if (JSON.stringify(stamp.publicEnv) !== JSON.stringify(publicEnv())) {
    return "the business identity variables changed";
  }
  if (Math.max(...inputs.map(newestMtime)) > stamp.builtAt) return "sources changed";
  return undefined;
}

export function writeStamp() {
  fs.writeFileSync(
    stampPath,
    JSON.stringify({ builtAt: Date.now(), publicEnv: publicEnv() }, null, 2),
  );
}

if (process.argv[2] === "write") writeStamp();
