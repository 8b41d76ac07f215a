import { emailMarketingCopy } from "~/shared/copy/email-marketing";
import { PageHeader } from "~/web/features/dashboard/page-header";
import { MarketingPage } from "~/web/features/email-marketing/marketing-page";
import { pageMeta } from "~/web/lib/page-meta";
import { requirePermission } from "~/web/lib/route-guards";

export const meta = () => pageMeta(emailMarketingCopy.title, emailMarketingCopy.description);

export async function clientLoader() {
  await requirePermission("marketing:send");
  return null;
}

export default function MarketingRoute() {
  return (
    <>
      <PageHeader title={emailMarketingCopy.title} back />
      <MarketingPage />
    </>
  );
}
