import { useId } from "react";
import { playLogCopy as copy } from "~/shared/copy/play-log";
import { playExportQuerySchema, type PlayExportQuery } from "~/shared/play-log/schema";
import { Button } from "~/web/components/ui/button";
import { Field, inputClasses } from "~/web/components/ui/field";
import { useSchemaForm } from "~/web/lib/use-schema-form";

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
  const { errors } = form.formState;
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
        <div className="sm:col-span-2 lg:col-span-1">
          <label
            htmlFor={`${ids}-establishment`}
            className="block text-sm font-medium text-slate-800"
          >
            {copy.filters.establishment}
          </label>
          <select
            id={`${ids}-establishment`}
            className={`${inputClasses} mt-1.5`}
            {...form.register("establishmentId")}
          >
            {props.establishments.map((establishment) => (
              <option key={establishment.id} value={establishment.id}>
                {`${establishment.tradingName} (${establishment.city})`}
              </option>
            ))}
          </select>
        </div>
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
        <div className="sm:col-span-2 lg:col-span-1">
          <label htmlFor={`${ids}-zone`} className="block text-sm font-medium text-slate-800">
            {copy.filters.zone}
          </label>
          <select
            id={`${ids}-zone`}
            className={`${inputClasses} mt-1.5`}
            {...form.register("zoneId", { setValueAs: (value: string) => value || undefined })}
          >
            <option value="">{copy.filters.allZones}</option>
            {zones.map((zone) => (
              <option key={zone.id} value={zone.id}>
                {zone.name}
              </option>
            ))}
          </select>
        </div>
      )}
      <Field
        type="date"
        label={copy.filters.from}
        error={errors.from?.message}
        {...form.register("from")}
      />
      <Field
        type="date"
        label={copy.filters.to}
        error={errors.to?.message}
        {...form.register("to")}
      />
      <Button type="submit" className="sm:col-span-2 lg:col-span-1 lg:mt-7">
        {copy.filters.apply}
      </Button>
    </form>
  );
}
