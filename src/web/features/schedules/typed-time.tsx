import { useId, useState } from "react";
import { DAY_MINUTES, STEP_MINUTES, formatMinutes } from "~/shared/schedules/day-minutes";
import { typedMinutes } from "./time-text";

const quarters = Array.from({ length: DAY_MINUTES / STEP_MINUTES }, (_, step) => step);

/**
 * A time the owner types ("07:40") with the quarter hours offered as she types: what it
 * reads as reaches `onChange` at once, and what it cannot read waits, said on leaving
 * the field, without losing what was typed. A change from outside (the grid's keys)
 * replaces the text.
 */
export function useTypedTime(minutes: number, as: "start" | "end", onChange: (m: number) => void) {
  const [text, setText] = useState(formatMinutes(minutes));
  const [shown, setShown] = useState(minutes);
  const [left, setLeft] = useState(false);
  const listId = useId();
  if (shown !== minutes) {
    setShown(minutes);
    const read = typedMinutes(text, as);
    if (!("minutes" in read) || read.minutes !== minutes) setText(formatMinutes(minutes));
  }
  const read = typedMinutes(text, as);
  const problem = "error" in read ? read.error : undefined;
  return {
    /** Why the text is not a time, even before the field is left (for a form's submit). */
    problem,
    /** Shows the problem from now on, as leaving the field does. */
    reveal: () => setLeft(true),
    error: left ? problem : undefined,
    inputProps: {
      value: text,
      list: listId,
      inputMode: "numeric" as const,
      autoComplete: "off",
      placeholder: "07:40",
      onChange: (event: React.ChangeEvent<HTMLInputElement>) => {
        setText(event.target.value);
        const next = typedMinutes(event.target.value, as);
        if ("minutes" in next) {
          setLeft(false);
          onChange(next.minutes);
        }
      },
      onBlur: () => setLeft(true),
    },
    suggestions: (
      <datalist id={listId}>
        {quarters.map((step) => (
          <option
            key={step}
            value={formatMinutes((step + (as === "end" ? 1 : 0)) * STEP_MINUTES)}
          />
        ))}
      </datalist>
    ),
  };
}
