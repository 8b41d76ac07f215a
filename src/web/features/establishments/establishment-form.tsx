import { useState, type FormEvent } from "react";
import { establishmentsCopy } from "~/shared/copy/establishments";
import { defaultTimeZoneFor, establishmentTimeZones } from "~/shared/addresses/time-zones";
import { activities } from "~/shared/establishments/activity";
import {
  establishmentSchema,
  MAX_ESTABLISHMENTS,
  type EstablishmentInput,
} from "~/shared/establishments/schema";
import { Alert } from "~/web/components/ui/alert";
import { Button } from "~/web/components/ui/button";
import { Field } from "~/web/components/ui/field";
import { SelectField } from "~/web/components/ui/select-field";
import { errorMessage } from "~/web/lib/error-message";
import { fieldIssuesOf } from "~/web/lib/field-issues";
import { maxLengthOf } from "~/web/lib/schema-limits";
import { useSchemaForm } from "~/web/lib/use-schema-form";
import {
  floorAreaFromInput,
  provinceFor,
  provinceTypedIn,
  timeZoneChosenIn,
  type FormStart,
} from "./form-values";
import { fieldProps } from "~/web/lib/field-props";

const copy = establishmentsCopy;
const labels = copy.fields;
const shape = establishmentSchema.in.shape;
const fieldNames = Object.keys(shape) as (keyof typeof shape)[];

/** What the page or the prompt does with the form: save it, and how that went. */
export interface FormSave {
  save: (fields: EstablishmentInput, handlers: { onError: (error: unknown) => void }) => void;
  saving: boolean;
  /** The last failure, or null: words for what no field can show. */
  error: unknown;
}

/**
 * Every field of an establishment, checked in the browser with the schema the server uses;
 * what the server refuses shows under its field, and nothing typed is lost.
 */
export function EstablishmentForm(props: {
  start: FormStart;
  submit: FormSave;
  submitLabel: string;
  secondary: { label: string; onClick: () => void };
  /** Focus the first field when the form appears (a form opened by a button). */
  autoFocus?: boolean;
}) {
  const form = useSchemaForm(establishmentSchema, { defaultValues: props.start });
  const { errors } = form.formState;
  // Until the owner picks a time zone, it follows the postcode (Canarias for 35 and 38).
  const [timeZoneChosen, setTimeZoneChosen] = useState(() => timeZoneChosenIn(props.start));
  // Likewise the province, until the owner writes one of their own.
  const [provinceTyped, setProvinceTyped] = useState(() => provinceTypedIn(props.start));
  // Submitting again makes the last failure old news: only what this try finds shows.
  const [answered, setAnswered] = useState<unknown>(null);
  const { saving } = props.submit;
  const error = props.submit.error === answered ? null : props.submit.error;
  const fieldIssues = fieldIssuesOf(error, fieldNames);

  const validateAndSave = form.handleSubmit((fields) =>
    props.submit.save(fields, {
      onError: (failure) =>
        fieldIssuesOf(failure, fieldNames).forEach(({ field, message }, index) =>
          form.setError(field, { type: "server", message }, { shouldFocus: index === 0 }),
        ),
    }),
  );
  const onSubmit = (event: FormEvent) => {
    setAnswered(props.submit.error);
    return validateAndSave(event);
  };

  const text = (
    name: Exclude<keyof typeof shape, "activity" | "floorArea" | "timeZone">,
    onChange?: (event: { target: { value: string } }) => void,
  ) => ({
    label: labels[name],
    error: errors[name]?.message,
    maxLength: maxLengthOf(shape[name]),
    // A province that no longer clashes clears the postcode's message at once.
    ...form.register(name, { onChange, ...(name === "province" && { deps: ["postcode"] }) }),
  });

  const followPostcode = (postcode: string) => {
    if (!timeZoneChosen) form.setValue("timeZone", defaultTimeZoneFor(postcode));
    const province = provinceFor(postcode, form.getValues("province") ?? "", provinceTyped);
    if (province !== null)
      form.setValue("province", province, { shouldValidate: form.formState.isSubmitted });
  };

  return (
    <form onSubmit={onSubmit} noValidate className="grid grid-cols-1 gap-4 sm:grid-cols-2">
      {error !== null && fieldIssues.length === 0 && (
        <Alert
          className="sm:col-span-2"
          outcome={{
            tone: "error",
            text: errorMessage(error, {
              CONFLICT: copy.errors.tooMany(MAX_ESTABLISHMENTS),
              NOT_FOUND: copy.errors.notFound,
              fallback: copy.form.saveError,
            }),
          }}
        />
      )}
      <Field {...text("tradingName")} autoComplete="organization" autoFocus={props.autoFocus} />
      <SelectField label={labels.activity} defaultValue="" {...fieldProps(form, "activity")}>
        <option value="" disabled>
          {copy.form.chooseActivity}
        </option>
        {activities.map((activity) => (
          <option key={activity} value={activity}>
            {copy.activities[activity]}
          </option>
        ))}
      </SelectField>
      <Field {...text("legalName")} />
      <Field {...text("taxId")} autoCapitalize="characters" spellCheck={false} />
      <Field {...text("address")} className="sm:col-span-2" autoComplete="street-address" />
      <Field
        {...text("postcode", (event) => followPostcode(event.target.value))}
        autoComplete="postal-code"
        inputMode="numeric"
      />
      <Field {...text("city")} autoComplete="address-level2" />
      <Field
        {...text("province", (event) => setProvinceTyped(event.target.value.trim() !== ""))}
        autoComplete="address-level1"
      />
      <Field
        label={labels.floorArea}
        hint={copy.form.floorAreaHint}
        error={errors.floorArea?.message}
        inputMode="numeric"
        {...form.register("floorArea", { setValueAs: floorAreaFromInput })}
      />
      <SelectField
        className="sm:col-span-2"
        label={labels.timeZone}
        hint={copy.form.timeZoneHint}
        error={errors.timeZone?.message}
        {...form.register("timeZone", {
          onChange: () => setTimeZoneChosen(true),
        })}
      >
        {establishmentTimeZones.map((zone) => (
          <option key={zone} value={zone}>
            {copy.timeZones[zone]}
          </option>
        ))}
      </SelectField>
      <div className="flex flex-wrap gap-3 pt-2 sm:col-span-2">
        <Button type="submit" disabled={saving}>
          {saving ? copy.form.saving : props.submitLabel}
        </Button>
        <Button variant="secondary" onClick={props.secondary.onClick} disabled={saving}>
          {props.secondary.label}
        </Button>
      </div>
    </form>
  );
}
