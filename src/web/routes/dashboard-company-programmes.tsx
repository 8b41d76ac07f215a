import { useQuery } from "@tanstack/react-query";
import { companyProgrammesCopy } from "~/shared/copy/company-programmes";
import { CompanyProgrammesPage } from "~/web/features/company-programmes/company-programmes-page";
import { dashboardSubpageRoute } from "~/web/features/dashboard/subpage-route";
import { establishmentsQueryOptions } from "~/web/features/establishments/api";
import { teamPermissionLoader } from "~/web/lib/route-guards";

function CompanyProgrammes() {
  const establishments = useQuery(establishmentsQueryOptions());
  return (
    <CompanyProgrammesPage
      establishments={establishments.data}
      establishmentsFailed={establishments.isError}
    />
  );
}

const page = dashboardSubpageRoute(CompanyProgrammes, companyProgrammesCopy);

export const meta = page.meta;

/** Head office's alone (decision 043): a member goes back to the dashboard. */
export const clientLoader = teamPermissionLoader("company-programmes:manage");

export default page.Component;
