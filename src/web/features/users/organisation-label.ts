import { teamCopy } from "~/shared/copy/team";
import type { UserOrganisation } from "~/shared/users/schema";

const copy = teamCopy.organisation;

/** "Encargado en el equipo de Marta Ruiz", "Titular · 2 personas". */
export function organisationLabel(organisation: NonNullable<UserOrganisation>): string {
  if (organisation.kind === "owner") return copy.owner(organisation.people);
  return copy.memberOf(organisation.ownerName, teamCopy.roles[organisation.role]);
}
