import type { Page } from "@playwright/test";
import { expect } from "@playwright/test";

const STEP_MS = 15 * 60_000;

/** Minutes past midnight in Madrid at `instant`. */
function madridMinutes(instant: number): number {
  const parts = new Intl.DateTimeFormat("en-GB", {
    timeZone: "Europe/Madrid",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).formatToParts(instant);
  const part = (type: string) => Number(parts.find((item) => item.type === type)?.value);
  return part("hour") * 60 + part("minute");
}

/**
 * A quarter hour of the shop's clock a few minutes from now (`at`, its instant), with its
 * local minute: schedules in these tests change there, and the page's clock is set a few
 * seconds before it. Near the real time, so that the server takes the plays and the
 * offline lease runs.
 */
export function comingQuarter(): { at: number; minute: number } {
  const at = Math.ceil((Date.now() + 2 * 60_000) / STEP_MS) * STEP_MS;
  return { at, minute: madridMinutes(at) };
}

/** `minute` ± `delta`, on the clock (0…1439); an end at midnight is 24:00. */
export const clockMinute = (minute: number, delta: number, end = false) => {
  const value = (((minute + delta) % 1440) + 1440) % 1440;
  return end && value === 0 ? 1440 : value;
};

const everyDay = [1, 2, 3, 4, 5, 6, 7] as const;

interface SlotPlan {
  name: string;
  start: number;
  end: number;
  genreId: string;
}

/**
 * The establishment's schedule (its Principal zone's, or `zoneId`'s), saved through the
 * API as the schedule page would.
 */
export async function saveSchedule(
  page: Page,
  establishmentId: string,
  plan: {
    open: number;
    close: number;
    slots: SlotPlan[];
    /** "Volumen por horas": from each local minute, the volume in %. */
    volumeCurve?: { start: number; volume: number }[];
  },
  zoneId?: string,
) {
  const route = zoneId ? `/api/zones/${zoneId}` : `/api/establishments/${establishmentId}`;
  const response = await page.request.put(`${route}/schedule`, {
    data: {
      opening: everyDay.map((weekday) => ({
        weekday,
        hours: { open: plan.open, close: plan.close },
      })),
      slots: plan.slots.map((slot, index) => ({
        id: `00000000-0000-4000-8000-00000000000${index + 1}`,
        name: slot.name,
        weekdays: everyDay,
        start: slot.start,
        end: slot.end,
        source: { kind: "genre", genreId: slot.genreId },
        shuffle: false,
        volume: null,
      })),
      specialDates: [],
      volumeCurve: plan.volumeCurve ?? [],
    },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** "13:00": a local minute as the player says it. */
export const clockText = (minute: number) =>
  `${String(Math.floor(minute / 60) % 24).padStart(2, "0")}:${String(minute % 60).padStart(2, "0")}`;

/** "hasta las 13:00", or "hasta el jueves a las 00:00" when it is tomorrow by then. */
export const untilPattern = (minute: number) => `hasta (las|el \\S+ a las) ${clockText(minute)}`;
