import { useQuery } from "@tanstack/react-query";
import { messagesCopy } from "~/shared/copy/messages";
import { establishmentsQueryOptions } from "~/web/features/establishments/api";
import { PageHeader } from "~/web/features/dashboard/page-header";
import { MessagesPage } from "~/web/features/messages/messages-page";
import { pageMeta } from "~/web/lib/page-meta";
import { requireTeamPermission } from "~/web/lib/route-guards";
import type { Route } from "./+types/dashboard-messages";

export const meta = () => pageMeta(messagesCopy.title, messagesCopy.lead);

/** Whoever may change the programmes runs the messages too (decision 029); others go back. */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  await requireTeamPermission(request, "schedules:manage");
  return null;
}

export default function MessagesRoute() {
  const establishments = useQuery(establishmentsQueryOptions());
  return (
    <>
      <PageHeader title={messagesCopy.title} lead={messagesCopy.lead} back />
      <MessagesPage
        establishments={establishments.data}
        establishmentsFailed={establishments.isError}
      />
    </>
  );
}
