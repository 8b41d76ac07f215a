import { z } from "~/shared/validation/zod";
import { checkoutRequestSchema, MAX_PAID_ZONES } from "../billing/schema";
import type { CheckoutChoice } from "./plan";

/** Reading the choice back (`checkoutChoicePath` writes it): the dashboard's side. */

const choiceQuerySchema = z.object({
  plan: checkoutRequestSchema.shape.planId,
  interval: checkoutRequestSchema.shape.interval,
  trial: z.literal("true").optional(),
  zones: z.coerce.number().int().min(1).max(MAX_PAID_ZONES).optional(),
});

/** The choice in a query string, or null when there is none (or it is malformed). */
export function readCheckoutChoice(query: URLSearchParams): CheckoutChoice | null {
  const parsed = choiceQuerySchema.safeParse(Object.fromEntries(query));
  if (!parsed.success) return null;
  const { plan, interval, trial, zones } = parsed.data;
  return { planId: plan, interval, trial: trial === "true", ...(zones ? { quantity: zones } : {}) };
}

/** The choice in a path such as a `redirectTo`, or null. */
export function checkoutChoiceIn(path: string): CheckoutChoice | null {
  return readCheckoutChoice(new URL(path, "http://sonaria.invalid").searchParams);
}

/** The query without the choice: what the subscription page keeps once it has acted on it. */
export function withoutCheckoutChoice(query: URLSearchParams): URLSearchParams {
  const rest = new URLSearchParams(query);
  for (const key of ["plan", "interval", "trial", "zones"]) rest.delete(key);
  return rest;
}
