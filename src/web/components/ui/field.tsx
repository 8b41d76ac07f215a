import { forwardRef, useId, type ComponentProps, type ReactNode } from "react";

/**
 * How an input looks, without a width: for inputs that a flex row or a fixed width
 * sizes. (A width added to `inputClasses` loses to its `w-full`: Tailwind orders the
 * utilities, not the class attribute.)
 */
export const inputBaseClasses =
  "block rounded-xl border-0 bg-white px-3.5 py-2.5 text-slate-900 shadow-sm ring-1 ring-slate-300 placeholder:text-slate-400 focus:ring-2 focus:ring-brand-600 focus:outline-none disabled:bg-slate-50 disabled:text-slate-500 aria-invalid:ring-red-500";
/** How an input looks, filling the width of its container. */
export const inputClasses = `${inputBaseClasses} w-full`;

interface FieldProps extends ComponentProps<"input"> {
  label: string;
  error?: string;
  hint?: ReactNode;
  /** Something inside the input's right edge (a show/hide button). */
  trailing?: ReactNode;
}

/** A labelled input with its error message, wired for screen readers. */
export const Field = forwardRef<HTMLInputElement, FieldProps>(function Field(
  { label, error, hint, trailing, id, className = "", ...props },
  ref,
) {
  const generated = useId();
  const inputId = id ?? generated;
  const describedBy = [error ? `${inputId}-error` : null, hint ? `${inputId}-hint` : null]
    .filter(Boolean)
    .join(" ");
  return (
    <div className={className}>
      <label htmlFor={inputId} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <div className="relative mt-1.5">
        <input
          ref={ref}
          id={inputId}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
          className={`${inputClasses} ${trailing ? "pr-12" : ""}`}
          {...props}
        />
        {trailing && (
          <div className="absolute inset-y-0 right-0 flex items-center pr-1.5">{trailing}</div>
        )}
      </div>
      {hint && (
        <p id={`${inputId}-hint`} className="mt-1.5 text-xs text-slate-500">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${inputId}-error`} className="mt-1.5 text-sm text-red-600">
          {error}
        </p>
      )}
    </div>
  );
});
