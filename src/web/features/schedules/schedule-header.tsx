import { Link } from "react-router";
import { schedulesCopy } from "~/shared/copy/schedules";
import { paths } from "~/shared/paths";
import type { Schedule } from "~/shared/schedules/schema";
import { BackLink } from "~/web/components/back-link";

const copy = schedulesCopy.page;

/** The establishment whose schedule this is (the route finds it among the owner's). */
export interface ScheduleEstablishment {
  id: string;
  tradingName: string;
  timeZone: Schedule["timeZone"];
  zones: { id: string; name: string }[];
}

/** The way back, the heading (with the zone's name where there are several), and the zones. */
export function ScheduleHeader({
  establishment,
  zone,
}: {
  establishment: ScheduleEstablishment;
  zone: { id: string; name: string } | null;
}) {
  return (
    <div className="mb-8">
      <BackLink to={paths.dashboard.establishments} label={copy.back} />
      <h1 className="text-3xl font-bold tracking-tight break-words text-slate-900">
        {copy.heading(
          establishment.zones.length > 1 && zone
            ? `${establishment.tradingName} · ${zone.name}`
            : establishment.tradingName,
        )}
      </h1>
      <p className="mt-1 text-slate-600">{copy.lead}</p>
      {establishment.zones.length > 1 && (
        <nav aria-label={copy.zonesLabel} className="mt-3 flex flex-wrap gap-2">
          {establishment.zones.map((each) => (
            <Link
              key={each.id}
              to={paths.dashboard.establishmentSchedule(establishment.id, each.id)}
              aria-current={each.id === zone?.id ? "page" : undefined}
              className="rounded-full px-3 py-1 text-sm font-medium ring-1 ring-slate-300 hover:bg-slate-50 aria-[current=page]:bg-brand-600 aria-[current=page]:text-white aria-[current=page]:ring-brand-600"
            >
              {each.name}
            </Link>
          ))}
        </nav>
      )}
    </div>
  );
}
