import { Plus } from "lucide-react";
import { useState } from "react";
import { schedulesCopy } from "~/shared/copy/schedules";
import { specialDateSchema, type ScheduleSlot, type SpecialDate } from "~/shared/schedules/schema";
import { Alert } from "~/web/components/ui/alert";
import { Button } from "~/web/components/ui/button";
import { Field } from "~/web/components/ui/field";
import { withSlot } from "./draft";
import { HoursFields } from "./hours-fields";
import { ScheduleDialog } from "./schedule-dialog";
import { useDialogChecks } from "./use-dialog-checks";
import { formatMinutes } from "~/shared/schedules/day-minutes";

const copy = schedulesCopy.page.special;

type SpecialField = "name" | "from" | "to";

function fieldErrors(special: SpecialDate): Partial<Record<SpecialField, string>> {
  const errors: Partial<Record<SpecialField, string>> = {};
  for (const issue of specialDateSchema.safeParse(special).error?.issues ?? [])
    errors[issue.path[0] as SpecialField] ??= issue.message;
  if (!errors.from && !errors.to && special.to < special.from)
    errors.to = schedulesCopy.errors.datesReversed;
  return errors;
}

/**
 * A special date's dialog: its name, dates, hours (or closed) and its own slots, each
 * edited in the slot dialog (`onEditSlot`, answered through `slotEdited`).
 */
export function SpecialDateDialog(props: {
  special: SpecialDate;
  isNew: boolean;
  problemOf: (special: SpecialDate) => string | null;
  sourceNameOf: (slot: ScheduleSlot) => string;
  onEditSlot: (
    slot: ScheduleSlot | null,
    slots: readonly ScheduleSlot[],
    done: (slot: ScheduleSlot | null, removed?: string) => void,
  ) => void;
  onSave: (special: SpecialDate) => void;
  onClose: () => void;
}) {
  const [special, setSpecial] = useState(props.special);
  const { errors, problem, passes } = useDialogChecks(fieldErrors, props.problemOf);
  const change = (fields: Partial<SpecialDate>) =>
    setSpecial((current) => ({ ...current, ...fields }));
  const editSlot = (slot: ScheduleSlot | null) =>
    props.onEditSlot(slot, special.slots, (saved, removed) =>
      setSpecial((current) => ({
        ...current,
        slots: saved
          ? withSlot(current.slots, saved)
          : current.slots.filter((each) => each.id !== removed),
      })),
    );

  return (
    <ScheduleDialog
      open
      title={props.isNew ? copy.newTitle : copy.editTitle(props.special.name)}
      lead={schedulesCopy.page.special.lead}
      onClose={props.onClose}
      onSubmit={() => {
        if (passes(special)) props.onSave(special);
      }}
      actions={
        <>
          <Button variant="secondary" onClick={props.onClose}>
            {copy.cancel}
          </Button>
          <Button type="submit">{copy.save}</Button>
        </>
      }
    >
      {problem && <Alert tone="error">{problem}</Alert>}
      <Field
        label={copy.name}
        value={special.name}
        error={errors.name}
        maxLength={60}
        onChange={(event) => change({ name: event.target.value })}
      />
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        {(["from", "to"] as const).map((end) => (
          <Field
            key={end}
            label={copy[end]}
            type="date"
            value={special[end]}
            error={errors[end]}
            onChange={(event) => change({ [end]: event.target.value })}
          />
        ))}
      </div>
      <fieldset>
        <legend className="mb-1.5 text-sm font-medium text-slate-800">
          {schedulesCopy.page.opening.title}
        </legend>
        <HoursFields
          hours={special.hours}
          closedLabel={copy.closedAllDay}
          openLabel={schedulesCopy.page.opening.open}
          closeLabel={schedulesCopy.page.opening.close}
          onChange={(hours) => change({ hours })}
        />
      </fieldset>
      {special.hours && (
        <section aria-label={copy.slots}>
          <h3 className="text-sm font-medium text-slate-800">{copy.slots}</h3>
          {special.slots.length === 0 ? (
            <p className="mt-1 text-sm text-slate-500">{copy.noSlots}</p>
          ) : (
            <ul className="mt-2 space-y-2">
              {special.slots.map((slot) => (
                <li key={slot.id}>
                  <button
                    type="button"
                    onClick={() => editSlot(slot)}
                    className="w-full rounded-lg bg-slate-50 px-3 py-2 text-left text-sm ring-1 ring-slate-200 hover:bg-slate-100"
                  >
                    <span className="font-semibold">{slot.name}</span> · {formatMinutes(slot.start)}
                    –{formatMinutes(slot.end)} · {props.sourceNameOf(slot)}
                  </button>
                </li>
              ))}
            </ul>
          )}
          <Button variant="ghost" size="sm" className="mt-1 -ml-3" onClick={() => editSlot(null)}>
            <Plus className="size-4" aria-hidden />
            {schedulesCopy.page.week.addSlot}
          </Button>
        </section>
      )}
    </ScheduleDialog>
  );
}
