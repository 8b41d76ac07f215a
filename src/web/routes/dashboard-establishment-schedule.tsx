import { useQuery } from "@tanstack/react-query";
import { useParams, useSearchParams } from "react-router";
import { schedulesCopy } from "~/shared/copy/schedules";
import { Alert } from "~/web/components/ui/alert";
import { RowSkeletons } from "~/web/components/ui/row-skeletons";
import { establishmentsQueryOptions } from "~/web/features/establishments/api";
import { SchedulePage } from "~/web/features/schedules/schedule-page";
import { pageMeta } from "~/web/lib/page-meta";
import { teamPermissionLoader } from "~/web/lib/route-guards";

export const meta = () => pageMeta(schedulesCopy.title, schedulesCopy.page.description);

/**
 * "Programación" of one zone of one of the owner's establishments (`?zona=`). Its own route module, so the
 * schedule editor is a chunk loaded only when opened.
 */
/** A team's member whose role may not open it goes back to the dashboard (decision 026). */
export const clientLoader = teamPermissionLoader("schedules:manage");

export default function EstablishmentScheduleRoute() {
  const { id = "" } = useParams();
  const [params] = useSearchParams();
  const establishments = useQuery(establishmentsQueryOptions());
  if (establishments.isPending)
    return <RowSkeletons count={4} label={schedulesCopy.page.loading} />;
  const establishment = establishments.data?.find((each) => each.id === id);
  if (!establishment) return <Alert tone="error">{schedulesCopy.page.notFound}</Alert>;
  // A zone asked in the address, else the first (the Principal, for an establishment of one zone).
  const zone =
    establishment.zones.find((each) => each.id === params.get("zona")) ??
    establishment.zones[0] ??
    null;
  return <SchedulePage key={zone?.id ?? id} establishment={establishment} zone={zone} />;
}
