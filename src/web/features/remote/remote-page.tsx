import { useQuery } from "@tanstack/react-query";
import { blockReach, teamCan } from "~/shared/accounts/team";
import { remoteCopy } from "~/shared/copy/remote";
import { paths } from "~/shared/paths";
import { Alert } from "~/web/components/ui/alert";
import { ButtonLink } from "~/web/components/ui/button-link";
import { RowSkeletons } from "~/web/components/ui/row-skeletons";
import { errorMessage } from "~/web/lib/error-message";
import { meQueryOptions } from "~/web/lib/session";
import { useLiveZones } from "./use-live-zones";
import { ZoneCard } from "./zone-card";
import { byEstablishment, zoneLabels } from "./zone-view";

/**
 * "Mando" (decision 024): every zone of every establishment, under its establishment's name,
 * live: one column on a phone, two on a desktop.
 */
export function RemotePage() {
  const { zones, error, now } = useLiveZones();
  const { data: me } = useQuery(meQueryOptions());
  const choosesMusic = teamCan(me?.team.teamRole, "remote:choose-music");
  const blocks = me ? blockReach(me.team) : null;
  if (error)
    return <Alert tone="error">{errorMessage(error, { fallback: remoteCopy.loadError })}</Alert>;
  if (!zones) return <RowSkeletons count={3} label={remoteCopy.loading} />;
  if (zones.length === 0)
    return (
      <div className="space-y-4 rounded-2xl bg-white p-6 text-slate-700 shadow-sm ring-1 ring-slate-200">
        <p>{remoteCopy.empty.text}</p>
        <ButtonLink to={paths.dashboard.establishments}>{remoteCopy.empty.action}</ButtonLink>
      </div>
    );
  const labels = zoneLabels(zones);
  return (
    <div className="space-y-8">
      {byEstablishment(zones).map((establishment) => (
        <section key={establishment.id} aria-labelledby={`establishment-${establishment.id}`}>
          <h2
            id={`establishment-${establishment.id}`}
            className="mb-3 text-xl font-semibold wrap-anywhere text-slate-900"
          >
            {establishment.name}
          </h2>
          <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
            {establishment.zones.map((zone) => (
              <ZoneCard
                key={zone.zoneId}
                zone={zone}
                label={labels.get(zone.zoneId) ?? zone.zoneName}
                now={now}
                choosesMusic={choosesMusic}
                blocks={blocks}
              />
            ))}
          </div>
        </section>
      ))}
    </div>
  );
}
