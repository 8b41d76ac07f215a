import { queryOptions, useQuery } from "@tanstack/react-query";
import type { z } from "zod";
import { fallbackPlans } from "~/shared/plans/catalog";
import type { Plan } from "~/shared/plans/plan";
import type { checkoutRequestSchema } from "~/shared/schemas/billing";
import { api, unwrap } from "~/web/lib/api-client";

export type CheckoutRequest = z.input<typeof checkoutRequestSchema>;

export const plansQueryOptions = () =>
  queryOptions({
    queryKey: ["catalog", "plans"],
    queryFn: () => unwrap(api().plans.$get()),
    retry: false,
  });

/**
 * The plans the API serves — null until they arrive — or the fallback catalogue when they
 * cannot be loaded (spec §8), with a way to try again.
 */
export function usePlans(): { plans: readonly Plan[] | null; failed: boolean; retry: () => void } {
  const query = useQuery(plansQueryOptions());
  return {
    plans: query.isError ? fallbackPlans : (query.data?.plans ?? null),
    failed: query.isError,
    retry: () => void query.refetch(),
  };
}

export const subscriptionQueryOptions = () =>
  queryOptions({
    queryKey: ["me", "subscription"],
    queryFn: () => unwrap(api().billing.subscription.$get()),
  });

export type BillingState = Awaited<
  ReturnType<NonNullable<ReturnType<typeof subscriptionQueryOptions>["queryFn"]>>
>;
export type CurrentSubscription = NonNullable<BillingState["subscription"]>;

export const startCheckout = (json: CheckoutRequest) =>
  unwrap(api().billing.checkout.$post({ json }));
export const changePlan = (json: CheckoutRequest) =>
  unwrap(api().billing["change-plan"].$post({ json }));
export const openPortal = () => unwrap(api().billing.portal.$post());
export const cancelSubscription = () => unwrap(api().billing.cancel.$post());

export const checkoutQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ["checkout", id],
    queryFn: () => unwrap(api().billing.checkout[":id"].$get({ param: { id } })),
    retry: false,
  });
export const payCheckout = (id: string, cardNumber: string) =>
  unwrap(api().billing.checkout[":id"].pay.$post({ param: { id }, json: { cardNumber } }));
export const abandonCheckout = (id: string) =>
  unwrap(api().billing.checkout[":id"].cancel.$post({ param: { id } }));
export const renewInPortal = () => unwrap(api().billing.portal.renew.$post());
export const cancelInPortal = () => unwrap(api().billing.portal.cancel.$post());

/** Sends the browser to a provider page; only http(s) URLs (the API's own answers). */
export function goTo(url: string) {
  const target = new URL(url, window.location.origin);
  if (target.protocol === "https:" || target.protocol === "http:")
    window.location.assign(target.toString());
}
