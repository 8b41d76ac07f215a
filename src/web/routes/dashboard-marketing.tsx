import { campaignsCopy } from "~/shared/copy/campaigns";
import { DashboardSubpage } from "~/web/features/dashboard/page-header";
import { CampaignsPage } from "~/web/features/campaigns/campaigns-page";
import { pageMeta } from "~/web/lib/page-meta";
import { permissionLoader } from "~/web/lib/route-guards";

export const meta = () => pageMeta(campaignsCopy.title, campaignsCopy.description);

export const clientLoader = permissionLoader("campaigns:send");

export default function CampaignsRoute() {
  return (
    <DashboardSubpage title={campaignsCopy.title}>
      <CampaignsPage />
    </DashboardSubpage>
  );
}
