import { X } from "lucide-react";
import { useState } from "react";
import { inspectionFilesCopy } from "~/shared/copy/inspection-files";
import { Button } from "~/web/components/ui/button";
import { Field } from "~/web/components/ui/field";
import { spanishDay, withDay, withoutDay } from "./request-values";

const copy = inspectionFilesCopy.section.form;

/**
 * The days whose plays the file lists one by one, besides every day's totals: a date
 * picked within the period and added, each shown as a chip that removes it.
 */
export function DetailDays(props: {
  days: string[];
  from: string;
  until: string;
  /** What is wrong with the days chosen (outside the period, too many, none). */
  error: string | undefined;
  onChange: (days: string[]) => void;
}) {
  const [day, setDay] = useState("");
  const add = () => {
    props.onChange(withDay(props.days, day));
    setDay("");
  };
  return (
    <div className="mt-3 sm:pl-8">
      <div className="flex flex-wrap items-start gap-x-3 gap-y-2">
        <Field
          type="date"
          label={copy.day}
          value={day}
          min={props.from}
          max={props.until}
          className="w-48"
          onChange={(event) => setDay(event.target.value)}
          // Enter adds the day, as the button does, rather than sending the whole form.
          onKeyDown={(event) => {
            if (event.key !== "Enter") return;
            event.preventDefault();
            add();
          }}
        />
        <Button variant="secondary" className="sm:mt-7" disabled={day === ""} onClick={add}>
          {copy.addDay}
        </Button>
      </div>
      {props.days.length === 0 ? (
        <p className="mt-2 text-sm text-slate-500">{copy.noDays}</p>
      ) : (
        <ul aria-label={copy.chosenDays} className="mt-3 flex flex-wrap gap-2">
          {props.days.map((chosen) => (
            <li
              key={chosen}
              data-testid="detail-day"
              className="inline-flex items-center gap-1 rounded-full bg-brand-50 py-1 pr-1 pl-3 text-sm font-medium text-brand-900 tabular-nums ring-1 ring-brand-200"
            >
              {spanishDay(chosen)}
              <button
                type="button"
                aria-label={copy.removeDay(spanishDay(chosen))}
                onClick={() => props.onChange(withoutDay(props.days, chosen))}
                className="inline-flex size-7 items-center justify-center rounded-full text-brand-800 hover:bg-brand-100 focus-visible:outline-2 focus-visible:outline-brand-600"
              >
                <X className="size-3.5" aria-hidden />
              </button>
            </li>
          ))}
        </ul>
      )}
      {/* Under the chips, the whole width: it speaks of them, not of the date being picked. */}
      {props.error && (
        <p role="alert" className="mt-2 text-sm text-red-600">
          {props.error}
        </p>
      )}
    </div>
  );
}
