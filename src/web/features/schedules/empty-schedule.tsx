import { CalendarClock, Plus } from "lucide-react";
import { schedulesCopy } from "~/shared/copy/schedules";
import { Alert } from "~/web/components/ui/alert";
import { Button } from "~/web/components/ui/button";
import { TemplatePicker } from "./template-picker";
import type { TemplateKind } from "./templates";

const copy = schedulesCopy.page;

/** No schedule yet: start from a template or from a blank week. */
export function EmptySchedule(props: {
  /** Some list or style exists for a template's slots to play. */
  hasSource: boolean;
  onTemplate: (kind: TemplateKind) => void;
  onBlank: () => void;
}) {
  return (
    <section className="flex flex-col items-center gap-4 rounded-2xl bg-white px-6 py-10 text-center shadow-sm ring-1 ring-slate-200">
      <span className="inline-flex size-14 items-center justify-center rounded-2xl bg-brand-100 text-brand-700">
        <CalendarClock className="size-7" aria-hidden />
      </span>
      <h2 className="text-lg font-semibold text-slate-900">{copy.empty.title}</h2>
      <p className="max-w-lg text-pretty text-slate-600">{copy.empty.text}</p>
      {!props.hasSource && <Alert tone="error">{copy.noSources}</Alert>}
      <div className="w-full max-w-3xl text-left">
        <h3 className="mb-3 font-semibold text-slate-900">{copy.templates.title}</h3>
        <TemplatePicker disabled={!props.hasSource} onUse={props.onTemplate} />
      </div>
      <Button variant="secondary" onClick={props.onBlank}>
        <Plus className="size-4" aria-hidden />
        {copy.empty.blank}
      </Button>
    </section>
  );
}
