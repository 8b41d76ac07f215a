import { missing, newId, type Json, type StripeRequest } from "./stripe-json";

/** Checkout sessions and billing portal sessions: Stripe's pages, as links to them. */
export function stripeCheckout(deps: {
  prices: Map<string, Json>;
  /** Read at each new session: tests change what a new checkout answers as its URL. */
  checkoutUrl: (id: string) => string | null;
}) {
  const { prices } = deps;
  const checkoutSessions = new Map<string, Json>();

  function answer({ method, path, params }: StripeRequest): Json | undefined {
    if (method === "POST" && path === "/v1/checkout/sessions") {
      for (let index = 0; params[`line_items[${index}][price]`] !== undefined; index++) {
        const priceId = params[`line_items[${index}][price]`] as string;
        if (!prices.has(priceId)) throw missing("price", priceId);
      }
      const sessionId = newId("cs_test");
      const session = {
        id: sessionId,
        object: "checkout.session",
        mode: params.mode,
        customer: params.customer ?? null,
        client_reference_id: params.client_reference_id ?? null,
        success_url: params.success_url,
        cancel_url: params.cancel_url,
        locale: params.locale ?? null,
        status: "open",
        subscription: null,
        url: deps.checkoutUrl(sessionId),
        livemode: false,
      };
      checkoutSessions.set(sessionId, session);
      return session;
    }
    if (method === "POST" && path === "/v1/billing_portal/sessions") {
      const sessionId = newId("bps");
      return {
        id: sessionId,
        object: "billing_portal.session",
        customer: params.customer,
        return_url: params.return_url ?? null,
        locale: params.locale ?? null,
        url: `https://billing.stripe.test/p/session/${sessionId}`,
        livemode: false,
      };
    }
    return undefined;
  }

  return { answer };
}
