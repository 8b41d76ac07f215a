import { forwardRef, useId, useState, type ComponentProps, type ReactNode } from "react";
import { inputCopy } from "~/shared/copy/input";
import { FieldFrame, fieldAria } from "./field-frame";

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

/**
 * A labelled input with its error message, wired for screen readers. Text that reaches the
 * input's `maxLength` — where the browser stops taking what is typed or pasted — says the
 * limit under it, so nothing is cut without a word.
 */
export const Field = forwardRef<HTMLInputElement, FieldProps>(function Field(
  { label, error, hint, trailing, id, className = "", onChange, ...props },
  ref,
) {
  const generated = useId();
  const inputId = id ?? generated;
  const { maxLength } = props;
  const [atLimit, setAtLimit] = useState(
    () =>
      maxLength !== undefined &&
      String(props.value ?? props.defaultValue ?? "").length >= maxLength,
  );
  const limit = atLimit && maxLength !== undefined ? inputCopy.atMost(maxLength) : null;
  const shownHint =
    hint && limit ? (
      <>
        {hint} {limit}
      </>
    ) : (
      (hint ?? limit)
    );
  return (
    <FieldFrame id={inputId} label={label} hint={shownHint} error={error} className={className}>
      <div className="relative mt-1.5">
        <input
          ref={ref}
          id={inputId}
          {...fieldAria(inputId, error, shownHint)}
          className={`${inputClasses} ${trailing ? "pr-12" : ""}`}
          onChange={(event) => {
            setAtLimit(maxLength !== undefined && event.target.value.length >= maxLength);
            onChange?.(event);
          }}
          {...props}
        />
        {trailing && (
          <div className="absolute inset-y-0 right-0 flex items-center pr-1.5">{trailing}</div>
        )}
      </div>
    </FieldFrame>
  );
});
