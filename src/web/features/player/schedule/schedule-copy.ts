import type { Schedule } from "~/shared/schedules/schema";

/**
 * The device's copy of the schedule it follows, so that a player opened without a
 * connection (a restart during an outage) still knows what to play. One establishment's
 * at a time: the one this browser plays for.
 */
const KEY = "sonaria.schedule";

interface Copy {
  establishmentId: string;
  schedule: Schedule | null;
}

export function readScheduleCopy(establishmentId: string): Schedule | null | undefined {
  try {
    const raw = localStorage.getItem(KEY);
    const copy = raw ? (JSON.parse(raw) as Copy) : null;
    return copy?.establishmentId === establishmentId ? copy.schedule : undefined;
  } catch {
    return undefined;
  }
}

export function keepScheduleCopy(establishmentId: string, schedule: Schedule | null) {
  try {
    localStorage.setItem(KEY, JSON.stringify({ establishmentId, schedule } satisfies Copy));
  } catch {
    // Storage refused (private mode, quota): the schedule is followed while online only.
  }
}

export function forgetScheduleCopy() {
  try {
    localStorage.removeItem(KEY);
  } catch {
    // Nothing kept.
  }
}
