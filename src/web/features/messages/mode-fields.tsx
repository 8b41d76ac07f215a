import { DEFAULT_DUCK_DB, MAX_DUCK_DB, MIN_DUCK_DB } from "~/shared/messages/ducking";
import { Plus, X } from "lucide-react";
import { useId, useRef, useState } from "react";
import { messagesCopy } from "~/shared/copy/messages";
import {
  MAX_EVERY_SONGS,
  MAX_EXACT_TIMES,
  MAX_MIN_MINUTES,
  type CampaignMode,
} from "~/shared/messages/schema";
import { DAY_MINUTES, STEP_MINUTES } from "~/shared/schedules/day-minutes";
import { Button } from "~/web/components/ui/button";
import { Field, inputBaseClasses } from "~/web/components/ui/field";
import { SelectField } from "~/web/components/ui/select-field";
import { clockText, minutesOf } from "./format";

const copy = messagesCopy.campaignForm;

/** What the fields hold as typed: both ways kept, so switching back loses nothing. */
interface ModeDraft {
  kind: CampaignMode["kind"];
  everySongs: string;
  minMinutes: string;
  start: number;
  end: number;
  times: string[];
  duckDb: string;
}

/** The errors zod gives the mode's fields (a list's own, or one of its times). */
export type ModeErrors = Partial<
  Record<"everySongs" | "minMinutes" | "start" | "end" | "duckDb", { message?: string }>
> & { times?: { message?: string } & Record<number, { message?: string } | undefined> };

const number = (text: string) => (text.trim() === "" ? null : Number(text));

function draftOf(mode: CampaignMode): ModeDraft {
  const between = mode.kind === "between" ? mode : null;
  const exact = mode.kind === "exact" ? mode : null;
  return {
    kind: mode.kind,
    everySongs: String(between ? (between.everySongs ?? "") : 2),
    minMinutes: String(between?.minMinutes ?? ""),
    start: between?.start ?? 0,
    end: between?.end ?? DAY_MINUTES,
    times: exact ? [...exact.times].sort((a, b) => a - b).map(clockText) : [""],
    duckDb: String(exact?.duckDb ?? DEFAULT_DUCK_DB),
  };
}

/** The mode the schema checks; what cannot be a number is NaN, which it refuses in words. */
function modeOf(draft: ModeDraft): CampaignMode {
  if (draft.kind === "exact")
    return { kind: "exact", times: draft.times.map(minutesOf), duckDb: Number(draft.duckDb) };
  return {
    kind: "between",
    everySongs: number(draft.everySongs),
    minMinutes: number(draft.minMinutes),
    start: draft.start,
    end: draft.end,
  };
}

/** "Entre canciones": every so many songs, at least so many minutes apart. */
const intervals = [
  { key: "everySongs", min: 1, max: MAX_EVERY_SONGS, hint: copy.intervalHint },
  { key: "minMinutes", min: 0, max: MAX_MIN_MINUTES, hint: undefined },
] as const;

const starts = Array.from({ length: DAY_MINUTES / STEP_MINUTES }, (_, step) => step * STEP_MINUTES);
const ends = starts.map((minutes) => minutes + STEP_MINUTES);

/**
 * "Entre canciones" (every N songs and/or at least M minutes, within hours in 15-minute
 * steps) or "A una hora exacta" (a list of times, the music lowered by some dB).
 */
export function ModeFields(props: {
  initial: CampaignMode;
  errors: ModeErrors | undefined;
  onChange: (mode: CampaignMode) => void;
}) {
  const [draft, setDraft] = useState(() => draftOf(props.initial));
  const ids = useId();
  // A time added by its button takes the focus, so the keyboard goes on typing there.
  const focusTime = useRef<number | null>(null);
  const errors = props.errors ?? {};
  const change = (changes: Partial<ModeDraft>) => {
    const next = { ...draft, ...changes };
    setDraft(next);
    props.onChange(modeOf(next));
  };
  // An end not after the start is the next day's.
  const endText = (minutes: number) =>
    minutes <= draft.start ? copy.endNextDay(clockText(minutes)) : clockText(minutes);
  const setTime = (index: number, text: string) =>
    change({ times: draft.times.map((each, at) => (at === index ? text : each)) });

  return (
    <div className="space-y-4">
      <fieldset>
        <legend className="text-sm font-medium text-slate-800">{copy.mode}</legend>
        <div className="mt-2 grid gap-2 sm:grid-cols-2">
          {(["between", "exact"] as const).map((kind) => (
            <label
              key={kind}
              className="flex cursor-pointer items-start gap-3 rounded-xl p-3 ring-1 ring-slate-200 has-[:checked]:ring-2 has-[:checked]:ring-brand-600"
            >
              <input
                type="radio"
                name={`${ids}-kind`}
                value={kind}
                checked={draft.kind === kind}
                className="mt-1 size-4 accent-brand-600"
                onChange={() => change({ kind })}
              />
              <span>
                <span className="block text-sm font-semibold text-slate-900">{copy[kind]}</span>
                <span className="block text-xs text-slate-600">{copy[`${kind}Hint`]}</span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      {draft.kind === "between" ? (
        <div className="grid gap-4 sm:grid-cols-2">
          {intervals.map(({ key, min, max, hint }) => (
            <Field
              key={key}
              label={copy[key]}
              inputMode="numeric"
              type="number"
              min={min}
              max={max}
              value={draft[key]}
              hint={hint}
              error={errors[key]?.message}
              onChange={(event) => change({ [key]: event.target.value })}
            />
          ))}
          {(["start", "end"] as const).map((key) => (
            <ClockSelect
              key={key}
              label={copy[key]}
              value={draft[key]}
              error={errors[key]?.message}
              onChange={(minutes) => change({ [key]: minutes })}
              times={key === "start" ? starts : ends}
              text={key === "start" ? clockText : endText}
            />
          ))}
        </div>
      ) : (
        <div className="grid gap-4 sm:grid-cols-2">
          <fieldset aria-describedby={errors.times?.message ? `${ids}-times-error` : undefined}>
            <legend className="text-sm font-medium text-slate-800">{copy.times}</legend>
            <ul className="mt-1.5 space-y-2">
              {draft.times.map((time, index) => {
                const error = errors.times?.[index]?.message;
                return (
                  // A row is its position in the list while it is typed.
                  <li key={index}>
                    <div className="flex items-center gap-2">
                      <input
                        ref={(element) => {
                          if (element && focusTime.current === index) {
                            focusTime.current = null;
                            element.focus();
                          }
                        }}
                        aria-label={copy.time(index + 1)}
                        placeholder={copy.timePlaceholder}
                        value={time}
                        maxLength={5}
                        autoComplete="off"
                        aria-invalid={error ? true : undefined}
                        aria-describedby={error ? `${ids}-time-${index}-error` : undefined}
                        className={`${inputBaseClasses} w-28 tabular-nums`}
                        onChange={(event) => setTime(index, event.target.value)}
                      />
                      {draft.times.length > 1 && (
                        <button
                          type="button"
                          aria-label={copy.removeTime(time)}
                          className="inline-flex size-9 items-center justify-center rounded-lg text-slate-500 hover:bg-red-50 hover:text-red-600"
                          onClick={() =>
                            change({ times: draft.times.filter((_, at) => at !== index) })
                          }
                        >
                          <X className="size-4" aria-hidden />
                        </button>
                      )}
                    </div>
                    {error && (
                      <p id={`${ids}-time-${index}-error`} className="mt-1 text-sm text-red-600">
                        {error}
                      </p>
                    )}
                  </li>
                );
              })}
            </ul>
            {draft.times.length < MAX_EXACT_TIMES && (
              <Button
                variant="ghost"
                size="sm"
                className="mt-2"
                onClick={() => {
                  focusTime.current = draft.times.length;
                  change({ times: [...draft.times, ""] });
                }}
              >
                <Plus className="size-4" aria-hidden />
                {copy.addTime}
              </Button>
            )}
            {errors.times?.message && (
              <p id={`${ids}-times-error`} className="mt-1.5 text-sm text-red-600">
                {errors.times.message}
              </p>
            )}
          </fieldset>
          <Field
            label={copy.duck}
            type="number"
            inputMode="numeric"
            min={MIN_DUCK_DB}
            max={MAX_DUCK_DB}
            value={draft.duckDb}
            hint={copy.duckHint(MIN_DUCK_DB, MAX_DUCK_DB)}
            error={errors.duckDb?.message}
            onChange={(event) => change({ duckDb: event.target.value })}
          />
        </div>
      )}
    </div>
  );
}

/** A time of day to choose, in minutes after midnight, each option worded by `text`. */
function ClockSelect(props: {
  label: string;
  value: number;
  error: string | undefined;
  onChange: (minutes: number) => void;
  times: number[];
  text: (minutes: number) => string;
}) {
  return (
    <SelectField
      label={props.label}
      value={props.value}
      error={props.error}
      onChange={(event) => props.onChange(Number(event.target.value))}
    >
      {props.times.map((minutes) => (
        <option key={minutes} value={minutes}>
          {props.text(minutes)}
        </option>
      ))}
    </SelectField>
  );
}
