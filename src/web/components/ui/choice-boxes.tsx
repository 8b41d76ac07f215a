import { useId, type ReactNode } from "react";

/** Adds or removes `id` of a list of ids a box stands for. */
export const toggled = <T,>(list: readonly T[], id: T, on: boolean): T[] =>
  on ? [...list.filter((each) => each !== id), id] : list.filter((each) => each !== id);

/** A group of boxes with its legend, a hint and the group's error. */
export function Choices(props: {
  legend: string;
  hint?: string;
  error?: string;
  children: ReactNode;
}) {
  const id = useId();
  const described = [props.hint ? `${id}-hint` : null, props.error ? `${id}-error` : null]
    .filter(Boolean)
    .join(" ");
  return (
    <fieldset aria-describedby={described || undefined}>
      <legend className="text-sm font-medium text-slate-800">{props.legend}</legend>
      {props.hint && (
        <p id={`${id}-hint`} className="mt-0.5 text-xs text-slate-600">
          {props.hint}
        </p>
      )}
      <div className="mt-2 space-y-2">{props.children}</div>
      {props.error && (
        <p id={`${id}-error`} className="mt-1.5 text-sm text-red-600">
          {props.error}
        </p>
      )}
    </fieldset>
  );
}

function Check(props: { label: string; checked: boolean; onChange: (on: boolean) => void }) {
  return (
    <label className="flex cursor-pointer items-center gap-3">
      <input
        type="checkbox"
        className="size-5 flex-none accent-brand-600"
        checked={props.checked}
        onChange={(event) => props.onChange(event.target.checked)}
      />
      <span className="text-sm break-words text-slate-900">{props.label}</span>
    </label>
  );
}

/** A box for each item, ticked when its id is among those chosen. */
export function IdChecks(props: {
  items: readonly { id: string; name: string }[];
  chosen: string[];
  onChange: (ids: string[]) => void;
}) {
  return props.items.map((item) => (
    <Check
      key={item.id}
      label={item.name}
      checked={props.chosen.includes(item.id)}
      onChange={(on) => props.onChange(toggled(props.chosen, item.id, on))}
    />
  ));
}
