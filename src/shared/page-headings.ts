import { teamCan, type TeamRole } from "./accounts/team";
import { dashboardCopy } from "./copy/dashboard";
import { playLogHeading } from "./copy/play-log-heading";
import { playerCopy } from "./copy/player";
import { remoteCopy } from "./copy/remote";
import { paths } from "./paths";

/** Who is signed in, as far as a heading needs: the name greeted, the team role. */
interface Reader {
  user: { fullName: string };
  team: { teamRole: TeamRole | null };
}

/** A page's heading, the line under it, and whether a link back to the dashboard comes above. */
export interface PageHeading {
  title: string;
  lead: string | null;
  back: boolean;
}

/**
 * The heading of each page a shop opens every day, as the page draws it: its document
 * shows it in the skeleton from the first paint, before the scripts run (decision 030).
 * None for a page the reader may not open (its guard sends them elsewhere).
 */
export function pageHeading(pathname: string, reader: Reader): PageHeading | null {
  switch (pathname) {
    case paths.dashboard.root:
      return {
        title: dashboardCopy.home.welcome(reader.user.fullName),
        lead: dashboardCopy.home.lead,
        back: false,
      };
    case paths.dashboard.player:
      return { title: playerCopy.title, lead: null, back: true };
    case paths.dashboard.remote:
      return { title: remoteCopy.title, lead: remoteCopy.lead, back: true };
    case paths.dashboard.history:
      return teamCan(reader.team.teamRole, "play-log:read")
        ? { title: playLogHeading.title, lead: playLogHeading.description, back: true }
        : null;
    default:
      return null;
  }
}
