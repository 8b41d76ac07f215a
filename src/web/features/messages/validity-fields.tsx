import type { UseFormRegisterReturn } from "react-hook-form";
import { Field } from "~/web/components/ui/field";

type ValidityName = "validFrom" | "validUntil";

/** From–until, two dates (an empty until: for good), for a message and for a campaign. */
export function ValidityFields(props: {
  labels: { validFrom: string; validUntil: string; validUntilHint: string };
  field: (name: ValidityName) => UseFormRegisterReturn;
  errors: Partial<Record<ValidityName, { message?: string }>>;
}) {
  const { labels, errors } = props;
  return (
    <>
      <Field
        label={labels.validFrom}
        type="date"
        error={errors.validFrom?.message}
        {...props.field("validFrom")}
      />
      <Field
        label={labels.validUntil}
        type="date"
        hint={labels.validUntilHint}
        error={errors.validUntil?.message}
        {...props.field("validUntil")}
      />
    </>
  );
}
