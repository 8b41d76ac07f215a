import { worksIn, type TeamAccount } from "~/shared/accounts/team";
import { teamCopy } from "~/shared/copy/team";
import { AppError } from "./app-error";

/**
 * For routes whose body names establishments (the play log's batches and waits): a member
 * of a team acts only in the establishments they work in; another is "not found", as the
 * team gate answers for one in a path.
 */
export function refuseOtherEstablishments(account: TeamAccount, establishmentIds: string[]) {
  if (establishmentIds.some((id) => !worksIn(account, id)))
    throw new AppError("NOT_FOUND", teamCopy.errors.notYourEstablishment);
}
