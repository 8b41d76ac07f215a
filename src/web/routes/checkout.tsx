import { subscriptionCopy } from "~/shared/copy/subscription";
import { CheckoutPage } from "~/web/features/billing/checkout-page";
import { PageHeader } from "~/web/features/dashboard/page-header";
import { pageMeta } from "~/web/lib/page-meta";
import type { Route } from "./+types/checkout";

export const meta = () =>
  pageMeta(subscriptionCopy.checkout.title, subscriptionCopy.checkout.badge);

export default function CheckoutRoute({ params }: Route.ComponentProps) {
  return (
    <>
      <PageHeader title={subscriptionCopy.checkout.title} />
      <CheckoutPage sessionId={params.id} />
    </>
  );
}
