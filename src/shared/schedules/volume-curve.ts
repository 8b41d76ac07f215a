import type { VolumeStep } from "./schema";
import { DAY_MS, zoneClock } from "./zone-clock";

const MINUTE_MS = 60_000;

/** What the curve needs: its steps (none in a programme saved before them) and the zone's clock. */
interface CurveFacts {
  volumeCurve?: readonly VolumeStep[];
  timeZone: string;
}

const byStart = (curve: readonly VolumeStep[]) => [...curve].sort((a, b) => a.start - b.start);

/**
 * The curve's volume (0–100) at a minute of the local day: the latest step begun, or
 * before the day's first, the last of the day before. Null without a curve.
 */
export function curveVolumeAt(curve: readonly VolumeStep[], minute: number): number | null {
  const steps = byStart(curve);
  const begun = steps.filter((step) => step.start <= minute).at(-1) ?? steps.at(-1);
  return begun?.volume ?? null;
}

/** The curve's volume at an instant, by the zone's wall clock. */
export function curveVolume(facts: CurveFacts, instant: number): number | null {
  const curve = facts.volumeCurve ?? [];
  if (curve.length === 0) return null;
  const local = zoneClock(facts.timeZone).wallClock(instant);
  const day = Math.floor(local / DAY_MS);
  return curveVolumeAt(curve, (local - day * DAY_MS) / MINUTE_MS);
}

/**
 * The next instant after `instant` at which the curve's volume changes (a step to the
 * volume already in force changes nothing), or null when it never does.
 */
export function nextCurveStep(facts: CurveFacts, instant: number): number | null {
  const steps = byStart(facts.volumeCurve ?? []);
  if (new Set(steps.map((step) => step.volume)).size < 2) return null;
  const clock = zoneClock(facts.timeZone);
  const local = clock.wallClock(instant);
  const today = Math.floor(local / DAY_MS);
  let volume = curveVolume(facts, instant);
  for (const day of [today, today + 1])
    for (const step of steps) {
      const at = day * DAY_MS + step.start * MINUTE_MS;
      if (at <= local) continue;
      if (step.volume !== volume) return clock.firstInstantAt(at);
      volume = step.volume;
    }
  return null;
}
