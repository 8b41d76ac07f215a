import { useState } from "react";

/**
 * What a schedule dialog checks before it saves: each field's first error, then (with the
 * fields right) a clash with the rest of the schedule. `passes` says whether it may save.
 */
export function useDialogChecks<Value, Name extends string>(
  fieldErrors: (value: Value) => Partial<Record<Name, string>>,
  problemOf: (value: Value) => string | null,
) {
  const [errors, setErrors] = useState<Partial<Record<Name, string>>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const passes = (value: Value) => {
    const found = fieldErrors(value);
    setErrors(found);
    const clash = Object.keys(found).length > 0 ? null : problemOf(value);
    setProblem(clash);
    return Object.keys(found).length === 0 && clash === null;
  };
  return { errors, problem, setProblem, passes };
}
