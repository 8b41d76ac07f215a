import type { ChildProcess } from "node:child_process";

/**
 * Polls a server process's /readyz until it answers 200. Throws, with what the process
 * printed, when it exits first or has not become ready within 30 s.
 */
export async function waitUntilReady(
  child: ChildProcess,
  baseUrl: string,
  output: () => string,
): Promise<void> {
  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null)
      throw new Error(`the server exited with ${child.exitCode}: ${output()}`);
    if (Date.now() - started > 30_000) throw new Error("the server did not start within 30 s");
    try {
      if ((await fetch(`${baseUrl}/readyz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
