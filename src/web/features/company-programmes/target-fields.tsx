import { companyProgrammesCopy } from "~/shared/copy/company-programmes";
import type { ProgrammeTarget } from "~/shared/company-programmes/schema";
import type { ListedEstablishment } from "~/shared/establishments/schema";
import { Choices, IdChecks } from "~/web/components/ui/choice-boxes";

const copy = companyProgrammesCopy.form;

/**
 * "Dónde se aplica": provinces, establishments and single zones, ticked together; the
 * preview beside it says which zones that is.
 */
export function TargetFields(props: {
  establishments: ListedEstablishment[];
  target: ProgrammeTarget;
  error?: string | undefined;
  onChange: (target: ProgrammeTarget) => void;
}) {
  const { target, onChange } = props;
  const provinces = [...new Set(props.establishments.map((each) => each.province))].sort((a, b) =>
    a.localeCompare(b, "es"),
  );
  return (
    <Choices legend={copy.target} error={props.error}>
      <div className="grid gap-4 sm:grid-cols-2">
        <Choices legend={copy.provinces}>
          <IdChecks
            items={provinces.map((name) => ({ id: name, name }))}
            chosen={target.provinces}
            onChange={(chosen) => onChange({ ...target, provinces: chosen })}
          />
        </Choices>
        <Choices legend={copy.establishments}>
          <IdChecks
            items={props.establishments.map((each) => ({ id: each.id, name: each.tradingName }))}
            chosen={target.establishmentIds}
            onChange={(chosen) => onChange({ ...target, establishmentIds: chosen })}
          />
        </Choices>
      </div>
      <details className="rounded-xl p-3 ring-1 ring-slate-200">
        <summary className="cursor-pointer text-sm font-medium text-slate-800">
          {copy.zones}
        </summary>
        <div className="mt-3 space-y-3">
          {props.establishments.map((establishment) => (
            <Choices key={establishment.id} legend={establishment.tradingName}>
              <IdChecks
                items={establishment.zones}
                chosen={target.zoneIds}
                onChange={(chosen) => onChange({ ...target, zoneIds: chosen })}
              />
            </Choices>
          ))}
        </div>
      </details>
    </Choices>
  );
}
