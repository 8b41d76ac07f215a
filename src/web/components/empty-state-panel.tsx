import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";

/** A page with nothing in it yet: its icon, what is missing, and the way to start. */
export function EmptyStatePanel(props: {
  icon: LucideIcon;
  title: string;
  text: string;
  /** The panel's height around its content. */
  padding: "py-10" | "py-12";
  children: ReactNode;
}) {
  const Icon = props.icon;
  return (
    <section
      className={`flex flex-col items-center gap-4 rounded-2xl bg-white px-6 ${props.padding} text-center shadow-sm ring-1 ring-slate-200`}
    >
      <span className="inline-flex size-14 items-center justify-center rounded-2xl bg-brand-100 text-brand-700">
        <Icon className="size-7" aria-hidden />
      </span>
      <h2 className="text-lg font-semibold text-slate-900">{props.title}</h2>
      <p className="max-w-lg text-pretty text-slate-600">{props.text}</p>
      {props.children}
    </section>
  );
}
