import { MapPin } from "lucide-react";
import { useId } from "react";
import { Link } from "react-router";
import { establishmentsCopy } from "~/shared/copy/establishments";
import { paths } from "~/shared/paths";
import { inputBaseClasses } from "~/web/components/ui/field";
import { useCurrentEstablishment } from "./use-current-establishment";

const copy = establishmentsCopy.player;

/**
 * "Sonando en …" on the player: the establishment whose play history the music goes to,
 * a choice when there are several, and a plain warning when there is none.
 */
export function EstablishmentChooser() {
  const { establishments, current, choose } = useCurrentEstablishment();
  const selectId = useId();
  if (!establishments) return null;

  if (!current)
    return (
      <p
        data-testid="establishment-chooser"
        className="max-w-md rounded-xl bg-amber-50 px-4 py-3 text-sm text-amber-900 ring-1 ring-amber-200"
      >
        {copy.none}{" "}
        <Link
          to={paths.dashboard.establishments}
          className="font-semibold underline underline-offset-2 hover:text-amber-950"
        >
          {copy.noneLink}
        </Link>
      </p>
    );

  return (
    <div
      data-testid="establishment-chooser"
      className="flex min-w-0 items-center gap-2 text-sm text-slate-700"
    >
      <MapPin className="size-4 flex-none text-brand-600" aria-hidden />
      {establishments.length > 1 ? (
        <>
          <label htmlFor={selectId} className="flex-none">
            {copy.playingFor}
          </label>
          <select
            id={selectId}
            value={current.id}
            onChange={(event) => choose(event.target.value)}
            className={`${inputBaseClasses} max-w-[16rem] min-w-0 py-1.5 font-semibold`}
          >
            {establishments.map((place) => (
              <option key={place.id} value={place.id}>
                {place.tradingName} · {place.city}
              </option>
            ))}
          </select>
        </>
      ) : (
        <p className="min-w-0 break-words">
          {copy.playingFor} <strong className="text-slate-900">{current.tradingName}</strong>
        </p>
      )}
    </div>
  );
}
