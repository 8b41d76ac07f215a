import { useEffect } from "react";
import { isRetryable, ApiError } from "~/web/lib/api-client";
import { serverClock } from "~/web/lib/server-clock";
import { endPlayerWait, startPlayerWait } from "./api";

/** A wait's start or end not sent yet is tried again this often, and when back online. */
const RETRY_MS = 30_000;

const log = (message: string, error?: unknown) =>
  console.warn(`[play-log] ${message}`, error ?? "");

const mayRetry = (error: unknown) => !(error instanceof ApiError) || isRetryable(error);

/**
 * Records on the play log each time the player waits for a tap before it may sound
 * (the browser's autoplay policy, decision 021): the start when it begins to wait, the
 * end when someone taps. Both are dated by the server's clock when they happen, and sent
 * again until the server has them (a wait often begins while the shop's connection is
 * still coming up).
 */
export function useWaitReporter(options: {
  /** Calls `listener` with whether the player waits for a tap, now and at each change. */
  watch: (listener: (waiting: boolean) => void) => () => void;
  establishmentId: () => string | null;
  zoneId: () => string | null;
}) {
  const { watch, establishmentId, zoneId } = options;
  useEffect(() => {
    const unsent: (() => Promise<unknown>)[] = [];
    let open: string | null = null;
    let sending = false;

    async function flush() {
      // Without a network the request could not leave the device: "online" flushes.
      if (sending || !navigator.onLine) return;
      sending = true;
      while (unsent.length > 0) {
        const send = unsent[0] as () => Promise<unknown>;
        try {
          await send();
        } catch (error) {
          if (mayRetry(error)) break;
          log("the server refused a wait of the player", error);
        }
        unsent.shift();
      }
      sending = false;
    }

    const stopWatching = watch((waiting) => {
      const at = new Date(serverClock().now()).toISOString();
      if (waiting && open === null) {
        const establishment = establishmentId();
        if (!establishment) return;
        const id = crypto.randomUUID();
        const zone = zoneId() ?? establishment;
        open = id;
        unsent.push(() =>
          startPlayerWait({ id, establishmentId: establishment, zoneId: zone, startedAt: at }),
        );
      } else if (!waiting && open !== null) {
        const id = open;
        open = null;
        unsent.push(() => endPlayerWait(id, at));
      } else return;
      void flush();
    });
    const retry = setInterval(() => void flush(), RETRY_MS);
    const onOnline = () => void flush();
    window.addEventListener("online", onOnline);
    return () => {
      stopWatching();
      clearInterval(retry);
      window.removeEventListener("online", onOnline);
    };
  }, [watch, establishmentId, zoneId]);
}
