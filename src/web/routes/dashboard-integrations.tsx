import { publicApiCopy } from "~/shared/copy/public-api";
import { dashboardSubpageRoute } from "~/web/features/dashboard/subpage-route";
import { IntegrationsPage } from "~/web/features/integrations/integrations-page";
import { teamPermissionLoader } from "~/web/lib/route-guards";

const page = dashboardSubpageRoute(IntegrationsPage, {
  ...publicApiCopy.page,
  lead: publicApiCopy.page.intro,
});

export const meta = page.meta;

/** An employee goes back to the dashboard: tokens are the owner's and the managers' (decision 046). */
export const clientLoader = teamPermissionLoader("api-tokens:manage");

export default page.Component;
