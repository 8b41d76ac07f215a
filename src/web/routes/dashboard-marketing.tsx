import { campaignsCopy } from "~/shared/copy/campaigns";
import { PageHeader } from "~/web/features/dashboard/page-header";
import { CampaignsPage } from "~/web/features/campaigns/campaigns-page";
import { pageMeta } from "~/web/lib/page-meta";
import { requirePermission } from "~/web/lib/route-guards";

export const meta = () => pageMeta(campaignsCopy.title, campaignsCopy.description);

export async function clientLoader() {
  await requirePermission("campaigns:send");
  return null;
}

export default function CampaignsRoute() {
  return (
    <>
      <PageHeader title={campaignsCopy.title} back />
      <CampaignsPage />
    </>
  );
}
