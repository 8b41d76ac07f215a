/**
 * Reference tools the benches compare against or load with (nginx, wrk): found on PATH,
 * or installed once from Debian's packages when we are root. Nothing else can be
 * downloaded on our machines.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

function findBinary(name: string): string | null {
  const dirs = [...(process.env.PATH ?? "").split(path.delimiter), "/usr/sbin", "/usr/local/sbin"];
  for (const dir of dirs) {
    const file = path.join(dir, name);
    try {
      fs.accessSync(file, fs.constants.X_OK);
      return file;
    } catch {
      // not here
    }
  }
  return null;
}

/**
 * The binary's path, installing the first of `packages` that apt-get can; or why there is
 * none. `startsService`: the package would start a system service (nginx on :80) unless a
 * policy-rc.d forbids it, so without one it is not installed.
 */
export function ensureDebianTool(
  binary: string,
  packages: string[],
  options: { startsService?: boolean } = {},
): { binary: string } | { reason: string } {
  const found = findBinary(binary);
  if (found) return { binary: found };
  if (process.getuid?.() !== 0)
    return { reason: `${binary} is not installed (and we are not root)` };
  if (options.startsService && !fs.existsSync("/usr/sbin/policy-rc.d"))
    return { reason: `${binary} is not installed; install ${packages[0]} to compare` };
  for (const pkg of packages) {
    console.log(`installing ${pkg} with apt-get…`);
    const result = spawnSync("apt-get", ["install", "-y", "-qq", "--no-install-recommends", pkg], {
      env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
      stdio: "ignore",
      timeout: 300_000,
    });
    const installed = result.status === 0 ? findBinary(binary) : null;
    if (installed) return { binary: installed };
  }
  return { reason: `${binary} is not installed and apt-get could not install it` };
}
