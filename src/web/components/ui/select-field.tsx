import { forwardRef, useId, type ComponentProps, type ReactNode } from "react";
import { inputClasses } from "./field";

interface SelectFieldProps extends ComponentProps<"select"> {
  label: string;
  error?: string;
  hint?: ReactNode;
}

/** A labelled select with its error message, wired for screen readers: Field's twin. */
export const SelectField = forwardRef<HTMLSelectElement, SelectFieldProps>(function SelectField(
  { label, error, hint, id, className = "", children, ...props },
  ref,
) {
  const generated = useId();
  const selectId = id ?? generated;
  const describedBy = [error ? `${selectId}-error` : null, hint ? `${selectId}-hint` : null]
    .filter(Boolean)
    .join(" ");
  return (
    <div className={className}>
      <label htmlFor={selectId} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <select
        ref={ref}
        id={selectId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        className={`${inputClasses} mt-1.5`}
        {...props}
      >
        {children}
      </select>
      {hint && (
        <p id={`${selectId}-hint`} className="mt-1.5 text-xs text-slate-500">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${selectId}-error`} className="mt-1.5 text-sm text-red-600">
          {error}
        </p>
      )}
    </div>
  );
});
