import { schedulesCopy } from "~/shared/copy/schedules";
import type {
  OpeningHours,
  ScheduleInput,
  ScheduleSource,
  Weekday,
} from "~/shared/schedules/schema";

const names = schedulesCopy.page.templates.slotNames;
const h = (hours: number, minutes = 0) => hours * 60 + minutes;
const everyDay: Weekday[] = [1, 2, 3, 4, 5, 6, 7];

export type TemplateKind = "cafe" | "shop" | "restaurant";
export const templateKinds: TemplateKind[] = ["cafe", "shop", "restaurant"];

interface Shape {
  hours: (day: Weekday) => OpeningHours | null;
  slots: { name: string; weekdays: Weekday[]; start: number; end: number; volume: number }[];
}

const shapes: Record<TemplateKind, Shape> = {
  cafe: {
    hours: (day) => (day === 7 ? { open: h(9), close: h(14) } : { open: h(7, 30), close: h(20) }),
    slots: [
      { name: names.breakfast, weekdays: everyDay, start: h(7, 30), end: h(11), volume: 40 },
      { name: names.midday, weekdays: everyDay, start: h(11), end: h(16), volume: 55 },
      { name: names.afternoon, weekdays: everyDay, start: h(16), end: h(20), volume: 50 },
    ],
  },
  shop: {
    hours: (day) => (day === 7 ? null : { open: h(10), close: h(21) }),
    slots: [
      { name: names.morning, weekdays: [1, 2, 3, 4, 5, 6], start: h(10), end: h(14), volume: 50 },
      { name: names.afternoon, weekdays: [1, 2, 3, 4, 5, 6], start: h(14), end: h(21), volume: 60 },
    ],
  },
  restaurant: {
    hours: (day) => (day === 1 ? null : { open: h(12), close: h(24) }),
    slots: [
      { name: names.lunch, weekdays: [2, 3, 4, 5, 6, 7], start: h(13), end: h(16), volume: 45 },
      {
        name: names.afterLunch,
        weekdays: [2, 3, 4, 5, 6, 7],
        start: h(16),
        end: h(20),
        volume: 40,
      },
      { name: names.dinner, weekdays: [2, 3, 4, 5, 6, 7], start: h(20), end: h(24), volume: 45 },
    ],
  },
};

/**
 * "Plantillas": a common week to start from (a café, a shop, a restaurant), every slot
 * playing `source` — the owner then picks each slot's own music.
 */
export function templateInput(
  kind: TemplateKind,
  source: ScheduleSource,
  newId: () => string,
): ScheduleInput {
  const shape = shapes[kind];
  return {
    opening: everyDay.map((weekday) => ({ weekday, hours: shape.hours(weekday) })),
    slots: shape.slots.map((slot) => ({ ...slot, id: newId(), source, shuffle: true })),
    specialDates: [],
  };
}
