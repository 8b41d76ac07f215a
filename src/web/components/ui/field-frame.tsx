import type { ReactNode } from "react";

/** The ids that tie a control to its hint and its error message, for screen readers. */
export function fieldAria(id: string, error: string | undefined, hint: ReactNode) {
  const describedBy = [error ? `${id}-error` : null, hint ? `${id}-hint` : null]
    .filter(Boolean)
    .join(" ");
  return {
    "aria-invalid": error ? true : undefined,
    "aria-describedby": describedBy || undefined,
  };
}

/** A form control's label above it, and its hint and error message under it. */
export function FieldFrame(props: {
  id: string;
  label: string;
  hint: ReactNode;
  error: string | undefined;
  className: string;
  children: ReactNode;
}) {
  return (
    <div className={props.className}>
      <label htmlFor={props.id} className="block text-sm font-medium text-slate-800">
        {props.label}
      </label>
      {props.children}
      {props.hint && (
        <p id={`${props.id}-hint`} className="mt-1.5 text-xs text-slate-500">
          {props.hint}
        </p>
      )}
      {props.error && (
        <p id={`${props.id}-error`} className="mt-1.5 text-sm text-red-600">
          {props.error}
        </p>
      )}
    </div>
  );
}
