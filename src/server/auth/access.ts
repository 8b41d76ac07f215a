import { inArray } from "drizzle-orm";
import type { Access, AccessState } from "~/shared/accounts/access";
import { isCurrentSubscription } from "~/shared/accounts/current-subscription";
import type { Role } from "~/shared/accounts/roles";
import type { Database } from "../db/client";
import { subscription, type SubscriptionRow } from "../db/schema";

type SubscriptionFacts = Pick<
  SubscriptionRow,
  | "provider"
  | "status"
  | "planName"
  | "tier"
  | "cancelAtPeriodEnd"
  | "currentPeriodEnd"
  | "trialEnd"
>;

const iso = (date: Date | null) => date?.toISOString() ?? null;

/**
 * The one access rule (architecture.md): admins, complimentary access, and trialing or
 * active subscriptions — cancel-at-period-end included until the end. Everything else
 * (expired, unpaid, incomplete, canceled) means no access, at once.
 */
export function deriveAccess(options: {
  role: Role;
  subscriptions: SubscriptionFacts[];
  now?: Date;
}): Access {
  const now = options.now ?? new Date();
  const complimentary = options.subscriptions.some(
    (row) => row.provider === "complimentary" && row.status === "active",
  );
  const paid = options.subscriptions
    .filter((row) => row.provider !== "complimentary" && isCurrentSubscription(row, now))
    .sort((a, b) => (b.currentPeriodEnd?.getTime() ?? 0) - (a.currentPeriodEnd?.getTime() ?? 0))[0];

  let state: AccessState;
  if (paid?.status === "trialing") {
    state = {
      kind: "trialing",
      planName: paid.planName,
      trialEndsAt: iso(paid.trialEnd ?? paid.currentPeriodEnd),
    };
  } else if (paid?.cancelAtPeriodEnd) {
    state = { kind: "canceling", planName: paid.planName, accessUntil: iso(paid.currentPeriodEnd) };
  } else if (paid) {
    state = { kind: "active", planName: paid.planName, renewsAt: iso(paid.currentPeriodEnd) };
  } else if (complimentary) {
    state = { kind: "complimentary" };
  } else if (options.role === "admin") {
    state = { kind: "admin" };
  } else {
    state = { kind: "inactive" };
  }

  const active = state.kind !== "inactive";
  const tier = paid ? (paid.tier ?? "basic") : active ? "premium" : null;
  return { active, tier, state, complimentary };
}

/** Access of several users in one query (the users screen). */
export async function getAccessForUsers(options: {
  db: Database;
  users: { id: string; role: Role }[];
}): Promise<Map<string, Access>> {
  const ids = options.users.map((entry) => entry.id);
  const rows = ids.length
    ? await options.db.select().from(subscription).where(inArray(subscription.userId, ids))
    : [];
  const now = new Date();
  return new Map(
    options.users.map((entry) => [
      entry.id,
      deriveAccess({
        role: entry.role,
        subscriptions: rows.filter((row) => row.userId === entry.id),
        now,
      }),
    ]),
  );
}

/**
 * Access of one user. A failing check is logged by the caller's error handler and
 * means no access: callers never treat an exception as "allowed".
 */
export async function getAccess(options: {
  db: Database;
  userId: string;
  role: Role;
}): Promise<Access> {
  const map = await getAccessForUsers({
    db: options.db,
    users: [{ id: options.userId, role: options.role }],
  });
  return map.get(options.userId) as Access;
}
