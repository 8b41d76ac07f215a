import { useParams } from "react-router";
import { schedulesCopy } from "~/shared/copy/schedules";
import { SchedulePage } from "~/web/features/schedules/schedule-page";
import { pageMeta } from "~/web/lib/page-meta";

export const meta = () => pageMeta(schedulesCopy.title, schedulesCopy.page.description);

/** Its own route module, so the schedule editor is a chunk loaded only when opened. */
export default function EstablishmentScheduleRoute() {
  const { id = "" } = useParams();
  return <SchedulePage key={id} establishmentId={id} />;
}
