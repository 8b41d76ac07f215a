import type { ReactNode } from "react";
import { Button } from "~/web/components/ui/button";
import { SelectField } from "~/web/components/ui/select-field";

/** A zone command's choice (a message, an end time): its options under a labelled select. */
export function CommandSelect(props: {
  label: string;
  value: string;
  disabled: boolean;
  onChange: (value: string) => void;
  /** The options, or the optgroups that hold them. */
  children?: ReactNode;
  options?: { value: string; text: string }[];
}) {
  return (
    <SelectField
      label={props.label}
      value={props.value}
      disabled={props.disabled}
      onChange={(event) => props.onChange(event.target.value)}
    >
      {props.options?.map((option) => (
        <option key={option.value} value={option.value}>
          {option.text}
        </option>
      ))}
      {props.children}
    </SelectField>
  );
}

/** The button that sends a zone command; its accessible name says what and where. */
export function CommandButton(props: {
  label: string;
  text: string;
  disabled: boolean;
  onClick: () => void;
  className?: string;
}) {
  return (
    <Button
      variant="secondary"
      className={`${props.className ?? ""} min-h-11 whitespace-normal`.trim()}
      disabled={props.disabled}
      aria-label={props.label}
      onClick={props.onClick}
    >
      {props.text}
    </Button>
  );
}
