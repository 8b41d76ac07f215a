import type { ReactNode } from "react";

/**
 * A white card that its heading names (the h2's id labels the section), with the lead
 * line under the heading when there is one. `className` adds the card's corners, padding
 * and room; `headingClassName` replaces the heading's usual size.
 */
export function CardSection(props: {
  headingId: string;
  heading: ReactNode;
  lead?: ReactNode;
  className: string;
  headingClassName?: string;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={props.headingId}
      className={`${props.className} bg-white shadow-sm ring-1 ring-slate-200`}
    >
      <h2
        id={props.headingId}
        className={props.headingClassName ?? "text-lg font-semibold text-slate-900"}
      >
        {props.heading}
      </h2>
      {props.lead && <p className="mt-1 text-sm text-slate-600">{props.lead}</p>}
      {props.children}
    </section>
  );
}
