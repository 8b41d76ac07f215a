/**
 * A time zone's wall clock, fast enough to ask thousands of times (decision 020).
 *
 * "Local" values are milliseconds on the wall clock's own axis, counted as if it were UTC
 * (local midnight of 1970-01-01 is 0), so a local day is `Math.floor(local / DAY_MS)`.
 *
 * `wallClock(instant)` never goes back: in the spring gap it jumps forward, and during the
 * second pass of the autumn's repeated hour it stays just before the end of that hour,
 * where the first pass left it. So every local boundary happens once, at
 * `firstInstantAt(boundary)`, and the state at any instant is the state at its wall clock.
 */
const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;
/** Zones change offset at most once in this long (twice a year at most, in practice). */
const PROBE_MS = 7 * DAY_MS;
/** Offsets are worked out a year at a time, around the instants asked. */
const CHUNK_MS = 52 * PROBE_MS;

/** A change of offset: from `at` on, `after` instead of `before` (ms). */
interface Change {
  at: number;
  before: number;
  after: number;
}

/**
 * A stretch of instants with one offset; or, `held`, the second pass of a repeated hour,
 * whose effective wall clock stays at `offset` (then an absolute local value).
 */
interface Stretch {
  start: number;
  end: number;
  offset: number;
  held: boolean;
}

export interface ZoneClock {
  /** The effective wall clock at an instant (ms), never going back. */
  wallClock(instant: number): number;
  /** The first instant whose effective wall clock has reached `local`, a whole minute. */
  firstInstantAt(local: number): number;
}

const clocks = new Map<string, ZoneClock>();

export function zoneClock(timeZone: string): ZoneClock {
  let clock = clocks.get(timeZone);
  if (!clock) {
    clock = createZoneClock(timeZone);
    clocks.set(timeZone, clock);
  }
  return clock;
}

/**
 * The slow, exact offset of a zone at an instant, from Intl: how far its wall clock is
 * ahead of UTC, in milliseconds (whole seconds).
 */
export function intlOffset(timeZone: string): (instant: number) => number {
  const format = new Intl.DateTimeFormat("en-US", {
    timeZone,
    hourCycle: "h23",
    year: "numeric",
    month: "numeric",
    day: "numeric",
    hour: "numeric",
    minute: "numeric",
    second: "numeric",
  });
  return (instant) => {
    const whole = Math.floor(instant / 1000) * 1000;
    const part = { year: 0, month: 0, day: 0, hour: 0, minute: 0, second: 0 };
    for (const { type, value } of format.formatToParts(whole))
      if (type in part) part[type as keyof typeof part] = Number(value);
    const { year, month, day, hour, minute, second } = part;
    return Date.UTC(year, month - 1, day, hour, minute, second) - whole;
  };
}

/**
 * Intl is far too slow to ask on every call, so the zone's changes of offset are found
 * once, a year at a time (weekly probes, then to the minute), and each instant is looked
 * up among the stretches between them — usually the stretch of the last instant asked.
 */
function createZoneClock(timeZone: string): ZoneClock {
  const offsetAt = intlOffset(timeZone);
  const changes: Change[] = [];
  let coveredFrom = 0;
  let coveredTo = 0;
  let stretches: Stretch[] = [];
  let last: Stretch = { start: 0, end: 0, offset: 0, held: false };

  /** The changes in (from, to], each at the first minute of its new offset. */
  const findChanges = (from: number, to: number) => {
    const found: Change[] = [];
    let before = offsetAt(from);
    for (let probe = from; probe < to;) {
      const next = Math.min(probe + PROBE_MS, to);
      const after = offsetAt(next);
      if (after !== before) {
        let low = probe / MINUTE_MS;
        let high = next / MINUTE_MS;
        while (high - low > 1) {
          const middle = Math.floor((low + high) / 2);
          if (offsetAt(middle * MINUTE_MS) === before) low = middle;
          else high = middle;
        }
        found.push({ at: high * MINUTE_MS, before, after });
      }
      before = after;
      probe = next;
    }
    return found;
  };

  const cover = (instant: number) => {
    if (coveredTo === coveredFrom) {
      coveredFrom = Math.floor(instant / CHUNK_MS) * CHUNK_MS;
      coveredTo = coveredFrom;
    }
    while (instant < coveredFrom) {
      changes.unshift(...findChanges(coveredFrom - CHUNK_MS, coveredFrom));
      coveredFrom -= CHUNK_MS;
    }
    while (instant >= coveredTo) {
      changes.push(...findChanges(coveredTo, coveredTo + CHUNK_MS));
      coveredTo += CHUNK_MS;
    }
    stretches = [];
    let start = coveredFrom;
    let offset = offsetAt(coveredFrom);
    for (const change of changes) {
      stretches.push({ start, end: change.at, offset, held: false });
      start = change.at;
      const setBack = change.before - change.after;
      if (setBack > 0) {
        // Second pass: stay where the first pass ended, 1 ms before the repeated hour's end.
        const heldAt = change.at + change.before - 1;
        stretches.push({ start, end: start + setBack, offset: heldAt, held: true });
        start += setBack;
      }
      offset = change.after;
    }
    stretches.push({ start, end: coveredTo, offset, held: false });
  };

  const stretchAt = (instant: number): Stretch => {
    if (instant >= last.start && instant < last.end) return last;
    if (instant < coveredFrom || instant >= coveredTo) cover(instant);
    let low = 0;
    let high = stretches.length - 1;
    while (low < high) {
      const middle = (low + high + 1) >> 1;
      if ((stretches[middle]?.start ?? Infinity) <= instant) low = middle;
      else high = middle - 1;
    }
    last = stretches[low] ?? last;
    return last;
  };

  const wallClock = (instant: number): number => {
    const stretch = stretchAt(instant);
    return stretch.held ? stretch.offset : instant + stretch.offset;
  };

  const reaches = (stretch: Stretch, local: number) =>
    stretch.held ? stretch.offset >= local : stretch.end - 1 + stretch.offset >= local;

  const firstInstantAt = (local: number): number => {
    // Usually the instant one offset away; near a change, a stretch before or after it:
    // a time skipped in spring is reached at the change, a repeated one in the first pass.
    let stretch = stretchAt(local - stretchAt(local).offset);
    const usual = local - stretch.offset;
    if (!stretch.held && usual > stretch.start && usual < stretch.end) return usual;
    while (!reaches(stretch, local)) stretch = stretchAt(stretch.end);
    for (;;) {
      const before = stretchAt(stretch.start - 1);
      if (!reaches(before, local)) break;
      stretch = before;
    }
    return stretch.held ? stretch.start : Math.max(stretch.start, local - stretch.offset);
  };

  return { wallClock, firstInstantAt };
}
