/**
 * The time by the server's clock, as this device best knows it (decision 017): plays are dated
 * by it, because the server refuses plays that end in its future and classes as late those
 * that reach it minutes after their end — a shop computer whose clock runs ten minutes
 * fast or slow must not lose its music's record for that. Every answer of /api/access
 * carries the server's time; the offset to the device's clock is taken from the latest
 * (its error is the answer's travel time, well under the server's tolerance).
 *
 * A small correction backwards is held until time catches up: one play's end and the next
 * one's start, read a moment apart, must stay in order. A large one (the device's clock
 * jumped, or it slept) is taken at once: readings that far off would date plays the server
 * can never take.
 */
/** The largest correction backwards the clock waits out rather than takes at once. */
const HOLD_BACK_MS = 10_000;

export class ServerClock {
  private offset = 0;
  private last = 0;

  constructor(private readonly deviceNow: () => number = Date.now) {}

  /** The server said it was `serverTime` (ISO) when its answer arrived. */
  heard(serverTime: string) {
    const server = Date.parse(serverTime);
    if (Number.isFinite(server)) this.offset = server - this.deviceNow();
  }

  now = (): number => {
    const reading = this.deviceNow() + this.offset;
    if (reading < this.last && this.last - reading <= HOLD_BACK_MS) return this.last;
    this.last = reading;
    return reading;
  };
}

let clock: ServerClock | undefined;

/** The dashboard's one server clock. */
export function serverClock(): ServerClock {
  clock ??= new ServerClock();
  return clock;
}
