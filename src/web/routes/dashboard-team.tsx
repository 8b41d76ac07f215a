import { useQuery } from "@tanstack/react-query";
import { teamCopy } from "~/shared/copy/team";
import { establishmentsQueryOptions } from "~/web/features/establishments/api";
import { DashboardSubpage } from "~/web/features/dashboard/page-header";
import { TeamPage } from "~/web/features/team/team-page";
import { pageMeta } from "~/web/lib/page-meta";
import { teamPermissionLoader } from "~/web/lib/route-guards";

export const meta = () => pageMeta(teamCopy.title, teamCopy.lead);

/** Only the owner has a team to manage; a member goes back to the dashboard. */
export const clientLoader = teamPermissionLoader("team:manage");

export default function TeamRoute() {
  const establishments = useQuery(establishmentsQueryOptions());
  return (
    <DashboardSubpage title={teamCopy.title} lead={teamCopy.lead}>
      <TeamPage establishments={establishments.data} />
    </DashboardSubpage>
  );
}
