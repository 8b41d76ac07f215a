import { useQuery } from "@tanstack/react-query";
import { subscriptionCopy } from "~/shared/copy/subscription";
import { BillingSection } from "~/web/features/accounts/billing-section";
import { SubscriptionPage } from "~/web/features/billing/subscription-page";
import { CertificatesSection } from "~/web/features/certificates/certificates-section";
import { PageHeader } from "~/web/features/dashboard/page-header";
import { pageMeta } from "~/web/lib/page-meta";
import { requireTeamPermission } from "~/web/lib/route-guards";
import { meQueryOptions } from "~/web/lib/session";
import type { Route } from "./+types/dashboard-subscription";

export const meta = () => pageMeta(subscriptionCopy.title, subscriptionCopy.description);

/** A team's member whose role may not open it goes back to the dashboard (decision 026). */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  await requireTeamPermission(request, "billing:manage");
  return null;
}

/** Before a first payment, whose invoice names the customer: the profile's billing details form. */
function MissingBillingDetails() {
  const { data: me } = useQuery(meQueryOptions());
  return <BillingSection info={me?.user.billingInfo ?? null} />;
}

export default function SubscriptionRoute() {
  return (
    <>
      <PageHeader title={subscriptionCopy.title} back />
      <SubscriptionPage billingDetails={<MissingBillingDetails />} />
      <CertificatesSection />
    </>
  );
}
