import { subscriptionCopy } from "~/shared/copy/subscription";
import { PortalPage } from "~/web/features/billing/portal-page";
import { PageHeader } from "~/web/features/dashboard/page-header";
import { pageMeta } from "~/web/lib/page-meta";

export const meta = () => pageMeta(subscriptionCopy.portal.title, subscriptionCopy.portal.lead);

export default function BillingPortalRoute() {
  return (
    <>
      <PageHeader title={subscriptionCopy.portal.title} />
      <PortalPage />
    </>
  );
}
