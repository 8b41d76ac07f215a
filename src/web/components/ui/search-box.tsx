import { Search } from "lucide-react";
import { inputClasses } from "./field";

/** A search input with its icon and an accessible name. */
export function SearchBox(props: {
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  className?: string;
}) {
  return (
    <label className={`relative block w-full ${props.className ?? ""}`}>
      <span className="sr-only">{props.label}</span>
      <Search
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400"
        aria-hidden
      />
      <input
        type="search"
        value={props.value}
        onChange={(event) => props.onChange(event.target.value)}
        placeholder={props.placeholder}
        className={`${inputClasses} pl-9`}
      />
    </label>
  );
}
