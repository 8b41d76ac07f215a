import { useId } from "react";
import { teamCopy } from "~/shared/copy/team";
import type { ListedEstablishment } from "~/shared/establishments/schema";

const copy = teamCopy.invite;

export interface ChosenEstablishments {
  establishmentIds: string[];
  zoneIds: string[];
}

const without = (list: string[], id: string) => list.filter((item) => item !== id);

/**
 * "Dónde trabaja": each establishment, whole (its zones, those added later too), or some
 * of its zones one by one. Choosing an establishment whole takes back its single zones;
 * unticking one zone of a whole establishment leaves the others, one by one.
 */
export function EstablishmentsPicker(props: {
  establishments: ListedEstablishment[];
  value: ChosenEstablishments;
  onChange: (value: ChosenEstablishments) => void;
  error: string | undefined;
}) {
  const { establishments, value, onChange } = props;
  const hint = useId();
  const errorId = useId();
  return (
    <fieldset aria-describedby={props.error ? `${hint} ${errorId}` : hint}>
      <legend className="text-sm font-medium text-slate-800">{copy.establishments}</legend>
      <p id={hint} className="mt-1 text-xs text-slate-600">
        {copy.establishmentsHint}
      </p>
      <ul className="mt-2 space-y-3">
        {establishments.map((establishment) => {
          const whole = value.establishmentIds.includes(establishment.id);
          const several = establishment.zones.length > 1;
          return (
            <li key={establishment.id}>
              <label className="flex cursor-pointer items-center gap-3">
                <input
                  type="checkbox"
                  className="size-5 accent-brand-600"
                  checked={whole}
                  onChange={(event) =>
                    onChange({
                      establishmentIds: event.target.checked
                        ? [...value.establishmentIds, establishment.id]
                        : without(value.establishmentIds, establishment.id),
                      zoneIds: value.zoneIds.filter(
                        (id) => !establishment.zones.some((zone) => zone.id === id),
                      ),
                    })
                  }
                />
                <span className="text-sm text-slate-900">
                  {several
                    ? copy.wholeEstablishment(establishment.tradingName)
                    : establishment.tradingName}
                </span>
              </label>
              {several && (
                <ul className="mt-2 ml-8 space-y-2">
                  {establishment.zones.map((zone) => (
                    <li key={zone.id}>
                      <label className="flex cursor-pointer items-center gap-3">
                        <input
                          type="checkbox"
                          className="size-5 accent-brand-600"
                          checked={whole || value.zoneIds.includes(zone.id)}
                          // Two establishments may both have a "Principal": named with its own.
                          aria-label={copy.zone(zone.name, establishment.tradingName)}
                          onChange={(event) =>
                            onChange(
                              whole
                                ? // Taking one zone out of a whole establishment keeps the others.
                                  {
                                    establishmentIds: without(
                                      value.establishmentIds,
                                      establishment.id,
                                    ),
                                    zoneIds: [
                                      ...value.zoneIds,
                                      ...establishment.zones
                                        .map((other) => other.id)
                                        .filter((id) => id !== zone.id),
                                    ],
                                  }
                                : {
                                    establishmentIds: value.establishmentIds,
                                    zoneIds: event.target.checked
                                      ? [...value.zoneIds, zone.id]
                                      : without(value.zoneIds, zone.id),
                                  },
                            )
                          }
                        />
                        <span className="text-sm text-slate-900">{zone.name}</span>
                      </label>
                    </li>
                  ))}
                </ul>
              )}
            </li>
          );
        })}
      </ul>
      {props.error && (
        <p id={errorId} role="alert" className="mt-1.5 text-sm text-red-600">
          {props.error}
        </p>
      )}
    </fieldset>
  );
}
