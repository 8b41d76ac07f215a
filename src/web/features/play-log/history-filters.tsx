import { useId } from "react";
import { playLogCopy as copy } from "~/shared/copy/play-log";
import { playExportQuerySchema, type PlayExportQuery } from "~/shared/play-log/schema";
import { Button } from "~/web/components/ui/button";
import { Field } from "~/web/components/ui/field";
import { SelectField } from "~/web/components/ui/select-field";
import { useSchemaForm } from "~/web/lib/use-schema-form";
import { NamedOptions } from "~/web/components/ui/named-options";
import { fieldProps } from "~/web/lib/field-props";

/**
 * Whose history and which days: the establishment (a choice only when there are several)
 * and a range of local days, checked by the same schema the server checks it with.
 */
export function HistoryFilters(props: {
  establishments: {
    id: string;
    tradingName: string;
    city: string;
    zones: { id: string; name: string }[];
  }[];
  value: PlayExportQuery;
  onApply: (value: PlayExportQuery) => void;
}) {
  const ids = useId();
  const form = useSchemaForm(playExportQuerySchema, { values: props.value });
  const [only] = props.establishments;
  const several = props.establishments.length > 1;
  const establishment =
    props.establishments.find((each) => each.id === form.watch("establishmentId")) ?? only;
  const zones = establishment && establishment.zones.length > 1 ? establishment.zones : null;

  return (
    <form
      aria-label={copy.filters.label}
      noValidate
      onSubmit={form.handleSubmit(props.onApply)}
      className="grid gap-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:grid-cols-2 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)_auto] lg:items-start"
    >
      {several ? (
        <SelectField
          id={`${ids}-establishment`}
          className="sm:col-span-2 lg:col-span-1"
          label={copy.filters.establishment}
          {...form.register("establishmentId")}
        >
          {props.establishments.map((establishment) => (
            <option key={establishment.id} value={establishment.id}>
              {`${establishment.tradingName} (${establishment.city})`}
            </option>
          ))}
        </SelectField>
      ) : (
        <p className="sm:col-span-2 lg:col-span-1">
          <span className="block text-sm font-medium text-slate-800">
            {copy.filters.establishment}
          </span>
          <span className="mt-1.5 block py-2.5 font-medium text-slate-900">
            {only ? `${only.tradingName} (${only.city})` : ""}
          </span>
        </p>
      )}
      {zones && (
        <SelectField
          id={`${ids}-zone`}
          className="sm:col-span-2 lg:col-span-1"
          label={copy.filters.zone}
          {...form.register("zoneId", { setValueAs: (value: string) => value || undefined })}
        >
          <option value="">{copy.filters.allZones}</option>
          <NamedOptions items={zones} />
        </SelectField>
      )}
      <Field type="date" label={copy.filters.from} {...fieldProps(form, "from")} />
      <Field type="date" label={copy.filters.to} {...fieldProps(form, "to")} />
      <Button type="submit" className="sm:col-span-2 lg:col-span-1 lg:mt-7">
        {copy.filters.apply}
      </Button>
    </form>
  );
}
