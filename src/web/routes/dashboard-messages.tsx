import { useQuery } from "@tanstack/react-query";
import { messagesCopy } from "~/shared/copy/messages";
import { establishmentsQueryOptions } from "~/web/features/establishments/api";
import { dashboardSubpageRoute } from "~/web/features/dashboard/subpage-route";
import { MessagesPage } from "~/web/features/messages/messages-page";
import { teamPermissionLoader } from "~/web/lib/route-guards";

function Messages() {
  const establishments = useQuery(establishmentsQueryOptions());
  return (
    <MessagesPage
      establishments={establishments.data}
      establishmentsFailed={establishments.isError}
    />
  );
}

const page = dashboardSubpageRoute(Messages, { ...messagesCopy, description: messagesCopy.lead });

export const meta = page.meta;

/** Whoever may change the programmes runs the messages too (decision 029); others go back. */
export const clientLoader = teamPermissionLoader("schedules:manage");

export default page.Component;
