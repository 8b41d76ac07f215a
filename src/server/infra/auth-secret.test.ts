import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, expect, it } from "vitest";
import { loadOrCreateAuthSecret } from "./auth-secret";

const dir = path.join(os.tmpdir(), `sonaria-secret-${process.pid}`);
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

it("generates a secret once and keeps it private in the data directory", () => {
  const first = loadOrCreateAuthSecret(dir);
  expect(first.length).toBeGreaterThanOrEqual(32);
  expect(loadOrCreateAuthSecret(dir)).toBe(first);
  expect(fs.statSync(path.join(dir, "auth-secret")).mode & 0o777).toBe(0o600);
});
