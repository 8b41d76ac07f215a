import { subscriptionCopy } from "~/shared/copy/subscription";
import { SubscriptionPage } from "~/web/features/billing/subscription-page";
import { CertificatesSection } from "~/web/features/certificates/certificates-section";
import { PageHeader } from "~/web/features/dashboard/page-header";
import { pageMeta } from "~/web/lib/page-meta";
import { requireTeamPermission } from "~/web/lib/route-guards";
import type { Route } from "./+types/dashboard-subscription";

export const meta = () => pageMeta(subscriptionCopy.title, subscriptionCopy.description);

/** A team's member whose role may not open it goes back to the dashboard (issue 27). */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  await requireTeamPermission(request, "billing:manage");
  return null;
}

export default function SubscriptionRoute() {
  return (
    <>
      <PageHeader title={subscriptionCopy.title} back />
      <SubscriptionPage />
      <CertificatesSection />
    </>
  );
}
