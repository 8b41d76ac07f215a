import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { Worker } from "node:worker_threads";
import type { DrawMessage } from "./draw-inspection-file-thread";
import type { InspectionFileContent } from "./render-inspection-file-pdf";

/** The thread's entry as scripts/build-server.mjs writes it beside the server's bundle. */
const BUILT_ENTRY = "draw-inspection-file.js";

/**
 * A heap of this size makes V8 collect as the pages stream out instead of growing to
 * several times what the file needs: a year for three zones peaks near 265 MB of the
 * process (bench/inspection-file.ts).
 */
const RESOURCE_LIMITS = { maxOldGenerationSizeMb: 96, maxYoungGenerationSizeMb: 4 };

let sourceEntry: Promise<string> | undefined;

/**
 * The thread's code: the bundle's sibling in the built server; from the sources (tests,
 * the dev server, the bench), bundled once per process with esbuild as the build would.
 */
export function drawThreadEntry(): Promise<string> {
  const built = fileURLToPath(new URL(`./${BUILT_ENTRY}`, import.meta.url));
  if (existsSync(built)) return Promise.resolve(built);
  sourceEntry ??= (async () => {
    const { build } = await import("esbuild");
    const outfile = path.resolve("node_modules/.cache/sonaria/draw-inspection-file.mjs");
    await build({
      entryPoints: [fileURLToPath(new URL("./draw-inspection-file-thread.ts", import.meta.url))],
      outfile,
      bundle: true,
      platform: "node",
      format: "esm",
      target: "node22",
      packages: "external",
      logLevel: "warning",
    });
    return outfile;
  })();
  return sourceEntry;
}

/**
 * Draws the file in a worker thread with a bounded heap, so the server's event loop never
 * waits for the seconds a year of plays takes; `onProgress` hears how far it is (0…1).
 * A thread that dies (out of memory) rejects; `signal` ends it.
 */
export async function drawInWorker(
  content: InspectionFileContent,
  options: { onProgress?: (fraction: number) => void; signal?: AbortSignal } = {},
): Promise<Buffer> {
  const entry = await drawThreadEntry();
  options.signal?.throwIfAborted();
  const worker = new Worker(entry, {
    workerData: content,
    execArgv: [],
    resourceLimits: RESOURCE_LIMITS,
  });
  const stop = () => void worker.terminate();
  options.signal?.addEventListener("abort", stop, { once: true });
  try {
    return await new Promise<Buffer>((resolve, reject) => {
      worker.on("message", (message: DrawMessage) => {
        if ("pdf" in message) resolve(Buffer.from(message.pdf));
        else options.onProgress?.(message.progress);
      });
      worker.once("error", reject);
      worker.once("exit", (code) =>
        reject(new Error(`The inspection file's thread stopped (exit code ${code})`)),
      );
    });
  } finally {
    options.signal?.removeEventListener("abort", stop);
    await worker.terminate();
  }
}
