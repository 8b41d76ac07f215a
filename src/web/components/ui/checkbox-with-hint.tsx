import { forwardRef, useId, type ComponentProps, type ReactNode } from "react";

interface CheckboxWithHintProps extends Omit<ComponentProps<"input">, "type"> {
  label: string;
  /** What ticking it means, under the label's text; screen readers read it with the box. */
  hint: ReactNode;
  /** Room above the hint, where the box is not in a spaced stack. */
  hintClassName?: string;
}

/** A checkbox with its label beside it and its hint under both. */
export const CheckboxWithHint = forwardRef<HTMLInputElement, CheckboxWithHintProps>(
  function CheckboxWithHint({ label, hint, hintClassName, ...props }, ref) {
    const hintId = useId();
    return (
      <>
        <label className="flex cursor-pointer items-start gap-3">
          <input
            ref={ref}
            type="checkbox"
            className="mt-0.5 size-5 flex-none accent-brand-600"
            aria-describedby={hintId}
            {...props}
          />
          <span className="text-sm font-medium text-slate-900">{label}</span>
        </label>
        <p
          id={hintId}
          className={[hintClassName, "pl-8 text-xs text-slate-600"].filter(Boolean).join(" ")}
        >
          {hint}
        </p>
      </>
    );
  },
);
