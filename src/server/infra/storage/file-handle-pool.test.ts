import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, expect, it } from "vitest";
import { fileHandlePool } from "./file-handle-pool";

const root = fs.mkdtempSync(path.join(os.tmpdir(), "sonaria-handles-"));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));
const file = (name: string, content = "0123456789") => {
  const full = path.join(root, name);
  fs.writeFileSync(full, content);
  return full;
};
/** A handle that was closed answers EBADF to any use. */
const isClosed = async (handle: fs.promises.FileHandle) =>
  handle.stat().then(
    () => false,
    () => true,
  );

it("shares one open file among readers, and closes a forgotten one after its last reader", async () => {
  const pool = fileHandlePool({ maxAgeMs: 60_000, maxOpen: 8 });
  const a = file("a.mp3");
  const [first, second] = await Promise.all([pool.acquire(a), pool.acquire(a)]);
  expect(first?.handle).toBe(second?.handle);
  expect(first?.size).toBe(10);

  pool.forget(a);
  const third = await pool.acquire(a);
  expect(third.handle).not.toBe(first?.handle);
  first?.release();
  expect(await isClosed(first?.handle as fs.promises.FileHandle)).toBe(false);
  second?.release();
  second?.release(); // twice is once
  await expect.poll(() => isClosed(first?.handle as fs.promises.FileHandle)).toBe(true);
  third.release();
  pool.forgetAll();
  await expect.poll(() => isClosed(third.handle)).toBe(true);
});

it("keeps at most maxOpen files open, and sees a replaced file after maxAgeMs", async () => {
  const pool = fileHandlePool({ maxAgeMs: 100, maxOpen: 2 });
  const names = ["x.mp3", "y.mp3", "z.mp3"].map((name) => file(name));
  const opened: fs.promises.FileHandle[] = [];
  for (const name of names) {
    const open = await pool.acquire(name);
    open.release();
    opened.push(open.handle);
  }
  await expect.poll(() => isClosed(opened[0] as fs.promises.FileHandle)).toBe(true);
  expect(await isClosed(opened[2] as fs.promises.FileHandle)).toBe(false);

  const replaced = file("r.mp3", "old");
  const before = await pool.acquire(replaced);
  before.release();
  fs.renameSync(file("r.tmp", "newer"), replaced);
  await new Promise((resolve) => setTimeout(resolve, 150));
  const after = await pool.acquire(replaced);
  expect(after.size).toBe(5);
  after.release();
  pool.forgetAll();
});

it("rejects as opening would for a missing file", async () => {
  const pool = fileHandlePool({ maxAgeMs: 1000, maxOpen: 2 });
  await expect(pool.acquire(path.join(root, "missing.mp3"))).rejects.toMatchObject({
    code: "ENOENT",
  });
});
