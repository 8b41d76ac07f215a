import { CalendarClock, Plus } from "lucide-react";
import { schedulesCopy } from "~/shared/copy/schedules";
import { EmptyStatePanel } from "~/web/components/empty-state-panel";
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
    <EmptyStatePanel
      icon={CalendarClock}
      title={copy.empty.title}
      text={copy.empty.text}
      padding="py-10"
    >
      {!props.hasSource && <Alert tone="error">{copy.noSources}</Alert>}
      <div className="w-full max-w-3xl text-left">
        <h3 className="mb-3 font-semibold text-slate-900">{copy.templates.title}</h3>
        <TemplatePicker disabled={!props.hasSource} onUse={props.onTemplate} />
      </div>
      <Button variant="secondary" onClick={props.onBlank}>
        <Plus className="size-4" aria-hidden />
        {copy.empty.blank}
      </Button>
    </EmptyStatePanel>
  );
}
