import { CalendarDays, Pencil, Plus, Trash2 } from "lucide-react";
import { schedulesCopy } from "~/shared/copy/schedules";
import type { SpecialDate } from "~/shared/schedules/schema";
import { Badge } from "~/web/components/ui/badge";
import { Button } from "~/web/components/ui/button";
import { openingText } from "./day-list";
import { dayAndMonth } from "./zoned-time";

const copy = schedulesCopy.page.special;

/** "Fechas especiales": each with its dates and hours, to edit or take out. */
export function SpecialDates(props: {
  specialDates: readonly SpecialDate[];
  onAdd: () => void;
  onEdit: (special: SpecialDate) => void;
  onRemove: (special: SpecialDate) => void;
}) {
  return (
    <div className="space-y-3">
      {props.specialDates.length === 0 ? (
        <p className="text-sm text-slate-500">{copy.empty}</p>
      ) : (
        <ul className="space-y-2">
          {props.specialDates.map((special) => (
            <li
              key={special.id}
              className="flex flex-wrap items-center gap-3 rounded-xl px-4 py-3 ring-1 ring-slate-200"
            >
              <CalendarDays className="size-5 flex-none text-brand-700" aria-hidden />
              <div className="min-w-0 flex-1">
                <p className="font-semibold break-words text-slate-900">{special.name}</p>
                <p className="text-sm text-slate-600">
                  {copy.range(dayAndMonth(special.from), dayAndMonth(special.to))} ·{" "}
                  {special.hours ? openingText({ weekday: 1, hours: special.hours }) : null}
                  {special.hours === null && <Badge tone="neutral">{copy.closedBadge}</Badge>}
                </p>
              </div>
              <div className="flex gap-1">
                {[
                  { label: copy.edit, Icon: Pencil, act: props.onEdit },
                  { label: copy.remove, Icon: Trash2, act: props.onRemove },
                ].map(({ label, Icon, act }) => (
                  <Button
                    key={label(special.name)}
                    variant="ghost"
                    size="sm"
                    aria-label={label(special.name)}
                    onClick={() => act(special)}
                  >
                    <Icon className="size-4" aria-hidden />
                  </Button>
                ))}
              </div>
            </li>
          ))}
        </ul>
      )}
      <Button variant="secondary" size="sm" onClick={props.onAdd}>
        <Plus className="size-4" aria-hidden />
        {copy.add}
      </Button>
    </div>
  );
}
