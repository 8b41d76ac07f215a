import { ChevronRight } from "lucide-react";
import { Link } from "react-router";
import { remoteCopy } from "~/shared/copy/remote";
import { paths } from "~/shared/paths";
import { useLiveZones } from "./use-live-zones";
import { ZoneStatusBadge } from "./zone-status-badge";
import { obeys, zoneLabels } from "./zone-view";

/**
 * The dashboard home's "Zonas ahora", for an account with more than one zone: each zone's
 * name, status and song, live as on "Mando", and the way there.
 */
export function ZonesNow() {
  const { zones } = useLiveZones();
  if (!zones || zones.length < 2) return null;
  const labels = zoneLabels(zones);
  return (
    <section
      aria-labelledby="zones-now-heading"
      className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
    >
      <div className="mb-3 flex items-center justify-between gap-3">
        <h2 id="zones-now-heading" className="text-lg font-semibold text-slate-900">
          {remoteCopy.summary.title}
        </h2>
        <Link
          to={paths.dashboard.remote}
          className="inline-flex min-h-11 items-center gap-1 text-sm font-semibold text-brand-700 hover:text-brand-800"
        >
          {remoteCopy.summary.open}
          <ChevronRight className="size-4" aria-hidden />
        </Link>
      </div>
      <ul className="divide-y divide-slate-100">
        {zones.map((zone) => {
          const track = obeys(zone.status) ? zone.state?.track : null;
          return (
            <li key={zone.zoneId} className="flex items-center justify-between gap-3 py-2.5">
              <div className="min-w-0">
                <p className="font-medium wrap-anywhere text-slate-900">
                  {labels.get(zone.zoneId)}
                </p>
                <p className="text-sm wrap-anywhere text-slate-600">
                  {track ? `${track.title} · ${track.artist}` : remoteCopy.nothing}
                </p>
              </div>
              <ZoneStatusBadge status={zone.status} />
            </li>
          );
        })}
      </ul>
    </section>
  );
}
