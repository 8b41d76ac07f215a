import { useWatch, type FieldValues, type Path, type UseFormReturn } from "react-hook-form";
import { PasswordChecklist } from "./password-checklist";
import { PasswordField } from "./password-field";

/** A new password with its live checklist, and its confirmation. */
export function NewPasswordFields<Values extends FieldValues, Output>(props: {
  form: UseFormReturn<Values, unknown, Output>;
  password: Path<Values>;
  confirmation: Path<Values>;
  labels: { password: string; confirmation: string };
}) {
  const { form } = props;
  const value = useWatch({ control: form.control, name: props.password });
  const errors = form.formState.errors;
  const message = (name: Path<Values>) => errors[name]?.message as string | undefined;
  const field = (name: Path<Values>, label: string) => (
    <PasswordField
      label={label}
      autoComplete="new-password"
      required
      error={message(name)}
      {...form.register(name)}
    />
  );
  return (
    <>
      {field(props.password, props.labels.password)}
      <PasswordChecklist password={typeof value === "string" ? value : ""} />
      {field(props.confirmation, props.labels.confirmation)}
    </>
  );
}
