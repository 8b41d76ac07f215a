import { Plus } from "lucide-react";
import { schedulesCopy } from "~/shared/copy/schedules";
import {
  weekdays,
  type OpeningDay,
  type ScheduleSlot,
  type Weekday,
} from "~/shared/schedules/schema";
import { Button } from "~/web/components/ui/button";
import { slotColor } from "./slot-colors";
import { formatMinutes } from "~/shared/schedules/day-minutes";

const copy = schedulesCopy.page;

/** A day's opening in words: "09:00–21:00" or "Cerrado". */
export const openingText = (day: OpeningDay | undefined) =>
  day?.hours
    ? `${formatMinutes(day.hours.open)}–${formatMinutes(day.hours.close)}`
    : copy.opening.closed;

/**
 * The week on a phone: day by day, each slot a button that opens its dialog, and a way to
 * add one to each day. The same actions as the grid, without dragging.
 */
export function DayList(props: {
  slots: readonly ScheduleSlot[];
  opening: readonly OpeningDay[];
  sourceNameOf: (slot: ScheduleSlot) => string;
  onAdd: (weekday: Weekday) => void;
  onOpen: (slot: ScheduleSlot) => void;
}) {
  return (
    <ol className="space-y-4" aria-label={copy.week.title}>
      {weekdays.map((day) => {
        const name = copy.weekdays[day];
        const slots = props.slots
          .map((slot, index) => ({ slot, index }))
          .filter(({ slot }) => slot.weekdays.includes(day))
          .sort((a, b) => a.slot.start - b.slot.start);
        return (
          <li key={day} className="rounded-xl ring-1 ring-slate-200">
            <section aria-label={name} className="p-4">
              <div className="flex items-baseline justify-between gap-3">
                <h3 className="font-semibold text-slate-900">{name}</h3>
                <span className="text-sm text-slate-600">
                  {openingText(props.opening.find((each) => each.weekday === day))}
                </span>
              </div>
              {slots.length === 0 ? (
                <p className="mt-2 text-sm text-slate-500">{copy.week.nothing}</p>
              ) : (
                <ul className="mt-3 space-y-2">
                  {slots.map(({ slot, index }) => (
                    <li key={slot.id}>
                      <button
                        type="button"
                        onClick={() => props.onOpen(slot)}
                        className={`w-full rounded-lg px-3 py-2 text-left text-sm ring-1 focus-visible:outline-2 focus-visible:outline-brand-600 ${slotColor(index)}`}
                      >
                        <span className="block font-semibold">{slot.name}</span>
                        <span className="block">
                          {formatMinutes(slot.start)}–{formatMinutes(slot.end)} ·{" "}
                          {props.sourceNameOf(slot)}
                        </span>
                      </button>
                    </li>
                  ))}
                </ul>
              )}
              <Button
                variant="ghost"
                size="sm"
                className="mt-2 -ml-3"
                aria-label={copy.week.addSlotOn(name)}
                onClick={() => props.onAdd(day)}
              >
                <Plus className="size-4" aria-hidden />
                {copy.week.addSlot}
              </Button>
            </section>
          </li>
        );
      })}
    </ol>
  );
}
