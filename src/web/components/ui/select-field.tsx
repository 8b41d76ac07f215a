import { forwardRef, useId, type ComponentProps, type ReactNode } from "react";
import { inputClasses } from "./field";
import { FieldFrame, fieldAria } from "./field-frame";

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
  return (
    <FieldFrame id={selectId} label={label} hint={hint} error={error} className={className}>
      <select
        ref={ref}
        id={selectId}
        {...fieldAria(selectId, error, hint)}
        className={`${inputClasses} mt-1.5`}
        {...props}
      >
        {children}
      </select>
    </FieldFrame>
  );
});
