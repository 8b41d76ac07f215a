import { teamCopy } from "~/shared/copy/team";
import type { TeamZone } from "~/shared/team/schema";

/** A zone given on its own, as the team's pages and e-mails name it: "Terraza de Bar Lucía". */
export const teamZoneName = (zone: TeamZone) =>
  teamCopy.invite.zone(zone.name, zone.establishmentName);
