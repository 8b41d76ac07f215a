// The registry reachable here lacks other platforms' optional binaries (darwin, win32,
// android… builds of rollup, tailwind's oxide, lightningcss). `npm install` then leaves
// them out of package-lock.json, and `npm ci` refuses the lock as out of sync. This adds
// each missing optional package as an entry without a tarball, as a complete registry
// would have written it; `npm ci` skips optional packages it cannot install.
// Run after changing dependencies: `npm install && npm run lock:complete`.
import fs from "node:fs";

const lockPath = "package-lock.json";
const lock = JSON.parse(fs.readFileSync(lockPath, "utf8"));
const packages = lock.packages;

function isResolved(parentPath, name) {
  let base = parentPath;
  for (;;) {
    if (packages[`${base ? `${base}/` : ""}node_modules/${name}`]) return true;
    if (!base) return false;
    const index = base.lastIndexOf("/node_modules/");
    base = index === -1 ? "" : base.slice(0, index);
  }
}

let added = 0;
for (const [parentPath, entry] of Object.entries(packages)) {
  for (const [name, range] of Object.entries(entry.optionalDependencies ?? {})) {
    if (isResolved(parentPath, name)) continue;
    if (!/^\d+\.\d+\.\d+(-[\w.]+)?$/.test(range)) {
      console.warn(`skipped ${name}@${range}: not an exact version`);
      continue;
    }
    packages[`node_modules/${name}`] = { version: range, optional: true };
    added++;
  }
}

const sorted = Object.fromEntries(
  Object.entries(packages).sort(([a], [b]) => (a === "" ? -1 : b === "" ? 1 : a.localeCompare(b))),
);
lock.packages = sorted;
fs.writeFileSync(lockPath, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`package-lock.json: ${added} optional platform packages recorded`);
