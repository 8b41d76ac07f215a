import { useState } from "react";
import { schedulesCopy } from "~/shared/copy/schedules";
import type { ScheduleSource } from "~/shared/schedules/schema";
import {
  nextChanges,
  whatPlays,
  type ScheduleChange,
  type ScheduleFacts,
  type WhatPlays,
} from "~/shared/schedules/evaluate";
import { SelectField } from "~/web/components/ui/select-field";
import { Field } from "~/web/components/ui/field";
import { formatMinutes } from "~/shared/schedules/day-minutes";
import { startTimes } from "./time-text";
import { dayAndMonth, instantAt, localTimeOf, weekdayOf } from "./zoned-time";

const copy = schedulesCopy.page.preview;
const dayName = (date: string) => schedulesCopy.page.weekdays[weekdayOf(date)].toLowerCase();

/** "A las 13:00 cambia a Comidas · el martes a las 09:00 abre": the changes after the asked moment. */
export function changesText(
  changes: readonly ScheduleChange[],
  askedDate: string,
  timeZone: string,
): string {
  const parts = changes.map((change) => {
    const local = localTimeOf(new Date(change.at), timeZone);
    const time = formatMinutes(local.minutes);
    const when = local.date === askedDate ? copy.at(time) : copy.onDay(dayName(local.date), time);
    if (change.kind === "slot") return copy.changeToSlot(when, change.slot.name);
    if (change.kind === "close") return copy.changeClose(when);
    if (change.kind === "open") return copy.changeOpen(when);
    if (change.kind === "unscheduled") return copy.changeUnscheduled(when);
    return copy.changeOverrideEnds(when);
  });
  const text = parts.join(" · ");
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** What plays, in words: "Sonará «Comidas»: Jazz suave, en aleatorio, al 60 % de volumen". */
export function answerText(
  plays: WhatPlays,
  nameOf: (source: ScheduleSource) => string,
  specialName: (id: string) => string,
  timeZone: string,
): string {
  const reason = plays.reason;
  if (reason.kind === "closed") return copy.closed;
  if (reason.kind === "open-unscheduled") return copy.unscheduled;
  const source = plays.source ? nameOf(plays.source) : "";
  const details = [
    source,
    plays.shuffle ? copy.shuffled : null,
    plays.volume !== null ? copy.atVolume(plays.volume) : null,
  ].filter(Boolean);
  if (reason.kind === "override")
    return `${copy.override(formatMinutes(localTimeOf(new Date(reason.until), timeZone).minutes))} ${details.join(", ")}`;
  const text = copy.plays(reason.slot.name, details.join(", "));
  return reason.specialDate ? `${copy.special(specialName(reason.specialDate))}. ${text}` : text;
}

/** "¿Qué sonará el … a las …?", answered from the schedule being edited. */
export function SchedulePreview(props: {
  facts: ScheduleFacts;
  nameOf: (source: ScheduleSource) => string;
  unsaved: boolean;
}) {
  const tz = props.facts.timeZone;
  const [asked, setAsked] = useState(() => {
    const now = localTimeOf(new Date(), tz);
    return { date: now.date, minutes: now.minutes - (now.minutes % 15) };
  });
  const validDate = /^\d{4}-\d{2}-\d{2}$/.test(asked.date);
  const instant = validDate ? instantAt(asked.date, asked.minutes, tz) : null;
  const specialName = (id: string) =>
    props.facts.specialDates.find((special) => special.id === id)?.name ?? id;

  return (
    <div className="space-y-4">
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <Field
          label={copy.day}
          type="date"
          required
          value={asked.date}
          error={validDate ? undefined : schedulesCopy.errors.invalidDate}
          onChange={(event) => setAsked({ ...asked, date: event.target.value })}
        />
        <SelectField
          label={copy.time}
          value={asked.minutes}
          onChange={(event) => setAsked({ ...asked, minutes: Number(event.target.value) })}
        >
          {startTimes.map((minutes) => (
            <option key={minutes} value={minutes}>
              {formatMinutes(minutes)}
            </option>
          ))}
        </SelectField>
      </div>
      {instant && (
        <div aria-live="polite" className="rounded-xl bg-brand-50 p-4 ring-1 ring-brand-100">
          <h3 className="font-semibold text-slate-900">
            {copy.question(
              `${dayName(asked.date)} ${dayAndMonth(asked.date)}`,
              formatMinutes(asked.minutes),
            )}
          </h3>
          <p className="mt-1 text-slate-800" data-testid="preview-answer">
            {answerText(whatPlays(props.facts, instant), props.nameOf, specialName, tz)}
          </p>
          <h4 className="mt-3 text-sm font-medium text-slate-700">{copy.nextTitle}</h4>
          <p className="text-sm text-slate-800" data-testid="preview-changes">
            {nextChanges(props.facts, instant, 3).length === 0
              ? copy.noChanges
              : changesText(nextChanges(props.facts, instant, 3), asked.date, tz)}
          </p>
          {props.unsaved && <p className="mt-2 text-xs text-slate-600">{copy.unsavedNote}</p>}
        </div>
      )}
    </div>
  );
}
