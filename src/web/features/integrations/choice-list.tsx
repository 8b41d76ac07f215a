import { useId } from "react";

/**
 * Checkboxes for some of a fixed list (a token's scopes, an endpoint's events): each with
 * its code, as the API names it, over its meaning in words.
 */
export function ChoiceList<Choice extends string>(props: {
  legend: string;
  choices: readonly Choice[];
  labels: Record<Choice, string>;
  chosen: readonly Choice[];
  onChange: (chosen: Choice[]) => void;
  error?: string;
}) {
  const errorId = useId();
  return (
    <fieldset className="space-y-2" aria-describedby={props.error ? errorId : undefined}>
      <legend className="text-sm font-semibold text-slate-900">{props.legend}</legend>
      {props.choices.map((choice) => (
        <label
          key={choice}
          className="flex cursor-pointer items-start gap-3 text-sm text-slate-900"
        >
          <input
            type="checkbox"
            className="mt-0.5 size-5 flex-none accent-brand-600"
            checked={props.chosen.includes(choice)}
            onChange={(event) =>
              props.onChange(
                event.target.checked
                  ? [...props.chosen, choice]
                  : props.chosen.filter((one) => one !== choice),
              )
            }
          />
          <span>
            <span className="font-mono text-xs text-slate-600">{choice}</span>
            <span className="block">{props.labels[choice]}</span>
          </span>
        </label>
      ))}
      {props.error && (
        <p id={errorId} className="text-sm text-red-700">
          {props.error}
        </p>
      )}
    </fieldset>
  );
}
