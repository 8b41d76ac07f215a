import { useQuery } from "@tanstack/react-query";
import { teamCopy } from "~/shared/copy/team";
import { establishmentsQueryOptions } from "~/web/features/establishments/api";
import { dashboardSubpageRoute } from "~/web/features/dashboard/subpage-route";
import { TeamPage } from "~/web/features/team/team-page";
import { teamPermissionLoader } from "~/web/lib/route-guards";

function Team() {
  const establishments = useQuery(establishmentsQueryOptions());
  return <TeamPage establishments={establishments.data} />;
}

const page = dashboardSubpageRoute(Team, { ...teamCopy, description: teamCopy.lead });

export const meta = page.meta;

/** Only the owner has a team to manage; a member goes back to the dashboard. */
export const clientLoader = teamPermissionLoader("team:manage");

export default page.Component;
