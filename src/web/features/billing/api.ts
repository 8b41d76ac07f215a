import { queryOptions, useQuery } from "@tanstack/react-query";
import type { z } from "~/shared/validation/zod";
import { fallbackPlans } from "~/shared/plans/catalog";
import type { Plan } from "~/shared/plans/plan";
import type { checkoutRequestSchema } from "~/shared/billing/schema";
import { api, unwrap, withTimeout, type QueryData } from "~/web/lib/api-client";
import { useIntentMutation } from "~/web/lib/intent-keys";
import { useSetPaidZones } from "~/web/lib/paid-zones-api";
import { useApiMutation } from "~/web/lib/use-api-mutation";

export type CheckoutRequest = z.input<typeof checkoutRequestSchema>;

export const plansQueryOptions = () =>
  queryOptions({
    queryKey: ["catalog", "plans"],
    queryFn: () => unwrap(api().plans.$get()),
    retry: false,
  });

/**
 * The plans the API serves — null until they arrive — or the fallback catalogue when they
 * cannot be loaded (product §8), with a way to try again.
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

export type BillingState = QueryData<typeof subscriptionQueryOptions>;
export type CurrentSubscription = NonNullable<BillingState["subscription"]>;

/** Product §9: waiting for the checkout URL gives up after 30 s (a TIMEOUT error). */
const CHECKOUT_TIMEOUT_MS = 30_000;

// A subscription that changes changes the user's access (the session) and their row in the
// admin's users table: both are fetched again.
const refetchAccess = { invalidates: [["me"], ["users"]] };

/** Answers the provider's checkout page to go to (null when it gave none). */
export const useStartCheckout = () =>
  useApiMutation((json: CheckoutRequest) =>
    withTimeout(unwrap(api().billing.checkout.$post({ json })), CHECKOUT_TIMEOUT_MS),
  );

/**
 * Answers a checkout page when the new plan must be paid there, else null: changed at once,
 * charged once per intent (decision 035).
 */
export const useChangePlan = () =>
  useIntentMutation(
    (json: CheckoutRequest, key) =>
      withTimeout(
        unwrap(api().billing["change-plan"].$post({ json, header: { "idempotency-key": key } })),
        CHECKOUT_TIMEOUT_MS,
      ),
    refetchAccess,
  );

export const useOpenPortal = () => useApiMutation(() => unwrap(api().billing.portal.$post()));

/** Cancels at the period's end; answers until when access lasts. */
export const useCancelSubscription = () =>
  useApiMutation(() => unwrap(api().billing.cancel.$post()), refetchAccess);

export const checkoutQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ["checkout", id],
    queryFn: () => unwrap(api().billing.checkout[":id"].$get({ param: { id } })),
    retry: false,
  });

// The built-in test checkout and portal. Paying or leaving answers where to go next.

export const usePayCheckout = () =>
  useIntentMutation(({ id, cardNumber }: { id: string; cardNumber: string }, key) =>
    unwrap(
      api().billing.checkout[":id"].pay.$post({
        param: { id },
        json: { cardNumber },
        header: { "idempotency-key": key },
      }),
    ),
  );

/** Decision 027: the zones of a test checkout not yet paid; answers its new figures. */
export const useSetCheckoutZones = (id: string) =>
  useApiMutation(
    (quantity: number) =>
      unwrap(api().billing.checkout[":id"].zones.$put({ param: { id }, json: { quantity } })),
    {
      onSuccess: (view, queryClient) =>
        queryClient.setQueryData(checkoutQueryOptions(id).queryKey, view),
    },
  );

export const useAbandonCheckout = () =>
  useApiMutation((id: string) =>
    unwrap(api().billing.checkout[":id"].cancel.$post({ param: { id } })),
  );

export const useRenewInPortal = () =>
  useApiMutation(() => unwrap(api().billing.portal.renew.$post()), { invalidates: [["me"]] });

export const useCancelInPortal = () =>
  useApiMutation(() => unwrap(api().billing.portal.cancel.$post()), { invalidates: [["me"]] });

/** Sends the browser to a provider page; only http(s) URLs (the API's own answers). */
export function goTo(url: string) {
  const target = new URL(url, window.location.origin);
  if (target.protocol === "https:" || target.protocol === "http:")
    window.location.assign(target.toString());
}

/** "Facturas": the user's invoices, newest first, a page at a time. */
export const invoicesQueryOptions = (page: number) =>
  queryOptions({
    queryKey: ["me", "invoices", page],
    queryFn: () => unwrap(api().invoices.$get({ query: { page: String(page) } })),
  });

/** Where an invoice's PDF downloads: a plain link, the browser saves it. */
export const invoicePdfPath = (invoiceId: string) =>
  api().invoices[":id"].pdf.$url({ param: { id: invoiceId } }).pathname;

/** Decision 027: what changing the zones paid for to `quantity` costs (null: nothing asked). */
export const quantityPreviewQueryOptions = (quantity: number | null) =>
  queryOptions({
    queryKey: ["me", "subscription", "quantity-preview", quantity],
    queryFn: () =>
      unwrap(api().billing.quantity.preview.$get({ query: { quantity: String(quantity) } })),
    enabled: quantity !== null,
    retry: false,
  });

/**
 * Raises (charged now, prorated) or lowers (from the renewal) the zones paid for, once per
 * intent (decision 035).
 */
export const useChangeQuantity = () => useSetPaidZones(refetchAccess);
