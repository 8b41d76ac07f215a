import { useQuery } from "@tanstack/react-query";
import { useParams } from "react-router";
import { schedulesCopy } from "~/shared/copy/schedules";
import { Alert } from "~/web/components/ui/alert";
import { RowSkeletons } from "~/web/components/ui/row-skeletons";
import { establishmentsQueryOptions } from "~/web/features/establishments/api";
import { SchedulePage } from "~/web/features/schedules/schedule-page";
import { pageMeta } from "~/web/lib/page-meta";

export const meta = () => pageMeta(schedulesCopy.title, schedulesCopy.page.description);

/**
 * "Programación" of one of the owner's establishments. Its own route module, so the
 * schedule editor is a chunk loaded only when opened.
 */
export default function EstablishmentScheduleRoute() {
  const { id = "" } = useParams();
  const establishments = useQuery(establishmentsQueryOptions());
  if (establishments.isPending)
    return <RowSkeletons count={4} label={schedulesCopy.page.loading} />;
  const place = establishments.data?.find((each) => each.id === id);
  if (!place) return <Alert tone="error">{schedulesCopy.page.notFound}</Alert>;
  return <SchedulePage key={id} place={place} />;
}
