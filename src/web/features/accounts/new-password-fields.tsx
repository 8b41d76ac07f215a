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
  return (
    <>
      <PasswordField
        label={props.labels.password}
        autoComplete="new-password"
        required
        error={message(props.password)}
        {...form.register(props.password)}
      />
      <PasswordChecklist password={typeof value === "string" ? value : ""} />
      <PasswordField
        label={props.labels.confirmation}
        autoComplete="new-password"
        required
        error={message(props.confirmation)}
        {...form.register(props.confirmation)}
      />
    </>
  );
}
