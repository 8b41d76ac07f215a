import { useQuery } from "@tanstack/react-query";
import { teamCopy } from "~/shared/copy/team";
import { establishmentsQueryOptions } from "~/web/features/establishments/api";
import { PageHeader } from "~/web/features/dashboard/page-header";
import { TeamPage } from "~/web/features/team/team-page";
import { pageMeta } from "~/web/lib/page-meta";
import { requireTeamPermission } from "~/web/lib/route-guards";
import type { Route } from "./+types/dashboard-team";

export const meta = () => pageMeta(teamCopy.title, teamCopy.lead);

/** Only the owner has a team to manage; a member goes back to the dashboard. */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  await requireTeamPermission(request, "team:manage");
  return null;
}

export default function TeamRoute() {
  const establishments = useQuery(establishmentsQueryOptions());
  return (
    <>
      <PageHeader title={teamCopy.title} lead={teamCopy.lead} back />
      <TeamPage establishments={establishments.data} />
    </>
  );
}
