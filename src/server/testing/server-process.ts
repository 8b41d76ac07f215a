import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { waitUntilReady } from "./wait-until-ready";

/** The production build, made only when missing or older than the sources. */
export function ensureBuild(): void {
  const build = spawnSync(process.execPath, ["scripts/ensure-build.mjs"], { encoding: "utf8" });
  if (build.status !== 0) throw new Error(`the build failed: ${build.stdout}${build.stderr}`);
}

/** A server process of the production build, as operators run it, once it is ready. */
export async function startServer(
  env: NodeJS.ProcessEnv,
): Promise<{ child: ChildProcess; output: () => string }> {
  const child = spawn(process.execPath, ["build/node/main.js"], {
    env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  const chunks: string[] = [];
  child.stdout?.on("data", (chunk: Buffer) => chunks.push(chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => chunks.push(chunk.toString()));
  const output = () => chunks.join("");
  await waitUntilReady(child, `http://127.0.0.1:${env.PORT}`, output);
  return { child, output };
}

/** Whether the process is still running (no exit code, no signal). */
export const isRunning = (child: ChildProcess) =>
  child.exitCode === null && child.signalCode === null;

/** SIGTERM, and how the process ended and how long it took. */
export async function stopServer(child: ChildProcess) {
  if (!isRunning(child)) return { code: child.exitCode, ms: 0 };
  const started = performance.now();
  const exited = new Promise<number | null>((resolve) => child.once("exit", resolve));
  child.kill("SIGTERM");
  const code = await exited;
  return { code, ms: Math.round(performance.now() - started) };
}

/** The CLI of the production build (create-admin…), run to its end. */
export function runCli(env: NodeJS.ProcessEnv, args: string[]) {
  return spawnSync(process.execPath, ["build/node/cli.js", ...args], { env, encoding: "utf8" });
}

/** The first administrator, made by the build's CLI before a server starts (as operators do). */
export function createAdminWithCli(
  env: NodeJS.ProcessEnv,
  admin: { email: string; password: string },
) {
  return runCli(env, ["create-admin", "--email", admin.email, "--password", admin.password]);
}
