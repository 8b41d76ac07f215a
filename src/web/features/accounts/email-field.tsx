import { forwardRef, type ComponentProps } from "react";
import { accountsCopy } from "~/shared/copy/accounts";
import { Field } from "~/web/components/ui/field";

type Props = Omit<ComponentProps<typeof Field>, "label" | "type">;

/** The account's e-mail, required, as signing in and registering both ask for it. */
export const EmailField = forwardRef<HTMLInputElement, Props>(function EmailField(props, ref) {
  return (
    <Field
      ref={ref}
      label={accountsCopy.fields.email}
      type="email"
      autoComplete="email"
      placeholder={accountsCopy.placeholders.email}
      required
      {...props}
    />
  );
});
