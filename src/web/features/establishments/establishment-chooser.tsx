import { MapPin } from "lucide-react";
import { useId } from "react";
import { Link } from "react-router";
import { establishmentsCopy } from "~/shared/copy/establishments";
import { paths } from "~/shared/paths";
import { inputBaseClasses } from "~/web/components/ui/field";
import { useCurrentEstablishment } from "./use-current-establishment";

const copy = establishmentsCopy.player;

/** Where a zone plays, as the chooser names it: the establishment, and the zone where it has several. */
const establishmentName = (
  establishment: { tradingName: string; city: string },
  zone: { name: string } | null,
) =>
  zone
    ? `${establishment.tradingName} · ${zone.name}`
    : `${establishment.tradingName} · ${establishment.city}`;

/**
 * "Sonando en …" on the player: the establishment and zone whose play history the music
 * goes to, a choice when there are several, and a plain warning when there is none.
 */
export function EstablishmentChooser() {
  const { establishments, current, zone, choose } = useCurrentEstablishment();
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
      {establishments.length > 1 || current.zones.length > 1 ? (
        <>
          <label htmlFor={selectId} className="flex-none">
            {copy.playingFor}
          </label>
          <select
            id={selectId}
            value={zone?.id ?? current.id}
            onChange={(event) => {
              const zoneId = event.target.value;
              const establishment = establishments.find(
                (each) => each.id === zoneId || each.zones.some((one) => one.id === zoneId),
              );
              if (establishment) choose(establishment.id, zoneId);
            }}
            className={`${inputBaseClasses} max-w-[16rem] min-w-0 py-1.5 font-semibold`}
          >
            {establishments.flatMap((establishment) =>
              (establishment.zones.length > 0 ? establishment.zones : [null]).map((each) => (
                <option key={each?.id ?? establishment.id} value={each?.id ?? establishment.id}>
                  {establishmentName(establishment, establishment.zones.length > 1 ? each : null)}
                </option>
              )),
            )}
          </select>
        </>
      ) : (
        <p className="min-w-0 break-words">
          {copy.playingFor}{" "}
          <strong className="text-slate-900">
            {/* A person given one zone of it (not its Principal) is told which. */}
            {zone && zone.id !== current.id
              ? establishmentName(current, zone)
              : current.tradingName}
          </strong>
        </p>
      )}
    </div>
  );
}
