import type { ReactNode } from "react";

/** One card of the schedule page: its title, a lead, actions on the right, and its body. */
export function ScheduleSection(props: {
  title: string;
  lead?: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section
      aria-label={props.title}
      className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6"
    >
      <div className="mb-4 flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 className="text-lg font-semibold text-slate-900">{props.title}</h2>
          {props.lead && <p className="mt-0.5 text-sm text-slate-600">{props.lead}</p>}
        </div>
        {props.actions}
      </div>
      {props.children}
    </section>
  );
}
