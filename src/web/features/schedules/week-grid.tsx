import { DAY_MINUTES, STEP_MINUTES } from "~/shared/schedules/day-minutes";
import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from "react";
import { schedulesCopy } from "~/shared/copy/schedules";
import {
  weekdays,
  type OpeningDay,
  type ScheduleSlot,
  type Weekday,
} from "~/shared/schedules/schema";
import { drawnRange, segmentsOf, type Segment } from "./draft";
import { slotColor } from "./slot-colors";
import { formatMinutes } from "~/shared/schedules/day-minutes";

const copy = schedulesCopy.page.week;
const dayNames = schedulesCopy.page.weekdays;
const STEPS = DAY_MINUTES / STEP_MINUTES;
const ROW_PX = 10;
const steps = Array.from({ length: STEPS }, (_, step) => step);

interface Covered {
  slot: ScheduleSlot;
  segment: Segment;
  index: number;
}

const cellKey = (day: Weekday, step: number) => `${day}-${step}`;

/**
 * Which slot covers each quarter hour of each day, by `cellKey`: the one that starts in
 * it (its button lives there), else the first that reaches into it. Times go by 5
 * minutes, so a cell may hold the end of one slot and the start of the next.
 */
function coverage(slots: readonly ScheduleSlot[]) {
  const table = new Map<string, Covered>();
  const starting = new Map<string, Covered[]>();
  slots.forEach((slot, index) => {
    for (const segment of segmentsOf(slot)) {
      const first = Math.floor(segment.start / STEP_MINUTES);
      const key = cellKey(segment.weekday, first);
      const here = starting.get(key) ?? [];
      starting.set(key, [...here, { slot, segment, index }]);
      if (here.length === 0) table.set(key, { slot, segment, index });
      for (let step = first + 1; step * STEP_MINUTES < segment.end; step++)
        if (!table.has(cellKey(segment.weekday, step)))
          table.set(cellKey(segment.weekday, step), { slot, segment, index });
    }
  });
  return { table, starting };
}

/** Whether the establishment is open on `day` at `minute`, counting the day before's late hours. */
function isOpen(opening: readonly OpeningDay[], day: Weekday, minute: number) {
  const hoursOf = (weekday: number) => opening.find((each) => each.weekday === weekday)?.hours;
  const today = hoursOf(day);
  if (today && minute >= today.open && (today.close <= today.open || minute < today.close))
    return true;
  const before = hoursOf(day === 1 ? 7 : day - 1);
  return !!before && before.close < before.open && minute < before.close;
}

interface Drawing {
  day: Weekday;
  from: number;
  to: number;
  /** Drawn by dragging, not with the keys. */
  pointer?: boolean;
}

/**
 * The week as a grid a screen reader reads (rows of quarter hours, a column per day).
 * One cell takes focus at a time (arrows, Page Up/Down by the hour); Enter on an empty
 * cell starts a slot and Enter again ends it; on a slot it opens its dialog; Alt+arrows
 * move a slot and Shift+arrows move its end. The pointer draws by dragging down a day.
 */
export function WeekGrid(props: {
  slots: readonly ScheduleSlot[];
  opening: readonly OpeningDay[];
  sourceNameOf: (slot: ScheduleSlot) => string;
  onDraw: (range: { weekday: Weekday; start: number; end: number }) => void;
  onOpen: (slot: ScheduleSlot) => void;
  onMove: (slot: ScheduleSlot, steps: number) => void;
  onResize: (slot: ScheduleSlot, steps: number) => void;
}) {
  const { table: cover, starting } = useMemo(() => coverage(props.slots), [props.slots]);
  const [focus, setFocus] = useState({ day: 1 as Weekday, step: 9 * 4 });
  const [drawing, setDrawing] = useState<Drawing | null>(null);
  const gridRef = useRef<HTMLDivElement>(null);
  const focusCell = useRef(false);

  useEffect(() => {
    if (!focusCell.current) return;
    focusCell.current = false;
    gridRef.current
      ?.querySelector<HTMLElement>(`[data-cell="${focus.day}-${focus.step}"]`)
      ?.focus();
  }, [focus]);

  /** The quarter hour at a height on the screen, held to the day's first and last. */
  const stepAt = (clientY: number) => {
    const top = gridRef.current?.querySelector("[data-step]")?.getBoundingClientRect().top ?? 0;
    return Math.min(STEPS - 1, Math.max(0, Math.floor((clientY - top) / ROW_PX)));
  };

  // A drag follows the pointer's height, past the grid's ends too — a quick pull down
  // skips the last 10-pixel row — and through a scroll; it ends wherever it is let go.
  useEffect(() => {
    if (!drawing?.pointer) return;
    let lastY: number | null = null;
    const follow = (clientY: number) => {
      lastY = clientY;
      const to = stepAt(clientY);
      setDrawing((current) => (current && current.to !== to ? { ...current, to } : current));
    };
    const move = (event: PointerEvent) => follow(event.clientY);
    const scroll = () => lastY !== null && follow(lastY);
    const end = (event: PointerEvent) => finish({ ...drawing, to: stepAt(event.clientY) });
    window.addEventListener("pointermove", move);
    window.addEventListener("scroll", scroll, true);
    window.addEventListener("pointerup", end);
    return () => {
      window.removeEventListener("pointermove", move);
      window.removeEventListener("scroll", scroll, true);
      window.removeEventListener("pointerup", end);
    };
  });

  const moveTo = (day: number, step: number) => {
    focusCell.current = true;
    const next = {
      day: Math.min(7, Math.max(1, day)) as Weekday,
      step: Math.min(STEPS - 1, Math.max(0, step)),
    };
    setFocus(next);
    setDrawing((current) =>
      current && current.day === next.day ? { ...current, to: next.step } : current,
    );
  };
  function finish(done: Drawing) {
    setDrawing(null);
    props.onDraw({ weekday: done.day, ...drawnRange(done.from, done.to) });
  }

  const onKeyDown = (event: KeyboardEvent) => {
    const here = cover.get(cellKey(focus.day, focus.step));
    const arrows: Record<string, [number, number]> = {
      ArrowUp: [0, -1],
      ArrowDown: [0, 1],
      ArrowLeft: [-1, 0],
      ArrowRight: [1, 0],
      PageUp: [0, -4],
      PageDown: [0, 4],
    };
    const arrow = arrows[event.key];
    if (arrow && here && !drawing && (event.altKey || event.shiftKey) && arrow[1] !== 0) {
      event.preventDefault();
      const by = Math.sign(arrow[1]);
      if (event.altKey) {
        props.onMove(here.slot, by);
        moveTo(focus.day, focus.step + by);
      } else props.onResize(here.slot, by);
      return;
    }
    if (arrow) {
      event.preventDefault();
      // While drawing, focus stays on the day the slot is drawn on.
      moveTo(drawing ? drawing.day : focus.day + arrow[0], focus.step + arrow[1]);
    } else if (event.key === "Home" || event.key === "End") {
      event.preventDefault();
      moveTo(focus.day, event.key === "Home" ? 0 : STEPS - 1);
    } else if (event.key === "Enter" || event.key === " ") {
      event.preventDefault();
      if (drawing) finish(drawing);
      else if (here) props.onOpen(here.slot);
      else setDrawing({ day: focus.day, from: focus.step, to: focus.step });
    } else if (event.key === "Escape" && drawing) {
      event.preventDefault();
      setDrawing(null);
    }
  };

  const drawn = drawing && drawnRange(drawing.from, drawing.to);
  const isDrawn = (day: Weekday, step: number) =>
    !!drawing &&
    !!drawn &&
    drawing.day === day &&
    step * STEP_MINUTES >= drawn.start &&
    step * STEP_MINUTES < drawn.end;

  return (
    <div>
      <p id="week-grid-help" className="mb-3 text-sm text-slate-600">
        {copy.help}
      </p>
      <p aria-live="polite" className="sr-only">
        {drawing && drawn
          ? copy.drawing(
              dayNames[drawing.day],
              formatMinutes(drawn.start),
              formatMinutes(drawn.end),
            )
          : ""}
      </p>
      <div
        ref={gridRef}
        role="grid"
        aria-label={copy.gridLabel}
        aria-describedby="week-grid-help"
        onKeyDown={onKeyDown}
        className="relative select-none"
      >
        <div
          role="row"
          className="sticky top-0 z-20 grid grid-cols-[3.5rem_repeat(7,1fr)] bg-white"
        >
          <span role="columnheader" className="py-2 text-xs font-medium text-slate-500">
            {copy.time}
          </span>
          {weekdays.map((day) => (
            <span
              key={day}
              role="columnheader"
              className="py-2 text-center text-sm font-semibold text-slate-800"
            >
              {dayNames[day]}
            </span>
          ))}
        </div>
        {steps.map((step) => {
          const minute = step * STEP_MINUTES;
          const onHour = minute % 60 === 0;
          return (
            <div
              role="row"
              key={step}
              data-step={step}
              className="grid grid-cols-[3.5rem_repeat(7,1fr)]"
              style={{ height: ROW_PX }}
            >
              <span
                role="rowheader"
                className={`relative text-xs leading-none text-slate-500 ${onHour ? "" : "sr-only"}`}
              >
                <span className="absolute -top-1.5">{formatMinutes(minute)}</span>
              </span>
              {weekdays.map((day) => {
                const covered = cover.get(cellKey(day, step));
                const startsHere = starting.get(cellKey(day, step)) ?? [];
                const starts = startsHere.length > 0;
                const focused = focus.day === day && focus.step === step;
                const time = formatMinutes(minute);
                const slotText =
                  covered &&
                  copy.slotLabel(
                    covered.slot.name,
                    formatMinutes(covered.slot.start),
                    formatMinutes(covered.slot.end),
                    props.sourceNameOf(covered.slot),
                  );
                return (
                  <div
                    role="gridcell"
                    key={day}
                    // A slot's first cell holds its button, which takes the focus instead.
                    data-cell={starts ? undefined : `${day}-${step}`}
                    tabIndex={starts ? undefined : focused ? 0 : -1}
                    aria-label={
                      starts
                        ? undefined
                        : `${copy.cell(dayNames[day], time)}${slotText ? `: ${slotText}` : ""}`
                    }
                    aria-selected={isDrawn(day, step) || undefined}
                    onFocus={() => focused || setFocus({ day, step })}
                    onPointerDown={(event) => {
                      if (covered || event.button !== 0) return;
                      event.preventDefault();
                      setFocus({ day, step });
                      focusCell.current = true;
                      setDrawing({ day, from: step, to: step, pointer: true });
                    }}
                    className={`relative border-l border-slate-200 outline-none focus-visible:z-30 focus-visible:ring-2 focus-visible:ring-brand-600 ${
                      onHour ? "border-t border-t-slate-200" : ""
                    } ${isDrawn(day, step) ? "bg-brand-200" : isOpen(props.opening, day, minute) ? "bg-white" : "bg-slate-100"}`}
                  >
                    {startsHere.map((start, order) => (
                      <button
                        key={`${start.slot.id}-${start.segment.start}`}
                        type="button"
                        // The first holds the cell's position in the keys' path; another slot
                        // starting in the same quarter hour is there for the pointer.
                        data-cell={order === 0 ? `${day}-${step}` : undefined}
                        tabIndex={order === 0 && focused ? 0 : -1}
                        onClick={() => props.onOpen(start.slot)}
                        className={`absolute inset-x-0.5 z-10 overflow-hidden rounded-md px-1.5 py-0.5 text-left text-xs leading-tight ring-1 ${slotColor(start.index)}`}
                        style={{
                          top: ((start.segment.start - minute) / STEP_MINUTES) * ROW_PX,
                          height:
                            ((start.segment.end - start.segment.start) / STEP_MINUTES) * ROW_PX - 1,
                        }}
                      >
                        <span className="sr-only">{`${dayNames[day]}, `}</span>
                        <span className="block truncate font-semibold">{start.slot.name}</span>
                        <span className="sr-only">, </span>
                        <span className="block truncate">
                          {formatMinutes(start.slot.start)}–{formatMinutes(start.slot.end)}
                        </span>
                        <span className="sr-only">{`, ${props.sourceNameOf(start.slot)}`}</span>
                      </button>
                    ))}
                  </div>
                );
              })}
            </div>
          );
        })}
      </div>
    </div>
  );
}
