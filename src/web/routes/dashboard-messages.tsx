import { useQuery } from "@tanstack/react-query";
import { messagesCopy } from "~/shared/copy/messages";
import { establishmentsQueryOptions } from "~/web/features/establishments/api";
import { DashboardSubpage } from "~/web/features/dashboard/page-header";
import { MessagesPage } from "~/web/features/messages/messages-page";
import { pageMeta } from "~/web/lib/page-meta";
import { teamPermissionLoader } from "~/web/lib/route-guards";

export const meta = () => pageMeta(messagesCopy.title, messagesCopy.lead);

/** Whoever may change the programmes runs the messages too (decision 029); others go back. */
export const clientLoader = teamPermissionLoader("schedules:manage");

export default function MessagesRoute() {
  const establishments = useQuery(establishmentsQueryOptions());
  return (
    <DashboardSubpage title={messagesCopy.title} lead={messagesCopy.lead}>
      <MessagesPage
        establishments={establishments.data}
        establishmentsFailed={establishments.isError}
      />
    </DashboardSubpage>
  );
}
