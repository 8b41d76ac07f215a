import { useId, useState } from "react";
import { schedulesCopy } from "~/shared/copy/schedules";
import {
  scheduleSlotSchema,
  weekdays,
  type NamedSource,
  type ScheduleSlot,
  type Weekday,
} from "~/shared/schedules/schema";
import { Alert } from "~/web/components/ui/alert";
import { Button } from "~/web/components/ui/button";
import { Field } from "~/web/components/ui/field";
import { SelectField } from "~/web/components/ui/select-field";
import { ScheduleDialog } from "./schedule-dialog";
import { useDialogChecks } from "./use-dialog-checks";
import { sourceFromKey, sourceKey, type SourceChoices } from "./sources";
import { DAY_MINUTES } from "~/shared/schedules/day-minutes";
import { useTypedTime } from "./typed-time";

const copy = schedulesCopy.page;

type SlotField = "name" | "weekdays" | "start" | "end" | "source" | "volume";

/** The first message zod gives for each field of a slot. */
function fieldErrors(slot: ScheduleSlot): Partial<Record<SlotField, string>> {
  const parsed = scheduleSlotSchema.safeParse(slot);
  const errors: Partial<Record<SlotField, string>> = {};
  for (const issue of parsed.error?.issues ?? []) {
    const field = issue.path[0] as SlotField;
    errors[field] ??= issue.message;
  }
  return errors;
}

function SourceOptions(props: { label: string; sources: NamedSource[] }) {
  if (props.sources.length === 0) return null;
  return (
    <optgroup label={props.label}>
      {props.sources.map((named) => (
        <option key={sourceKey(named.source)} value={sourceKey(named.source)}>
          {named.name}
        </option>
      ))}
    </optgroup>
  );
}

/**
 * A slot's dialog: its name, days, times (typed, in 5-minute steps), music, "Aleatorio" and
 * volume. "Aceptar" checks it at once — an overlap is refused naming the other slot, and
 * what was typed stays — and hands it back; nothing is saved until "Guardar programación".
 */
export function SlotDialog(props: {
  slot: ScheduleSlot;
  isNew: boolean;
  choices: SourceChoices;
  /** A source the slot plays that the lists no longer offer, to keep it choosable. */
  currentSourceName: string;
  /** What stops this slot from joining the others (an overlap), in words. */
  problemOf: (slot: ScheduleSlot) => string | null;
  onSave: (slot: ScheduleSlot) => void;
  onRemove?: () => void;
  onClose: () => void;
}) {
  const [slot, setSlot] = useState(props.slot);
  const { errors, problem, setProblem, passes } = useDialogChecks(fieldErrors, props.problemOf);
  const id = useId();
  const change = (fields: Partial<ScheduleSlot>) =>
    setSlot((current) => ({ ...current, ...fields }));
  const toggleDay = (day: Weekday, on: boolean) =>
    change({
      weekdays: on
        ? [...slot.weekdays, day].sort((a, b) => a - b)
        : slot.weekdays.filter((each) => each !== day),
    });
  const key = sourceKey(slot.source);
  const known = [...props.choices.publicLists, ...props.choices.ownLists, ...props.choices.genres];
  const start = useTypedTime(slot.start, "start", (minutes) => change({ start: minutes }));
  const end = useTypedTime(slot.end, "end", (minutes) => change({ end: minutes }));
  const endHint =
    slot.end === DAY_MINUTES
      ? copy.slot.endOfDay
      : slot.end <= slot.start
        ? copy.slot.nextDay
        : undefined;
  const submit = () => {
    start.reveal();
    end.reveal();
    if (start.problem || end.problem) return setProblem(null);
    if (passes(slot)) props.onSave(slot);
  };

  return (
    <ScheduleDialog
      open
      title={props.isNew ? copy.slot.newTitle : copy.slot.editTitle(props.slot.name)}
      lead={copy.slot.lead}
      onClose={props.onClose}
      onSubmit={submit}
      actions={
        <>
          {props.onRemove && (
            <Button variant="danger" className="mr-auto" onClick={props.onRemove}>
              {copy.slot.remove}
            </Button>
          )}
          <Button variant="secondary" onClick={props.onClose}>
            {copy.slot.cancel}
          </Button>
          <Button type="submit">{copy.slot.save}</Button>
        </>
      }
    >
      {problem && <Alert tone="error">{problem}</Alert>}
      <Field
        label={copy.slot.name}
        value={slot.name}
        error={errors.name}
        maxLength={60}
        onChange={(event) => change({ name: event.target.value })}
      />
      <fieldset aria-describedby={errors.weekdays ? `${id}-days-error` : undefined}>
        <legend className="text-sm font-medium text-slate-800">{copy.slot.weekdays}</legend>
        <div className="mt-1.5 grid grid-cols-2 gap-x-4 gap-y-1.5 sm:grid-cols-4">
          {weekdays.map((day) => (
            <label key={day} className="flex items-center gap-2 text-sm text-slate-800">
              <input
                type="checkbox"
                className="size-4 accent-brand-600"
                checked={slot.weekdays.includes(day)}
                onChange={(event) => toggleDay(day, event.target.checked)}
              />
              {copy.weekdays[day]}
            </label>
          ))}
        </div>
        {errors.weekdays && (
          <p id={`${id}-days-error`} className="mt-1.5 text-sm text-red-600">
            {errors.weekdays}
          </p>
        )}
      </fieldset>
      <div className="grid grid-cols-2 gap-4">
        <Field
          label={copy.slot.start}
          error={start.error ?? errors.start}
          className="tabular-nums"
          {...start.inputProps}
        />
        <Field
          label={copy.slot.end}
          error={end.error ?? errors.end}
          hint={endHint}
          className="tabular-nums"
          {...end.inputProps}
        />
        {start.suggestions}
        {end.suggestions}
      </div>
      <SelectField
        label={copy.slot.source}
        value={key}
        error={errors.source}
        onChange={(event) => change({ source: sourceFromKey(event.target.value) })}
      >
        {!known.some((named) => sourceKey(named.source) === key) && (
          <option value={key}>{props.currentSourceName}</option>
        )}
        <SourceOptions label={copy.slot.publicLists} sources={props.choices.publicLists} />
        <SourceOptions label={copy.slot.ownLists} sources={props.choices.ownLists} />
        <SourceOptions label={copy.slot.genres} sources={props.choices.genres} />
      </SelectField>
      <label className="flex items-center gap-2 text-sm font-medium text-slate-800">
        <input
          type="checkbox"
          className="size-4 accent-brand-600"
          checked={slot.shuffle}
          onChange={(event) => change({ shuffle: event.target.checked })}
        />
        {copy.slot.shuffle}
      </label>
      <fieldset>
        <legend className="text-sm font-medium text-slate-800">{copy.slot.volume}</legend>
        <label className="mt-1.5 flex items-center gap-2 text-sm text-slate-800">
          <input
            type="checkbox"
            className="size-4 accent-brand-600"
            checked={slot.volume === null}
            onChange={(event) => change({ volume: event.target.checked ? null : 50 })}
          />
          {copy.slot.keepVolume}
        </label>
        {slot.volume !== null && (
          <div className="mt-2 flex items-center gap-3">
            <input
              type="range"
              min={0}
              max={100}
              step={5}
              aria-label={copy.slot.volume}
              aria-valuetext={copy.slot.volumeValue(slot.volume)}
              className="w-full accent-brand-600"
              value={slot.volume}
              onChange={(event) => change({ volume: Number(event.target.value) })}
            />
            <output className="w-12 text-right text-sm text-slate-700 tabular-nums">
              {copy.slot.volumeValue(slot.volume)}
            </output>
          </div>
        )}
        {errors.volume && <p className="mt-1.5 text-sm text-red-600">{errors.volume}</p>}
      </fieldset>
    </ScheduleDialog>
  );
}
