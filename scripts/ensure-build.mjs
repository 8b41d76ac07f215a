// Runs `npm run build` before `npm start` when the build is missing or stale.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import { reasonToBuild } from "./build-stamp.mjs";

if (fs.existsSync(".env")) process.loadEnvFile(".env");

const reason = reasonToBuild();
if (reason) {
  console.log(`Building the app (${reason})…`);
  const result = spawnSync("npm", ["run", "build"], { stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
