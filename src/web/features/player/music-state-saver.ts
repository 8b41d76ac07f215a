import type { MusicStateFields } from "~/shared/player/music-state";
import { isRetryable } from "~/web/lib/api-client";

/**
 * After a failure that may pass (no answer, 503 while the database restarts, a 5xx), the
 * state is sent again this long after each failure in a row, the last delay repeating:
 * soon enough that a reload a minute later finds the song it was on, rarely enough that a
 * server that is down is not pressed.
 */
export const SAVE_RETRY_DELAYS_MS = [2_000, 5_000, 15_000, 30_000] as const;

export const retryDelay = (failures: number) =>
  SAVE_RETRY_DELAYS_MS[Math.min(failures, SAVE_RETRY_DELAYS_MS.length - 1)] as number;

export interface MusicStateSaver {
  /** Sends the latest state now; resolves once this save (and those it gathered) is done. */
  save(): Promise<void>;
  /** A save failed and is waiting for its retry. */
  unsent(): boolean;
  /** Sends now what is waiting for a retry (the connection is back); nothing otherwise. */
  retryNow(): void;
  /** No more retries (logout, the dashboard closing). */
  stop(): void;
}

/**
 * Saves the music state (PUT /api/music-state), one request at a time so that an older
 * state never lands after a newer one: a save asked while one is on its way sends the
 * latest state once that one is done. A failure worth another try is tried again by itself
 * (SAVE_RETRY_DELAYS_MS), with the state as it is then; a refusal that another try cannot
 * change (signed out, no access) is given up. Failures are logged, never shown.
 */
export function musicStateSaver(options: {
  send: (state: MusicStateFields) => Promise<unknown>;
  /** The state to send, read at each send: the latest. */
  current: () => MusicStateFields;
  log: (message: string, error?: unknown) => void;
}): MusicStateSaver {
  let sending: Promise<void> | undefined;
  let again = false;
  let failures = 0;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;

  async function sendUntilSaved(): Promise<void> {
    do {
      again = false;
      try {
        await options.send(options.current());
        failures = 0;
      } catch (error) {
        if (!isRetryable(error)) return options.log("the music state was refused", error);
        options.log("could not save the music state; trying again", error);
        if (!stopped) retry = setTimeout(() => void save(), retryDelay(failures++));
        return;
      }
    } while (again && !stopped);
  }

  function save(): Promise<void> {
    clearTimeout(retry);
    retry = undefined;
    if (sending) {
      again = true;
      return sending;
    }
    sending = sendUntilSaved().finally(() => (sending = undefined));
    return sending;
  }

  return {
    save,
    unsent: () => retry !== undefined,
    retryNow() {
      if (retry !== undefined) void save();
    },
    stop() {
      stopped = true;
      clearTimeout(retry);
      retry = undefined;
    },
  };
}
