import { subscriptionCopy } from "~/shared/copy/subscription";
import { SubscriptionPage } from "~/web/features/billing/subscription-page";
import { CertificatesSection } from "~/web/features/certificates/certificates-section";
import { PageHeader } from "~/web/features/dashboard/page-header";
import { pageMeta } from "~/web/lib/page-meta";

export const meta = () => pageMeta(subscriptionCopy.title, subscriptionCopy.description);

export default function SubscriptionRoute() {
  return (
    <>
      <PageHeader title={subscriptionCopy.title} back />
      <SubscriptionPage />
      <CertificatesSection />
    </>
  );
}
