import { ArrowLeft } from "lucide-react";
import { Link } from "react-router";

/** The arrow back to the page a page hangs from, above its heading. */
export function BackLink(props: { to: string; label: string }) {
  return (
    <Link
      to={props.to}
      className="mb-3 inline-flex items-center gap-1.5 text-sm font-medium text-slate-600 hover:text-brand-700"
    >
      <ArrowLeft className="size-4" aria-hidden />
      {props.label}
    </Link>
  );
}
