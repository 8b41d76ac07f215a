import { isCurrentSubscription } from "~/shared/accounts/current-subscription";
import type { Role } from "~/shared/accounts/roles";
import type { BillingInterval } from "~/shared/plans/plan";
import { deriveAccess } from "../../auth/access";
import type { SubscriptionRow } from "../../domain/subscriptions/tables";

export type PeriodFacts = Pick<
  SubscriptionRow,
  | "provider"
  | "status"
  | "planName"
  | "tier"
  | "interval"
  | "cancelAtPeriodEnd"
  | "currentPeriodEnd"
  | "trialStart"
  | "trialEnd"
  | "createdAt"
>;

/** What a certificate may cover: an access period, nothing (no access), or an admin's role only. */
export type AccessPeriod =
  { kind: "period"; start: Date; end: Date } | { kind: "admin-only" } | { kind: "none" };

const shifted = (moment: Date, interval: BillingInterval, by: number) => {
  const result = new Date(moment);
  if (interval === "year") result.setUTCFullYear(result.getUTCFullYear() + by);
  else result.setUTCMonth(result.getUTCMonth() + by);
  return result;
};

const latest = (...moments: Date[]) => new Date(Math.max(...moments.map((d) => d.getTime())));
const earliest = (...moments: Date[]) => new Date(Math.min(...moments.map((d) => d.getTime())));

/**
 * The access period a certificate issued now covers, by the one access rule (deriveAccess):
 * a trial from its start to its end; a paid period from its start (its end less one billing
 * interval, not before the subscription began) to its end; complimentary access, which has
 * no end, from the grant to one year after issue. Admins need no certificate.
 */
export function accessPeriod(options: {
  role: Role;
  subscriptions: PeriodFacts[];
  now: Date;
}): AccessPeriod {
  const { now, subscriptions } = options;
  const access = deriveAccess({ role: options.role, subscriptions, now });
  const oneYearOn = shifted(now, "year", 1);
  switch (access.state.kind) {
    case "inactive":
      return { kind: "none" };
    case "admin":
      return { kind: "admin-only" };
    case "complimentary": {
      const grants = subscriptions.filter(
        (row) => row.provider === "complimentary" && row.status === "active",
      );
      return {
        kind: "period",
        start: earliest(now, ...grants.map((row) => row.createdAt)),
        end: oneYearOn,
      };
    }
    case "trialing":
    case "active":
    case "canceling": {
      // The subscription deriveAccess chose: the running paid one that ends last.
      const paid = subscriptions
        .filter((row) => row.provider !== "complimentary" && isCurrentSubscription(row, now))
        .sort(
          (a, b) => (b.currentPeriodEnd?.getTime() ?? 0) - (a.currentPeriodEnd?.getTime() ?? 0),
        )[0] as PeriodFacts;
      if (paid.status === "trialing") {
        const end = paid.trialEnd ?? paid.currentPeriodEnd ?? oneYearOn;
        return { kind: "period", start: earliest(now, paid.trialStart ?? paid.createdAt), end };
      }
      const end = paid.currentPeriodEnd ?? oneYearOn;
      const periodStart = paid.interval ? shifted(end, paid.interval, -1) : paid.createdAt;
      return {
        kind: "period",
        start: earliest(now, latest(periodStart, paid.createdAt)),
        end,
      };
    }
  }
}
