import {
  get,
  type FieldPath,
  type FieldValues,
  type RegisterOptions,
  type UseFormReturn,
} from "react-hook-form";

/** What a `Field` takes from its form: the field's registration and its error, if any. */
export function fieldProps<Values extends FieldValues, Output, Name extends FieldPath<Values>>(
  form: UseFormReturn<Values, unknown, Output>,
  name: Name,
  options?: RegisterOptions<Values, Name>,
) {
  const error = get(form.formState.errors, name) as { message?: string } | undefined;
  return { ...form.register(name, options), error: error?.message };
}
