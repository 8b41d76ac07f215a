import type { Recorder } from "./recorder";

const ROUTE = "GET /healthz";
const INTERVAL_MS = 250;
const TIMEOUT_MS = 10_000;

/**
 * GET /healthz four times a second until `endsAt`: no session, no database, so its
 * latency is the server's event loop and the machine's CPU alone — what every other
 * route pays before its own work.
 */
export async function probeServer(options: {
  appUrl: string;
  recorder: Recorder;
  endsAt: number;
}): Promise<void> {
  const { appUrl, recorder } = options;
  while (performance.now() < options.endsAt) {
    const started = performance.now();
    try {
      const response = await fetch(`${appUrl}/healthz`, {
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      await response.arrayBuffer();
      const problem = response.status === 200 ? null : `status ${response.status}`;
      recorder.response(ROUTE, "probe", performance.now() - started, problem);
    } catch (error) {
      recorder.lost(
        ROUTE,
        "probe",
        (error as Error).name === "TimeoutError" ? "timeout" : "network error",
      );
    }
    await new Promise((resolve) =>
      setTimeout(resolve, Math.max(0, started + INTERVAL_MS - performance.now())),
    );
  }
}
