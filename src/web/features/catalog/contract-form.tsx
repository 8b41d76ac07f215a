import { useState, type FormEvent } from "react";
import { licenceContractSchema } from "~/shared/catalog/song-rights";
import { songRightsCopy } from "~/shared/copy/song-rights";
import type { Outcome } from "~/web/components/ui/alert";
import { Button } from "~/web/components/ui/button";
import { Field } from "~/web/components/ui/field";
import { fieldIssuesOf } from "~/web/lib/field-issues";
import { rightsRefusal, useCreateContract } from "./rights-api";
import { Panel } from "./panel";

const copy = songRightsCopy.contracts;
const fields = [
  "reference",
  "licensor",
  "signedOn",
  "territories",
  "validFrom",
  "validUntil",
] as const;
type FieldName = (typeof fields)[number];
const empty: Record<FieldName, string> = {
  reference: "",
  licensor: "",
  signedOn: "",
  territories: "ES",
  validFrom: "",
  validUntil: "",
};

/** "Nuevo contrato": a licence's reference, licensor, dates and territories. */
export function ContractForm(props: { onOutcome: (outcome: Outcome | null) => void }) {
  const [values, setValues] = useState(empty);
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const create = useCreateContract();

  const input = (name: FieldName, type = "text") => ({
    value: values[name],
    type,
    error: errors[name],
    onChange: (event: { target: { value: string } }) =>
      setValues((current) => ({ ...current, [name]: event.target.value })),
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = licenceContractSchema.safeParse({
      ...values,
      territories: values.territories
        .split(/[,\s]+/)
        .map((code) => code.trim())
        .filter(Boolean),
      validUntil: values.validUntil || null,
    });
    if (!parsed.success) {
      const found: Partial<Record<FieldName, string>> = {};
      for (const issue of parsed.error.issues) found[issue.path[0] as FieldName] ??= issue.message;
      setErrors(found);
      return;
    }
    setErrors({});
    create.mutate(parsed.data, {
      onSuccess: (contract) => {
        setValues(empty);
        props.onOutcome({ tone: "success", text: copy.created(contract.reference) });
      },
      onError: (error) => {
        const issues = fieldIssuesOf(error, fields);
        if (issues.length)
          setErrors(Object.fromEntries(issues.map((issue) => [issue.field, issue.message])));
        props.onOutcome({ tone: "error", text: rightsRefusal(error) });
      },
    });
  }

  return (
    <Panel title={copy.addHeading}>
      <form noValidate onSubmit={submit} className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <Field label={copy.reference} maxLength={100} {...input("reference")} />
        <Field label={copy.licensor} maxLength={200} {...input("licensor")} />
        <Field label={copy.signedOn} {...input("signedOn", "date")} />
        <Field label={copy.territories} hint={copy.territoriesHint} {...input("territories")} />
        <Field label={copy.validFrom} {...input("validFrom", "date")} />
        <Field
          label={copy.validUntil}
          hint={copy.validUntilHint}
          {...input("validUntil", "date")}
        />
        <div className="sm:col-span-2">
          <Button type="submit" disabled={create.isPending}>
            {create.isPending ? copy.adding : copy.add}
          </Button>
        </div>
      </form>
    </Panel>
  );
}
