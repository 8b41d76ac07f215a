import type { ReactNode } from "react";

export function Panel(props: { title: string; children: ReactNode; className?: string }) {
  return (
    <section
      aria-label={props.title}
      className={`min-w-0 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 ${props.className ?? ""}`}
    >
      <h2 className="text-lg font-semibold text-slate-900">{props.title}</h2>
      <div className="mt-4">{props.children}</div>
    </section>
  );
}
