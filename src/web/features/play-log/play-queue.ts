import type { PlayReport } from "~/shared/play-log/schema";
import { recordRefusals, type PlayRefusal, type Storage } from "./play-refusals";

const KEY = "sonaria.playQueue";

/** Plays sent per request: well under the server's 100, and small enough for a keepalive fetch. */
export const FLUSH_BATCH = 50;

/**
 * Plays kept at most while the server cannot be reached: days of music (a play every
 * three minutes, twelve hours a day) in about 2 MB. Past it the oldest go first.
 */
export const MAX_QUEUED = 5000;

/** How a send went: the server's status and issues, or no answer (status 0). */
export interface SendResult {
  status: number;
  issues: { path: string; message?: string }[];
  /** When the server said to try again (Retry-After: a 503 while its database restarts). */
  retryAfterSeconds?: number;
}

export type SendPlays = (
  plays: PlayReport[],
  options: { keepalive: boolean },
) => Promise<SendResult>;

const refusalOf = (play: PlayReport, message: string): PlayRefusal => ({
  id: play.id,
  establishmentId: play.establishmentId,
  startedAt: play.startedAt,
  message,
});

const log = (message: string, detail?: unknown) =>
  console.warn(`[play-log] ${message}`, detail ?? "");

/**
 * Finished plays waiting for the server, in the browser's storage: they survive a reload,
 * a closed tab and a lost connection, and every tab of the dashboard shares them.
 *
 * A play leaves the queue only when the server has it: a 2xx answer (accepted or a
 * duplicate — the client ids make resending safe), or a refusal that no resend can
 * change (a song gone from the catalogue, an establishment no longer the user's, a rule
 * of the log it breaks), which the server names play by play; those are kept aside with
 * the server's reason, for the history page to tell. No answer, a 5xx, 401, 403 or 429:
 * everything stays for the next try.
 */
export class PlayQueue {
  private flushing: Promise<void> | null = null;

  private readonly storage: Storage;
  private readonly send: SendPlays;
  private readonly max: number;
  private readonly retryIn: (ms: number) => void;
  private readonly online: () => boolean;
  private readonly claimRefused: () => void;

  /**
   * `retryIn`: the server asked to be tried again after this long (a 503's Retry-After):
   * sooner than the next regular flush, so the plays do not wait for it. `online`: whether
   * the browser has a network at all; without one nothing is sent (a request that cannot
   * leave the device fails loudly in its console), and the reporter flushes when it returns.
   * `claimRefused`: the server refused plays because their device did not hold the zone's
   * claim in this session (decision 034): the player checks whether it lost the zone.
   */
  constructor(options: {
    storage: Storage;
    send: SendPlays;
    max?: number;
    retryIn?: (ms: number) => void;
    online?: () => boolean;
    claimRefused?: () => void;
  }) {
    this.storage = options.storage;
    this.send = options.send;
    this.max = options.max ?? MAX_QUEUED;
    this.retryIn = options.retryIn ?? (() => {});
    this.online = options.online ?? (() => true);
    this.claimRefused = options.claimRefused ?? (() => {});
  }

  private read(): PlayReport[] {
    try {
      const parsed: unknown = JSON.parse(this.storage.getItem(KEY) ?? "[]");
      return Array.isArray(parsed) ? (parsed as PlayReport[]) : [];
    } catch {
      return [];
    }
  }

  private write(plays: PlayReport[]) {
    try {
      this.storage.setItem(KEY, JSON.stringify(plays));
    } catch (error) {
      log("could not keep the plays waiting to be sent", error);
    }
  }

  plays(): PlayReport[] {
    return this.read();
  }

  add(play: PlayReport) {
    const plays = [...this.read().filter((queued) => queued.id !== play.id), play];
    if (plays.length > this.max) log(`queue full: ${plays.length - this.max} oldest plays dropped`);
    this.write(plays.slice(-this.max));
  }

  private remove(ids: Set<string>) {
    if (ids.size > 0) this.write(this.read().filter((play) => !ids.has(play.id)));
  }

  /**
   * Sends what is waiting, a batch at a time, until the queue is empty or a send fails.
   * One flush at a time per tab. `keepalive`: the page is going away — one batch, in a
   * request the browser finishes after the page is gone (its answer is never read, so
   * the batch stays queued and is sent again, harmlessly, by the next page).
   */
  flush(options: { keepalive?: boolean } = {}): Promise<void> {
    if (!this.online()) return Promise.resolve();
    if (options.keepalive) {
      const batch = this.read().slice(0, FLUSH_BATCH);
      if (batch.length > 0) void this.send(batch, { keepalive: true }).catch(() => undefined);
      return Promise.resolve();
    }
    this.flushing ??= this.sendAll().finally(() => {
      this.flushing = null;
    });
    return this.flushing;
  }

  private async sendAll() {
    const settled = new Set<string>();
    for (;;) {
      const batch = this.read().slice(0, FLUSH_BATCH);
      // Empty, or storage that would not forget what was sent: nothing more to do now.
      if (batch.every((play) => settled.has(play.id))) return;
      let result: SendResult;
      try {
        result = await this.send(batch, { keepalive: false });
      } catch (error) {
        return log("could not send plays; they wait for the next try", error);
      }
      const done = this.settled(batch, result);
      if (done === null) {
        if (result.retryAfterSeconds) this.retryIn(result.retryAfterSeconds * 1000);
        return;
      }
      for (const id of done) settled.add(id);
      this.remove(done);
    }
  }

  /** The plays of `batch` the server has settled for good, or null: try again later. */
  private settled(batch: PlayReport[], result: SendResult): Set<string> | null {
    if (result.status >= 200 && result.status < 300) return new Set(batch.map((play) => play.id));
    if (![400, 404, 413, 422].includes(result.status)) return null;
    const refusals = result.issues.flatMap((issue) => {
      const match = /^plays\.(\d+)\./.exec(issue.path);
      const play = match ? batch[Number(match[1])] : undefined;
      return play ? [refusalOf(play, issue.message ?? "")] : [];
    });
    if (refusals.length > 0) {
      log(`${refusals.length} plays refused by the server, dropped`, result.issues);
      recordRefusals(this.storage, refusals);
      // The claim's rules name the play's device (check-plays on the server).
      if (result.issues.some((issue) => /^plays\.\d+\.deviceId$/.test(issue.path)))
        this.claimRefused();
      return new Set(refusals.map((refusal) => refusal.id));
    }
    // Refused as a whole with nothing to fix: resending it forever would block the rest.
    log(`a batch of ${batch.length} plays was refused (${result.status}), dropped`);
    recordRefusals(
      this.storage,
      batch.map((play) => refusalOf(play, "")),
    );
    return new Set(batch.map((play) => play.id));
  }
}
