import { useQuery } from "@tanstack/react-query";
import { subscriptionCopy } from "~/shared/copy/subscription";
import { BillingSection } from "~/web/features/accounts/billing-section";
import { SubscriptionPage } from "~/web/features/billing/subscription-page";
import { CertificatesSection } from "~/web/features/certificates/certificates-section";
import { DashboardSubpage } from "~/web/features/dashboard/page-header";
import { pageMeta } from "~/web/lib/page-meta";
import { teamPermissionLoader } from "~/web/lib/route-guards";
import { meQueryOptions } from "~/web/lib/session";

export const meta = () => pageMeta(subscriptionCopy.title, subscriptionCopy.description);

/** A team's member whose role may not open it goes back to the dashboard (decision 026). */
export const clientLoader = teamPermissionLoader("billing:manage");

/** Before a first payment, whose invoice names the customer: the profile's billing details form. */
function MissingBillingDetails() {
  const { data: me } = useQuery(meQueryOptions());
  return <BillingSection info={me?.user.billingInfo ?? null} />;
}

export default function SubscriptionRoute() {
  return (
    <DashboardSubpage title={subscriptionCopy.title}>
      <SubscriptionPage billingDetails={<MissingBillingDetails />} />
      <CertificatesSection />
    </DashboardSubpage>
  );
}
