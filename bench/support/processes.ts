/**
 * What the benches that run real server processes share: each child in a process group of
 * its own (stopping it stops its workers too), temporary folders, and a cleanup that runs
 * on Ctrl-C as well as on a normal end.
 */
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";

const START_TIMEOUT_MS = 30_000;

const children = new Set<ChildProcess>();
const tempDirs: string[] = [];
const cleanups: (() => Promise<void>)[] = [];

function killGroup(child: ChildProcess, signal: NodeJS.Signals) {
  if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // already gone
  }
}

/** Started in a process group of its own, so that stopping it stops its workers too. */
export function startProcess(command: string, args: string[], env: NodeJS.ProcessEnv) {
  const child = spawn(command, args, {
    env,
    detached: true,
    stdio: ["ignore", "ignore", "inherit"],
  });
  children.add(child);
  child.once("exit", () => children.delete(child));
  return child;
}

export async function stopProcess(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  killGroup(child, "SIGTERM");
  const timer = setTimeout(() => killGroup(child, "SIGKILL"), 5000);
  await exited;
  clearTimeout(timer);
}

export function makeTempDir(prefix: string) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  tempDirs.push(dir);
  return dir;
}

export function removeTempDirs() {
  for (const dir of tempDirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
}

/**
 * Something to undo on Ctrl-C too (a database to drop), after the children are killed.
 * Returns the function that runs it once and forgets it, for the normal end.
 */
export function onInterrupt(cleanup: () => Promise<void>): () => Promise<void> {
  cleanups.push(cleanup);
  return async () => {
    const index = cleanups.indexOf(cleanup);
    if (index === -1) return;
    cleanups.splice(index, 1);
    await cleanup();
  };
}

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    for (const child of children) killGroup(child, "SIGKILL");
    void Promise.allSettled(cleanups.splice(0).map((cleanup) => cleanup())).finally(() => {
      removeTempDirs();
      process.exit(130);
    });
  });
}

export function portInUse(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: "127.0.0.1", port });
    socket.setTimeout(1000);
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("timeout", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });
}

/** Polls `url` until `accept` says yes, the process exits, or START_TIMEOUT_MS passes. */
export async function waitFor(
  url: string,
  child: ChildProcess,
  accept: (status: number) => boolean,
) {
  const started = performance.now();
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`${url}: the process exited (${child.exitCode ?? child.signalCode})`);
    if (performance.now() - started > START_TIMEOUT_MS)
      throw new Error(`${url} did not answer within ${START_TIMEOUT_MS / 1000} s`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(1000) });
      await response.arrayBuffer();
      if (accept(response.status)) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * Instances of the production build on one PostgreSQL database, one a port, as several run
 * behind a balancer (`appUrl`: the site's one address), each with its own data folder; put
 * in `into` as they start (so that a failed start still stops them all), answered once each
 * is ready.
 */
export async function startInstances(
  into: ChildProcess[],
  options: {
    name: string;
    databaseUrl: string;
    ports: readonly number[];
    appUrl: string;
    authSecret: string;
  },
) {
  const started = options.ports.map((port, index) => {
    const child = startProcess(process.execPath, ["build/node/main.js"], {
      ...process.env,
      DATA_DIR: makeTempDir(`sonaria-${options.name}-${index}-`),
      DATABASE_URL: options.databaseUrl,
      STORAGE: "disk",
      S3_BUCKET: "",
      AUTH_SECRET: options.authSecret,
      APP_URL: options.appUrl,
      PORT: String(port),
      NODE_ENV: "production",
      LOG_LEVEL: "warn",
    });
    into.push(child);
    return child;
  });
  for (const [index, child] of started.entries())
    await waitFor(
      `http://127.0.0.1:${options.ports[index]}/readyz`,
      child,
      (status) => status === 200,
    );
}
