import { useWatch } from "react-hook-form";
import type { z } from "~/shared/validation/zod";
import { billingTypes, type BillingInfo, type BillingType } from "~/shared/accounts/billing-info";
import { profileCopy } from "~/shared/copy/profile";
import { billingInfoSchema } from "~/shared/accounts/profile-schema";
import { Field } from "~/web/components/ui/field";
import { useSchemaForm } from "~/web/lib/use-schema-form";
import { useUpdateBillingInfo } from "./api";
import { ProfileSection, ReadOnlyValue } from "./profile-section";
import { useEditableSection } from "./use-editable-section";
import { fieldProps } from "~/web/lib/field-props";

const copy = profileCopy.billing;
type Input = z.input<typeof billingInfoSchema>;

const blank: Input = {
  type: "personal",
  fullName: "",
  surname: "",
  companyName: "",
  email: "",
  phone: "",
  taxId: "",
  address: "",
  city: "",
  postalCode: "",
  country: "España",
};

/** Where the customer is reached and the invoice addressed: the same for every billing type. */
const reachFields: {
  name: keyof Input;
  label: string;
  type?: string;
  autoComplete: string;
  deps?: (keyof Input)[];
}[] = [
  { name: "email", label: copy.email, type: "email", autoComplete: "email" },
  { name: "phone", label: copy.phoneOptional, type: "tel", autoComplete: "tel" },
  { name: "address", label: copy.address, autoComplete: "street-address" },
  // A city that no longer clashes with the postcode clears its message at once.
  { name: "city", label: copy.city, autoComplete: "address-level2", deps: ["postalCode"] },
  { name: "postalCode", label: copy.postalCode, autoComplete: "postal-code" },
  {
    name: "country",
    label: copy.country,
    autoComplete: "country-name",
    deps: ["postalCode", "taxId"],
  },
];

/** Product §5: 'DNI/NIE' for individuals, 'NIF/CIF' for businesses. */
export const taxIdLabel = (type: BillingType) =>
  type === "personal" ? copy.taxIdPersonal : copy.taxIdBusiness;

function BillingSummary({ info }: { info: BillingInfo | null }) {
  if (!info) return <p className="text-slate-600">{copy.empty}</p>;
  return (
    <dl className="grid grid-cols-1 gap-4 sm:grid-cols-2">
      <ReadOnlyValue label={copy.type} value={copy.types[info.type]} />
      {info.type === "company" && (
        <ReadOnlyValue label={copy.companyName} value={info.companyName} />
      )}
      <ReadOnlyValue
        label={info.type === "personal" ? copy.fullNamePersonal : copy.fullName}
        value={[info.fullName, info.surname].filter(Boolean).join(" ")}
      />
      <ReadOnlyValue label={taxIdLabel(info.type)} value={info.taxId} />
      <ReadOnlyValue label={copy.email} value={info.email} />
      {info.phone && <ReadOnlyValue label={copy.phone} value={info.phone} />}
      <ReadOnlyValue
        label={copy.address}
        value={`${info.address}, ${info.postalCode} ${info.city} (${info.country})`}
      />
    </dl>
  );
}

export function BillingSection({ info }: { info: BillingInfo | null }) {
  const form = useSchemaForm(billingInfoSchema, { values: info ?? blank });
  const { errors } = form.formState;
  const type = useWatch({ control: form.control, name: "type" });
  const section = useEditableSection(useUpdateBillingInfo(), form, copy);

  return (
    <ProfileSection
      title={copy.heading}
      section={section}
      formClassName="grid grid-cols-1 gap-4 sm:grid-cols-2"
      actionsClassName="sm:col-span-2"
      fields={() => (
        <>
          <fieldset className="sm:col-span-2">
            <legend className="text-sm font-medium text-slate-800">{copy.type}</legend>
            <div className="mt-2 flex flex-wrap gap-2">
              {billingTypes.map((value) => (
                <label
                  key={value}
                  className="flex cursor-pointer items-center gap-2 rounded-xl px-4 py-2 text-sm ring-1 ring-slate-300 has-checked:bg-brand-50 has-checked:ring-2 has-checked:ring-brand-600"
                >
                  <input
                    type="radio"
                    value={value}
                    className="accent-brand-600"
                    {...form.register("type")}
                  />
                  {copy.types[value]}
                </label>
              ))}
            </div>
          </fieldset>
          {type === "company" && (
            <Field
              className="sm:col-span-2"
              label={copy.companyName}
              autoComplete="organization"
              {...fieldProps(form, "companyName")}
            />
          )}
          <Field
            label={type === "personal" ? copy.fullNamePersonal : copy.fullName}
            autoComplete={type === "personal" ? "name" : "given-name"}
            className={type === "personal" ? "sm:col-span-2" : ""}
            {...fieldProps(form, "fullName")}
          />
          {type !== "personal" && (
            <Field
              label={copy.surname}
              autoComplete="family-name"
              {...fieldProps(form, "surname")}
            />
          )}
          <Field label={taxIdLabel(type)} {...fieldProps(form, "taxId")} />
          {reachFields.map(({ name, deps, ...props }) => (
            <Field
              key={name}
              {...props}
              error={errors[name]?.message}
              {...form.register(name, deps && { deps })}
            />
          ))}
        </>
      )}
      view={<BillingSummary info={info} />}
    />
  );
}
