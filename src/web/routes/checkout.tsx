import { useQuery } from "@tanstack/react-query";
import { subscriptionCopy } from "~/shared/copy/subscription";
import { BillingSection } from "~/web/features/accounts/billing-section";
import { CheckoutPage } from "~/web/features/billing/checkout-page";
import { PageHeader } from "~/web/features/dashboard/page-header";
import { pageMeta } from "~/web/lib/page-meta";
import { meQueryOptions } from "~/web/lib/session";
import type { Route } from "./+types/checkout";

export const meta = () =>
  pageMeta(subscriptionCopy.checkout.title, subscriptionCopy.checkout.badge);

export default function CheckoutRoute({ params }: Route.ComponentProps) {
  // The page asks for the profile's billing details before a first payment: its invoice names them.
  const { data: me } = useQuery(meQueryOptions());
  return (
    <>
      <PageHeader title={subscriptionCopy.checkout.title} />
      <CheckoutPage
        sessionId={params.id}
        hasBillingDetails={Boolean(me?.user.billingInfo)}
        billingDetails={<BillingSection info={me?.user.billingInfo ?? null} />}
      />
    </>
  );
}
