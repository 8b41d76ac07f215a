import { zodResolver } from "@hookform/resolvers/zod";
import { useState, type FormEvent } from "react";
import { useForm, useWatch, type Resolver } from "react-hook-form";
import { inspectionFilesCopy } from "~/shared/copy/inspection-files";
import { inspectionFileRequestSchema } from "~/shared/inspection-files/schema";
import { Alert } from "~/web/components/ui/alert";
import { Button } from "~/web/components/ui/button";
import { CardSection } from "~/web/components/ui/card-section";
import { Field } from "~/web/components/ui/field";
import { SelectField } from "~/web/components/ui/select-field";
import { ApiError } from "~/web/lib/api-client";
import { errorMessage } from "~/web/lib/error-message";
import { fieldIssuesOf } from "~/web/lib/field-issues";
import { fieldProps } from "~/web/lib/field-props";
import { useRequestInspectionFile } from "./api";
import { DeclarationFields } from "./declaration-fields";
import { DetailDays } from "./detail-days";
import {
  defaultDetail,
  formStart,
  isoDay,
  requestOf,
  zonesOf,
  type CheckedRequest,
  type RequestForm,
} from "./request-values";

const copy = inspectionFilesCopy.section.form;

const checkRequest = zodResolver(inspectionFileRequestSchema);
/**
 * The shared schema, the server's, checks what would be sent (requestOf: no days with
 * every play, no declaration unsigned); its messages land on the form's fields, which
 * carry the same names.
 */
const resolver: Resolver<RequestForm, unknown, CheckedRequest> = (values, context, options) =>
  checkRequest(
    requestOf(values),
    context,
    options as unknown as Parameters<typeof checkRequest>[2],
  );

/** The fields the server may name in a refusal (a period not yet over, no day chosen). */
const serverFields = [
  "establishmentId",
  "zoneIds",
  "from",
  "until",
  "detail",
  "days",
  "declaration.signerName",
] as const;

/**
 * Words for a refusal no field shows: the server's own (from the copy) when it says what
 * is wrong with the request, else the screen's.
 */
function failureOf(error: unknown): string {
  if (error instanceof ApiError && (error.code === "BAD_REQUEST" || error.code === "NOT_FOUND"))
    return error.issues[0]?.message ?? error.message;
  return errorMessage(error, {
    FORBIDDEN: inspectionFilesCopy.errors.onlyOwnerDeclares,
    fallback: inspectionFilesCopy.section.requestError,
  });
}

const radioClasses = "mt-0.5 size-5 flex-none accent-brand-600";
const legendClasses = "text-sm font-medium text-slate-800";

export interface FileEstablishment {
  id: string;
  tradingName: string;
  city: string;
  zones: { id: string; name: string }[];
}

/**
 * "Preparar un expediente": which establishment and zones, which days, every play or the
 * per-day totals with some days in full, and the owner's declaration. Checked in the
 * browser by the server's schema; what the server refuses shows by its field, and nothing
 * typed is lost.
 */
export function RequestFileForm(props: {
  establishments: FileEstablishment[];
  start: FileEstablishment;
  today: Date;
  owner: boolean;
  onRequested: (file: { id: string }) => void;
}) {
  const form = useForm<RequestForm, unknown, CheckedRequest>({
    resolver,
    defaultValues: formStart(props.start, props.today),
  });
  const request = useRequestInspectionFile();
  // The detail follows the period's length until the person picks one.
  const [detailChosen, setDetailChosen] = useState(false);
  // Every field has a first value (formStart), so what is watched is whole.
  const values = useWatch({ control: form.control }) as RequestForm;
  const { errors } = form.formState;
  const establishment =
    props.establishments.find((each) => each.id === values.establishmentId) ?? props.start;
  const zones = establishment.zones.length > 1 ? establishment.zones : null;
  const today = isoDay(props.today);

  const followPeriod = () => {
    if (detailChosen) return;
    const { from, until } = form.getValues();
    form.setValue("detail", defaultDetail(from, until));
  };

  const send = form.handleSubmit((fields) => {
    if (zones && fields.zoneIds.length === 0) {
      form.setError("zoneIds", { message: copy.noZones });
      return;
    }
    request.mutate(fields, {
      onSuccess: props.onRequested,
      onError: (failure) =>
        fieldIssuesOf(failure, serverFields).forEach(({ field, message }, index) =>
          form.setError(field, { type: "server", message }, { shouldFocus: index === 0 }),
        ),
    });
  });
  const onSubmit = (event: FormEvent) => {
    // A new try: the last refusal is old news.
    request.reset();
    return send(event);
  };
  const unplaced =
    request.error && fieldIssuesOf(request.error, serverFields).length === 0 ? request.error : null;

  return (
    <CardSection
      headingId="request-file-heading"
      heading={copy.title}
      className="rounded-2xl p-5 sm:p-6"
    >
      <form noValidate onSubmit={onSubmit} className="mt-4 grid gap-5 sm:grid-cols-2">
        {props.establishments.length > 1 ? (
          <SelectField
            className="sm:col-span-2"
            label={copy.establishment}
            {...fieldProps(form, "establishmentId", {
              onChange: (event: { target: { value: string } }) => {
                const chosen = props.establishments.find((each) => each.id === event.target.value);
                form.setValue("zoneIds", zonesOf(chosen));
              },
            })}
          >
            {props.establishments.map((each) => (
              <option key={each.id} value={each.id}>
                {`${each.tradingName} (${each.city})`}
              </option>
            ))}
          </SelectField>
        ) : (
          <p className="sm:col-span-2">
            <span className="block text-sm font-medium text-slate-800">{copy.establishment}</span>
            <span className="mt-1 block font-medium text-slate-900">
              {`${establishment.tradingName} (${establishment.city})`}
            </span>
          </p>
        )}
        {zones && (
          <fieldset className="sm:col-span-2">
            <legend className={legendClasses}>{copy.zones}</legend>
            <div className="mt-2 flex flex-wrap gap-x-6 gap-y-2">
              {zones.map((zone) => (
                <label key={zone.id} className="flex cursor-pointer items-center gap-2.5">
                  <input
                    type="checkbox"
                    className="size-5 flex-none accent-brand-600"
                    checked={values.zoneIds.includes(zone.id)}
                    aria-invalid={errors.zoneIds ? true : undefined}
                    onChange={(event) => {
                      form.clearErrors("zoneIds");
                      form.setValue(
                        "zoneIds",
                        event.target.checked
                          ? [...values.zoneIds, zone.id]
                          : values.zoneIds.filter((id) => id !== zone.id),
                      );
                    }}
                  />
                  <span className="text-sm text-slate-900">{zone.name}</span>
                </label>
              ))}
            </div>
            {errors.zoneIds?.message && (
              <p role="alert" className="mt-1.5 text-sm text-red-600">
                {errors.zoneIds.message}
              </p>
            )}
          </fieldset>
        )}
        <Field
          type="date"
          label={copy.from}
          max={today}
          {...fieldProps(form, "from", { onChange: followPeriod })}
        />
        <Field
          type="date"
          label={copy.until}
          max={today}
          {...fieldProps(form, "until", { onChange: followPeriod })}
        />
        <fieldset className="sm:col-span-2">
          <legend className={legendClasses}>{copy.detail}</legend>
          <div className="mt-2 space-y-2.5">
            {(["every-play", "some-days"] as const).map((detail) => (
              <label key={detail} className="flex cursor-pointer items-start gap-3">
                <input
                  type="radio"
                  value={detail}
                  className={radioClasses}
                  {...form.register("detail", { onChange: () => setDetailChosen(true) })}
                />
                <span className="text-sm text-slate-900">
                  {detail === "every-play" ? copy.everyPlay : copy.someDays}
                </span>
              </label>
            ))}
          </div>
          {values.detail === "some-days" && (
            <DetailDays
              days={values.days}
              from={values.from}
              until={values.until}
              error={errors.days?.message}
              onChange={(days) => {
                form.clearErrors("days");
                form.setValue("days", days);
              }}
            />
          )}
        </fieldset>
        <div className="sm:col-span-2">
          <DeclarationFields
            form={form}
            owner={props.owner}
            tradingName={establishment.tradingName}
            from={values.from}
            until={values.until}
            signs={values.signs}
          />
        </div>
        {unplaced !== null && (
          <Alert tone="error" className="sm:col-span-2">
            {failureOf(unplaced)}
          </Alert>
        )}
        <div className="sm:col-span-2">
          <Button type="submit" disabled={request.isPending}>
            {request.isPending ? copy.submitting : copy.submit}
          </Button>
        </div>
      </form>
    </CardSection>
  );
}
