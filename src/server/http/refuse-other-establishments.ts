import { worksInZone, type TeamAccount } from "~/shared/accounts/team";
import { teamCopy } from "~/shared/copy/team";
import { AppError } from "../domain/app-error";

/**
 * For routes whose body names establishments and zones (the play log's batches and
 * waits): a member of a team acts only in the establishments and zones they work in;
 * another is "not found", as the team gate answers for one in a path. A body without a
 * zone names the establishment's Principal, whose id is the establishment's.
 */
export function refuseOtherEstablishments(
  account: TeamAccount,
  targets: { establishmentId: string; zoneId?: string | undefined }[],
) {
  if (
    targets.some(
      (target) =>
        !worksInZone(account, {
          id: target.zoneId ?? target.establishmentId,
          establishmentId: target.establishmentId,
        }),
    )
  )
    throw new AppError("NOT_FOUND", teamCopy.errors.notYourEstablishment);
}
