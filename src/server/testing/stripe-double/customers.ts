import { metadataOf, newId, now, type Json, type StripeRequest } from "./stripe-json";

/** The customers Sonaria creates before a first checkout. */
export function stripeCustomers() {
  const customers = new Map<string, Json>();

  function answer({ method, resource, id, params }: StripeRequest): Json | undefined {
    if (method === "POST" && resource === "customers" && !id) {
      const customer = {
        id: newId("cus"),
        object: "customer",
        email: params.email ?? null,
        name: params.name ?? null,
        metadata: metadataOf(params),
        created: now(),
        livemode: false,
      };
      customers.set(customer.id, customer);
      return customer;
    }
    return undefined;
  }

  return { answer, customer: (id: string) => customers.get(id) };
}
