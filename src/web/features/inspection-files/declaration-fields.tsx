import { useId } from "react";
import type { UseFormReturn } from "react-hook-form";
import { inspectionFilesCopy } from "~/shared/copy/inspection-files";
import { declarationSignatureSchema } from "~/shared/inspection-files/schema";
import { Field } from "~/web/components/ui/field";
import { fieldProps } from "~/web/lib/field-props";
import { publicConfig } from "~/web/lib/public-config";
import { maxLengthOf } from "~/web/lib/schema-limits";
import { spanishDay, type CheckedRequest, type RequestForm } from "./request-values";

const copy = inspectionFilesCopy.section.form;

/**
 * The owner's declaration that the service was the only music, in the exact words the
 * file will print (the period and the establishment as chosen above), the box that signs
 * it and the signer's full name. A manager cannot sign: they are told whose it is.
 */
export function DeclarationFields(props: {
  form: UseFormReturn<RequestForm, unknown, CheckedRequest>;
  owner: boolean;
  tradingName: string;
  from: string;
  until: string;
  signs: boolean;
}) {
  const ids = useId();
  if (!props.owner) return <p className="text-sm text-slate-600">{copy.managerNoDeclaration}</p>;
  return (
    <section
      aria-labelledby={`${ids}-heading`}
      className="rounded-xl bg-slate-50 p-4 ring-1 ring-slate-200 sm:p-5"
    >
      <h3 id={`${ids}-heading`} className="text-sm font-semibold text-slate-900">
        {copy.declaration}
      </h3>
      <blockquote
        id={`${ids}-text`}
        data-testid="declaration-text"
        className="mt-2 border-l-4 border-brand-200 pl-3 text-sm text-pretty text-slate-700"
      >
        {inspectionFilesCopy.declaration.text(
          publicConfig.brandName,
          props.tradingName,
          spanishDay(props.from),
          spanishDay(props.until),
        )}
      </blockquote>
      <label className="mt-4 flex cursor-pointer items-start gap-3">
        <input
          type="checkbox"
          className="mt-0.5 size-5 flex-none accent-brand-600"
          aria-describedby={`${ids}-text`}
          {...props.form.register("signs")}
        />
        <span className="text-sm font-medium text-slate-900">{copy.declare}</span>
      </label>
      {props.signs && (
        <Field
          label={copy.signerName}
          autoComplete="name"
          className="mt-4 max-w-md"
          maxLength={maxLengthOf(declarationSignatureSchema.shape.signerName)}
          {...fieldProps(props.form, "declaration.signerName")}
        />
      )}
    </section>
  );
}
