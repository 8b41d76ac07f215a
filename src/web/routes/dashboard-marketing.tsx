import { campaignsCopy } from "~/shared/copy/campaigns";
import { CampaignsPage } from "~/web/features/campaigns/campaigns-page";
import { dashboardSubpageRoute } from "~/web/features/dashboard/subpage-route";
import { permissionLoader } from "~/web/lib/route-guards";

const page = dashboardSubpageRoute(CampaignsPage, campaignsCopy);

export const meta = page.meta;

export const clientLoader = permissionLoader("campaigns:send");

export default page.Component;
