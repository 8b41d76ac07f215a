import { useId } from "react";
import { networkCopy as copy } from "~/shared/copy/network";
import { networkStatuses, type NetworkStatus } from "~/shared/network/network-status";
import { SelectField } from "~/web/components/ui/select-field";
import type { NetworkZonesAnswer } from "./api";
import { statusTones } from "./network-status-badge";

/** The dot beside each status chip: the badge's colour, the chip's words say it. */
const dots = {
  success: "bg-emerald-500",
  brand: "bg-brand-500",
  neutral: "bg-slate-400",
  warning: "bg-amber-500",
  danger: "bg-red-600",
} as const;

export interface ChosenFilters {
  status: NetworkStatus | "";
  province: string;
  establishmentId: string;
}

/**
 * Which zones the table shows: a chip per status with how many zones the other filters
 * leave in it, then the province and the establishment (the server offers those of the
 * province chosen). The search box is the table's own.
 */
export function NetworkFilters(props: {
  answer: NetworkZonesAnswer | undefined;
  chosen: ChosenFilters;
  onChange: (chosen: ChosenFilters) => void;
}) {
  const ids = useId();
  const { answer, chosen } = props;
  const counts = answer?.counts;
  const all = counts ? networkStatuses.reduce((sum, status) => sum + counts[status], 0) : null;
  const chip = (status: NetworkStatus | "", label: string, count: number | null) => {
    const pressed = chosen.status === status;
    return (
      <button
        key={status || "all"}
        type="button"
        aria-pressed={pressed}
        onClick={() => props.onChange({ ...chosen, status })}
        className={`inline-flex items-center gap-1.5 rounded-full px-2.5 py-1 text-sm sm:gap-2 sm:px-3 sm:py-1.5 font-medium ring-1 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 ${pressed ? "bg-brand-600 text-white ring-brand-600" : "bg-white text-slate-700 ring-slate-300 hover:bg-slate-50"}`}
      >
        {status && (
          <span
            aria-hidden
            className={`size-2.5 rounded-full ring-2 ring-white ${dots[statusTones[status]]}`}
          />
        )}
        {/* The name read out is what shows: "Sonando 12". */}
        {label}{" "}
        <span className={`tabular-nums ${pressed ? "text-brand-100" : "text-slate-500"}`}>
          {count === null ? "" : count.toLocaleString("es-ES")}
        </span>
      </button>
    );
  };

  return (
    <div className="space-y-4 border-t border-slate-100 px-6 py-4">
      <div
        role="group"
        aria-label={copy.filters.statuses}
        className="flex flex-wrap items-center gap-2"
      >
        {chip("", copy.filters.allStatuses, all)}
        {networkStatuses.map((status) =>
          chip(status, copy.status[status], counts ? counts[status] : null),
        )}
      </div>
      <div className="grid gap-4 sm:grid-cols-2 lg:max-w-3xl">
        <SelectField
          id={`${ids}-province`}
          label={copy.filters.province}
          value={chosen.province}
          // Another province, other establishments: the one chosen is let go.
          onChange={(event) =>
            props.onChange({ ...chosen, province: event.target.value, establishmentId: "" })
          }
        >
          <option value="">{copy.filters.allProvinces}</option>
          {answer?.provinces.map((province) => (
            <option key={province} value={province}>
              {province}
            </option>
          ))}
        </SelectField>
        <SelectField
          id={`${ids}-establishment`}
          label={copy.filters.establishment}
          value={chosen.establishmentId}
          onChange={(event) => props.onChange({ ...chosen, establishmentId: event.target.value })}
        >
          <option value="">{copy.filters.allEstablishments}</option>
          {answer?.establishments.map((row) => (
            <option key={row.id} value={row.id}>
              {copy.establishmentOption(row.tradingName, row.city)}
            </option>
          ))}
        </SelectField>
      </div>
    </div>
  );
}
