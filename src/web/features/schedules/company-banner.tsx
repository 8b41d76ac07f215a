import { useQuery } from "@tanstack/react-query";
import { Building2 } from "lucide-react";
import { teamCan } from "~/shared/accounts/team";
import type { FollowedProgramme } from "~/shared/company-programmes/schema";
import { companyProgrammesCopy } from "~/shared/copy/company-programmes";
import { paths } from "~/shared/paths";
import { Button } from "~/web/components/ui/button";
import { ButtonLink } from "~/web/components/ui/button-link";
import { meQueryOptions } from "~/web/lib/session";
import { useLeaveCompanyProgramme } from "./api";

const copy = companyProgrammesCopy.zoneBanner;

/**
 * Above a zone's "Programación" that follows a company programme (decision 043): which,
 * and what saving does — for the owner, every zone that follows it changes; for a
 * manager, the zone leaves it, where the owner allows that at all.
 */
export function CompanyBanner(props: {
  company: FollowedProgramme;
  zoneId: string;
  onLeft: (text: string) => void;
  onFailed: (error: unknown) => void;
}) {
  const { data: me } = useQuery(meQueryOptions());
  const leave = useLeaveCompanyProgramme(props.zoneId);
  const headOffice = teamCan(me?.team.teamRole, "company-programmes:manage");
  const { company } = props;
  return (
    <section
      aria-label={copy.follows(company.name)}
      className="flex flex-wrap items-start gap-3 rounded-2xl bg-sky-50 p-4 text-sm text-sky-950 ring-1 ring-sky-200"
    >
      <Building2 className="mt-0.5 size-5 flex-none" aria-hidden />
      <div className="min-w-0 flex-1 space-y-1">
        <p className="font-medium wrap-break-word">{copy.follows(company.name)}</p>
        <p>
          {headOffice
            ? copy.ownerSaves(company.zones)
            : company.localChanges
              ? copy.managerMayChange
              : copy.managerMayNot}
        </p>
      </div>
      {headOffice && (
        <div className="flex flex-wrap gap-2">
          <Button
            variant="secondary"
            size="sm"
            disabled={leave.isPending}
            onClick={() =>
              leave.mutate(company.id, {
                onSuccess: () => props.onLeft(copy.detached),
                onError: props.onFailed,
              })
            }
          >
            {copy.detach}
          </Button>
          <ButtonLink variant="ghost" size="sm" to={paths.dashboard.companyProgrammes}>
            {copy.manage}
          </ButtonLink>
        </div>
      )}
    </section>
  );
}
