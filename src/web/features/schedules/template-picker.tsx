import { schedulesCopy } from "~/shared/copy/schedules";
import { templateKinds, type TemplateKind } from "./templates";

const copy = schedulesCopy.page;

/** The ready-made weeks to start from ("Plantillas"), one button each. */
export function TemplatePicker(props: { disabled: boolean; onUse: (kind: TemplateKind) => void }) {
  return (
    <ul className="grid grid-cols-1 gap-3 sm:grid-cols-3">
      {templateKinds.map((kind) => (
        <li key={kind}>
          <button
            type="button"
            disabled={props.disabled}
            onClick={() => props.onUse(kind)}
            className="h-full w-full rounded-xl p-4 text-left ring-1 ring-slate-200 hover:bg-brand-50 hover:ring-brand-300 focus-visible:outline-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:opacity-60"
          >
            <span className="sr-only">{copy.templates.use}</span>
            <span className="block font-semibold text-slate-900">{copy.templates.names[kind]}</span>
            <span className="mt-1 block text-sm text-slate-600">{copy.templates.hints[kind]}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
