import type { Tier } from "../plans/plan";

export const subscriptionProviders = ["stripe", "local", "complimentary"] as const;
export type SubscriptionProvider = (typeof subscriptionProviders)[number];

export type SubscriptionStatus =
  | "trialing"
  | "active"
  | "past_due"
  | "canceled"
  | "incomplete"
  | "incomplete_expired"
  | "unpaid"
  | "paused";

/**
 * Why a user may (or may not) play music, as the dashboard badge and the users
 * screen describe it. Derived on the server from the role and the subscriptions.
 */
export type AccessState =
  | { kind: "active"; planName: string | null; renewsAt: string | null }
  | { kind: "trialing"; planName: string | null; trialEndsAt: string | null }
  | { kind: "canceling"; planName: string | null; accessUntil: string | null }
  | { kind: "complimentary" }
  | { kind: "admin" }
  | { kind: "inactive" };

export interface Access {
  /** May play music now. */
  active: boolean;
  tier: Tier | null;
  state: AccessState;
  /** An admin granted access without payment (the users screen's toggle). */
  complimentary: boolean;
}
